import { createHash } from 'node:crypto';
import type { DocumentKind } from '../../../shared/schemas/kit';
import { sectionSentences, splitSections } from '../../../shared/markdown-sections';
import type { Db } from '../../db/client';
import { sqlExecutor } from '../../db/sql-executor';
import { tokenize } from '../../ai/offline/nlp';
import { russianWord } from '../../ai/offline/reader/russian';
import type { KitLanguage } from '../../kit/kit-text';
import { sectionTopic } from '../../kit/section-topics';

/**
 * Search over a kit's sections. PostgreSQL parses the words (to_tsvector in the kit's language:
 * stop words out, each word stemmed), so PGlite and PostgreSQL read a kit the same; the sections are
 * ranked here by BM25 (ADR 0047): each of the question's words counts by how rare it is among the
 * kit's sections and how often the section says it, a heading's words more than the body's, saturating
 * and scaled to the section's length, so a section about the question's topic outranks a long one that
 * mentions each word once.
 */

/** The text search configuration of each kit language. */
const searchConfig: Record<KitLanguage, string> = { en: 'english', ru: 'russian' };

/**
 * The words of asking itself (question words, auxiliaries, politeness, the generic verbs of "how is
 * it used, handled, how does it work, what happens"),
 * beyond the configuration's stop words: they say how a question is asked, not what it is about,
 * so a section without them still answers it.
 */
const askingWords: Record<KitLanguage, ReadonlySet<string>> = {
  en: new Set(
    'what which how who whom whose why when where does do did can could should would will shall is are was were be tell me please explain describe use uses used using handle handles handled handling happen happens happened work works going many much'.split(' '),
  ),
  ru: new Set(
    'какой какая какое какие каких каким какими каком какую как что чем чём чего где когда почему зачем кто ли можно нужно надо должен должна должны скажи скажите подскажи подскажите объясни объясните пожалуйста используется используются использует используют использовать происходит произойдёт произойдет будет устроен устроена устроено устроены работает работают сколько делаем делать делает делают узнать узнаёт узнает узнают'.split(
      ' ',
    ),
  ),
};

/** The question without the words of asking (`askingWords`); the question itself when nothing else is left. */
export function questionTopic(question: string, language: KitLanguage): string {
  const words = askingWords[language];
  const topic = question
    .split(/([\p{L}\p{N}]+)/u)
    .map((part) => (words.has(part.toLowerCase()) ? ' ' : part))
    .join('');
  return /[\p{L}\p{N}]/u.test(topic) ? topic : question;
}

/**
 * The nouns of the question (what it is about: "payouts", "Kubernetes", «долги»), by the reader's
 * morphology (compromise for English, Az for Russian); a word the dictionary does not know counts as
 * one (a name). The kit answers only when a section holds enough of them (ADR 0047).
 */
export function questionNouns(question: string, language: KitLanguage): string[] {
  if (language === 'ru')
    return [...question.matchAll(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu)]
      .map((match) => match[0])
      .filter((word) => {
        const read = russianWord(word);
        return read.pos === 'noun' || (!read.known && read.pos === 'other');
      });
  return tokenize(question)
    .filter((token) => token.tags.has('Noun') && !token.tags.has('Pronoun'))
    .map((token) => token.text);
}

export interface KitDocumentText {
  kind: DocumentKind;
  title: string;
  content: string;
}

/** One section of one document, as searched and cited. */
export interface KitSection {
  kind: DocumentKind;
  /** The document's title. */
  title: string;
  heading: string;
  anchor: string;
  /** The headings above it, outermost first (the document's title among them). */
  parents: string[];
  body: string;
  sentences: string[];
}

/**
 * The kit's documents cut at their headings; sections with no words of their own are left out. A
 * document is named as its reader sees it: by its first heading, when it opens with one.
 */
export function kitSections(documents: readonly KitDocumentText[]): KitSection[] {
  return documents.flatMap((document) => {
    const sections = splitSections(document.content);
    const title = sections.find((section) => section.level === 1)?.heading || document.title;
    return sections.flatMap((section) => {
      const sentences = sectionSentences(section.body);
      if (sentences.length === 0) return [];
      return [
        {
          kind: document.kind,
          title,
          heading: section.heading || title,
          anchor: section.anchor,
          parents: section.parents,
          body: section.body,
          sentences,
        },
      ];
    });
  });
}

export interface SearchHit {
  /** Index into the sections searched. */
  index: number;
  /** BM25 of the section against the question (0 and up): what the hits are ordered by. */
  score: number;
  /** Share of the question's weight (each word weighed by its rarity in the kit) the section holds, 0..1. */
  coverage: number;
  /** The share of it its heading holds, 0..1. */
  headingCoverage: number;
  /** Share of the weight of the question's nouns (`questionNouns`) the section holds, 0..1. */
  subjectCoverage: number;
}

export interface SearchResult {
  /** The question's lexemes; none when it holds only stop words. */
  terms: string[];
  /** The lexemes of its nouns; all of them when it has none. */
  subject: string[];
  /** Every section holding at least one of the terms, best first. */
  hits: SearchHit[];
  /** Each term's weight: rarer in the kit weighs more; a word the kit never uses weighs most. */
  weights: Map<string, number>;
}

interface SectionRow {
  id: number;
  rank: number;
  matched: string[];
  inHeading: string[];
}

/** How much of the question's weight `matched` holds. */
function coverageOf(matched: Iterable<string>, weights: Map<string, number>, total: number): number {
  let held = 0;
  for (const term of matched) held += weights.get(term) ?? 0;
  return total > 0 ? held / total : 0;
}

interface TextToRank {
  heading: string;
  context: string;
  body: string;
  /** The words founders use for what the section is about (`sectionTopic`). */
  topic: string;
}

interface TextVectors {
  /** The heading's tsvector, as text. */
  heading: string;
  /** Heading (weight A), body (B), context (C) and topic (D) in one tsvector, as text. */
  all: string;
}

/** The most text vectors kept; past it the cache starts again (a kit has about 150 sections). */
const VECTOR_CACHE_LIMIT = 50_000;
/** Each text's vectors by its language and words: a document's sections are parsed once, not at every question. */
const vectorCache = new Map<string, TextVectors>();

/** Forgets every cached vector (benchmarks measure a first question with it). */
export function clearVectorCache(): void {
  vectorCache.clear();
}

const vectorKey = (config: string, text: TextToRank) =>
  createHash('sha1').update(config).update('\0').update(text.heading).update('\0').update(text.context).update('\0').update(text.body).update('\0').update(text.topic).digest('base64');

/**
 * The tsvectors of `texts`, computed by the database (to_tsvector in the kit's configuration) the
 * first time a text is seen and kept as their text form, which the database reads back as it wrote it.
 */
async function vectorsOf(db: Db, config: string, texts: readonly TextToRank[]): Promise<TextVectors[]> {
  const keys = texts.map((text) => vectorKey(config, text));
  const missing = texts.flatMap((text, id) => (vectorCache.has(keys[id]!) ? [] : [{ id, ...text }]));
  if (missing.length > 0) {
    const { rows } = await sqlExecutor(db).executeSql(
      `select x.id,
              to_tsvector($1::regconfig, x.heading)::text as heading,
              (setweight(to_tsvector($1::regconfig, x.heading), 'A')
                || setweight(to_tsvector($1::regconfig, x.context), 'C')
                || setweight(to_tsvector($1::regconfig, x.body), 'B')
                || setweight(to_tsvector($1::regconfig, x.topic), 'D'))::text as vector
       from jsonb_to_recordset($2::jsonb) as x(id int, heading text, context text, body text, topic text)`,
      [config, JSON.stringify(missing)],
    );
    if (vectorCache.size + rows.length > VECTOR_CACHE_LIMIT) vectorCache.clear();
    for (const row of rows) vectorCache.set(keys[Number(row.id)]!, { heading: String(row.heading), all: String(row.vector) });
  }
  return keys.map((key) => vectorCache.get(key)!);
}

/** Ranks `texts` (each with a heading, its context and its body) against `question` in the database. */
async function rankTexts(
  db: Db,
  language: KitLanguage,
  question: string,
  texts: readonly TextToRank[],
): Promise<{ terms: string[]; rows: SectionRow[] }> {
  const config = searchConfig[language];
  question = questionTopic(question, language);
  const vectors = await vectorsOf(db, config, texts);
  const payload = JSON.stringify(vectors.map((vector, id) => ({ id, heading: vector.heading, vector: vector.all })));
  const { rows } = await sqlExecutor(db).executeSql(
    `with question as (
       select coalesce(array(select distinct unnest(tsvector_to_array(to_tsvector($1::regconfig, $2::text)))), '{}') as terms,
              replace(plainto_tsquery($1::regconfig, $2::text)::text, ' & ', ' | ')::tsquery as query
     ),
     section as (
       select x.id, x.heading::tsvector as heading, x.vector::tsvector as vector
       from jsonb_to_recordset($3::jsonb) as x(id int, heading text, vector text)
     )
     select -1 as id, 0::real as rank, question.terms as matched, '{}'::text[] as in_heading from question
     union all
     select section.id, ts_rank_cd(section.vector, question.query, 1|32) as rank,
            array(select unnest(tsvector_to_array(section.vector)) intersect select unnest(question.terms)) as matched,
            array(select unnest(tsvector_to_array(section.heading)) intersect select unnest(question.terms)) as in_heading
     from section, question
     where cardinality(question.terms) > 0 and section.vector @@ question.query`,
    [config, question, payload],
  );
  const all = rows.map((row) => ({
    id: Number(row.id),
    rank: Number(row.rank),
    matched: (row.matched as string[] | null) ?? [],
    inHeading: (row.in_heading as string[] | null) ?? [],
  }));
  return { terms: all.find((row) => row.id === -1)?.matched ?? [], rows: all.filter((row) => row.id >= 0) };
}

/** How well a sentence answers: the share of the question it holds, then its rank (the terms close together). */
export function relevance(hit: { coverage: number; headingCoverage: number; rank: number }): number {
  return hit.coverage + hit.headingCoverage / 2 + hit.rank / 4;
}

/** How often a section says a word: in its heading, in the headings above it, in its body, in its topic. */
interface TermCount {
  heading: number;
  context: number;
  body: number;
  topic: number;
}

interface ParsedVector {
  counts: Map<string, TermCount>;
  /** How many words each field holds. */
  lengths: TermCount;
}

/**
 * BM25F's weights (ADR 0047): a word in a section's heading says what the section is about; one in
 * the headings above it (the document's title, its part) says where it sits, less than its own body.
 */
/** A word of a section's topic (`sectionTopic`) says what it is about in a founder's words, as its heading does. */
const FIELD_WEIGHT: Record<keyof TermCount, number> = { heading: 3, context: 0.5, body: 1, topic: 3 };
/** A word of the question in the section's own heading or topic counts once more, past the saturation: the section is about it. */
const HEADING_BONUS = 1;
const FIELDS = Object.keys(FIELD_WEIGHT) as Array<keyof TermCount>;
/**
 * BM25's term-frequency saturation, and its length normalisation: of the body and the context by half
 * (a kit's sections run from a line to pages), of a heading wholly (a test case's heading is a sentence).
 */
const K1 = 1.2;
const LENGTH_NORMALISATION: Record<keyof TermCount, number> = { heading: 1, context: 0.5, body: 0.5, topic: 0 };

const parsedVectors = new WeakMap<TextVectors, ParsedVector>();

/**
 * A tsvector's text form (`'payout':3B,17B 'instructor':1A,9C`) as counts per field: the positions
 * of each lexeme, each marked by the weight its field was given (A heading, B body, C context).
 */
function parseVector(vector: TextVectors): ParsedVector {
  const cached = parsedVectors.get(vector);
  if (cached) return cached;
  const counts = new Map<string, TermCount>();
  const lengths: TermCount = { heading: 0, context: 0, body: 0, topic: 0 };
  for (const match of vector.all.matchAll(/'((?:[^']|'')*)'(?::(\S+))?/g)) {
    const count: TermCount = { heading: 0, context: 0, body: 0, topic: 0 };
    // Weight D, the topic's, is the one a tsvector's text form leaves unmarked.
    for (const position of (match[2] ?? '').split(',')) {
      const field = position.endsWith('A') ? 'heading' : position.endsWith('B') ? 'body' : position.endsWith('C') ? 'context' : 'topic';
      count[field] += 1;
      lengths[field] += 1;
    }
    counts.set(match[1]!.replaceAll("''", "'"), count);
  }
  const parsed = { counts, lengths };
  parsedVectors.set(vector, parsed);
  return parsed;
}

/** The lexemes of each text in the kit's configuration (stop words out, stemmed), each once. */
async function lexemesOf(db: Db, config: string, texts: readonly string[]): Promise<string[][]> {
  const { rows } = await sqlExecutor(db).executeSql(
    `select x.id, coalesce(array(select distinct unnest(tsvector_to_array(to_tsvector($1::regconfig, x.text)))), '{}') as terms
     from jsonb_to_recordset($2::jsonb) as x(id int, text text)`,
    [config, JSON.stringify(texts.map((text, id) => ({ id, text })))],
  );
  const terms = texts.map((): string[] => []);
  for (const row of rows) terms[Number(row.id)] = ((row.terms as string[] | null) ?? []).slice().sort();
  return terms;
}

/** The sections that hold the question's words, best first by BM25. */
export async function searchSections(
  db: Db,
  language: KitLanguage,
  question: string,
  sections: readonly KitSection[],
): Promise<SearchResult> {
  const config = searchConfig[language];
  const topic = questionTopic(question, language);
  const [[terms = [], nouns = []], vectors] = await Promise.all([
    lexemesOf(db, config, [topic, questionNouns(topic, language).join(' ')]),
    vectorsOf(
      db,
      config,
      sections.map((section) => ({
        heading: section.heading,
        context: [section.title, ...section.parents].join(' '),
        body: section.body,
        topic: sectionTopic(section.heading, language),
      })),
    ),
  ]);
  const parsed = vectors.map(parseVector);
  const frequency = new Map(terms.map((term) => [term, parsed.filter((vector) => vector.counts.has(term)).length]));
  // Inverse document frequency over the sections: a term in every section weighs almost nothing.
  const weights = new Map(terms.map((term) => [term, Math.log((sections.length + 1) / (frequency.get(term)! + 0.5))]));
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const subject = nouns.some((term) => weights.has(term)) ? nouns.filter((term) => weights.has(term)) : terms;
  const subjectTotal = subject.reduce((sum, term) => sum + weights.get(term)!, 0);
  const averageLength = Object.fromEntries(
    FIELDS.map((field) => [field, Math.max(1, parsed.reduce((sum, vector) => sum + vector.lengths[field], 0) / Math.max(1, parsed.length))]),
  ) as unknown as TermCount;
  const idf = (term: string) => {
    const n = frequency.get(term)!;
    return Math.log(1 + (sections.length - n + 0.5) / (n + 0.5));
  };
  // BM25F: each field's count scaled to that field's length, weighed, then saturated once.
  const termFrequency = (vector: ParsedVector, count: TermCount) =>
    FIELDS.reduce(
      (sum, field) => sum + (FIELD_WEIGHT[field] * count[field]) / (1 - LENGTH_NORMALISATION[field] + (LENGTH_NORMALISATION[field] * vector.lengths[field]) / averageLength[field]),
      0,
    );

  const hits: SearchHit[] = [];
  parsed.forEach((vector, index) => {
    let score = 0;
    let held = 0;
    let inHeading = 0;
    let ofSubject = 0;
    for (const term of terms) {
      const count = vector.counts.get(term);
      if (!count) continue;
      const frequency = termFrequency(vector, count);
      score += idf(term) * ((frequency * (K1 + 1)) / (frequency + K1) + (count.heading > 0 || count.topic > 0 ? HEADING_BONUS : 0));
      held += weights.get(term)!;
      if (count.heading > 0) inHeading += weights.get(term)!;
      if (subject.includes(term)) ofSubject += weights.get(term)!;
    }
    if (held > 0)
      hits.push({
        index,
        score,
        coverage: held / total,
        headingCoverage: inHeading / total,
        subjectCoverage: subjectTotal > 0 ? ofSubject / subjectTotal : 0,
      });
  });
  hits.sort((a, b) => b.score - a.score || a.index - b.index);
  return { terms, subject, hits, weights };
}

/** Each sentence's share of the question's weight, in the order given (0 for a sentence without its words). */
export async function scoreSentences(
  db: Db,
  language: KitLanguage,
  question: string,
  weights: Map<string, number>,
  sentences: readonly string[],
): Promise<number[]> {
  if (sentences.length === 0 || weights.size === 0) return sentences.map(() => 0);
  const { rows } = await rankTexts(
    db,
    language,
    question,
    sentences.map((body) => ({ heading: '', context: '', body, topic: '' })),
  );
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const scores = sentences.map(() => 0);
  for (const row of rows) scores[row.id] = relevance({ coverage: coverageOf(row.matched, weights, total), headingCoverage: 0, rank: row.rank });
  return scores;
}
