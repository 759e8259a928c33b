import type { CompositionModel } from './types';

/**
 * What kind of product the brief describes, as far as the stack, the access rules and the agents'
 * rules care: a game sells through the stores and ranks players globally, an internal tool signs
 * staff in through the company's identity provider, an API or CLI has no screens, and public
 * listings are read by people who are not signed in.
 */
export interface ProductShape {
  game: boolean;
  internal: boolean;
  extension: boolean;
  mobile: boolean;
  /** Only an API and/or a command-line tool: no screens at all. */
  service: boolean;
  api: boolean;
  cli: boolean;
  /** Entities anyone may read signed out (listings, catalogues, public profiles). */
  publicEntities: string[];
  /** Entities ranked across every player or user (leaderboards). */
  globalEntities: string[];
}

const memo = new WeakMap<CompositionModel, ProductShape>();

const internalWords =
  /\binternal (?:tool|app|system|dashboard|portal)|\bin-house\b|\bback[- ]office\b|\bour (?:team|staff|employees|company)\b|\bfor (?:our|the company'?s?) (?:staff|employees)\b/i;
const globalWords = /leaderboard|high ?score|ranking|hall of fame/i;
const publicWords = /\b(?:browse|public|discover|catalog(?:ue)?|listings?|directory|marketplace)\b/i;

export function productShape(model: CompositionModel): ProductShape {
  const cached = memo.get(model);
  if (cached) return cached;
  const shape = readShape(model);
  memo.set(model, shape);
  return shape;
}

function readShape(model: CompositionModel): ProductShape {
  const { platforms } = model;
  const screens = platforms.filter((p) => p !== 'api' && p !== 'cli');
  const game = model.archetype.id === 'game' || model.secondary?.id === 'game';
  const internal = model.archetype.id === 'internal' || internalWords.test(`${model.summary ?? ''}\n${model.idea}`);
  const globalEntities = model.entities
    .filter(
      (e) =>
        globalWords.test(e.name) ||
        model.features.some((f) => f.entity === e.name && globalWords.test(`${f.name} ${f.description}`)),
    )
    .map((e) => e.name);
  return {
    game,
    internal: internal && !game,
    extension: platforms.includes('extension'),
    mobile: platforms.includes('ios') || platforms.includes('android'),
    service: screens.length === 0,
    api: platforms.includes('api'),
    cli: platforms.includes('cli'),
    // A game's levels are content the app ships, and an internal tool has no visitors: neither has public listings.
    // An extension's records belong to the person who installed it: nobody browses them signed out.
    publicEntities:
      internal || game || screens.every((p) => p === 'extension')
        ? []
        : publicEntitiesOf(model).filter((e) => !globalEntities.includes(e)),
    globalEntities,
  };
}

/**
 * Entities a signed-out visitor reads: those served by an open GET endpoint or a browsing feature,
 * and those a capability publishes (a directory's). A capability's own open read (a booking's free
 * slots) says what it shows signed out, not that its records are public (ADR 0041).
 */
function publicEntitiesOf(model: CompositionModel): string[] {
  const planned = (e: CompositionModel['endpoints'][number]) =>
    model.features.some((f) => f.plan?.endpoints.some((p) => p.method === e.method && p.path === e.path));
  const open = model.endpoints.filter((e) => e.method === 'GET' && !e.auth && !planned(e));
  return model.entities
    .filter(
      (entity) =>
        entity.access === 'public' ||
        open.some((e) => e.path === `/api${entity.route}` || e.path.startsWith(`/api${entity.route}/`)) ||
        model.features.some((f) => f.entity === entity.name && publicWords.test(f.name)),
    )
    .map((e) => e.name);
}
