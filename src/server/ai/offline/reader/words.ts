import nlp from 'compromise';
import { hasIrregularSingular, singularWord } from '../text';
import { russianWord, type PartOfSpeech, yo } from './russian';

/**
 * The idea as words: each with its lemmas (the forms the catalogue is compared with), its part of
 * speech, whether it names a living being, and whether a dictionary knows it. English goes through
 * compromise, Russian through the morphology dictionaries.
 */
export interface Word {
  text: string;
  lower: string;
  lemmas: readonly string[];
  /** The dictionary form ("walkers" → walker, "уроков" → урок). */
  lemma: string;
  pos: PartOfSpeech;
  animate: boolean;
  known: boolean;
  start: number;
  end: number;
  /** A Russian noun in the instrumental case: with no preposition it names a means ("оплата картой"). */
  instrumental?: boolean;
  /** A Russian noun in the genitive case: right after a noun it says whose ("заявки жильцов"). */
  genitive?: boolean;
  /** A colon follows: a list of what the product does may start ("friends: pick players, score matches"). */
  colonAfter?: boolean;
  /** A comma, full stop, colon, "and"/"и" or the end follows: a new phrase of the idea starts. */
  breakAfter: boolean;
}

export type Language = 'en' | 'ru';

const CYRILLIC = /[\u0400-\u04ff]/;
const conjunctions = new Set(['and', 'or', 'и', 'или', 'а', 'также', 'плюс', 'plus', 'with', 'с', 'со']);

interface CompromiseTerm {
  text?: string;
  normal?: string;
  tags?: string[];
  post?: string;
  offset?: { start?: number; length?: number };
}

const knownEnglish = (nlp.world() as unknown as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon;
const functionTags = ['Verb', 'Adjective', 'Adverb', 'Preposition', 'Determiner', 'Conjunction', 'Pronoun', 'Value', 'Modal', 'Auxiliary', 'QuestionWord', 'Actor', 'Organization', 'Place', 'Person'];

function englishPos(tags: ReadonlySet<string>): PartOfSpeech {
  if (tags.has('Pronoun') || tags.has('Determiner') || tags.has('Preposition') || tags.has('Conjunction')) return 'other';
  if (tags.has('Adjective')) return 'adjective';
  if (tags.has('Verb') && !tags.has('Gerund')) return 'verb';
  if (tags.has('Noun') || tags.has('Acronym')) return 'noun';
  return 'other';
}

/**
 * A plural's dictionary form: the suffix rules first, then compromise's lexicon for the plurals
 * they cannot see ("handymen" → handyman, "alumni" → alumnus).
 */
function singularOf(lower: string, tags: ReadonlySet<string>, root: string | undefined): string {
  // Compounds of "people" are people of a trade ("salespeople" → salesperson).
  if (/^\p{L}{3,}people$/u.test(lower)) return lower.replace(/people$/, 'person');
  const bySuffix = singularWord(lower);
  if (bySuffix !== lower || hasIrregularSingular(lower) || !tags.has('Plural') || !root || !/^\p{L}+$/u.test(root)) return bySuffix;
  return root;
}

function englishWords(text: string): Word[] {
  const doc = nlp(text);
  doc.compute('root');
  doc.compute('offset');
  const sentences = doc.json({ offset: true }) as Array<{ terms?: Array<CompromiseTerm & { root?: string }> }>;
  const words: Word[] = [];
  for (const sentence of sentences) {
    for (const term of sentence.terms ?? []) {
      const written = term.text ?? '';
      const lower = (term.normal ?? written).toLowerCase().replace(/[^\p{L}\p{N}\-.']+/gu, '').replace(/\.$/, '');
      if (!/\p{L}|\p{N}/u.test(lower)) continue;
      const tags = new Set(term.tags ?? []);
      const root = term.root?.toLowerCase();
      const singular = singularOf(lower, tags, root);
      const pos = englishPos(tags);
      // A verb's root ("vetted" → vet) is not a noun: only verbs are compared by their root.
      const lemmas = [...new Set([lower, singular, ...(root && pos === 'verb' ? [root] : [])])];
      const start = term.offset?.start ?? 0;
      words.push({
        text: written,
        lower,
        lemmas,
        lemma: tags.has('Plural') || tags.has('Noun') ? singular : lower,
        pos,
        animate: tags.has('Actor') || tags.has('Person'),
        known: lemmas.some((lemma) => lemma in knownEnglish) || functionTags.some((tag) => tags.has(tag)),
        start,
        end: start + (term.offset?.length ?? written.length),
        breakAfter: /[,.;:!?()–—]/.test(term.post ?? ''),
        colonAfter: /:/.test(term.post ?? ''),
      });
    }
  }
  return markConjunctions(words);
}

function russianWords(text: string): Word[] {
  const words: Word[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const written = match[0];
    const after = text.slice(match.index + written.length).match(/^[^\p{L}\p{N}]*/u)?.[0] ?? '';
    const lower = yo(written);
    const latin = !CYRILLIC.test(written);
    const analysed = latin ? null : russianWord(written);
    words.push({
      text: written,
      lower,
      lemmas: analysed?.lemmas ?? [lower],
      lemma: analysed?.lemma ?? lower,
      pos: analysed?.pos ?? (/^\p{N}+$/u.test(written) ? 'other' : 'noun'),
      animate: analysed?.animate ?? false,
      known: analysed?.known ?? false,
      instrumental: analysed?.instrumental ?? false,
      genitive: analysed?.genitive ?? false,
      start: match.index,
      end: match.index + written.length,
      breakAfter: /[,.;:!?()–—]/.test(after),
    });
  }
  return markConjunctions(words);
}

/** A conjunction closes the phrase before it ("tracking of walks and in-app payments"). */
function markConjunctions(words: Word[]): Word[] {
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (next && conjunctions.has(next.lower) && (next.lower !== 'with' || i > 0)) word.breakAfter = true;
  });
  const last = words.at(-1);
  if (last) last.breakAfter = true;
  return words;
}

export function detectLanguage(text: string): Language {
  const cyrillic = (text.match(/[\u0400-\u04ff]/g) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return cyrillic > 0 && cyrillic >= latin / 3 ? 'ru' : 'en';
}

export function wordsOf(text: string, language: Language): Word[] {
  return language === 'ru' ? russianWords(text) : englishWords(text);
}

/** The lemmas of a catalogue word, analysed the same way as the idea's words. */
export function lemmasOf(word: string, language: Language): readonly string[] {
  // A hyphenated alias ("заказ-наряд") is one word: its parts' lemmas would match each part alone.
  if (word.includes('-')) return [yo(word)];
  if (language === 'ru' && CYRILLIC.test(word)) return russianWord(word).lemmas;
  const lower = word.toLowerCase();
  return [...new Set([lower, singularWord(lower)])];
}
