import type { Brief } from '../../../../shared/schemas/brief';
import { keywords } from '../catalogue/lexicon';
import { marketCategories, type MarketCategory } from '../catalogue/market-categories';
import { briefText } from './signals';

/**
 * The market category of a brief, shared by the evaluation (its competition) and the kit (the
 * overview's problem and competitors), so both name the same incumbents.
 */

const specific = marketCategories.filter((c) => !c.fallback);
const fallbacks = marketCategories.filter((c) => c.fallback);

/**
 * The category whose words and records the brief matches most; ties go to the more specific (earlier)
 * one, and a fallback category only when no market matched at all.
 */
export function categoryOf(brief: Brief): MarketCategory | undefined {
  const text = briefText(brief);
  return bestCategory(brief, text, specific) ?? bestCategory(brief, text, fallbacks);
}

function bestCategory(brief: Brief, text: string, categories: readonly MarketCategory[]): MarketCategory | undefined {
  const entities = new Set(brief.entities.map((e) => e.name));
  let best: { category: MarketCategory; score: number } | undefined;
  for (const category of categories) {
    const hits = category.keywords.filter((keyword) => keywords([keyword]).test(text)).length;
    const groups = category.entities ?? [];
    const held = groups.filter((group) => group.some((name) => entities.has(name))).length;
    const signature = groups.length > 0 && held === groups.length ? (groups.length >= 2 ? 2 : 1) : 0;
    const score = hits * 2 + signature;
    if (score >= 2 && (!best || score > best.score)) best = { category, score };
  }
  return best?.category;
}
