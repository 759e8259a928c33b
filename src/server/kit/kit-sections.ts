import { splitSections } from '../../shared/markdown-sections';
import { lemmasOf } from '../ai/offline/reader/words';

/**
 * The kit's documents cut into their `##` and `###` sections, and ranked against a request (a
 * custom document's title and instructions): words are compared by their lemmas (Russian through
 * its morphology, English singular), weighted by how rare they are across the kit (BM25), and a
 * word in a section's heading counts three times.
 */

export interface KitDocumentText {
  /** The kit document's kind, or `custom`. */
  kind: string;
  title: string;
  content: string;
}

export interface KitSection {
  /** The document it belongs to. */
  document: KitDocumentText;
  /** Its own heading. */
  heading: string;
  /** Its heading with its parent's ("Features › FEAT-002 Payments"). */
  path: string;
  /** The text under the heading, up to the next heading of any level (trimmed). */
  body: string;
  /** Its position in the kit, to put chosen sections back in reading order. */
  order: number;
}

export interface RankedSection extends KitSection {
  score: number;
}

/** The `##` and `###` sections of one document, cut by the shared markdown splitter (fenced code is text). */
export function sectionsOf(document: KitDocumentText, start = 0): KitSection[] {
  const sections: KitSection[] = [];
  let parent = '';
  for (const { level, heading, body } of splitSections(document.content)) {
    if (level === 2) parent = heading;
    if (level !== 2 && level !== 3) continue;
    const path = level === 2 || !parent ? heading : `${parent} › ${heading}`;
    sections.push({ document, heading, path, body, order: start + sections.length });
  }
  return sections;
}

/** Words that say nothing about a subject (compared as lemmas). */
const stopWords = new Set([
  ...'the and for with that this from what which should would about into each our your their are was were will can must all any how who its has have not but also more most than then them they there these those such only other been being here where when why use used using make write describe list include including document documents please need needs want section sections'.split(' '),
  ...'и в во на для с со что как это этот эта эти по из к о об от до все всё весь его её их при или так также то же ли не но да бы чтобы где когда какой какая какие который которая которые нужно надо должен должна должны документ написать описать перечислить раздел разделы'.split(' '),
]);

const CYRILLIC = /[\u0400-\u04ff]/;

/** A lemma per word of `text` (several when a Russian word has several readings). */
function termsOf(text: string, cache: Map<string, readonly string[]>): string[] {
  const terms: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    if (word.length < 3 || /^\d+$/.test(word)) continue;
    let lemmas = cache.get(word);
    if (!lemmas) {
      lemmas = lemmasOf(word, CYRILLIC.test(word) ? 'ru' : 'en').filter((lemma) => !stopWords.has(lemma));
      if (stopWords.has(word)) lemmas = [];
      cache.set(word, lemmas);
    }
    terms.push(...lemmas);
  }
  return terms;
}

const HEADING_WEIGHT = 3;
const K1 = 1.2;
const B = 0.75;

/** Every section of `documents` scored against `query`, best first (a section sharing no word scores 0). */
export function rankSections(documents: readonly KitDocumentText[], query: string): RankedSection[] {
  const sections: KitSection[] = [];
  for (const document of documents) sections.push(...sectionsOf(document, sections.length));
  const cache = new Map<string, readonly string[]>();
  const wanted = new Set(termsOf(query, cache));
  const counted = sections.map((section) => {
    const counts = new Map<string, number>();
    const add = (term: string, weight: number) => counts.set(term, (counts.get(term) ?? 0) + weight);
    for (const term of termsOf(section.heading, cache)) add(term, HEADING_WEIGHT);
    const body = termsOf(section.body, cache);
    for (const term of body) add(term, 1);
    return { section, counts, length: body.length + 1 };
  });
  const averageLength = counted.reduce((sum, c) => sum + c.length, 0) / Math.max(1, counted.length);
  const holding = (term: string) => counted.filter((c) => c.counts.has(term)).length;
  const idf = new Map([...wanted].map((term) => [term, Math.log(1 + (counted.length - holding(term) + 0.5) / (holding(term) + 0.5))]));
  return counted
    .map(({ section, counts, length }) => {
      let score = 0;
      for (const term of wanted) {
        const tf = counts.get(term) ?? 0;
        if (tf > 0) score += idf.get(term)! * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * length) / averageLength)));
      }
      return { ...section, score };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
}

/**
 * The sections worth composing from: the best ones scoring at least a third of the best, at most
 * `limit`, in the kit's reading order. Empty when no section shares a word with the query.
 */
export function relevantSections(ranked: readonly RankedSection[], limit: number): RankedSection[] {
  const best = ranked[0]?.score ?? 0;
  if (best <= 0) return [];
  return ranked
    .filter((section) => section.score >= best / 3 && section.body.length > 0)
    .slice(0, limit)
    .sort((a, b) => a.order - b.order);
}

/**
 * The documents a request is about, most relevant first: each scored by its three best sections,
 * those sharing no word left out, at most `limit`.
 */
export function relevantDocuments(
  documents: readonly KitDocumentText[],
  query: string,
  limit: number,
): KitDocumentText[] {
  const scores = new Map<KitDocumentText, number[]>();
  for (const section of rankSections(documents, query)) {
    if (section.score <= 0) continue;
    const list = scores.get(section.document) ?? [];
    if (list.length < 3) list.push(section.score);
    scores.set(section.document, list);
  }
  const total = (document: KitDocumentText) => (scores.get(document) ?? []).reduce((sum, score) => sum + score, 0);
  return documents
    .filter((document) => scores.has(document))
    .sort((a, b) => total(b) - total(a))
    .slice(0, limit);
}
