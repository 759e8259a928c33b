import type { Archetype } from '../catalogue/archetypes';
import type { AppPlatform } from '../catalogue/lexicon';
import { phrasebook } from '../phrasebooks';
import { fill, unique } from '../text';
import type { CompositionModel, ModelFeature } from './types';

/** Delivery risks in one language; which risks a kit gets is decided once, in `buildRisks`. */
export interface RiskPhrases {
  /** The risks of products of an archetype, as templates filled with the kit's words. */
  of(archetype: Archetype): readonly string[];
  ai: string;
  store: string;
  /** The words the templates are filled with: a language may put the people in the case its sentences need. */
  words(vars: Record<string, string>): Record<string, string>;
}

/** Delivery risks: the archetype's, plus those the features and platforms bring, in the kit's language. */
export function buildRisks(
  archetype: Archetype,
  secondary: Archetype | undefined,
  features: ModelFeature[],
  platforms: AppPlatform[],
  vars: Record<string, string>,
  language: CompositionModel['language'] = 'en',
): string[] {
  const extra = phrasebook(language).risks;
  const risksOf = (a: Archetype) => extra.of(a);
  const words = extra.words(vars);
  const risks = risksOf(archetype).map((r) => fill(r, words));
  if (features.some((f) => f.key.startsWith('ai_')) && archetype.id !== 'ai_assistant') risks.push(extra.ai);
  if ((platforms.includes('ios') || platforms.includes('android')) && archetype.id !== 'tracker')
    risks.push(extra.store);
  if (secondary) risks.push(fill(risksOf(secondary)[0]!, words));
  return unique(risks).slice(0, 5);
}
