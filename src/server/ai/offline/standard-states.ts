import { featureDefs } from './catalogue/features';
import { surfaceOf } from './model/screens';
import type { CompositionModel, ModelScreen } from './model/types';

/**
 * The screens whose loading, empty and error states are the same in every product: the landing
 * page, the sign-up, sign-in and settings forms, the home screen, a list of records and a record's
 * page. Their states are stated once, in the AI rules (AGENTS.md), and the app flow says
 * "Standard" for them instead of repeating them per screen; what is the screen's own (a list's
 * fields while it loads, the role a new account chooses) stays in the app flow (ADR 0043).
 */

export type StandardScreen = 'landing' | 'form' | 'home' | 'list' | 'record';
export type ScreenState = 'loading' | 'empty' | 'error';

export interface StandardStates {
  kind: StandardScreen;
  /** The states the app flow still words for this screen. */
  own: readonly ScreenState[];
}

/** A list of things people create offers a "New" button; a list the product fills (notifications) does not. */
export function createsRecords(b: CompositionModel, screen: ModelScreen): boolean {
  return b.features.some(
    (f) =>
      screen.featureIds.includes(f.id) && (featureDefs.get(f.key)?.kind === 'manage' || f.key.startsWith('custom:')),
  );
}

/** The standard states a screen takes, if any. */
export function standardStatesOf(b: CompositionModel, screen: ModelScreen): StandardStates | undefined {
  const surface = surfaceOf(b);
  // A content site's pages are built ahead and a game's screens are its own: neither has these states.
  const prerendered = b.archetype.id === 'static_site';
  if (surface === 'game' || surface === 'extension' || surface === 'headless') return undefined;
  switch (screen.kind) {
    case 'landing':
      return surface === 'web' ? { kind: 'landing', own: [] } : undefined;
    case 'auth':
      if (surface !== 'web') return undefined;
      // Choosing a role on sign-up is the product's own: its empty form says which roles.
      return { kind: 'form', own: screen.route === '/sign-up' && b.roles.length > 1 ? ['empty'] : [] };
    case 'hub':
      return surface === 'internal' || prerendered ? undefined : { kind: 'home', own: [] };
    case 'list':
      return prerendered || !createsRecords(b, screen) ? undefined : { kind: 'list', own: ['loading'] };
    case 'detail':
      return prerendered ? undefined : { kind: 'record', own: ['loading'] };
    default:
      return screen.route === '/settings' ? { kind: 'form', own: [] } : undefined;
  }
}

/** The kinds of standard screens a product has, in the order the AI rules state them. */
export function standardScreensOf(b: CompositionModel): StandardScreen[] {
  const kinds = new Set(b.screens.map((s) => standardStatesOf(b, s)?.kind).filter((k) => k !== undefined));
  return (['landing', 'form', 'home', 'list', 'record'] as const).filter((k) => kinds.has(k));
}
