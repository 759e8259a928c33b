import type { AppPlatform } from './catalogue/lexicon';
import type { CompositionModel, ModelFeature } from './model/types';
import { phrasebook } from './phrasebooks';

/**
 * The sentences of the overview, one phrasebook per language: the composer decides what the
 * overview says (which features, roles, competitors and constraints), a phrasebook says it.
 */
export interface OverviewPhrases {
  /** Where the product runs: "on the web, iOS and Android", "as a browser extension". */
  where(b: CompositionModel): string;
  platformName(platform: AppPlatform): string;
  taglines(b: CompositionModel, name: string): string[];
  /** The problem, when the brief's language is not the one the catalogue's problems are written in. */
  problem(b: CompositionModel): string;
  /** The value proposition's last line: against the products people use today. */
  alternatives(b: CompositionModel, competitors: string[]): string[];
  /** After the founder's own summary: where it runs and what the first version focuses on. */
  runs(b: CompositionModel, where: string, first: ModelFeature[]): string[];
  /** A summary from the brief: what it is, where, for whom, what its first features (most urgent first) let people do. */
  briefSummary(b: CompositionModel, name: string, where: string, ranked: ModelFeature[], others: CompositionModel['roles']): string;
  /** Regulations it is built to meet, then the hard limits it keeps to, in the brief's words. */
  constraintsClause(b: CompositionModel): string;
}

/** The phrasebook of the brief's language (a language without one is written in English). */
export const overviewText = (language: CompositionModel['language']): OverviewPhrases => phrasebook(language).overview;
