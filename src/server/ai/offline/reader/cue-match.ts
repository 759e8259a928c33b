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
  return { text, words, forms: wordForms(words, language), punctuated, sentence, language };
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
    for (const phrase of phrasesAt(text, i, index)) {
      if (phrase.length <= best) continue;
      let fits = true;
      for (let k = 0; k < phrase.length && fits; k += 1) {
        const at = i + k;
        fits = at < text.words.length && matches(text.forms[at]!, phrase[k]!, text.words[at]) && (k === phrase.length - 1 || !text.punctuated[at]);
      }
      if (fits) best = phrase.length;
    }
    if (best > 0) spans.push({ start: i, end: i + best - 1 });
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
