import { phrasebook, type PlanPhrases } from '../phrasebooks';
import type { CompositionModel } from './types';

export type { PlanPhrases } from '../phrasebooks';

/**
 * The facts the build plan's sentences are written from; en/plan.ts and ru/plan.ts write them. The
 * plan's logic (which tasks, criteria, parts and hours) is shared: it picks phrases from the book of
 * the kit's language, so both languages describe the same board.
 */

/** A thing the plan names: an entity (English label and plural, the founder's own word when not English). */
export interface Thing {
  name: string;
  label: string;
  labelPlural: string;
  founderLabel?: string;
  /** Its fields, when it is one of the data model's records: the plan names the first ones. */
  fields?: ReadonlyArray<{ name: string; type: string }>;
}

/** A screen as the plan cites it. */
export interface ScreenRef {
  name: string;
  route: string;
}

export type Headless = 'cli' | 'api';
/** How people or programs sign in: people's accounts, staff's single sign-on, a player's identity, API keys (from a CLI too). */
export type SignInKind = 'people' | 'staff' | 'players' | 'keys' | 'cli';
/** What the sign-in task's description names. */
export interface SignInFacts {
  auth: string;
  /** The roles people sign up as. */
  roles: readonly string[];
  /** The screens where people sign up and in. */
  screens: readonly ScreenRef[];
  ios: boolean;
  slug: string;
}

/** The plan's phrasebook for a kit's language (a language without its own book is written in English). */
export const planPhrases = (language: CompositionModel['language']): PlanPhrases => phrasebook(language).plan;
