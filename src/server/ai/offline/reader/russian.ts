import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LRUCache } from 'lru-cache';

/**
 * Russian morphology through Az.js (OpenCorpora dictionaries, pymorphy2's algorithm): a word's
 * lemmas, part of speech and animacy. The dictionaries load once, synchronously, on first use,
 * because the reader is called from synchronous code in the web process.
 */

interface AzTag {
  POST?: string;
  anim?: boolean;
  [grammeme: string]: unknown;
}
interface AzParse {
  word: string;
  tag: AzTag;
  score: number;
  parser: string;
  normalize(): AzParse;
  inflect(grammemes: string[]): AzParse | false;
}
interface AzModule {
  load: (url: string, type: string, callback: (error: unknown, data?: unknown) => void) => void;
  Morph: ((word: string) => AzParse[]) & { init: (dir: string, callback: (error: unknown) => void) => void };
}

let az: AzModule | null = null;

function morph(): AzModule['Morph'] {
  if (az) return az.Morph;
  const require = createRequire(import.meta.url);
  const loaded = require('az') as AzModule;
  const dir = path.join(path.dirname(require.resolve('az/package.json')), 'dicts');
  // Az loads files through `Az.load` with callbacks; answering them from a queue after `init`
  // returns keeps its bookkeeping intact and makes the whole load synchronous.
  const queue: Array<() => void> = [];
  loaded.load = (url, type, callback) => {
    queue.push(() => {
      const data = readFileSync(url);
      if (type === 'json') callback(null, JSON.parse(data.toString('utf8')));
      else callback(null, data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength));
    });
  };
  let failure: unknown = null;
  loaded.Morph.init(dir, (error) => {
    failure = error;
  });
  while (queue.length > 0) queue.shift()?.();
  if (failure) throw failure instanceof Error ? failure : new Error('Russian dictionaries failed to load');
  az = loaded;
  return loaded.Morph;
}

/**
 * Writing one Russian kit asks the dictionaries about the same few hundred words thousands of times
 * (every phrase inflected in every sentence), and their readings never change: they are kept, in a
 * bounded cache because a long-running process meets an open vocabulary. Callers only read them.
 */
const readings = new LRUCache<string, readonly AzParse[]>({ max: 5000 });

/** Every reading Az.js gives of the word as written, likeliest first. */
function readingsOf(word: string): readonly AzParse[] {
  let found = readings.get(word);
  if (!found) {
    found = Object.freeze(morph()(word));
    readings.set(word, found);
  }
  return found;
}

/** Every reading Az.js gives of one word, likeliest first (for writing Russian, see `offline/ru/grammar.ts`). */
export function parsesOf(word: string): readonly AzParse[] {
  return readingsOf(word.toLowerCase());
}

export type { AzParse };

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'other';

export interface RussianWord {
  /** Normal forms of every reading ("уроков" → урок), ё written as е. */
  lemmas: string[];
  /** The likeliest reading's normal form. */
  lemma: string;
  /** The likeliest reading's part of speech. */
  pos: PartOfSpeech;
  /** The likeliest noun reading names a person or an animal. */
  animate: boolean;
  /** The dictionary knows the word (not guessed from its ending). */
  known: boolean;
  /** The likeliest reading is a noun in the instrumental case ("картой", "наличными"). */
  instrumental: boolean;
  /** The likeliest noun reading is in the genitive case ("заявки жильцов"): it names whose. */
  genitive: boolean;
}

const posOf: Record<string, PartOfSpeech> = {
  NOUN: 'noun',
  VERB: 'verb',
  INFN: 'verb',
  GRND: 'verb',
  PRTF: 'adjective',
  PRTS: 'adjective',
  ADJF: 'adjective',
  ADJS: 'adjective',
};

const cache = new Map<string, RussianWord>();

export const yo = (word: string) => word.toLowerCase().replace(/ё/g, 'е');

export function russianWord(word: string): RussianWord {
  const key = yo(word);
  const cached = cache.get(key);
  if (cached) return cached;
  // A bare word is not an abbreviation ("к" is the preposition, not "к." for кандидат) unless it is only that.
  const all = readingsOf(key);
  const full = all.filter((parse) => !parse.tag.Abbr);
  const parses = full.length > 0 ? full : all;
  const top = parses[0];
  const noun = parses.find((parse) => parse.tag.POST === 'NOUN');
  const result: RussianWord = {
    lemmas: [...new Set([key, ...parses.map((parse) => yo(parse.normalize().word ?? key))])],
    lemma: yo(top?.normalize().word ?? key),
    pos: posOf[String(top?.tag.POST)] ?? 'other',
    animate: Boolean(noun?.tag.anim),
    known: parses.some((parse) => parse.parser === 'Dictionary'),
    instrumental: Boolean(top && (top.tag.POST === 'NOUN' || top.tag.POST === 'ADJF') && top.tag.ablt),
    genitive: Boolean(noun?.tag.gent),
  };
  cache.set(key, result);
  return result;
}

/**
 * Substances and measured quantities are counted in amounts, not pieces: a founder keeps track of
 * мёд, вода, вес, never of «мёды» or «веса». The dictionary marks some (singularia tantum); the
 * rest are the everyday ones it leaves unmarked.
 */
const massLemmas = new Set(
  'мед вода мука сахар соль масло молоко топливо бензин зерно корм кофе чай мясо сырье цемент песок электроэнергия газ вино пиво пульс вес давление рост пробег урожай полив питание настроение сон'.split(' '),
);

/** The noun names a substance or a quantity, so it stays singular where a count noun is plural. */
export function isMassNoun(word: string): boolean {
  return dictionaryFormParses(word).some((parse) => parse.tag.POST === 'NOUN' && parse.tag.Sgtm) || massLemmas.has(russianWord(word).lemma);
}

const dictionaryFormCache = new Map<string, AzParse[]>();

/**
 * The readings of a word written in its dictionary form, as a record's label is: "йога" is yoga,
 * not the genitive of йог. Other readings only when none is.
 */
function dictionaryFormParses(word: string): AzParse[] {
  const key = yo(word);
  const cached = dictionaryFormCache.get(key);
  if (cached) return cached;
  const parses = readingsOf(key).filter((parse) => parse.tag.POST === 'NOUN' || parse.tag.POST === 'ADJF');
  const own = parses.filter((parse) => parse.tag.nomn && yo(parse.normalize().word ?? '') === key);
  const result = own.length > 0 ? own : parses;
  dictionaryFormCache.set(key, result);
  return result;
}

/**
 * A label's noun names a person or an animal. A word the dictionary does not know is guessed from
 * its ending; it counts as animate only when every guess agrees («напоминалка» is a thing).
 */
export function isAnimateLabelWord(word: string): boolean {
  const nouns = dictionaryFormParses(word).filter((parse) => parse.tag.POST === 'NOUN');
  const known = nouns.filter((parse) => parse.parser === 'Dictionary');
  if (known.length > 0) return Boolean(known[0]?.tag.anim);
  return nouns.length > 0 && nouns.every((parse) => parse.tag.anim);
}

/** Puts each noun and adjective of a phrase in the given case and number ("домашнее задание" → "домашних заданий"). */
export function inflectPhrase(phrase: string, grammemes: string[]): string {
  // Words after a preposition depend on it, not on the phrase's case ("счёт на оплату" → "счета на оплату").
  let governed = false;
  return phrase
    .split(/\s+/)
    .map((word) => {
      governed ||= readingsOf(yo(word))[0]?.tag.POST === 'PREP';
      if (governed) return word;
      const parse = dictionaryFormParses(word)[0];
      const inflected = parse?.inflect(grammemes);
      return inflected && inflected.word ? inflected.word : word;
    })
    .join(' ');
}
