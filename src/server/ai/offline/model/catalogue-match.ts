import { featureDefList, type FeatureDef } from '../catalogue/features';
import { keywords, peopleNouns, thingsEndingInEr } from '../catalogue/lexicon';
import { singularWord } from '../text';

/**
 * The catalogue feature (../catalogue/features.ts) a brief feature's name names, so a feature the founder
 * named "Reviews" gets the catalogue's screens, API and criteria for reviews.
 */

/** Last words that say little about what a feature is ("booking page", "reminder settings"). */
const weakHeads = new Set([
  'panel',
  'dashboard',
  'area',
  'portal',
  'centre',
  'center',
  'result',
  'results',
  'link',
  'links',
  'button',
  'buttons',
  'option',
  'options',
  'mode',
  'view',
  'views',
  'page',
  'pages',
  'feature',
  'features',
  'support',
  'tool',
  'tools',
  'system',
  'screen',
  'section',
  'widget',
  'card',
  'cards',
]);

/** Last words that name a capability, not a thing ("calendar sync", "expense tracking"). */
const capabilityHeads = new Set([
  'management',
  'tracking',
  'planning',
  'scheduling',
  'sharing',
  'logging',
  'support',
  'sync',
  'syncing',
  'integration',
  'integrations',
  'mode',
  'view',
  'access',
  'system',
  'feature',
  'features',
  'tool',
  'tools',
  'library',
  'generator',
  'builder',
  'editor',
  'overview',
  'history',
  'section',
  'page',
  'board',
  'rotation',
  'schedule',
  'report',
  'reports',
  'dashboard',
  'alert',
  'alerts',
  'tracker',
  'planner',
  'manager',
  'log',
  'view',
  'flow',
  'wizard',
  'widget',
]);

/** A word that names a person ("owner", "walkers"), not a thing that ends like one ("folder"). */
function isPersonWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (peopleNouns.has(lower)) return true;
  if (thingsEndingInEr.has(lower) || thingsEndingInEr.has(singularWord(lower))) return false;
  return /(?:[a-z]{2}(?:er|or|ist|ian|ant)s?)$/.test(lower) && !/(?:ing|ment|tion)s?$/.test(lower);
}

/**
 * The catalogue feature a short phrase names: the keyword nearest the end (the head noun) wins,
 * then the longest. With `head`, a keyword must reach the phrase's last word ("shared shopping
 * lists" is about lists, not sharing) unless that word says little ("shareable results").
 */
export function matchDef(text: string, head = false): FeatureDef | undefined {
  const key = `${head ? 1 : 0}${text}`;
  if (memo.has(key)) return memo.get(key);
  const def = bestDef(text, head);
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, def);
  return def;
}

/** Feature names come back with every brief of an idea and every step: each is matched once. */
const memo = new Map<string, FeatureDef | undefined>();
const MEMO_SIZE = 2000;

function bestDef(text: string, head: boolean): FeatureDef | undefined {
  let best: { def: FeatureDef; length: number; end: number } | undefined;
  for (const def of featureDefList) {
    if (def.keywords.length === 0) continue;
    for (const match of keywords(def.keywords).find(text)) {
      const end = match.index + match.length;
      if (!best || end > best.end || (end === best.end && match.length > best.length))
        best = { def, length: match.length, end };
    }
  }
  if (best && head) {
    const lastStart = text.search(/\S+\s*$/);
    const last = text.slice(lastStart).trim().toLowerCase();
    if (best.end <= lastStart && !weakHeads.has(last) && !capabilityHeads.has(last) && !isPersonWord(last))
      return undefined;
  }
  return best?.def;
}
