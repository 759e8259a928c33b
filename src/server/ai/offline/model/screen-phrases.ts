import { phrasebook, type ScreenPhrases } from '../phrasebooks';
import type { CompositionModel, ModelEntity } from './types';

export type { ScreenPhrases } from '../phrasebooks';

/**
 * The facts the names and purposes of the screens are written from; en/screens.ts and ru/screens.ts
 * write them in their language. model/screens.ts decides which screens there are.
 */

/** What a list or detail screen shows: its entity when it has one, else words from the screen's name. */
export interface Listed {
  label: string;
  labels: string;
  entity?: ModelEntity;
  screen: string;
}

/** A feature as a journey step uses it; `goal`, `check` and `firstCriterion` are its English user story's words. */
export interface JourneyFeature {
  name: string;
  description: string;
  entity?: ModelEntity;
  goal: string;
  check: string;
  firstCriterion: string;
}

/** The screens' phrasebook for a kit's language (a language without its own book is written in English). */
export const screenPhrases = (language: CompositionModel['language']): ScreenPhrases => phrasebook(language).screens;
