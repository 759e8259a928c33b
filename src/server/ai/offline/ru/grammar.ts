import { parsesOf, type AzParse } from '../reader/russian';

/**
 * Writing Russian from parts: the offline engine names things the founder named ("урок",
 * "домашнее задание") inside its own sentences, so those words must take the case, number and
 * gender the sentence needs. Az.js (OpenCorpora's dictionaries) inflects each word; this module only
 * knows which words of a phrase follow the sentence (the head noun and the adjectives before it) and
 * which keep their own form (what follows the head: "время урока", "счёт на оплату").
 */

export type Case = 'nomn' | 'gent' | 'datv' | 'accs' | 'ablt' | 'loct';
export type GrammaticalNumber = 'sing' | 'plur';
/** What a word agrees with: a gender in the singular, or the plural. */
export type Agreement = 'masc' | 'femn' | 'neut' | 'plur';

const isAdjective = (parse: AzParse) => Boolean(parse.tag.ADJF || parse.tag.PRTF);
const isNoun = (parse: AzParse) => Boolean(parse.tag.NOUN);

interface Word {
  text: string;
  parse?: AzParse;
}

/** The phrase's words with the reading each has in it: adjectives up to the head noun, then the head. */
function analyse(phrase: string): { words: Word[]; head: number } {
  const words: Word[] = phrase.split(/\s+/).filter(Boolean).map((text) => ({ text }));
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (!/^[а-яё-]+$/i.test(word.text)) return { words, head: -1 };
    const parses = parsesOf(word.text);
    const noun = parses.find((p) => isNoun(p) && p.tag.nomn) ?? parses.find(isNoun);
    const adjective = parses.find((p) => isAdjective(p) && p.tag.nomn);
    // An adjective before its noun agrees with it; the first noun is the phrase's head.
    if (adjective && (!noun || parses.indexOf(adjective) < parses.indexOf(noun)) && i < words.length - 1) {
      word.parse = adjective;
      continue;
    }
    if (noun) {
      word.parse = noun;
      return { words, head: i };
    }
    return { words, head: -1 };
  }
  return { words, head: -1 };
}

const keepCapital = (original: string, inflected: string) =>
  original.charAt(0) === original.charAt(0).toUpperCase() && original.charAt(0) !== original.charAt(0).toLowerCase()
    ? inflected.charAt(0).toUpperCase() + inflected.slice(1)
    : inflected;

function formOf(word: Word, grammemes: string[][]): string {
  if (!word.parse) return word.text;
  for (const attempt of grammemes) {
    const inflected = word.parse.inflect(attempt);
    if (inflected && inflected.word) return keepCapital(word.text, inflected.word);
  }
  return word.text;
}

/** The gender of the phrase's head noun in the singular, or `plur` for a word that has no singular. */
export function agreementOf(phrase: string): Agreement {
  const { words, head } = analyse(phrase);
  const tag = words[head]?.parse?.tag;
  if (!tag) return 'masc';
  if (tag.plur && !tag.sing) return 'plur';
  if (tag.Pltm) return 'plur';
  return tag.femn ? 'femn' : tag.neut ? 'neut' : 'masc';
}

/** The phrase in `grammaticalCase` and `number`: "домашнее задание" → "домашних заданий" (gent, plur). */
export function inflect(phrase: string, grammaticalCase: Case, number: GrammaticalNumber = 'sing'): string {
  const { words, head } = analyse(phrase);
  if (head < 0) return phrase;
  const headTag = words[head]!.parse!.tag;
  const animacy = headTag.anim ? 'anim' : 'inan';
  const gender = agreementOf(phrase);
  return words
    .map((word, i) => {
      if (i > head) return word.text;
      if (i === head) return formOf(word, [[grammaticalCase, number]]);
      const agree = number === 'sing' && gender !== 'plur' ? [grammaticalCase, number, gender] : [grammaticalCase, 'plur'];
      return formOf(word, [[...agree, animacy], agree]);
    })
    .join(' ');
}

/** The plural of a phrase in the nominative: "урок" → "уроки". */
export const plural = (phrase: string, grammaticalCase: Case = 'nomn') => inflect(phrase, grammaticalCase, 'plur');

/** A number with its noun agreeing: 1 урок, 3 урока, 5 уроков, 21 запись, 2 новые записи. */
export function count(n: number, phrase: string): string {
  const rest = n % 100;
  const category = rest % 10 === 1 && rest !== 11 ? 'one' : rest % 10 >= 2 && rest % 10 <= 4 && (rest < 12 || rest > 14) ? 'few' : 'many';
  if (category === 'one') return `${n} ${phrase}`;
  if (category === 'many') return `${n} ${plural(phrase, 'gent')}`;
  const { words, head } = analyse(phrase);
  if (head < 0) return `${n} ${phrase}`;
  const feminine = agreementOf(phrase) === 'femn';
  const text = words
    .map((word, i) => {
      if (i > head) return word.text;
      if (i === head) return formOf(word, [['gent', 'sing']]);
      return formOf(word, [feminine ? ['nomn', 'plur'] : ['gent', 'plur']]);
    })
    .join(' ');
  return `${n} ${text}`;
}

/**
 * A modifier (an adjective, a participle, a short participle or a past-tense verb, given in its
 * dictionary form) agreeing with a phrase: каждый + запись → "каждая", сохранён + записи → "сохранены".
 */
export function agree(word: string, phrase: string, grammaticalCase: Case = 'nomn'): string {
  const target = agreementOf(phrase);
  const parses = parsesOf(word);
  const parse = parses.find((p) => p.tag.ADJF || p.tag.PRTF || p.tag.PRTS || p.tag.ADJS || p.tag.VERB) ?? parses[0];
  if (!parse) return word;
  const short = parse.tag.PRTS || parse.tag.ADJS || parse.tag.VERB;
  // The part of speech stays: a short participle's lexeme also holds the verb's own forms.
  const partOfSpeech = String(parse.tag.POST);
  // A participle keeps its voice and tense: "сохранённый" must not become "сохранившая".
  const kind = ['pssv', 'actv', 'past', 'pres'].filter((g) => (parse.tag as unknown as Record<string, unknown>)[g]);
  const agreement = target === 'plur' ? ['plur'] : ['sing', target];
  const attempts = short
    ? [[partOfSpeech, ...agreement]]
    : [[partOfSpeech, ...kind, grammaticalCase, ...agreement], [partOfSpeech, grammaticalCase, ...agreement]];
  for (const grammemes of attempts) {
    const inflected = parse.inflect(grammemes);
    if (inflected && inflected.word) return keepCapital(word, inflected.word);
  }
  return word;
}

/** True when a phrase opens with a verb's infinitive: «Бронировать урок», «Вести расписание». */
export const opensWithInfinitive = (phrase: string): boolean =>
  parsesOf(phrase.trim().split(/\s+/)[0]?.toLowerCase() ?? '').some((p) => Boolean(p.tag.INFN));

/** "с" before a phrase, "со" where Russian needs it: со складами, со счётом, с уроками. */
export const withPhrase = (phrase: string) =>
  /^(?:[сзшж][бвгджзйклмнпрстфхцчшщ]|щ|мн[ео]|вс[её])/i.test(phrase) ? `со ${phrase}` : `с ${phrase}`;

/** "a", "a и b", "a, b и c". */
export function joinAnd(items: readonly string[], conjunction = 'и'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** Lowercases the first letter unless the word is an abbreviation or a name in capitals (CRM, API). */
export const lowerFirst = (text: string) => (/^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
/** A product or document name in Russian quotes: «TutorPilot». */
export const quote = (name: string) => `«${name}»`;
