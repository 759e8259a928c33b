import type { CompositionModel, ModelEntity, ModelFeature } from './model/types';
import { phrasebook } from './phrasebooks';

/**
 * What to do next, in one language. The composer decides which tips and checklist lines a kit gets
 * (from its features, integrations, platforms and constraints); a phrasebook words them.
 */

export interface Tip {
  title: string;
  body: string;
}

/** The facts every tip and checklist line is written from, chosen once for every language. */
export interface NextFacts {
  name: string;
  /** The product's headline metric. */
  metric: string;
  /** The feature that delivers the first value, and the record it works with. */
  first?: ModelFeature;
  worked?: ModelEntity;
  riskiest: ModelFeature;
  /** A feature left for later, the first must-have otherwise. */
  later?: ModelFeature;
  firstMust: ModelFeature;
  roles: string[];
  analytics: boolean;
  musts: ModelFeature[];
}

/** Which launch checklist lines a kit gets. */
export interface ChecklistFacts extends NextFacts {
  internal: boolean;
  mobile: boolean;
  service?: 'cli' | 'api';
  signUp?: { route: string };
  settings?: { name: string; route: string };
  /** Regulations that need consent, and the records they protect (entity names). */
  regulated: string[];
  regulatedRecords: string[];
  firstIntegration?: string;
  stripe: boolean;
  revenuecat: boolean;
  email: boolean;
  extension: boolean;
  publicPages: string[];
}

export interface WhatNextPhrases {
  archetypeTips(b: CompositionModel, name: string): Tip[];
  /**
   * The product's headline metric, named as its kind measures it, or the first of the PRD's
   * metrics (read only when the phrasebook uses them, so a kit without a brief never computes them).
   */
  metric(b: CompositionModel, prdMetrics: () => string[]): string;
  talk(b: CompositionModel, n: NextFacts): Tip;
  riskiest(b: CompositionModel, n: NextFacts): Tip;
  measure(b: CompositionModel, n: NextFacts): Tip;
  validate(b: CompositionModel, n: NextFacts): Tip;
  charge(b: CompositionModel, n: NextFacts): Tip;
  sync(b: CompositionModel, n: NextFacts): Tip;
  decide(questions: string[]): Tip;
  checklist(b: CompositionModel, c: ChecklistFacts): Array<string | undefined>;
}

export const whatNextText = (language: CompositionModel['language']): WhatNextPhrases => phrasebook(language).whatNext;
