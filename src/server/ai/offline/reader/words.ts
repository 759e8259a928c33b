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

/**
 * Possessives, determiners and prepositions are never nouns or verbs, whatever the tagger says next to a
 * misread word ("notes for our managers", "checks them against the cash book").
 */
const CLOSED_CLASS = /^(our|your|their|my|his|its|the|a|an|this|these|those|each|every|against|with|from|into|onto|across|between|among|via|per|about|of|without|within|through|towards|toward)$/;

/** Adverbs the tagger takes for nouns ("read poems aloud", "get paid minus a fee"). */
const ADVERB = /^(aloud|minus)$/;

function englishPos(tags: ReadonlySet<string>, lower: string): PartOfSpeech {
  // A verb's particle ("hand out", "sign up") is no verb of its own.
  if (CLOSED_CLASS.test(lower) || tags.has('Particle') || ADVERB.test(lower)) return 'other';
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

/** A hyphenated word is known when each of its parts is ("flare-ups", "check-in"). */
const knownParts = (lower: string) =>
  lower.includes('-') && lower.split('-').every((part) => part in knownEnglish || singularWord(part) in knownEnglish || PARTICLES.test(part));

/** A hyphenated word is also read as its head ("car-sharing" is sharing, "e-tickets" are tickets), unless a particle closes it. */
function headOf(lower: string, pos: PartOfSpeech): string[] {
  const head = lower.split('-').at(-1) ?? '';
  if (!lower.includes('-') || pos === 'verb' || PARTICLES.test(head) || head.length < 3) return [];
  return [head, singularWord(head)];
}

function englishWords(text: string): Word[] {
  const doc = nlp(text);
  doc.compute('root');
  doc.compute('offset');
  const sentences = doc.json({ offset: true }) as Array<{ terms?: Array<CompromiseTerm & { root?: string }> }>;
  const words: Word[] = [];
  for (const sentence of sentences) {
    for (const term of joinHyphenated(sentence.terms ?? [])) {
      const written = term.text ?? '';
      const lower = (term.normal ?? written).toLowerCase().replace(/[^\p{L}\p{N}\-.']+/gu, '').replace(/\.$/, '');
      if (!/\p{L}|\p{N}/u.test(lower)) continue;
      const tags = new Set(term.tags ?? []);
      const root = term.root?.toLowerCase();
      const singular = singularOf(lower, tags, root);
      const pos = englishPos(tags, lower);
      // A verb's root ("vetted" → vet) is not a noun: only verbs are compared by their root.
      const lemmas = [...new Set([lower, singular, ...(root && pos === 'verb' ? [root] : []), ...headOf(lower, pos)])];
      const start = term.offset?.start ?? 0;
      words.push({
        text: written,
        lower,
        lemmas,
        lemma: tags.has('Plural') || tags.has('Noun') ? singular : lower,
        pos,
        animate: tags.has('Actor') || tags.has('Person'),
        known: lemmas.some((lemma) => lemma in knownEnglish) || functionTags.some((tag) => tags.has(tag)) || knownParts(lower),
        start,
        end: start + (term.offset?.length ?? written.length),
        breakAfter: /[,.;:!?()–—]/.test(term.post ?? ''),
        colonAfter: /:/.test(term.post ?? ''),
      });
    }
  }
  return markConjunctions(phrasePrepositions(words));
}

/** "based on", "according to", "depending on": one preposition, its first word no verb or adjective. */
function phrasePrepositions(words: Word[]): Word[] {
  return words.map((word, k) =>
    /^(based|depending|according)$/.test(word.lower) && /^(on|upon|to)$/.test(words[k + 1]?.lower ?? '') && !word.breakAfter ? { ...word, pos: 'other' } : word,
  );
}

type Term = CompromiseTerm & { root?: string };

/** Particles that close a phrasal noun ("check-in", "flare-up", "stock-out", "drop-off"). */
const PARTICLES = /^(up|in|out|off|on|down|over|back|away|through)s?$/;

/**
 * compromise splits a hyphenated word into its parts ("flare-ups" → flare, ups): written without
 * spaces around the hyphen, they are one word again. A compound ending in a particle is a noun
 * ("check-ins", "stock-outs"); one opening with an adjective, a number or a preposition, or
 * closing with a participle, qualifies what follows ("real-time", "in-app", "AI-powered").
 */
function joinHyphenated(terms: Term[]): Term[] {
  const joined: Term[] = [];
  for (let i = 0; i < terms.length; i += 1) {
    const parts = [terms[i]!];
    while (parts.at(-1)?.post === '-' && terms[i + 1]) {
      i += 1;
      parts.push(terms[i]!);
    }
    joined.push(parts.length === 1 ? parts[0]! : hyphenated(parts));
  }
  return joined;
}

function hyphenated(parts: Term[]): Term {
  const first = parts[0]!;
  const last = parts.at(-1)!;
  const has = (term: Term, tag: string) => (term.tags ?? []).includes(tag);
  const normal = parts.map((part) => (part.normal ?? part.text ?? '').toLowerCase()).join('-');
  const particle = parts.length > 1 && PARTICLES.test((last.normal ?? '').toLowerCase());
  // "deck-building game", "note-taking app": a compound closing on a gerund qualifies what follows.
  const qualifier = !particle && (['Adjective', 'Value', 'Preposition'].some((tag) => has(first, tag)) || ['PastTense', 'Participle', 'Gerund'].some((tag) => has(last, tag)) || /..ing$/.test(last.normal ?? ''));
  const plural = /s$/.test(normal) && singularWord(normal) !== normal;
  const tags = qualifier ? ['Adjective'] : ['Noun', plural ? 'Plural' : 'Singular', ...(has(last, 'Actor') ? ['Actor'] : [])];
  const start = first.offset?.start ?? 0;
  const end = (last.offset?.start ?? start) + (last.offset?.length ?? (last.text ?? '').length);
  return {
    text: parts.map((part) => part.text ?? '').join('-'),
    normal,
    tags,
    post: last.post ?? '',
    offset: { start, length: end - start },
    ...(plural ? { root: singularWord(normal) } : {}),
  };
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
  return markConjunctions(readLogsAsKeeping(adjectivesBeforeNouns(words)));
}

/**
 * «для малого бизнеса», «учёт рабочего времени»: a word the dictionary reads as a noun made of an
 * adjective («малое»), right before a noun in the same case, is that noun's adjective.
 */
function adjectivesBeforeNouns(words: Word[]): Word[] {
  return words.map((word, k) => {
    const next = words[k + 1];
    const adjectival = word.pos === 'noun' && /(ое|ее|ый|ий|ой|ая|яя)$/.test(word.lemma);
    return adjectival && next?.pos === 'noun' && !word.breakAfter && Boolean(next.genitive) === Boolean(word.genitive) && /(ого|его|ому|ему|ым|им|ой|ей|ую|юю|ые|ие|ых|их)$/.test(word.lower)
      ? { ...word, pos: 'adjective' as const }
      : word;
  });
}

/** Nouns naming a record kept over time: followed by what is recorded, they name keeping it. */
const logNouns = new Set(['журнал', 'дневник', 'реестр', 'лог']);

/**
 * "журнал осмотров", "дневник уловов" is keeping a record of inspections or catches, as "учёт"
 * is: the log names no record of its own, what follows does. A being in the genitive says whose
 * the log is ("дневник ученика"), and a log with nothing recorded after it stays a noun (a magazine).
 */
function readLogsAsKeeping(words: Word[]): Word[] {
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (!next || word.breakAfter || !logNouns.has(word.lemma)) return;
    if (next.pos !== 'noun' || !next.genitive || next.animate) return;
    word.lemma = 'учет';
    word.lemmas = ['учет'];
  });
  return words;
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
