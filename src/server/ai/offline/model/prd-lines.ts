import type { AppPlatform } from '../catalogue/lexicon';
import { phrasebook } from '../phrasebooks';
import { kindOf, mainRecord, picksOf, type Kind, type Picks } from './prd-picks';
import type { CompositionModel, ModelFeature } from './types';

export { storyGoal, type Kind, type Picks } from './prd-picks';

/**
 * The PRD's goals, success metrics and non-goals, written for the product's kind (a game's
 * retention, a marketplace's fill rate, an internal tool's time saved) and filled with the brief's
 * own roles, records and features, so two products of the same kind still read differently.
 */

/** The PRD's goals, metrics and non-goals in one language: the picks and the kind decide what they are about. */
export interface PrdPhrases {
  goals(b: CompositionModel, kind: Kind, picks: Picks): string[];
  metrics(b: CompositionModel, kind: Kind, picks: Picks, made: boolean): string[];
  nonGoals(b: CompositionModel, n: NonGoals): string[];
}

/** What the first version leaves out, decided once for every language. */
export interface NonGoals {
  where: string;
  later: ModelFeature[];
  /** The first version is on the web only, or on phones only. */
  platforms: 'web-only' | 'mobile-only' | 'both';
  mobile: AppPlatform[];
  /** The roles to name when there is no admin console. */
  noAdmin: boolean;
  /** A product without screens: through the terminal, or through its API. */
  screenless?: 'cli' | 'api';
  /** The usual extras of products of its kind (indexes into the archetype's list). */
  extras: number;
}

export function prdGoals(b: CompositionModel): string[] {
  return phrasebook(b.language).prd.goals(b, kindOf(b), picksOf(b));
}

export function prdMetrics(b: CompositionModel): string[] {
  const made = b.features.some((f) => f.entities.some((e) => e === mainRecord(b)?.name));
  return phrasebook(b.language).prd.metrics(b, kindOf(b), picksOf(b), made);
}

/** What the first version leaves out: the brief's later features, the platforms not chosen, the kind's usual extras. */
export function prdNonGoals(b: CompositionModel, where: string): string[] {
  const mobile = b.platforms.filter((p) => p === 'ios' || p === 'android');
  const admin = b.roles.some((r) => /admin/i.test(r.role));
  const screenless = b.platforms.every((p) => p === 'cli' || p === 'api');
  return phrasebook(b.language).prd.nonGoals(b, {
    where,
    later: b.features.filter((f) => f.priority === 'could'),
    platforms:
      mobile.length === 0 && b.platforms.includes('web')
        ? 'web-only'
        : mobile.length > 0 && !b.platforms.includes('web')
          ? 'mobile-only'
          : 'both',
    mobile,
    noAdmin: !(admin || !b.accounts),
    screenless: screenless ? (b.platforms.includes('cli') ? 'cli' : 'api') : undefined,
    // The usual extras of products of its kind, when the platform did not decide the kind instead.
    extras: kindOf(b) === b.archetype.id ? 2 : 0,
  });
}