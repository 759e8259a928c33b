import nlp from 'compromise';
import { keywords, peopleNouns, thingsEndingInEr } from '../catalogue/lexicon';
import thingsNamedLikePeopleList from '../catalogue/things-named-like-people.json';
import { capabilities, fileFormats, genericProductWords, idioms, ignoredNouns, impliedUsers, lightVerbNouns, peopleScheduling, phrasalVerbs, productWords, useVerbs } from '../catalogue/words';
import { domainNouns } from '../catalogue/domain';
import { coreRecords, productKinds, type ProductKind } from '../catalogue/product-kinds';
import { entityName } from './entities';
import { integrations } from '../catalogue/integrations';
import { platformNames, platformWords } from '../catalogue/platforms';
import { regulations } from '../catalogue/regulations';
import type { CapabilityEntry, DomainNoun, EntityKind, IntegrationEntry, RegulationEntry } from '../catalogue/types';
import type { BriefPlatform } from '../../../../shared/schemas/brief';
import { singularWord } from '../text';
import { concreteRussianNouns } from '../catalogue/russian-english';
import { agreement, closesObject, opensWithVerbPhrase } from './verbs';
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
  /** The idea as read: words' offsets point into it. */
  text?: string;
  words: Word[];
  clauses: number[];
  entities: EntityMention[];
  /** `position`: the word where the idea first names it (absent for a service only the product kind implies). */
  integrations: Array<{ entry: IntegrationEntry; clause: number; position?: number }>;
  regulations: RegulationEntry[];
  capabilities: Array<{ entry: CapabilityEntry; clause: number; position: number }>;
  platforms: BriefPlatform[];
  /** Words that name the product itself ("app", "сервис"). */
  productWords: string[];
  /** Words claimed by a service, a regulation, a platform or a catalogue phrase. */
  claimed: boolean[];
  /** The idea likens the product to a named one ("Notion clone"): it says what it is. */
  metaphor: boolean;
  /** Words recognised as meaning something: a dictionary or the catalogue knows them. */
  recognised: number;
  /** File formats the idea names ("invoices in PDF"): a property of the document next to them. */
  formats: FormatMention[];
  /** The kinds of product the idea names ("a CRM", "a helpdesk"). */
  kinds?: ProductKind[];
}

export interface FormatMention {
  /** As the idea writes it, upper case ("PDF"). */
  name: string;
  position: number;
  clause: number;
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
// The catalogue's lists are constants: each is compiled once.
const compiledLists = new WeakMap<readonly string[], ReturnType<typeof keywords>>();
const compiled = (list: readonly string[]) => {
  const cached = compiledLists.get(list) ?? keywords([...list].sort((a, b) => b.length - a.length).map(keywordSource));
  compiledLists.set(list, cached);
  return cached;
};

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

/** How well an entry's domain fits the idea: -1 when it names a domain the idea does not. */
function senseScore(noun: DomainNoun, lemmas: ReadonlySet<string>): number {
  if (!noun.when) return 0;
  const hits = split(noun.when).filter((word) => lemmas.has(word)).length;
  return hits > 0 ? hits : -1;
}

/** The terms a word may start: the whole index, or the index read in one idea's domain. */
interface TermLookup {
  get(lemma: string): Term[] | undefined;
}

const sensed = new WeakMap<Map<string, Term[]>, string[]>();
/**
 * The term index read in the idea's domain: of the entries sharing a word, those whose domain the
 * idea does not name drop out and the best fitting comes first ("coins" in a game are its currency).
 * Only those words' entries are read anew; the rest are the index's own, not copied per idea.
 */
function senseIndex(index: Map<string, Term[]>, words: Word[]): TermLookup {
  let keys = sensed.get(index);
  if (!keys) {
    keys = [...index].filter(([, terms]) => terms.some((term) => term.target.type === 'entity' && term.target.noun.when)).map(([key]) => key);
    sensed.set(index, keys);
  }
  const lemmas = new Set(words.flatMap((word) => word.lemmas));
  const local = new Map<string, Term[]>();
  const score = (term: Term) => (term.target.type === 'entity' ? senseScore(term.target.noun, lemmas) : 0);
  for (const key of keys) {
    const terms = (index.get(key) ?? []).filter((term) => score(term) >= 0);
    local.set(key, terms.map((term, order) => ({ term, order })).sort((a, b) => score(b.term) - score(a.term) || a.order - b.order).map(({ term }) => term));
  }
  return { get: (lemma) => (local.has(lemma) ? local.get(lemma) : index.get(lemma)) };
}

/** The catalogue entry of that name that best fits the idea's domain. */
export function nounNamed(name: string, words: Word[]): DomainNoun | undefined {
  const lemmas = new Set(words.flatMap((word) => word.lemmas));
  return domainNouns
    .filter((noun) => noun.name === name && senseScore(noun, lemmas) >= 0)
    .sort((a, b) => senseScore(b, lemmas) - senseScore(a, lemmas))[0];
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

/** Neither a plural by the suffix rules nor by the dictionary ("firemen" is not bare, "track" is). */
const isBare = (word: Word) => singularWord(word.lower) === word.lower && word.lemma === word.lower;

/**
 * "…, coaches run group classes": the tagger may read people as the verb and the verb as a noun.
 * At the start of a phrase, plural people the catalogue knows, then a bare word that can be a verb
 * and a noun phrase, are the subject and its verb; so is any plural opening a "when…" clause.
 */
function retagPeopleSubjects(words: Word[]) {
  const people = termIndex('en');
  words.forEach((word, i) => {
    const next = words[i + 1];
    const object = words[i + 2];
    const opens = i === 0 || words[i - 1]?.breakAfter || /^(and|while|where|whereas|when|whenever|if|once|until)$/.test(words[i - 1]?.lower ?? '');
    if (!opens || !next || !object || word.pos !== 'verb' || word.breakAfter || next.breakAfter || !isBare(next) || !['noun', 'adjective'].includes(object.pos)) return;
    const singular = singularWord(word.lower);
    const person = singular !== word.lower && (people.get(singular) ?? []).some((term) => term.lemmas.length === 1 && term.target.type === 'entity' && term.target.noun.kind === 'person');
    // "when plants need water": after a subordinating word, a plural opens the clause as its subject.
    const subject = singular !== word.lower && /^(when|whenever|if|once|until)$/.test(words[i - 1]?.lower ?? '');
    if (!(person || subject) || !canBeVerb(next.lower)) return;
    words[i] = { ...word, pos: 'noun', lemma: singular, lemmas: [...new Set([word.lower, singular])] };
    words[i + 1] = { ...next, pos: 'verb' };
  });
}

/** Verbs the tagger misread, by agreement and by the idea's opening (see verbs.ts): each word takes its reading. */
function retagVerbs(words: Word[]) {
  words.forEach((word, i) => {
    const before = words[i - 1];
    const next = words[i + 1];
    // "my swimming laps": after a possessive or an article and an -ing word, a plural is the noun they qualify.
    if (word.pos === 'verb' && before && /\p{L}{3,}ing$/u.test(before.lower) && !before.breakAfter && DETERMINER.test(words[i - 2]?.lower ?? '') && /[^s]s$/.test(word.lower) && singularWord(word.lower) !== word.lower) {
      words[i] = { ...word, pos: 'noun', lemma: singularWord(word.lower) };
      return;
    }
    // "during focus hours": right after a preposition, a bare word before a noun is that noun's modifier.
    if (word.pos === 'verb' && isBare(word) && before && !before.breakAfter && /^(during|before|after|in|on|at|of|from|with|by|for|over|under)$/.test(before.lower) && next?.pos === 'noun' && !word.breakAfter) {
      words[i] = { ...word, pos: 'noun' };
      return;
    }
    // "…and ask questions about them": after "and" opening a parallel phrase, a bare verb and the plural
    // the tagger swapped are the verb and its object.
    if (
      word.pos === 'noun' && isBare(word) && knownVerb(word) && before && /^(and|or)$/.test(before.lower) && !word.breakAfter &&
      next?.pos === 'verb' && singularWord(next.lower) !== next.lower && /[^s]s$/.test(next.lower) &&
      (next.breakAfter || !words[i + 2] || /^(about|for|on|with|to|from|in|at)$/.test(words[i + 2]!.lower)) &&
      opensWithAction(words, i - 1)
    ) {
      words[i] = { ...word, pos: 'verb' };
      words[i + 1] = { ...next, pos: 'noun', lemma: singularWord(next.lower) };
      return;
    }
    const agrees = agreement(words, i, dictionaryVerb);
    if ((agrees === 'noun' || closesObject(words, i, (k) => words[k]?.pos === 'verb' || usedAsVerb(words, k))) && word.pos === 'verb') words[i] = { ...word, pos: 'noun', lemma: singularWord(word.lower) };
    const verb = agrees === 'verb' || (i === 0 && opensWithVerbPhrase(words, isUseVerb, namesProduct));
    if (verb && word.pos !== 'verb' && canBeVerb(singularWord(word.lower))) words[i] = { ...word, pos: 'verb', lemma: word.lower };
  });
}

/**
 * "track varroa mite counts": a phrase has one verb. After it, a bare word the tagger read as a verb
 * between a singular thing and another noun is a noun of the run ("mite"), not a second verb.
 */
function retagNounRuns(words: Word[]) {
  words.forEach((word, i) => {
    const before = words[i - 1];
    const after = words[i + 1];
    if (word.pos !== 'verb' || !isBare(word) || word.breakAfter || !before || !after || before.breakAfter) return;
    if (before.pos !== 'noun' || before.lower !== before.lemma || isPerson(before) || after.pos !== 'noun') return;
    const start = phraseStart(words, i - 1);
    const verbFirst = words.slice(start, i - 1).some((other, k) => other.pos === 'verb' || usedAsVerb(words, start + k));
    if (verbFirst) words[i] = { ...word, pos: 'noun' };
  });
}

const PROFILE = /^(profile|account|bio|detail)$/;
/**
 * What the records a capability keeps are called: as the idea names them in the plural ("alerts");
 * by the record's own name after a verb ("get reminded"); by the catalogue's word after a mass noun
 * ("chat", "inventory") and in Russian.
 */
function keptLabel(kept: DomainNoun, word: Word, language: Language): string {
  const catalogueWord = split(kept[language])[0] ?? kept.name;
  if (language !== 'en') return catalogueWord;
  if (word.pos === 'noun' && singularWord(word.lower) !== word.lower) return singularWord(word.lemma);
  return word.pos === 'verb' ? kept.name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : catalogueWord;
}

/** "other apps", "your tools": the world around the product, not its records. */
const OTHERS = /^(other|your|my|our|their|existing|favourite|favorite|popular|similar|these|those|all|many)$/;
const NEGATION = /^(no|without|not|never|без|нет|не)$/;
/** A negation stands right before the word, or one word before it, in the same phrase ("no user login"). */
const refused = (words: Word[], i: number) =>
  [1, 2].some((back) => NEGATION.test(words[i - back]?.lower ?? '') && !words.slice(i - back, i).some((word) => word.breakAfter));

/** People named as a group take a plural verb ("shelf staff log stock-outs"). */
const COLLECTIVE = /^(staff|crew|team|personnel|faculty|family)$/;

const QUESTION = /^(when|whether|how|what|which|where|who)$/;

const DETERMINER = /^(the|a|an|their|his|her|its|our|your|my|this|that|these|those|each|every|all|some|any)$/;

/** A word used as a verb ("owners book walkers", "and posts results"): it names an action, not a thing. */
export function usedAsVerb(words: Word[], i: number): boolean {
  const word = words[i];
  const before = words[i - 1];
  const after = words[i + 1];
  if (!word) return false;
  // A determiner or a possessive is never the verb ("track clients and their filings").
  if (DETERMINER.test(word.lower)) return false;
  if (relativeClauseVerb(words, i)) return true;
  // "when it is time to water", "forget to feed": after "to" following a word of time or need, the bare word is a verb
  // (the tagger's dictionary may not know it as one).
  if (before?.lower === 'to' && /^(time|how|when|what|where|need|needs|want|wants|able|ready|remember|forget|forgets|due|reminded)$/.test(words[i - 2]?.lower ?? '') && word.lower === word.lemma) return true;
  // "…, matches them to tenants", "and emails a reminder": a word that can be a verb, right before an object
  // pronoun, or opening an item of a list right before "a", is one.
  if (after && !word.breakAfter && /^(them|him|us|me|you)$/.test(after.lower) && canBeVerb(singularWord(word.lower))) return true;
  if (after && !word.breakAfter && /^(a|an)$/.test(after.lower) && before && (before.breakAfter || /^(and|or)$/.test(before.lower)) && canBeVerb(singularWord(word.lower))) return true;
  // "…and waters the plant": a third-person -s word after "and", before a determiner, is the verb.
  // (The dictionary knows "water" only as a noun: the order of the words decides.)
  if (after && !word.breakAfter && /^(the|each|every|their|its)$/.test(after.lower) && before && /^(and|or)$/.test(before.lower) && /[^s]s$/.test(word.lower) && !isPerson(word) && words[i + 2]?.pos !== 'verb') return true;
  // "that checks broken links": the participle after the clause's verb describes its object.
  if (relativeClauseVerb(words, i - 1) && PARTICIPLE.test(word.lower) && after?.pos === 'noun') return false;
  if (opensInfinitiveItem(words, i)) return true;
  if (isGerund(words, i)) return true;
  const agrees = agreement(words, i, dictionaryVerb);
  if (agrees) return agrees === 'verb' && canBeVerb(singularWord(word.lower));
  // The tagger's verb at the idea's start is one when a verb phrase opens it ("Track allergy flare-ups").
  if (i === 0) return word.pos === 'verb' && opensWithVerbPhrase(words, isUseVerb, namesProduct);
  // "and track when each bottle is ready", ", track watering": a bare word opening a phrase before a
  // question clause or a gerund is the phrase's verb.
  const opensItem = before && (before.breakAfter || /^(and|or)$/.test(before.lower));
  const clauseOrGerund = after && !word.breakAfter && (QUESTION.test(after.lower) || (after.pos !== 'noun' && /^\p{L}{3,}ing$/u.test(after.lower)));
  if (opensItem && clauseOrGerund && isBare(word) && canBeVerb(word.lower)) return true;
  if (word.pos !== 'verb') {
    // "…and track their weigh-ins", "salespeople log calls": a bare word that can be a verb, before a
    // possessive or after people doing things, is the verb.
    const possessive = after && !word.breakAfter && /^(their|his|her|its|our|your|my)$/.test(after.lower);
    // A plural object closing the phrase may be misread as a verb ("log calls, …").
    // …or people the tagger reads as a verb ("teachers tutor kids").
    const people = after?.pos === 'verb' && singularWord(after.lower) !== after.lower && isPerson({ ...after, lemma: singularWord(after.lower) });
    // …or a participle qualifying one ("to compare incoming parcels").
    const described = (after?.pos === 'adjective' || (after?.pos === 'other' && /\p{L}{3,}(ing|ed)$/u.test(after.lower))) && !after.breakAfter && words[i + 2]?.pos === 'noun';
    const object = after?.pos === 'noun' || described || (after?.pos === 'verb' && after.breakAfter && /s$/.test(after.lower)) || people;
    // A group named in the singular acts on a plural ("shelf staff log damages"); before a singular it names a kind ("team task board").
    const group = before && COLLECTIVE.test(before.lower) && after && singularWord(after.lower) !== after.lower;
    // "a kids chore chart": people after "a" are a compound's modifier, never a subject.
    const singular = /^(a|an|each|every|one)$/.test(words[i - 2]?.lower ?? '');
    const subject = before && !before.breakAfter && !singular && (before.lower !== before.lemma || group) && isPerson(before) && object;
    // "to roster waiters": after "to", a word that can be a verb and takes an object is the verb.
    const infinitive = before?.lower === 'to' && (object || /^(a|an|the|their|his|her|its|our|your|my)$/.test(after?.lower ?? ''));
    // "when supplies run low", "once tenants move out": a subordinate clause's subject, then its verb.
    const clause = before && (before.lower !== before.lemma || /s$/.test(before.lower)) && /^(when|whenever|if|once|until|as|after|before)$/.test(words[i - 2]?.lower ?? '');
    // "the app compares payouts", "it drafts replies": the product or "it" is the subject, the third person its verb.
    const determined = /^(the|this|our|my|your|a|an)$/.test(words[i - 2]?.lower ?? '');
    const productSubject = before && !before.breakAfter && (before.lower === 'it' || (namesProduct(before) && determined));
    const takesObject = object || /^(the|a|an|their|his|her|its|our|your|my|each|every|all)$/.test(after?.lower ?? '');
    if (productSubject && takesObject && /[^s]s$/.test(word.lower) && canBeVerb(singularWord(word.lower))) return true;
    // The tagger knows "tutor", "coach" or "mentor" only as people: the catalogue knows them as verbs of use too.
    if ((possessive || subject || infinitive || clause) && isBare(word) && (canBeVerb(word.lower) || isUseVerb(word))) return true;
    // …a word the dictionary knows as a verb ("and book photo shoots"); an unknown one is a noun ("and carb counts").
    // The object may be misread as a verb when it closes the phrase or an adverb follows ("sign leases electronically").
    const closing = after?.pos === 'verb' && (after.breakAfter || /^\p{L}{3,}ly$/u.test(words[i + 2]?.lower ?? '')) && /[^s]s$/.test(after.lower);
    const parallel = startsWithVerb(words, i - 1) || startsWithSubjectAndVerb(words, i - 1);
    return Boolean(before && /^(and|or)$/.test(before.lower) && after && !word.breakAfter && (after.pos === 'noun' || closing) && parallel && knownVerb(word));
  }
  // An idea opens with a noun phrase ("Budget tracker", "Plant care app").
  if (!before) return false;
  const opensPhrase = before.breakAfter || /^(and|or|then|also)$/.test(before.lower);
  if (!opensPhrase && /^(for|of|with|by|from|about|in|on|at|under|into|between|among|their|our|your|my|the|a|an)$/.test(before.lower)) return false;
  const object = after && !word.breakAfter && (after.pos === 'noun' || after.pos === 'adjective' || /^(a|an|the|their|his|her|its|our|your|my|them|it)$/.test(after.lower));
  if (object) return true;
  if (!before || before.breakAfter) return false;
  // "an extension that highlights sponsored posts": a verb right after a relative pronoun is the clause's verb.
  if (/^(that|which|who)$/.test(before.lower)) return true;
  // "to sell presets and book photo shoots": after "and", a phrase parallel to a verb phrase starts with a verb.
  if (/^(and|or)$/.test(before.lower) && after && (after.pos === 'noun' || after.pos === 'verb') && startsWithVerb(words, i - 1)) return true;
  return /^(to|can|will|you|they|we|i|lets|let|and)$/.test(before.lower) || (before.pos === 'noun' && before.lower !== before.lemma);
}

/**
 * "scan tickets at the door", "share it before visits": a noun the catalogue does not know, after "at"
 * or a preposition of time, says where or when something happens, not a record the product keeps.
 */
function isSetting(words: Word[], i: number): boolean {
  const before = words[i - 1]?.lower ?? '';
  const opener = /^(the|a|an|each|every)$/.test(before) ? (words[i - 2]?.lower ?? '') : before;
  return /^(at|before|after|during|until)$/.test(opener);
}

/** Nouns naming a moment something happens at ("paid on delivery", "released upon approval"). */
const OCCASION = /^(delivery|completion|arrival|approval|receipt|request|demand|signup|sign-up|checkout|pickup|return|departure|submission|acceptance|confirmation|booking|purchase)$/;

/** "escrow released on delivery", "paid upon completion": such a noun right after "on" says when, never a record. */
function isOccasion(words: Word[], i: number): boolean {
  const word = words[i];
  const before = words[i - 1];
  return Boolean(word && before && !before.breakAfter && /^(on|upon)$/.test(before.lower) && OCCASION.test(word.lemma) && word.lower === word.lemma);
}

/** "drops below 24 degrees", «выше 38 градусов»: a word the catalogue does not know, right after a number, is its unit. */
function isMeasure(words: Word[], i: number): boolean {
  const before = words[i - 1];
  return Boolean(before && !before.breakAfter && /^\d+(?:[.,]\d+)?%?$/.test(before.lower));
}

/** "when a hive gets lighter", "bread that goes stale": a word after a verb of becoming is a state, never a record or a person. */
function isState(words: Word[], i: number): boolean {
  const before = words[i - 1];
  return Boolean(before && !before.breakAfter && /^(get|gets|got|getting|become|becomes|became|grow|grows|go|goes|turn|turns|stay|stays|seem|seems)$/.test(before.lower));
}

const SUPERLATIVE = /^(best|worst|most|least)$/;
/**
 * "escrow released on delivery", "which beans sell best": a past participle of a verb the dictionary
 * knows ("release" + -d, "stop" + -ped) or a superlative says how something is, never a record.
 */
function isParticiple(word: Word): boolean {
  if (SUPERLATIVE.test(word.lower)) return true;
  if (word.lower.length < 6 || !word.lower.endsWith('ed')) return false;
  return [1, 2, 3].some((cut) => {
    const stem = word.lower.slice(0, -cut);
    return stem.length >= 3 && stem in lexicon && canBeVerb(stem);
  });
}

/** Words after which an -ing word acting on something is an action ("by matching elements", "without leaving home"). */
const GERUND_OPENER = /^(by|while|without|when|after|before)$/;

/**
 * "learn by matching elements, earning stars and unlocking new levels": an -ing word before what it
 * acts on, after "by" or "while" or the people doing it, or opening the next item of a list of such words, is an action,
 * not a thing ("Earning"). The item before must be one too, so "a calendar, booking requests" stays a noun.
 */
function isGerund(words: Word[], i: number, depth = 0): boolean {
  const word = words[i];
  const after = words[i + 1];
  const before = words[i - 1];
  if (!word || !before || !after || word.breakAfter || depth > 4 || !/^\p{L}{3,}ing$/u.test(word.lower)) return false;
  if (!(after.pos === 'noun' || after.pos === 'adjective' || DETERMINER.test(after.lower))) return false;
  // …or right after the people doing it ("parents driving kids", "neighbours lending tools").
  if (GERUND_OPENER.test(before.lower) || (!before.breakAfter && before.lower !== before.lemma && isPerson(before))) return true;
  // The item before this one: its first word, past the list's comma or "and".
  const item = before.breakAfter || !/^(and|or)$/.test(before.lower) ? i - 1 : i - 2;
  if (!(before.breakAfter || /^(and|or)$/.test(before.lower))) return false;
  // The item's own -ing word, nearest before the comma or "and" ("matching" of "by matching elements,").
  for (let k = item; k >= 0 && k > item - 5; k -= 1) {
    if (k < item && words[k]!.breakAfter) return false;
    if (/^\p{L}{3,}ing$/u.test(words[k]!.lower)) return isGerund(words, k, depth + 1);
  }
  return false;
}

/** A past participle: "outdated", "expired", or an irregular one ("broken", "hidden"). */
export const PARTICIPLE = /^(?:[a-z]+ed|broken|written|hidden|forgotten|chosen|stolen|frozen|driven|spoken|given|taken|shaken|fallen|proven|overridden|mistaken|held|sent|sold|bought|kept|built|lost|found|shown|seen|brought|caught|taught)$/;

/**
 * "a CLI that checks broken links", "a bot that posts weekly summaries": a word in -s right after a
 * relative pronoun, before the thing it acts on, is the clause's verb even when the tagger reads it
 * as a plural noun; before a verb it is the clause's subject instead ("a list that parents share").
 */
function relativeClauseVerb(words: Word[], i: number): boolean {
  const word = words[i];
  const before = words[i - 1];
  const after = words[i + 1];
  if (!word || !before || !after || before.breakAfter || word.breakAfter) return false;
  if (!/^(that|which|who)$/.test(before.lower) || !/[^s]s$/.test(word.lower)) return false;
  const object = after.pos === 'noun' || after.pos === 'adjective' || (after.pos === 'verb' && PARTICIPLE.test(after.lower));
  return object && canBeVerb(singularWord(word.lower));
}

const useVerbList = new Set(split(useVerbs.en));
const isUseVerb = (word: Word) => useVerbList.has(word.lower);
/** The word names the product or what it does ("reminders", "app"), not a record. */
const namesProduct = (word: Word) =>
  word.lemmas.some((lemma) => (termIndex('en').get(lemma) ?? []).some((term) => term.lemmas.length === 1 && (term.target.type === 'product' || term.target.type === 'capability')));

/** A verb of use, or a word the dictionary lists as a verb only ("assign", "settle"). */
const dictionaryVerb = (word: Word) => isUseVerb(word) || lexicon[word.lower] === 'Infinitive';

/** The dictionary or the catalogue knows the word as a verb, not only the tagger's guess for an unknown word. */
const knownVerb = (word: Word) => isUseVerb(word) || (word.lower in lexicon && canBeVerb(word.lower));

const verbReadings = new Map<string, boolean>();
/** Whether the word can be read as a verb at all (compromise's tagger, asked in a verb's slot). */
function canBeVerb(word: string): boolean {
  let known = verbReadings.get(word);
  if (known === undefined) {
    known = nlp(`we ${word} them`).terms().eq(1).has('#Verb');
    verbReadings.set(word, known);
  }
  return known;
}

/**
 * An item of a list governed by "to <verb>" ("to collect rent, track requests and send notices")
 * is a verb phrase: when it opens with a word that can be a verb, followed by a noun phrase, that
 * word is the verb.
 */
function opensInfinitiveItem(words: Word[], i: number): boolean {
  const word = words[i];
  const before = words[i - 1];
  const after = words[i + 1];
  // A verb in such a list is bare ("track"); a plural ("parts inventory") is a noun.
  if (!word || !before || !after || word.breakAfter || !isBare(word)) return false;
  if (!(before.breakAfter || /^(and|or)$/.test(before.lower))) return false;
  // The object may be misread as a verb when it closes the item ("host rounds,").
  const object = after.pos === 'noun' || after.pos === 'adjective' || (after.pos === 'verb' && after.breakAfter && /s$/.test(after.lower));
  if (!(object || /^(a|an|the|their|his|her|its|our|your|my)$/.test(after.lower))) return false;
  // "…and book rooms" after a verb phrase ("employees submit claims") coordinates verbs as well.
  const verbPhrase = (k: number) => words[k]?.pos === 'verb' && ['noun', 'adjective'].includes(words[k + 1]?.pos ?? '');
  let governed = opensImperative(words, i) && Boolean(before.colonAfter);
  for (let k = i - 2; k >= Math.max(0, i - 25) && !governed; k -= 1) {
    // After a colon, a list whose first item opens with a verb is a list of actions.
    governed = Boolean(words[k - 1]?.colonAfter && opensImperative(words, k)) ||
      (words[k]?.lower === 'to' && words[k + 1]?.pos === 'verb') || (before.lower === 'and' && k >= i - 6 && verbPhrase(k));
  }
  return governed && knownVerb(word);
}

const singleEntity = (word: Word | undefined, index: TermLookup) =>
  word?.lemmas.flatMap((lemma) => index.get(lemma) ?? []).find((term) => term.lemmas.length === 1 && term.target.type === 'entity');

/** What a place is for, said in the genitive after it («салон красоты», «школа танцев», «пункт выдачи»). */
const PLACE_PURPOSE = /^(красота|танец|танцы|выдача|доставка|обучение|ремонт|здоровье|спорт|йога|музыка|искусство|рисование|вязание|фитнес|бизнес|торговля|питание|отдых|творчество|развитие)$/;

/**
 * «школа танцев», «салон красоты»: a Russian genitive naming what the thing before it is for says which
 * kind of place it is, no record of its own («склад завода» is the factory's own, and stays).
 */
function saysPlacePurpose(words: readonly Word[], i: number, entities: readonly EntityMention[]): boolean {
  const word = words[i]!;
  return Boolean(word.genitive) && i > 0 && !words[i - 1]!.breakAfter && PLACE_PURPOSE.test(word.lemma) && entities.some((e) => e.position === i - 1 && e.kind !== 'person');
}

const GENERIC_PRODUCT = new Set(genericProductWords.en.split('|'));
/** The other product words: each acts on what is named before it ("budget tracker", "meal planner"). */
const AGENT_PRODUCT = new Set(productWords.en.split('|').filter((word) => !GENERIC_PRODUCT.has(word)));

/**
 * The words at `i` open the idea and qualify its generic product word ("A diet app", "a kitchen gadget"),
 * and the idea says them nowhere else: they name the product's domain.
 */
function namesProductDomain(words: Word[], i: number, length: number): boolean {
  if (!words.slice(0, i).every((word) => /^(a|an|the|our|my)$/.test(word.lower) || word.pos === 'adjective')) return false;
  let end = i + length - 1;
  while (words[end + 1]?.pos === 'noun' && !words[end]!.breakAfter && !GENERIC_PRODUCT.has(words[end + 1]!.lemma)) end += 1;
  if (words[end]!.breakAfter || !GENERIC_PRODUCT.has(words[end + 1]?.lemma ?? '')) return false;
  // A product word acting on them stands between ("a mortgage calculator website" calculates mortgages).
  if (words.slice(i + length, end + 1).some((word) => AGENT_PRODUCT.has(word.lemma))) return false;
  const lemmas = new Set(words.slice(i, i + length).map((word) => word.lemma));
  return !words.some((word, k) => (k < i || k > end) && lemmas.has(word.lemma));
}

/**
 * A word right before the noun closing its phrase names which kind of that thing it is, not a record of
 * its own: a sum of money before another catalogue noun ("expense claims"), a thing, an event or a
 * document before a thing or a place ("party tents", "video courses"), a place before a place ("rental
 * shops"). A record about it keeps it ("hive inspections", "homework reviews"), as do people and places
 * before anything else ("patient files", "school buses").
 */
function isThingModifier(words: Word[], i: number, consumed: boolean[], index: TermLookup): boolean {
  const word = words[i];
  const next = words[i + 1];
  if (!word || !next || word.breakAfter || consumed[i + 1] || word.pos !== 'noun' || next.pos !== 'noun' || word.lower !== word.lemma) return false;
  const own = singleEntity(word, index);
  const head = singleEntity(next, index);
  if (!own || own.target.type !== 'entity') return false;
  if (own.target.noun.kind === 'money') return Boolean(head);
  const closes = next.breakAfter || words[i + 2]?.pos !== 'noun';
  // A head the catalogue does not know at all is a thing ("tents"); a capability's word is no head ("payment reminders").
  // …one that will be a record: an abstract word ("dog vaccinations") leaves the record to its modifier.
  const unknown = !next.lemmas.some((lemma) => (index.get(lemma) ?? []).length > 0) && !isAbstract(next, 'en');
  const headKind = head?.target.type === 'entity' ? head.target.noun.kind : unknown ? 'asset' : undefined;
  // …and a place before a place is one place ("rental shops").
  const kinds = own.target.noun.kind === 'place' ? ['place'] : ['event', 'asset', 'document'].includes(own.target.noun.kind) ? ['asset', 'place'] : [];
  return closes && kinds.includes(headKind ?? '') && !isPerson(next) && !usedAsVerb(words, i + 1);
}

/** A bare word that can be a verb and is no catalogue noun, opening a phrase with an object ("pick players"). */
function opensImperative(words: Word[], i: number): boolean {
  const word = words[i];
  const after = words[i + 1];
  if (!word || !after || word.breakAfter || !isBare(word) || !['noun', 'adjective'].includes(after.pos)) return false;
  const noun = (termIndex('en').get(word.lower) ?? []).some((term) => term.target.type === 'entity');
  return !noun && canBeVerb(word.lower);
}

/** The phrase ending at `end` (exclusive) began with a verb ("to sell presets"). */
function startsWithVerb(words: Word[], end: number): boolean {
  return words[phraseStart(words, end)]?.pos === 'verb';
}

/** "tenants apply online and sign leases": the phrase before "and" is people and what they do. */
function startsWithSubjectAndVerb(words: Word[], end: number): boolean {
  const k = phraseStart(words, end);
  const subject = words[k];
  return Boolean(subject && subject.pos === 'noun' && subject.lower !== subject.lemma && isPerson(subject) && words[k + 1]?.pos === 'verb');
}

/** The clause ending before `end` opens with a verb or with people and their verb, after a break or a relative word ("where students upload…"). */
function opensWithAction(words: Word[], end: number): boolean {
  let k = end - 1;
  while (k > 0 && !words[k - 1]!.breakAfter && !/^(where|that|which|who|when|whenever|while)$/.test(words[k - 1]!.lower)) k -= 1;
  const first = words[k];
  const person = first && first.pos === 'noun' && first.lower !== first.lemma && isPerson(first) && words[k + 1]?.pos === 'verb';
  return Boolean(first && (first.pos === 'verb' || person));
}

function phraseStart(words: Word[], end: number): number {
  let k = end - 1;
  while (k > 0 && !words[k - 1]?.breakAfter && words[k - 1]?.lower !== 'to') k -= 1;
  return k;
}

/**
 * Words that name a means or an abstraction, not a thing people manage: a Russian noun in the
 * instrumental case with no preposition after an action ("оплата картой", "наличными"), and a
 * nominalised action or quality the catalogue does not know ("identification", "хранение").
 */
function isMeans(words: Word[], i: number): boolean {
  const word = words[i];
  if (!word?.instrumental) return false;
  let k = i - 1;
  while (k >= 0 && (words[k]?.instrumental || /^(и|или)$/.test(words[k]?.lower ?? ''))) k -= 1;
  const before = words[k];
  return !before || !/^(с|со|под|над|за|перед|между|вместе)$/.test(before.lower) && !/(ние|тие)$/.test(before.lemma);
}
/**
 * "flare-ups like hives and rashes", "sports such as padel": the nouns after "like" or "such as"
 * are examples of the noun before, values of it rather than records of their own.
 */
function exampleSpans(words: Word[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  words.forEach((word, i) => {
    const such = word.lower === 'such' && words[i + 1]?.lower === 'as';
    const before = words[i - 1];
    if (!before || before.pos !== 'noun' || before.breakAfter) return;
    // After people "like" is their verb ("users like photos"); after things it brings examples.
    if (!(such || (word.lower === 'like' && (word.pos === 'other' || !isPerson(before))))) return;
    // The tagger may read an example as a verb ("wheezing", "coughs"): any word but a bare verb or a function word is one.
    const nounish = (w: Word | undefined) =>
      Boolean(w && (['noun', 'adjective'].includes(w.pos) || /..ing$/.test(w.lower) || (w.pos === 'verb' && w.breakAfter && singularWord(w.lower) !== w.lower)));
    for (let k = i + (such ? 2 : 1); k < words.length; k += 1) {
      const example = words[k];
      if (!example || !nounish(example)) break;
      spans.push([example.start, example.end]);
      if (!example.breakAfter) continue;
      // "…like hives and rashes": a list of examples goes on over "and" when a noun follows.
      const joined = /^(and|or)$/.test(words[k + 1]?.lower ?? '') && nounish(words[k + 2]) && words[k + 2]?.breakAfter;
      if (!joined) break;
      k += 1;
    }
  });
  return spans;
}

/** Units and times of day: after "every", "per", "at", "by the"… they say when, not what is kept. */
export const TIME_NOUNS = /^(night|day|morning|evening|afternoon|noon|midnight|dawn|dusk|week|weekend|weekday|month|year|hour|minute|season|quarter|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;
const TIME_OPENERS = /^(every|each|per|at|by|on|this|next|last|all|during|overnight|a)$/;

/** "every night", "by the hour", "at dawn", "twice a week": a time, never a record. */
function isTimeExpression(words: Word[], i: number): boolean {
  const word = words[i];
  if (!word || !TIME_NOUNS.test(word.lemma)) return false;
  const before = words[i - 1]?.lower ?? '';
  // "a day" is a time only after a count ("twice a day"), "the hour" after a preposition ("by the hour").
  if (before === 'a') return /^(once|twice|times)$/.test(words[i - 2]?.lower ?? '');
  if (before === 'the') return /^(by|at|in|during|of|through|all)$/.test(words[i - 2]?.lower ?? '');
  return TIME_OPENERS.test(before);
}

/**
 * "points for each cup", «баллы за каждую чашку»: what a figure is counted by is a unit, not a record
 * the product keeps, unless the catalogue knows it as one ("$2 for each delivery"). "Per" is no such
 * sign: "soil samples per bed" says what each sample belongs to.
 */
function isUnit(words: Word[], i: number, language: Language): boolean {
  const before = words[i - 1];
  if (!before || before.breakAfter) return false;
  if (language === 'en') return /^(each|every)$/.test(before.lower) && words[i - 2]?.lower === 'for';
  return before.lemma === 'каждый' && /^(за|с|со)$/.test(words[i - 2]?.lower ?? '');
}

const NEED = { en: /^(need|needs|needed|lack|lacks|require|requires)$/, ru: /^(нужен|нужна|нужно|нужны|требуется|требуются|не хватает)$/ };
const CONDITION = { en: /^(when|whenever|if|once|until)$/, ru: /^(когда|если|как только)$/ };
const FILLER = /^(a|an|some|more|less|the|its|their|new|fresh|extra|ещё|еще|новый|новая|новое)$/;

/**
 * "when each bed needs water", «когда грядке нужен полив»: what a condition says is lacking is a
 * state of the thing it is about, not a thing the product keeps.
 */
function isNeeded(words: Word[], i: number, language: Language): boolean {
  let k = i - 1;
  while (k >= 0 && FILLER.test(words[k]!.lower) && !words[k]!.breakAfter) k -= 1;
  if (k < 0 || !NEED[language].test(words[k]!.lower)) return false;
  for (let j = k - 1; j >= 0 && !words[j]!.breakAfter; j -= 1) if (CONDITION[language].test(words[j]!.lower)) return true;
  return false;
}

const ABSTRACT_EN = /(tion|sion|ment|ness|ance|ence|ism|ship)$/;
const ABSTRACT_RU = /(ние|тие|ость|ство)$/;
// The Russian dictionary's concrete nouns (украшение, здание) are things even with such endings.
const isAbstract = (word: Word, language: Language) =>
  language === 'en' ? ABSTRACT_EN.test(word.lemma) : ABSTRACT_RU.test(word.lemma) && !concreteRussianNouns.has(word.lemma);

const intersects = (a: readonly string[], b: readonly string[]) => a.some((item) => b.includes(item));

/** Nouns ending like a person's that name things (`scripts/things-named-like-people.ts`, from WordNet). */
const thingsNamedLikePeople: ReadonlySet<string> = new Set(thingsNamedLikePeopleList);

export function isPerson(word: Word): boolean {
  if (['list', 'layout'].some((end) => word.lemma.endsWith(end))) return false;
  if (word.animate) return true;
  if (peopleNouns.has(word.lemma) || peopleNouns.has(word.lower)) return true;
  // "waitlist" ends in -ist but is a list: a word ending in a thing's name is that thing; so is a word
  // WordNet knows chiefly as a thing ("scanner", "river", "sneaker").
  const thing = [...thingsEndingInEr, 'list', 'layout', 'calendar'].some((end) => word.lemma.endsWith(end)) || thingsNamedLikePeople.has(word.lemma);
  return /(er|or|ist|ian|man|woman|person)$/.test(word.lemma) && !thing && word.lemma.length > 4;
}

const OBJECT_WORD = /^(them|him|her|it|people|everyone|everybody|someone|us|you)$/;
const AFTER_PARTICLE = /^(with|at|by|on|using|via|through|for|and|or|from|when|as|to)$/;

/**
 * "checks people in with QR codes", "check in guests", "staff clock in": a verb and its particle
 * with at most two words of object between them; "check stock in the warehouse" is a preposition.
 */
function phrasalVerbMentions(words: Word[], consumed: boolean[]): Array<{ at: number[]; noun: string; label: string }> {
  const found: Array<{ at: number[]; noun: string; label: string }> = [];
  words.forEach((word, i) => {
    const entry = phrasalVerbs.find((candidate) => word.lemmas.includes(candidate.verb) || singularWord(word.lower) === candidate.verb);
    if (!entry || consumed[i] || word.breakAfter) return;
    for (let j = i + 1; j <= i + 3 && j < words.length; j += 1) {
      const particle = words[j];
      if (!particle || consumed[j]) return;
      if (particle.lower === entry.particle) {
        const between = words.slice(i + 1, j);
        const object = between.every((w) => w.pos === 'noun' || OBJECT_WORD.test(w.lower));
        const after = words[j + 1];
        const ends = particle.breakAfter || !after || AFTER_PARTICLE.test(after.lower) || (between.length === 0 && after.pos === 'noun');
        if (object && ends) {
          // The verb is read as one from here on: its phrase names the action and who does it.
          words[i] = { ...word, pos: 'verb', lemmas: [...new Set([...word.lemmas, entry.verb])] };
          found.push({ at: [i, j], noun: entry.noun, label: entry.label });
        }
        return;
      }
      if (particle.breakAfter) return;
    }
  });
  return found;
}

/**
 * How the founder calls a thing the catalogue matched, in their own words: adjectives drop
 * ("dental clinics" → clinic), a noun that follows
 * is the compound's head ("photo shoots" → photo shoot, "table layouts" → table layout).
 */
function ownWords(words: Word[], i: number, length: number, consumed: boolean[], index: TermLookup): { label: string; head: boolean } {
  const span = words.slice(i, i + length);
  // A noun the catalogue does not know before it is the compound's modifier ("rehearsal rooms").
  const before = words[i - 1];
  // A person before a thing says who takes part, not which kind it is ("friend challenges" are challenges).
  const modifier = before && !consumed[i - 1] && !before.breakAfter && before.pos === 'noun' && before.known && !isPerson(before) && !opensInfinitiveItem(words, i - 1) && !usedAsVerb(words, i - 1) && /^\p{L}{3,}$/u.test(before.lower) &&
    ((!(index.get(before.lemma) ?? []).length && !(index.get(before.lower) ?? []).length) || isThingModifier(words, i - 1, consumed, index));
  if (modifier) {
    span.unshift(before);
    consumed[i - 1] = true;
  }
  while (span.length > 1 && span[0]?.pos === 'adjective') span.shift();
  const next = words[i + length];
  const head = Boolean(
    next && !span.at(-1)?.breakAfter && !consumed[i + length] &&
      ((next.pos === 'noun' && next.known) || (next.pos === 'verb' && next.breakAfter && span.at(-1)?.lower === span.at(-1)?.lemma)) && /^\p{L}{3,}$/u.test(next.lower) &&
      !ABSTRACT_EN.test(next.lemma) && !(index.get(next.lemma) ?? []).length && !(index.get(next.lower) ?? []).length &&
      // "tour operators": a person after a thing's word is the one who runs it, a person of their own.
      !isPerson(next),
  );
  const parts = [...span, ...(head && next ? [next] : [])];
  const label = parts.map((word, k) => (k === parts.length - 1 ? singularWord(word.lemma) : word.lower)).join(' ');
  return { label, head };
}

const METAPHOR = /(?:^(?:an?\s+)?[A-Z][\p{L}.]*(?=\s+(?:for|для)\s)|[A-ZА-Я][\p{L}.]*\s+(?:clone|alternative|killer|клон|аналог)|(?:like|как|аналог|клон)\s+[A-ZА-Я][\p{L}.]*)/gu;
const BRAND = /(?:\b(?:via|through|with|using|to|into|from|and)\s+((?:[A-Z][\p{L}\p{N}]*[A-Z]?[\p{L}\p{N}]*)(?:\s+[A-Z][\p{L}\p{N}]+)?)|((?:[A-Z][\p{L}\p{N}]+)(?:\s+[A-Z][\p{L}\p{N}]+)?)\s+(?:integration|sync|API|webhooks?)\b|(?<![\p{L}])(?:из|в|во|через|с|со)\s+([A-Z][\p{L}\p{N}]+))/gu;
const overlapsSpan = (start: number, end: number, spans: ReadonlyArray<readonly [number, number]>) => spans.some(([a, b]) => start < b && end > a);
const lexicon = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon;
/** An acronym ("SMS", "B2B", "P2P") is a kind of thing, not a brand. */
const ACRONYM = /^[A-Z][A-Z0-9]{0,4}$/;
/** compromise's lexicon names some companies ("Coinbase"): those are brands, not dictionary words. */
const dictionaryWord = (word: string) => {
  const tags = lexicon[word];
  return tags !== undefined && !(Array.isArray(tags) ? tags : [tags]).includes('Organization');
};
/** A dictionary word or an acronym is not a brand ("via SMS", "with Email"). */
const knownEnglish = (name: string) => name.split(/\s+/).every((part) => dictionaryWord(part.toLowerCase()) || ACRONYM.test(part));
/** Written as a name (capital inside or a capital that is not a dictionary word), not as the catalogue's own name. */
const isBrandWritten = (written: string, entry: IntegrationEntry) =>
  written.toLowerCase() !== entry.name.toLowerCase() && /^[\p{Lu}]|\p{Ll}\p{Lu}/u.test(written) && !/\s/.test(written.trim()) && (/\p{Ll}\p{Lu}/u.test(written) || !knownEnglish(written)) && !/^[A-Z]{1,4}$/.test(written);

/** The English names of the world's languages ("Spanish", "Swahili"), from the runtime's own locale data. */
const languageNames = (() => {
  let names: Set<string> | undefined;
  return () => {
    if (!names) {
      const display = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
      const letters = 'abcdefghijklmnopqrstuvwxyz';
      names = new Set([...letters].flatMap((a) => [...letters].flatMap((b) => display.of(a + b)?.toLowerCase() ?? [])));
    }
    return names;
  };
})();

/** A way devices talk (Bluetooth, NFC, Wi-Fi): a capability's channel, never a service to connect. */
const TRANSPORT = /^(?:bluetooth|ble|nfc|wi-?fi|websockets?|usb|zigbee|lora(?:wan)?|matter|thread)$/i;
/** A programming language, a data or markup format, or a file a tool reads is what a tool works on, not a service. */
const LANGUAGE_OR_FORMAT = /^(?:python|javascript|typescript|java|kotlin|rust|ruby|php|golang|scala|elixir|haskell|perl|lua|dart|html|css|scss|json|yaml|yml|toml|xml|csv|markdown|readme|sql|graphql|openapi|swagger|terraform|dockerfile|bash|shell|powershell|latex)$/i;

/** A platform, an operating system, a browser or an app store is where the product runs, not a service. */
const namesPlatform = (name: string) => compiled(platformNames).find(name)[0]?.index === 0;

/** The word at `at` is not the first of a sentence (a capital there says nothing). */
const nameReadings = new Map<string, boolean>();
/** compromise reads the word as a place, a person or a date ("to London", "with Anna"). */
const namesPlaceOrPerson = (name: string) => {
  const known = nameReadings.get(name) ?? nlp(name).has('(#Place|#Person|#Date)');
  nameReadings.set(name, known);
  return known;
};
/** The capitalised name written right before a capitalised match, mid-sentence ("Google" of "Google Ads"). */
function ownerName(text: string, match: { index: number; length: number }): string | undefined {
  if (!/^\p{Lu}/u.test(text.slice(match.index, match.index + 1))) return undefined;
  const before = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}]+)\s+$/u.exec(text.slice(Math.max(0, match.index - 40), match.index));
  return before && midSentence(text, match.index - before[0].length) ? before[1] : undefined;
}

/** A service the idea names that the catalogue does not know: it connects the product to that service. */
const brandEntry = (name: string): IntegrationEntry => ({
  key: `brand:${name}`,
  name,
  purpose: { en: `Connects the product to ${name}`, ru: `Связь продукта с ${name}` },
  feature: { en: `${name} integration`, ru: `Интеграция с ${name}` },
  keywords: [],
});

const midSentence = (text: string, at: number) => /[\p{L}\p{N},;:)]\s+$/u.test(text.slice(Math.max(0, at - 30), at));

const formatNames = new Map(fileFormats.flatMap(({ names, noun }) => split(names).map((name) => [name, noun] as const)));

/**
 * File formats among the words, claimed so they never become entities. A format that is also an
 * English word ("raw", "zip") counts only when written in capitals.
 */
function claimFormats(words: Word[], spans: Array<[number, number]>, clauses: number[]) {
  return words.flatMap((word, i) => {
    const name = word.lower.replace(/^\./, '');
    const singular = name.replace(/s$/, '');
    const key = formatNames.has(name) ? name : formatNames.has(singular) ? singular : undefined;
    const noun = key ? formatNames.get(key) : undefined;
    if (!key || !noun || (key in lexicon && !/^\.?[A-Z]/.test(word.text))) return [];
    spans.push([word.start, word.end]);
    return [{ name: key.toUpperCase(), noun, plural: key !== name, position: i, clause: clauses[i] ?? 0 }];
  });
}

export function findMentions(text: string, words: Word[], language: Language): Mentions {
  const clauses: number[] = [];
  let clause = 0;
  for (const word of words) {
    clauses.push(clause);
    if (word.breakAfter) clause += 1;
  }
  const wordAt = (offset: number) => {
    const index = words.findIndex((word) => word.end > offset);
    return index === -1 ? words.length - 1 : index;
  };
  const clauseAt = (offset: number) => clauses[wordAt(offset)] ?? 0;

  const spans: Array<[number, number]> = [];
  const claim = (list: readonly string[]) => {
    const found = compiled(list).find(text);
    for (const match of found) spans.push([match.index, match.index + match.length]);
    return found;
  };
  // Set phrases ("in line with") name nothing: their nouns are claimed before anything else.
  // A set phrase also ends the phrase before it: "florists in touch with brides" links no florist to a bride.
  for (const match of claim(idioms)) {
    const before = words.findLastIndex((word) => word.end <= match.index);
    if (words[before]) words[before].breakAfter = true;
  }
  // "take part", "make sure": the noun belongs to the verb.
  if (language === 'en') {
    for (const match of text.matchAll(lightVerbNouns)) {
      const noun = match.slice(1).find(Boolean) ?? '';
      const at = match.index + match[0].length - noun.length;
      spans.push([at, at + noun.length]);
    }
  }
  if (language === 'en') spans.push(...exampleSpans(words));
  const formats = claimFormats(words, spans, clauses);
  const integrationsFound: Mentions['integrations'] = [];
  const serviceWords: Array<{ entry: IntegrationEntry; span: readonly [number, number] }> = [];
  const brandRuns: Array<{ name: string; at: number }> = [];
  // "Uber for dog grooming", "Notion clone", "like Airbnb": a brand used as a metaphor of the product.
  const metaphors = [...text.matchAll(METAPHOR)].map((m): [number, number] => [m.index, m.index + m[0].length]);
  spans.push(...metaphors);
  for (const entry of integrations) {
    // A service word before a person names a trade, not the service ("speech therapists", "video editors").
    const trade = (match: { index: number; length: number }) => {
      const next = words.find((word) => word.start >= match.index + match.length);
      return Boolean(language === 'en' && next && isPerson(next) && !/[,.;:]/.test(text.slice(match.index + match.length, next.start)));
    };
    const all = compiled(entry.keywords).find(text).filter((match) => !metaphors.some(([start, end]) => match.index >= start && match.index < end) && !trade(match));
    // "Google Ads", "Meta Ads": a capitalised keyword after a name written mid-sentence is part of that service's name.
    const owned = all.filter((match) => ownerName(text, match) !== undefined);
    for (const match of owned) brandRuns.push({ name: `${ownerName(text, match)} ${text.slice(match.index, match.index + match.length)}`, at: match.index });
    const found = all.filter((match) => !owned.includes(match));
    for (const match of found) spans.push([match.index, match.index + match.length]);
    // A word the catalogue reads as a thing or a kind of product ("Newsletter platform…") names no provider, capitalised or not.
    const thing = (written: string) =>
      (termIndex(language).get(written.toLowerCase()) ?? []).length > 0 || productKinds.some((kind) => compiled(kind.keywords).test(written.toLowerCase()));
    const brand = found.map((match) => text.slice(match.index, match.index + match.length)).find((written) => isBrandWritten(written, entry) && !thing(written));
    // The founder's own brand names the integration ("ЮKassa", "Xero"); the catalogue lends its purpose.
    if (found[0]) integrationsFound.push({ entry: brand ? { ...entry, name: brand } : entry, clause: clauseAt(found[0].index), position: wordAt(found[0].index) });
    for (const match of found) serviceWords.push({ entry, span: [match.index, match.index + match.length] });
  }
  // "syncs to iCloud", "sells on eBay": a name written with a capital inside after a small letter is a service, not a record.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])\p{Ll}{1,2}\p{Lu}\p{L}+(?![\p{L}\p{N}])/gu)) {
    if (namesPlatform(match[0]) || overlapsSpan(match.index, match.index + match[0].length, spans)) continue;
    brandRuns.push({ name: match[0], at: match.index });
  }
  for (const { name, at } of brandRuns) {
    const start = at - name.lastIndexOf(' ') - 1;
    spans.push([start, at + name.length - (at - start)]);
    if (integrationsFound.some((found) => found.entry.name === name)) continue;
    integrationsFound.push({ entry: brandEntry(name), clause: clauseAt(start), position: wordAt(start) });
  }
  // "Python", "YAML", "README": a language or a format, capitalised as a name, is the material, neither a service nor a record;
  // "Bluetooth", "NFC": a transport is how a device talks, not a service; "Spanish" is the language words are in.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}]+(?![\p{L}\p{N}])/gu)) {
    if ((LANGUAGE_OR_FORMAT.test(match[0]) || TRANSPORT.test(match[0]) || languageNames().has(match[0].toLowerCase())) && !overlapsSpan(match.index, match.index + match[0].length, spans)) spans.push([match.index, match.index + match[0].length]);
  }
  // A capitalised name after via/with/through/using/to or before "integration"/"sync" is a service
  // of its own ("payments via PayPal"); it replaces a guess the catalogue made in the same phrase.
  for (const match of text.matchAll(BRAND)) {
    const name = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    const at = match.index + match[0].indexOf(name);
    // A name written in Latin letters in a Russian sentence, after a preposition («из Wildberries»), is a service.
    const latinInRussian = match[3] !== undefined;
    // A capitalised word the idea writes mid-sentence after "to/into/with" is a name ("syncs hours to
    // Harvest"), unless it names a place, a person or a date.
    const written = /^(to|into|with)\s/.test(match[0]) && midSentence(text, match.index) && !namesPlaceOrPerson(name);
    const strong = /^(via|through|using)\s/.test(match[0]) || written || latinInRussian;
    if (regulations.some((entry) => compiled(entry.keywords).test(name)) || namesPlatform(name)) continue;
    if (!name || overlapsSpan(at, at + name.length, spans) || (!strong && !/\p{Ll}\p{Lu}/u.test(name) && knownEnglish(name))) continue;
    spans.push([at, at + name.length]);
    const clause = clauseAt(at);
    const guessed = integrationsFound.findIndex((found) => found.clause === clause && !text.toLowerCase().includes(found.entry.name.toLowerCase()));
    const base = guessed >= 0 ? integrationsFound.splice(guessed, 1)[0]?.entry : undefined;
    integrationsFound.push({
      entry: {
        key: `brand:${name}`,
        name,
        purpose: base?.purpose ?? { en: `Connects the product to ${name}`, ru: `Связь продукта с ${name}` },
        feature: base?.feature ?? { en: `${name} integration`, ru: `Интеграция с ${name}` },
        keywords: [],
        ...(base?.entities ? { entities: base.entities } : {}),
      },
      clause,
      position: wordAt(at),
    });
  }
  // A brand written before a noun is a service and the noun is the thing ("LinkedIn profiles" →
  // LinkedIn and Profile): a name with a capital inside, or a capitalised non-dictionary word mid-sentence.
  for (const match of text.matchAll(/(?<![\p{L}\p{N}])([A-Z][\p{L}\p{N}]*)\s+(?=\p{Ll}{3,})/gu)) {
    const name = match[1] ?? '';
    const at = match.index;
    const camel = /\p{Ll}\p{Lu}/u.test(name);
    if (!camel && (!midSentence(text, at) || knownEnglish(name) || ACRONYM.test(name))) continue;
    if (overlapsSpan(at, at + name.length, spans) || regulations.some((entry) => compiled(entry.keywords).test(name))) continue;
    // "a GitHub Action", "a Slack Workflow": a capitalised word right after a service names that service's own feature.
    if (serviceWords.some(({ span }) => /^\s+$/.test(text.slice(span[1], at)))) continue;
    if (namesPlatform(text.slice(at, at + 40)) || platformWords.some((entry) => compiled(entry.keywords).find(text.slice(at, at + 40))[0]?.index === 0) || namesPlaceOrPerson(name)) continue;
    spans.push([at, at + name.length]);
    // Its head is a noun unless a noun phrase follows it ("LinkedIn profiles to…", not "Zapier triggers flows").
    const head = words.findIndex((word) => word.start > at);
    const headWord = words[head];
    const afterHead = words[head + 1];
    if (headWord && headWord.pos === 'verb' && (headWord.breakAfter || !afterHead || !['noun', 'adjective'].includes(afterHead.pos))) {
      words[head] = { ...headWord, pos: 'noun', lemma: singularWord(headWord.lower), lemmas: [...new Set([...headWord.lemmas, singularWord(headWord.lower)])] };
    }
    integrationsFound.push({
      entry: brandEntry(name),
      clause: clauseAt(at),
      position: wordAt(at),
    });
  }
  const regulationsFound = regulations.filter((entry) => claim(entry.keywords).length > 0);
  const platforms = new Set<BriefPlatform>();
  for (const entry of platformWords) {
    if (claim(entry.keywords).length > 0) entry.platforms.forEach((platform) => platforms.add(platform));
  }

  if (language === 'en') {
    retagPeopleSubjects(words);
    retagVerbs(words);
    retagNounRuns(words);
  }
  const consumed = words.map((word) => overlaps(word, spans));
  /** Where a catalogue noun said which kind of the noun after it is ("contact form"): it names that noun. */
  const modifiers = new Set<number>();
  const recognisedWords = new Set<number>(consumed.flatMap((used, i) => (used ? [i] : [])));
  const entities: EntityMention[] = [];
  const capabilitiesFound: Mentions['capabilities'] = [];
  const product: string[] = [];
  const index = senseIndex(termIndex(language), words);
  const verbs = verbIndex(language);
  const mention = (noun: DomainNoun | null, name: string, kind: EntityKind, label: string, i: number) =>
    entities.push({ noun, name, kind, label, clause: clauses[i] ?? 0, position: i });

  // A service's words may also name the thing it works on ("in-app payments" → Payment, "buy" → Payment).
  words.forEach((word, i) => {
    const service = serviceWords.find(({ span }) => overlaps(word, [span]));
    if (!service?.entry.entities) return;
    // A verb's root names no thing ("scanned receipts" is no scan); verbs go through the verb table.
    const noun =
      (word.pos === 'verb' ? undefined : word.lemmas.flatMap((lemma) => index.get(lemma) ?? []).find((term) => term.lemmas.length === 1 && term.target.type === 'entity')?.target) ??
      null;
    const named = noun?.type === 'entity' ? noun.noun : word.lemmas.map((lemma) => verbs.get(lemma)).find(Boolean);
    if (named && service.entry.entities.includes(named.name) && !entities.some((e) => e.name === named.name)) {
      const own = language === 'en' && noun?.type === 'entity' ? ownWords(words, i, 1, consumed, index) : null;
      if (own?.head) consumed[i + 1] = true;
      mention(named, named.name, named.kind, own?.label ?? (noun?.type === 'entity' ? noun.alias : (split(named[language])[0] ?? named.name)), i);
    }
  });

  if (language === 'en') {
    for (const found of phrasalVerbMentions(words, consumed)) {
      const noun = domainNouns.find((candidate) => candidate.name === found.noun);
      if (!noun) continue;
      found.at.forEach((k) => {
        consumed[k] = true;
        recognisedWords.add(k);
      });
      if (!entities.some((e) => e.noun === noun)) mention(noun, noun.name, noun.kind, found.label, found.at[0] ?? 0);
    }
  }

  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (!word || consumed[i]) continue;
    if (language === 'en' && isTimeExpression(words, i)) {
      consumed[i] = true;
      recognisedWords.add(i);
      continue;
    }
    if (isUnit(words, i, language) && !word.lemmas.some((lemma) => (index.get(lemma) ?? []).some((term) => term.target.type === 'entity'))) {
      consumed[i] = true;
      recognisedWords.add(i);
      continue;
    }
    if (isNeeded(words, i, language)) {
      // The whole noun phrase is the state ("needs a water change").
      for (let k = i; k < words.length && (k === i || words[k]!.pos === 'noun') && !consumed[k]; k += 1) {
        consumed[k] = true;
        recognisedWords.add(k);
        if (words[k]!.breakAfter) break;
      }
      continue;
    }
    if (language === 'ru' && isMeans(words, i)) {
      consumed[i] = true;
      recognisedWords.add(i);
      continue;
    }
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
    // A thing before another thing is the compound's modifier ("expense claims" → ExpenseClaim);
    // people, places and assets keep their own entity ("patient records", "hive inspections").
    if (language === 'ru' && best?.term.target.type === 'entity' && best.length === 1 && saysPlacePurpose(words, i, entities)) continue;
    // "A diet app": a thing naming the product's domain, said nowhere else, is no record it keeps.
    if (language === 'en' && best?.term.target.type === 'entity' && !['person', 'place'].includes(best.term.target.noun.kind) && namesProductDomain(words, i, best.length)) continue;
    if (language === 'en' && best && best.length === 1 && isThingModifier(words, i, consumed, index)) {
      modifiers.add(i);
      continue;
    }
    const verbNoun = word.lemmas.map((lemma) => verbs.get(lemma)).find((noun) => noun);
    // A verb names an action, not a thing ("posts results", "тренеры ведут").
    const verbReading = language === 'en' ? usedAsVerb(words, i) || isParticiple(word) || isOccasion(words, i) : word.pos === 'verb';
    if (best && best.length === 1 && best.term.target.type === 'entity' && verbReading) best = null;
    // A hyphenated qualifier names no record of its own ("deck-building game" has no building).
    if (best && best.length === 1 && best.term.target.type === 'entity' && word.pos === 'adjective' && word.lower.includes('-')) best = null;
    // A gerund acting on a thing names that thing, not a record of its own ("earning stars" keeps stars, no earnings).
    if (!best && verbNoun && word.pos === 'verb' && !(language === 'en' && isGerund(words, i))) {
      mention(verbNoun, verbNoun.name, verbNoun.kind, split(verbNoun[language])[0] ?? verbNoun.name, i);
      recognisedWords.add(i);
      continue;
    }
    // A product word in the plural names things the product keeps, not the product ("organise weekly
    // games", "members reserve tools"): the nouns the catalogue does not know take it below.
    if (language === 'en' && best?.term.target.type === 'product' && best.length === 1 && word.pos === 'noun' && singularWord(word.lower) !== word.lower && !OTHERS.test(words[i - 1]?.lower ?? '')) continue;
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
        // People and places stand alone ("patient records"), and what a person is named after ("dog owners");
        // a modifier that only says which kind ("job site", "diet plan") does not.
        const kind = own?.target.type === 'entity' ? own.target.noun.kind : undefined;
        const standsAlone = kind === 'person' || kind === 'place' || (kind === 'asset' && target.noun.kind === 'person');
        if (own && own.target.type === 'entity' && own.target.noun !== target.noun && standsAlone) {
          mention(own.target.noun, own.target.noun.name, own.target.noun.kind, own.target.alias, i + k);
        }
      }
      const own = language === 'en' ? ownWords(words, i, best.length, consumed, index) : null;
      if (own?.head) {
        consumed[i + best.length] = true;
        // The noun after is the compound's head: a "customer garden" is a garden, a customer's if people own it.
        const owner = target.noun.kind === 'person' || target.noun.kind === 'place';
        if (owner) mention(target.noun, target.noun.name, target.noun.kind, target.alias, i);
        // "client profiles", "member accounts": a person's profile is that person's own record.
        const ownRecord = target.noun.kind === 'person' && PROFILE.test(singularWord(words[i + best.length]?.lower ?? ''));
        if (!ownRecord) mention(owner ? null : target.noun, owner ? '' : target.noun.name, owner ? 'asset' : target.noun.kind, own.label, i);
      } else if (best.length === 1 && modifiers.has(i - 1)) {
        // The kind said before it names it ("contact form", "video course"), as the idea does.
        consumed[i - 1] = true;
        mention(target.noun, target.noun.name, target.noun.kind, `${words[i - 1]!.lower} ${word.lemma}`, i - 1);
      } else {
        mention(target.noun, target.noun.name, target.noun.kind, own?.label ?? target.alias, i);
      }
    } else if (target.type === 'capability' && refused(words, i)) {
      // "no sign-up", "без регистрации": what the idea refuses is no capability of it.
      continue;
    } else if (target.type === 'capability') {
      capabilitiesFound.push({ entry: target.entry, clause: clauses[i] ?? 0, position: i });
      // A capability keeps records of its own ("inventory" → inventory items) unless the idea names them.
      const kept = target.entry.implies ? domainNouns.find((noun) => noun.name === target.entry.implies) : undefined;
      // …named in the same phrase ("parts inventory" keeps parts); a plan elsewhere is no chat's message.
      const own = (e: EntityMention) => e.noun?.name === kept?.name || (e.noun?.kind === kept?.kind && kept?.kind !== 'event' && e.clause === clauses[i]);
      if (kept && !entities.some(own)) {
        // "follow-up reminders": a noun before the capability's word says which records it keeps.
        const modifier = words[i - 1];
        const named = language === 'en' && best.length === 1 && modifier && !consumed[i - 1] && !modifier.breakAfter && modifier.pos === 'noun' && modifier.known &&
          modifier.lower === modifier.lemma && !isPerson(modifier) && !usedAsVerb(words, i - 1);
        if (named) consumed[i - 1] = true;
        mention(kept, kept.name, kept.kind, named ? `${modifier.lower} ${word.lemma}` : keptLabel(kept, word, language), named ? i - 1 : i);
      }
    } else if (target.type === 'ignored' && language === 'en' && /^(data|information|info|stat|statistic)$/.test(word.lemma)) {
      // "air quality data": the nouns before a generic "data" name what is measured → AirQualityReading.
      let k = i;
      while (k > 0 && !consumed[k - 1] && !words[k - 1]?.breakAfter && words[k - 1]?.pos === 'noun') k -= 1;
      if (k < i) {
        for (let m = k; m < i; m += 1) consumed[m] = true;
        const measured = words.slice(k, i).map((w) => w.lower).join(' ');
        mention(null, '', 'event', `${measured} reading`, k);
      }
    } else if (target.type === 'product') {
      product.push(words.slice(i, i + best.length).map((w) => w.text).join(' '));
    }
    i += best.length - 1;
  }

  // Scheduling people ("schedule crews", "roster nurses") keeps their shifts.
  const scheduled = split(peopleScheduling.verbs);
  const shifts = domainNouns.find((noun) => noun.name === peopleScheduling.implies);
  const scheduling = words.findIndex((word, i) => {
    const object = entities.find((e) => e.position === i + 1);
    return language === 'en' && !word.breakAfter && word.lemmas.some((lemma) => scheduled.includes(lemma)) && object && (object.kind === 'person' || object.noun?.name === 'Team');
  });
  if (shifts && scheduling >= 0 && !entities.some((e) => e.noun?.name === shifts.name)) mention(shifts, shifts.name, shifts.kind, split(shifts[language])[0] ?? shifts.name, scheduling);

  // A format used as the thing itself ("upload PDFs", "drop in your CSVs") names a document or a photo.
  for (const format of formats) {
    const noun = domainNouns.find((candidate) => candidate.name === format.noun);
    const after = words[format.position + 1];
    const modifies = after && !words[format.position]?.breakAfter && (after.pos === 'noun' || consumed[format.position + 1]);
    if (!noun || !format.plural || modifies || entities.some((e) => e.noun === noun)) continue;
    mention(noun, noun.name, noun.kind, split(noun[language])[0] ?? noun.name, format.position);
  }

  // The nouns left are things the catalogue does not know: the head of each run of nouns.
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    if (!word || consumed[i] || word.pos !== 'noun' || !/^\p{L}[\p{L}-]{2,}$/u.test(word.lower)) continue;
    if (language === 'ru' && !word.known) continue;
    if (word.known) recognisedWords.add(i);
    if (language === 'ru' && saysPlacePurpose(words, i, entities)) continue;
    if (isAbstract(word, language) || isMeasure(words, i) || (language === 'en' && (usedAsVerb(words, i) || isSetting(words, i) || isState(words, i) || isParticiple(word) || isOccasion(words, i)))) continue;
    // A city or a person's name written as one ("runners in London") is where or who, not a record.
    if (language === 'en' && /^\p{Lu}\p{Ll}/u.test(word.text) && midSentence(text, word.start) && namesPlaceOrPerson(word.text)) continue;
    const next = words[i + 1];
    if (language === 'en' && next && !word.breakAfter && (next.pos === 'noun' || consumed[i + 1]) && !usedAsVerb(words, i + 1)) continue;
    // "a roguelike deck-building game": a noun before a hyphenated qualifier and its noun modifies them.
    if (language === 'en' && next && !word.breakAfter && next.pos === 'adjective' && next.lower.includes('-') && !next.breakAfter && words[i + 2]?.pos === 'noun') continue;
    const previous = words[i - 1];
    const compound =
      language === 'en' && previous && !previous.breakAfter && !consumed[i - 1] && previous.pos === 'noun' && /^\p{L}{3,}$/u.test(previous.lower) &&
      !usedAsVerb(words, i - 1);
    const label = compound ? `${previous.lower} ${word.lemma}` : word.lemma;
    const kind: EntityKind = isPerson(word) ? 'person' : 'asset';
    mention(null, '', kind, label, compound ? i - 1 : i);
  }
  words.forEach((word, i) => {
    if (word.known) recognisedWords.add(i);
  });
  // The kind of product the idea names implies its core records ("a newsletter platform" keeps
  // issues and subscribers), unless the idea names them itself.
  const named = new Set(entities.map((e) => entityName(e.label, language, e.noun?.name, e.kind)));
  const namesThings = entities.some((entity) => entity.kind !== 'person');
  const kinds: ProductKind[] = [];
  for (const kind of productKinds) {
    if (!compiled(kind.keywords).test(text)) continue;
    // The kind is named even when its core records give way to the idea's own things (see `ProductKind.does`).
    kinds.push(kind);
    if (kind.onlyWhenUnnamed && namesThings) continue;
    for (const record of coreRecords(kind)) {
      const noun = nounNamed(record.name, words) ?? { name: record.name, kind: record.kind, en: record.en, ru: record.ru };
      // A compound the idea names is the same record ("kanban board" is the board).
      if ([...named].some((name) => name.endsWith(record.name)) || entities.some((e) => e.noun?.name === record.name)) continue;
      named.add(record.name);
      mention(noun, record.name, record.kind, record[language], words.length);
    }
  }
  if (!entities.some((entity) => entity.kind === 'person')) {
    const implied = impliedUsers.find(({ product }) => words.some((word) => word.lemmas.includes(product)));
    const noun = implied && domainNouns.find((candidate) => candidate.name === implied.entity);
    if (noun) mention(noun, noun.name, noun.kind, split(noun[language])[0] ?? noun.name, words.length);
  }

  return {
    text,
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
    metaphor: metaphors.length > 0,
    formats: formats.map(({ name, position, clause }) => ({ name, position, clause })),
    kinds,
  };
}
