import { createHash } from 'node:crypto';
import type { DocumentKind } from '../../../shared/schemas/kit';
import { sectionSentences, splitSections } from '../../../shared/markdown-sections';
import type { Db } from '../../db/client';
import { sqlExecutor } from '../../db/sql-executor';
import type { KitLanguage } from '../../kit/kit-text';

/**
 * Full-text search over a kit's sections, by PostgreSQL itself (tsvector, tsquery, ts_rank_cd), so
 * PGlite and PostgreSQL find the same sections. Words are stemmed in the kit's language. A question
 * matches a section through any of its words (an OR of the question's lexemes, so a question in
 * natural words still finds the sections that share its terms); how much of the question a section
 * holds is weighed by how rare each word is in the kit, so words every section shares count little.
 */

/** The text search configuration of each kit language. */
const searchConfig: Record<KitLanguage, string> = { en: 'english', ru: 'russian' };

/**
 * The words of asking itself (question words, auxiliaries, politeness, the generic verb "use"),
 * beyond the configuration's stop words: they say how a question is asked, not what it is about,
 * so a section without them still answers it.
 */
const askingWords: Record<KitLanguage, ReadonlySet<string>> = {
  en: new Set(
    'what which how who whom whose why when where does do did can could should would will shall is are was were be tell me please explain describe use uses used using'.split(' '),
  ),
  ru: new Set(
    'какой какая какое какие каких каким какими каком какую как что чем чём чего где когда почему зачем кто ли можно нужно надо должен должна должны скажи скажите подскажи подскажите объясни объясните пожалуйста используется используются использует используют использовать'.split(
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
  /** ts_rank_cd of the section against the question, 0..1 (heading words weigh most; long sections are scaled down). */
  rank: number;
  /** Share of the question's weight (each word weighed by its rarity in the kit) the section holds, 0..1. */
  coverage: number;
  /** The share of it its heading holds, 0..1. */
  headingCoverage: number;
}

export interface SearchResult {
  /** The question's lexemes; none when it holds only stop words. */
  terms: string[];
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
}

interface TextVectors {
  /** The heading's tsvector, as text. */
  heading: string;
  /** Heading (weight A), context (C) and body (B) in one tsvector, as text. */
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
  createHash('sha1').update(config).update('\0').update(text.heading).update('\0').update(text.context).update('\0').update(text.body).digest('base64');

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
                || setweight(to_tsvector($1::regconfig, x.body), 'B'))::text as vector
       from jsonb_to_recordset($2::jsonb) as x(id int, heading text, context text, body text)`,
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

/**
 * How well a section answers: the share of the question it holds, then the share its heading names,
 * then its rank (the terms close together, in a short section).
 */
export function relevance(hit: Pick<SearchHit, 'coverage' | 'headingCoverage' | 'rank'>): number {
  return hit.coverage + hit.headingCoverage / 2 + hit.rank / 4;
}

/** The sections that hold the question's words, best first by `relevance`. */
export async function searchSections(
  db: Db,
  language: KitLanguage,
  question: string,
  sections: readonly KitSection[],
): Promise<SearchResult> {
  const { terms, rows } = await rankTexts(
    db,
    language,
    question,
    sections.map((section) => ({
      heading: section.heading,
      context: [section.title, ...section.parents].join(' '),
      body: section.body,
    })),
  );
  const frequency = new Map<string, number>();
  for (const row of rows) for (const term of row.matched) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  // Inverse document frequency over the sections: a term in every section weighs almost nothing.
  const weights = new Map(terms.map((term) => [term, Math.log((sections.length + 1) / ((frequency.get(term) ?? 0) + 0.5))]));
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const hits = rows
    .map((row) => ({
      index: row.id,
      rank: row.rank,
      coverage: coverageOf(row.matched, weights, total),
      headingCoverage: coverageOf(row.inHeading, weights, total),
    }))
    .sort((a, b) => relevance(b) - relevance(a) || a.index - b.index);
  return { terms, hits, weights };
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
    sentences.map((body) => ({ heading: '', context: '', body })),
  );
  const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
  const scores = sentences.map(() => 0);
  for (const row of rows) scores[row.id] = relevance({ coverage: coverageOf(row.matched, weights, total), headingCoverage: 0, rank: row.rank });
  return scores;
}
