import { keywords, peopleNouns, thingsEndingInEr } from '../lexicon';
import { capabilities, ignoredNouns, impliedUsers, productWords } from './catalogue/words';
import { domainNouns } from './catalogue/domain';
import { integrations } from './catalogue/integrations';
import { platformWords } from './catalogue/platforms';
import { regulations } from './catalogue/regulations';
import type { CapabilityEntry, DomainNoun, EntityKind, IntegrationEntry, RegulationEntry } from './catalogue/types';
import type { BriefPlatform } from '../../../../shared/schemas/brief';
import { lemmasOf, type Language, type Word } from './words';

/**
 * What the idea mentions, found in its words: services and regulations by keyword (they claim
 * their words first, so they never become entities), then catalogue phrases compared lemma by
 * lemma (the longest wins), then the remaining nouns as things of their own.
 */

export interface EntityMention {
  /** The catalogue entry, or null for a noun the catalogue does not know. */
  noun: DomainNoun | null;
  name: string;
  kind: EntityKind;
  /** How the idea calls it, in dictionary form ("dog walker", "домашнее задание"). */
  label: string;
  clause: number;
  position: number;
}

export interface Mentions {
  words: Word[];
  clauses: number[];
  entities: EntityMention[];
  integrations: Array<{ entry: IntegrationEntry; clause: number }>;
  regulations: RegulationEntry[];
  capabilities: Array<{ entry: CapabilityEntry; clause: number }>;
  platforms: BriefPlatform[];
  /** Words that name the product itself ("app", "сервис"). */
  productWords: string[];
  /** Words claimed by a service, a regulation, a platform or a catalogue phrase. */
  claimed: boolean[];
  /** Words recognised as meaning something: a dictionary or the catalogue knows them. */
  recognised: number;
}

type Target =
  | { type: 'entity'; noun: DomainNoun; alias: string }
  | { type: 'capability'; entry: CapabilityEntry }
  | { type: 'product' }
  | { type: 'ignored' };

interface Term {
  lemmas: ReadonlyArray<readonly string[]>;
  target: Target;
  priority: number;
}

const split = (list: string) => list.split('|').map((item) => item.trim()).filter((item) => item.length > 0);

/** Multi-word keywords match whatever ending each word has ("внутренн инструмент"). */
function keywordSource(keyword: string): string {
  if (keyword.startsWith('~') || !keyword.includes(' ')) return keyword;
  const parts = keyword.split(/\s+/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `~(?<![\\p{L}\\p{N}])${parts.join('[\\p{L}\\p{N}-]*\\s+')}`;
}
const compiled = (list: readonly string[]) =>
  keywords([...list].sort((a, b) => b.length - a.length).map(keywordSource));

const termIndexes = new Map<Language, Map<string, Term[]>>();

function termIndex(language: Language): Map<string, Term[]> {
  const cached = termIndexes.get(language);
  if (cached) return cached;
  const terms: Term[] = [];
  const add = (phrases: string, target: Target, priority: number) => {
    for (const phrase of split(phrases)) {
      terms.push({ lemmas: phrase.split(/\s+/).map((word) => lemmasOf(word, language)), target, priority });
    }
  };
  for (const noun of domainNouns) {
    for (const alias of split(noun[language])) add(alias, { type: 'entity', noun, alias }, 4);
  }
  for (const entry of capabilities) add(entry[language], { type: 'capability', entry }, 3);
  add(productWords[language], { type: 'product' }, 2);
  add(ignoredNouns[language], { type: 'ignored' }, 1);
  const index = new Map<string, Term[]>();
  for (const term of terms) {
    for (const lemma of term.lemmas[0] ?? []) {
      const list = index.get(lemma) ?? [];
      list.push(term);
      index.set(lemma, list);
    }
  }
  termIndexes.set(language, index);
  return index;
}

const verbIndexes = new Map<Language, Map<string, DomainNoun>>();
function verbIndex(language: Language): Map<string, DomainNoun> {
  const cached = verbIndexes.get(language);
  if (cached) return cached;
  const index = new Map<string, DomainNoun>();
  for (const noun of domainNouns) {
    for (const verb of split((language === 'ru' ? noun.verbsRu : noun.verbsEn) ?? '')) index.set(verb, noun);
  }
  verbIndexes.set(language, index);
  return index;
}

const overlaps = (word: Word, spans: ReadonlyArray<readonly [number, number]>) =>
  spans.some(([start, end]) => word.start < end && word.end > start);

/** A word used as a verb ("owners book walkers"): it names an action, not a thing. */
function usedAsVerb(words: Word[], i: number): boolean {
  const word = words[i];
  const before = words[i - 1];
  const after = words[i + 1];
  if (!word || word.pos !== 'verb') return false;
  if (before && /^(for|of|with|by|from|about|in|on|at|under|into|between|among|and|or|their|our|your|my|the|a|an)$/.test(before.lower)) return false;
  if (after && !word.breakAfter && (after.pos === 'adjective' || /^(a|an|the|their|his|her|its|our|your|my|them|it)$/.test(after.lower))) return true;
  if (!before || before.breakAfter) return false;
  return /^(to|can|will|you|they|we|i|lets|let|and)$/.test(before.lower) || (before.pos === 'noun' && before.lower !== before.lemma);
}

const intersects = (a: readonly string[], b: readonly string[]) => a.some((item) => b.includes(item));

function isPerson(word: Word): boolean {
  if (word.animate) return true;
  if (peopleNouns.has(word.lemma) || peopleNouns.has(word.lower)) return true;
  return /(er|or|ist|ian)$/.test(word.lemma) && !thingsEndingInEr.has(word.lemma) && word.lemma.length > 4;
}

export function findMentions(text: string, words: Word[], language: Language): Mentions {
  const clauses: number[] = [];
  let clause = 0;
  for (const word of words) {
    clauses.push(clause);
    if (word.breakAfter) clause += 1;
  }
  const clauseAt = (offset: number) => {
    const index = words.findIndex((word) => word.end > offset);
    return clauses[index === -1 ? words.length - 1 : index] ?? 0;
  };

  const spans: Array<[number, number]> = [];
  const claim = (list: readonly string[]) => {
    const found = compiled(list).find(text);
    for (const match of found) spans.push([match.index, match.index + match.length]);
    return found;
  };
  const integrationsFound: Mentions['integrations'] = [];
  const serviceWords: Array<{ entry: IntegrationEntry; span: readonly [number, number] }> = [];
  for (const entry of integrations) {
    const found = claim(entry.keywords);
    if (found[0]) integrationsFound.push({ entry, clause: clauseAt(found[0].index) });
    for (const match of found) serviceWords.push({ entry, span: [match.index, match.index + match.length] });
  }
  const regulationsFound = regulations.filter((entry) => claim(entry.keywords).length > 0);
  const platforms = new Set<BriefPlatform>();
  for (const entry of platformWords) {
    if (claim(entry.keywords).length > 0) entry.platforms.forEach((platform) => platforms.add(platform));
  }

  const consumed = words.map((word) => overlaps(word, spans));
  const recognisedWords = new Set<number>(consumed.flatMap((used, i) => (used ? [i] : [])));
  const entities: EntityMention[] = [];
  const capabilitiesFound: Mentions['capabilities'] = [];
  const product: string[] = [];
  const index = termIndex(language);
  const verbs = verbIndex(language);
  const mention = (noun: DomainNoun | null, name: string, kind: EntityKind, label: string, i: number) =>
    entities.push({ noun, name, kind, label, clause: clauses[i] ?? 0, position: i });

  // A service's words may also name the thing it works on ("in-app payments" → Payment, "buy" → Payment).
  words.forEach((word, i) => {
    const service = serviceWords.find(({ span }) => overlaps(word, [span]));
    if (!service?.entry.entities) return;
    const noun =
      word.lemmas.flatMap((lemma) => index.get(lemma) ?? []).find((term) => term.lemmas.length === 1 && term.target.type === 'entity')?.target ??
      null;
    const named = noun?.type === 'entity' ? noun.noun : word.lemmas.map((lemma) => verbs.get(lemma)).find(Boolean);
    if (named && service.entry.entities.includes(named.name) && !entities.some((e) => e.name === named.name)) {
      mention(named, named.name, named.kind, noun?.type === 'entity' ? noun.alias : (split(named[language])[0] ?? named.name), i);
    }
  });

  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (!word || consumed[i]) continue;
    let best: { term: Term; length: number } | null = null;
    // Any reading of the word may start a term ("домашние" → домашний).
    for (const lemma of word.lemmas) {
      for (const term of index.get(lemma) ?? []) {
        const length = term.lemmas.length;
        if (best && (length < best.length || (length === best.length && term.priority <= best.term.priority))) continue;
        let fits = true;
        for (let k = 0; k < length && fits; k += 1) {
          const next = words[i + k];
          fits = Boolean(next && !consumed[i + k] && intersects(next.lemmas, term.lemmas[k] ?? []) && (k === length - 1 || !next.breakAfter));
        }
        if (fits) best = { term, length };
      }
    }
    const verbNoun = word.lemmas.map((lemma) => verbs.get(lemma)).find((noun) => noun);
    if (best && best.length === 1 && best.term.target.type === 'entity' && language === 'en' && usedAsVerb(words, i)) best = null;
    if (!best && verbNoun && word.pos === 'verb') {
      mention(verbNoun, verbNoun.name, verbNoun.kind, split(verbNoun[language])[0] ?? verbNoun.name, i);
      recognisedWords.add(i);
      continue;
    }
    if (!best) continue;
    for (let k = 0; k < best.length; k += 1) {
      consumed[i + k] = true;
      recognisedWords.add(i + k);
    }
    const target = best.term.target;
    if (target.type === 'entity') {
      // The modifiers of a compound can be things of their own ("patient records" → Patient too).
      for (let k = 0; k < best.length - 1; k += 1) {
        const modifier = words[i + k];
        const own = modifier && (index.get(modifier.lemma) ?? []).find((term) => term.lemmas.length === 1 && term.target.type === 'entity');
        if (own && own.target.type === 'entity' && own.target.noun !== target.noun) {
          mention(own.target.noun, own.target.noun.name, own.target.noun.kind, own.target.alias, i + k);
        }
      }
      mention(target.noun, target.noun.name, target.noun.kind, target.alias, i);
    } else if (target.type === 'capability') {
      capabilitiesFound.push({ entry: target.entry, clause: clauses[i] ?? 0 });
    } else if (target.type === 'product') {
      product.push(words.slice(i, i + best.length).map((w) => w.text).join(' '));
    }
    i += best.length - 1;
  }

  // The nouns left are things the catalogue does not know: the head of each run of nouns.
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (!word || consumed[i] || word.pos !== 'noun' || !/^\p{L}[\p{L}-]{2,}$/u.test(word.lower)) continue;
    if (language === 'ru' && !word.known) continue;
    if (word.known) recognisedWords.add(i);
    const next = words[i + 1];
    if (language === 'en' && next && !word.breakAfter && (next.pos === 'noun' || consumed[i + 1])) continue;
    const previous = words[i - 1];
    const compound =
      language === 'en' && previous && !previous.breakAfter && !consumed[i - 1] && previous.pos === 'noun' && /^\p{L}{3,}$/u.test(previous.lower);
    const label = compound ? `${previous.lower} ${word.lemma}` : word.lemma;
    const kind: EntityKind = isPerson(word) ? 'person' : 'asset';
    mention(null, '', kind, label, compound ? i - 1 : i);
  }
  words.forEach((word, i) => {
    if (word.known) recognisedWords.add(i);
  });
  if (!entities.some((entity) => entity.kind === 'person')) {
    const implied = impliedUsers.find(({ product }) => words.some((word) => word.lemmas.includes(product)));
    const noun = implied && domainNouns.find((candidate) => candidate.name === implied.entity);
    if (noun) mention(noun, noun.name, noun.kind, split(noun[language])[0] ?? noun.name, words.length);
  }

  return {
    words,
    clauses,
    entities,
    integrations: integrationsFound,
    regulations: regulationsFound,
    capabilities: capabilitiesFound,
    platforms: [...platforms],
    productWords: product,
    claimed: consumed,
    recognised: recognisedWords.size,
  };
}
