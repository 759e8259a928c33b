import { usedAsVerb } from './mentions';
import { parsesOf, russianWord, yo } from './russian';
import { lemmasOf, type Language, type Word } from './words';

/**
 * Finding the capability catalogue's cue phrases (src/server/capabilities/cues.ts) in the idea's
 * words: each word of a phrase is compared by its lemmas, as the reader compares its own catalogue,
 * so "reconciles", "reconciling" and "сверяют" are the cue's "reconcile" and "сверять".
 */

/** A cue phrase: per word, the forms it is compared by; null stands for a number (`#`). */
export type CuePhrase = ReadonlyArray<ReadonlySet<string> | null>;

/** A run of the idea's words, first and last inclusive. */
export interface Span {
  start: number;
  end: number;
}

const compiledLists = new Map<string, CuePhrase[]>();

/** The phrases of a `|`-separated cue list; words in braces (`{person}`) are left to the caller. */
export function cuePhrases(list: string, language: Language): CuePhrase[] {
  const key = `${language}:${list}`;
  const cached = compiledLists.get(key);
  if (cached) return cached;
  const phrases = list
    .split('|')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0 && !/^\{\w+\}$/.test(item))
    .map((item) => item.split(/\s+/).map((word) => (word === '#' ? null : new Set(cueForms(word, language)))));
  compiledLists.set(key, phrases);
  return phrases;
}

/** The `{token}` words of a cue list ("{person}", "{service}"). */
export const cueTokens = (list: string): string[] => [...list.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');

/**
 * A cue word's forms: as written and its dictionary form. A Russian cue is written in its dictionary
 * form already, so only its likeliest reading counts ("весы" is scales, not the plural of вес); a word
 * of one or two letters ("ии", "ai") is compared as written, never by a lemma it shares with "и".
 */
function cueForms(word: string, language: Language): string[] {
  if (word.length <= 2) return [word];
  if (language === 'ru' && /[\u0400-\u04ff]/.test(word) && !word.includes('-')) return [...new Set([yo(word), russianWord(word).lemma])];
  return [...lemmasOf(word, language)];
}

const NUMBER_WORDS = /^(\d+|one|two|three|four|five|six|ten|twelve|fifteen|twenty|thirty|forty-five|sixty|два|две|три|четыре|пять|шесть|десять|пятнадцать|двадцать|тридцать)$/;

/**
 * The forms an English word of the idea is compared by: its lemmas and the stems its endings hide
 * ("tracking" → track, "shared" → share, "mapped" → map), since the tagger gives a root to verbs only.
 */
function englishForms(word: Word): string[] {
  const lower = word.lower;
  const forms = [lower, ...word.lemmas];
  const stem = (base: string) => {
    forms.push(base, `${base}e`);
    if (/([b-df-hj-np-tv-z])\1$/.test(base)) forms.push(base.slice(0, -1));
  };
  if (/..ing$/.test(lower)) stem(lower.slice(0, -3));
  if (/..ed$/.test(lower)) {
    stem(lower.slice(0, -2));
    if (/ied$/.test(lower)) forms.push(`${lower.slice(0, -3)}y`);
  }
  if (/ies$/.test(lower)) forms.push(`${lower.slice(0, -3)}y`);
  if (/[^s]s$/.test(lower)) forms.push(lower.slice(0, -1));
  if (/(ches|shes|sses|xes)$/.test(lower)) forms.push(lower.slice(0, -2));
  return forms;
}

/** The forms each of the idea's words is compared by. */
export function wordForms(words: readonly Word[], language: Language): ReadonlyArray<ReadonlySet<string>> {
  // A Russian compound is also each of its parts ("игра-викторина" is a game, "телеграм-бот" a bot).
  const parts = (word: Word) => (word.lower.includes('-') ? word.lower.split('-').flatMap((part) => (part.length > 2 && /[\u0400-\u04ff]/.test(part) ? russianWord(part).lemmas : [part])) : []);
  return words.map((word) => new Set(language === 'en' ? englishForms(word) : [word.lower, ...word.lemmas, ...parts(word)]));
}

/** The idea as the cue matcher reads it: each word's forms, and where punctuation or a sentence ends. */
export interface CueText {
  /** The idea as read: words' offsets point into it. */
  text: string;
  words: readonly Word[];
  forms: ReadonlyArray<ReadonlySet<string>>;
  /** Punctuation follows the word (a comma, a colon, a dash…): a phrase never runs across it. */
  punctuated: readonly boolean[];
  /** The sentence each word is in. */
  sentence: readonly number[];
  /** Object pronouns and the word each stands for; a pronoun is compared by that word's forms too. */
  antecedent: ReadonlyMap<number, number>;
  language: Language;
}

export function cueText(text: string, words: readonly Word[], language: Language): CueText {
  const between = (i: number) => text.slice(words[i]?.end ?? 0, words[i + 1]?.start ?? text.length);
  // An item of a list ends a sentence too ("Features: - Chore rotation… - Shared lists…").
  const item = (i: number) => /(^|\s)[-–—•*](\s|$)|\n/.test(between(i));
  const punctuated = words.map((_, i) => /[,.;:!?()–—"«»]/.test(between(i)) || item(i));
  const sentence: number[] = [];
  let current = 0;
  words.forEach((_, i) => {
    sentence.push(current);
    if (/[.!?;]/.test(between(i)) || item(i)) current += 1;
  });
  const forms = wordForms(words, language).map((own) => new Set(own));
  const antecedent = new Map(antecedents(words, forms, punctuated, sentence, language));
  for (const [pronoun, word] of antecedent) {
    for (const form of forms[word]!) forms[pronoun]!.add(form);
  }
  return { text, words, forms, punctuated, sentence, antecedent, language };
}

/** Object pronouns: "them", "it", "each (one)"; Russian ones after a verb, or after a preposition ("с ними"). */
const OBJECT_PRONOUN = { en: /^(them|it|each)$/, ru: /^(их|его|её|ее|них|него|неё|нее|ним|ними|нему|ней)$/ };
const AFTER_PREPOSITION_ONLY = /^(них|него|неё|нее|ним|ними|нему|ней)$/;
const EVERYTHING = /^(everything|all|anything|всё|все|всего)$/;
const SUBJECT_PRONOUN = /^(that|which|i|we|you|they|he|she|people|users|что|я|мы|вы|они)$/;
const DETERMINER = /^(a|an|the|my|our|your|their|his|her|its|all|every|each|this|these|those|new|свой|своя|свои|все|всех|каждый|каждую|новые)$/;

/**
 * What an object pronoun stands for: the object of the nearest verb before it in its sentence that
 * has one ("pulls rent payments from the bank every morning, matches them to tenants" → payments).
 * The pronoun is then compared by that object's forms too, so a capability's object is found through
 * it. A noun run after a preposition or another noun ("from the bank", "every morning") is no object.
 */
function antecedents(
  words: readonly Word[],
  forms: ReadonlyArray<ReadonlySet<string>>,
  punctuated: readonly boolean[],
  sentence: readonly number[],
  language: Language,
): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  const list = [...words];
  const objectAfter = (verb: number): number | undefined => {
    let end = verb + 1;
    while (words[end] && DETERMINER.test(words[end]!.lower)) end += 1;
    if (words[end]?.pos !== 'noun') return undefined;
    while (words[end + 1]?.pos === 'noun' && !punctuated[end]) end += 1;
    return end;
  };
  words.forEach((word, k) => {
    // "everything I saved": what the idea said was saved, earlier ("saves articles").
    const clause = EVERYTHING.test(word.lower) ? words.slice(k + 1, k + 4).findIndex((one) => one.pos === 'verb') : -1;
    if (clause >= 0 && words.slice(k + 1, k + 1 + clause).every((one) => SUBJECT_PRONOUN.test(one.lower))) {
      const verb = forms[k + 1 + clause]!;
      for (let j = k - 1; j >= 0; j -= 1) {
        const object = words[j]!.pos === 'verb' && [...forms[j]!].some((form) => verb.has(form)) ? objectAfter(j) : undefined;
        if (object !== undefined) {
          pairs.push([k, object]);
          break;
        }
      }
      return;
    }
    if (!OBJECT_PRONOUN[language].test(word.lower)) return;
    const before = words[k - 1];
    if (!before || punctuated[k - 1]) return;
    if (language === 'en' && word.lower === 'each' && !(words[k + 1]?.lower === 'one' || punctuated[k] || words[k + 1]?.pos === 'other')) return;
    if (language === 'en' && word.lower === 'it' && /^(and|or|that|which|so|then)$/.test(before.lower)) return;
    if (language === 'ru' && (AFTER_PREPOSITION_ONLY.test(word.lower) ? before.pos !== 'other' : before.pos !== 'verb')) return;
    for (let j = k - 2; j >= 0 && sentence[j] === sentence[k]; j -= 1) {
      if (words[j]!.pos !== 'noun' || (words[j + 1]?.pos === 'noun' && !punctuated[j] && !(language === 'ru' && words[j + 1]!.genitive))) continue;
      // A Russian genitive says whose the noun before it is ("платежи арендаторов"): that noun is the head.
      if (language === 'ru' && words[j]!.genitive && words[j - 1]?.pos === 'noun' && !punctuated[j - 1]) continue;
      let start = j;
      // Back over its modifiers to its determiner, which opens it ("every night" after "payouts" is a run of its own).
      // A word the tagger read as a noun may be the verb ("staff scan parcels").
      const isVerb = (k: number) => words[k]!.pos === 'verb' || (language === 'en' && usedAsVerb(list, k));
      // …and over a participle qualifying it ("scan incoming parcels").
      const participle = (k: number) => language === 'en' && words[k]!.pos === 'other' && /\p{L}{3,}(ing|ed)$/u.test(words[k]!.lower);
      while (start > 0 && !punctuated[start - 1] && !DETERMINER.test(words[start]!.lower) && !isVerb(start - 1) && (words[start - 1]!.pos === 'noun' || words[start - 1]!.pos === 'adjective' || participle(start - 1) || DETERMINER.test(words[start - 1]!.lower))) start -= 1;
      const verb = start > 0 && isVerb(start - 1);
      if (verb && !punctuated[start - 1]) {
        pairs.push([k, j]);
        return;
      }
    }
  });
  return pairs;
}

const matches = (forms: ReadonlySet<string>, cue: ReadonlySet<string> | null, word: Word | undefined) => {
  if (cue === null) return Boolean(word && NUMBER_WORDS.test(word.lower));
  for (const form of cue) if (forms.has(form)) return true;
  return false;
};

/** A list's phrases by the forms of their first word; a phrase opening with a number under `null`. */
type FirstWordIndex = Map<string | null, CuePhrase[]>;
const firstWordIndexes = new WeakMap<readonly CuePhrase[], FirstWordIndex>();

function firstWordIndex(phrases: readonly CuePhrase[]): FirstWordIndex {
  let index = firstWordIndexes.get(phrases);
  if (index) return index;
  index = new Map();
  for (const phrase of phrases) {
    for (const form of phrase[0] ?? [null]) {
      const list = index.get(form) ?? [];
      list.push(phrase);
      index.set(form, list);
    }
  }
  firstWordIndexes.set(phrases, index);
  return index;
}

/** The phrases whose first word the word at `i` may be (some more than once: only the longest that fits counts). */
function phrasesAt(text: CueText, i: number, index: FirstWordIndex): CuePhrase[] {
  const candidates: CuePhrase[] = [...(index.get(null) ?? [])];
  for (const form of text.forms[i]!) candidates.push(...(index.get(form) ?? []));
  return candidates;
}

/** Where the phrases stand in the idea: at each start the longest that fits. */
export function findCues(text: CueText, phrases: readonly CuePhrase[]): Span[] {
  const spans: Span[] = [];
  // Only the phrases whose first word the idea's word may be are tried at it: a list holds hundreds.
  const index = firstWordIndex(phrases);
  for (let i = 0; i < text.words.length; i += 1) {
    let best = -1;
    let bestEnd = -1;
    for (const phrase of phrasesAt(text, i, index)) {
      if (phrase.length <= best) continue;
      let fits = true;
      // The object pronoun of a verb phrase stands after its verb ("checks them against").
      let skip = 0;
      for (let k = 0; k < phrase.length && fits; k += 1) {
        if (k === 1 && text.antecedent.has(i + 1) && !matches(text.forms[i + 1]!, phrase[1]!, text.words[i + 1])) skip = 1;
        const at = i + k + skip;
        fits = at < text.words.length && matches(text.forms[at]!, phrase[k]!, text.words[at]) && (k === phrase.length - 1 || !text.punctuated[at]);
      }
      if (fits) {
        best = phrase.length;
        bestEnd = i + phrase.length - 1 + skip;
      }
    }
    if (best > 0) spans.push({ start: i, end: bestEnd });
  }
  // A shorter phrase inside a longer one found earlier is part of it ("push notification" holds "notification").
  return spans.filter((span) => !spans.some((other) => other !== span && other.start <= span.start && other.end >= span.end && other.end - other.start > span.end - span.start));
}

/**
 * An English word read as a plural noun names things, never the action of a cue ("orders", "books"),
 * and so does a noun another verb acts on ("collects rent"), unless it stands where a verb does
 * ("…and drafts client emails"); a Russian noun is read whatever its number, as the cues list verbal nouns.
 */
export function namesThings(words: Word[], k: number, language: Language): boolean {
  const word = words[k]!;
  if (language !== 'en' || word.pos !== 'noun' || usedAsVerb(words, k)) return false;
  // …nor a noun another verb acts on ("collects rent by card", "pays the rent").
  const before = words[k - 1];
  const acted = before && !before.breakAfter && before.pos === 'verb' && !FRAMING_VERB.test(before.lower);
  return (word.lemma !== word.lower && /s$/.test(word.lower)) || Boolean(acted);
}

/** Verbs that frame the next one rather than act on a noun ("let book", "can book"). */
const FRAMING_VERB = /^(can|could|will|would|should|must|may|might|let|lets|help|helps|to|and|or|do|does|please)$/;

/** The Russian word is in the plural ("игры"): a plural product word names things the product keeps. */
export function isPlural(word: Word, language: Language): boolean {
  if (language === 'en') return word.lemma !== word.lower && /s$/.test(word.lower);
  const parse = parsesOf(word.lower).find((candidate) => candidate.tag.POST === 'NOUN');
  return Boolean(parse?.tag.plur);
}

/** The Russian word reads as a noun in the dative ("показывает бухгалтеру"): the one something is for. */
export const isDative = (word: Word) => parsesOf(word.lower).some((parse) => parse.tag.POST === 'NOUN' && Boolean(parse.tag.datv));

const antecedentMemo = new WeakMap<readonly Word[], ReadonlyMap<number, number>>();

/**
 * The words an object pronoun at `position` stands for, as the idea writes them: the nouns of its
 * antecedent's run ("Stripe payouts" for "them" in "pulls Stripe payouts…, matches them…").
 */
export function antecedentWords(text: string, words: readonly Word[], language: Language, position: number): string | undefined {
  let found = antecedentMemo.get(words);
  if (!found) {
    found = cueText(text, words, language).antecedent;
    antecedentMemo.set(words, found);
  }
  const head = found.get(position);
  if (head === undefined) return undefined;
  const list = [...words];
  let start = head;
  while (start > 0 && words[start - 1]!.pos === 'noun' && !words[start - 1]!.breakAfter && !(language === 'en' && usedAsVerb(list, start - 1))) start -= 1;
  return text.slice(words[start]!.start, words[head]!.end);
}
