import type { KitOptions } from '../../../../shared/schemas/kit';
import type { Archetype } from '../catalogue/archetypes';
import type { ApiSpec } from '../catalogue/features';
import {
  backendSignals,
  keywords,
  monetisationKeywords,
  noBackendSignals,
  type AppPlatform,
  type Monetisation,
} from '../catalogue/lexicon';
import { fill } from '../text';
import type { CompositionModel, EntityAccess, ModelEndpoint, ModelEntity, ModelFeature } from './types';
import { phrasebook } from '../phrasebooks';

export { storageKind, type StorageKind } from './storage-kind';

/** The backend side of the model: whether and why there is one, where data lives, the API. */

/** What the idea's text says about the backend; the brief's platforms, integrations and the founder's choice come first. */
export interface BackendHints {
  archetype: Archetype;
  /** A feature of the brief is a catalogue feature that needs a server (payments, messaging...). */
  serverFeature: boolean;
  ai: boolean;
  monetisation: Monetisation;
}

const saysNoBackend = keywords([
  'no backend',
  'without a backend',
  'no server',
  'no account',
  'no login',
  'no sign-up',
  'no signup',
  'static',
  'working offline',
  'works offline',
  'without internet',
  'без бэкенд',
  'без сервер',
  'без регистрац',
  'статичн',
  'без интернет',
]);
const subscriptionWords = monetisationKeywords.find(([model]) => model === 'subscription')![1];

/**
 * Whether the idea calls for a backend: products of its kind usually have one, its words name
 * shared data, accounts or payments, a feature needs a server, or it runs an AI model; words such
 * as "works offline" or "no backend" count against.
 */
export function ideaNeedsBackend(idea: string, hints: BackendHints): boolean {
  const { archetype } = hints;
  let score = archetype.backend ? 1.5 : -1.5;
  score += Math.min(4, keywords(backendSignals).count(idea));
  if (hints.serverFeature) score += 2;
  if (hints.ai) score += 1.5;
  if (
    hints.monetisation === 'commission' ||
    (hints.monetisation === 'subscription' && archetype.accounts && keywords(subscriptionWords).test(idea))
  )
    score += 1;
  score -= 2 * keywords(noBackendSignals).count(idea);
  if (saysNoBackend.test(idea)) score -= 4;
  return score > 0;
}

const accountWords = keywords([
  'account',
  'sign up',
  'login',
  'log in',
  'sync',
  'across devices',
  'team',
  'аккаунт',
  'регистрац',
  'синхрониз',
]);

/**
 * A command-line tool alone, for one kind of user, whose idea asks for no accounts or sync, keeps
 * its data on the machine it runs on: it needs no server of its own (a server-side integration
 * still decides on its own).
 */
export function isLocalTool(platforms: readonly string[], roles: number, idea: string): boolean {
  return platforms.length > 0 && platforms.every((p) => p === 'cli') && roles <= 1 && !accountWords.test(idea);
}

/** Whether the idea asks for accounts: products of its kind have them, or its words name them. */
export function ideaNeedsAccounts(idea: string, archetype: Archetype): boolean {
  return archetype.accounts || accountWords.test(idea);
}

/** Why a backend is or is not needed, in the words of one language; the model decides which. */
export interface BackendReasonPhrases {
  yes(r: { stored: ModelEntity[]; accounts: boolean; roles: CompositionModel['roles']; asked: boolean }): string;
  no(r: { archetype: Archetype; platforms: AppPlatform[]; declined: boolean }): string;
  /** Where the data lives without a backend, as the language says it in a sentence ("в IndexedDB..." in Russian). */
  storagePlace(archetype: Archetype, platforms: AppPlatform[]): string;
}

const reasons = (language: CompositionModel['language']) => phrasebook(language).backendReason;

export function backendYesReason(
  entities: ModelEntity[],
  accounts: boolean,
  roles: CompositionModel['roles'],
  options: KitOptions,
  vars: Record<string, string>,
  language: CompositionModel['language'] = 'en',
): string {
  const stored = entities.filter((e) => e.name !== 'User').slice(0, 3);
  return fill(reasons(language).yes({ stored, accounts, roles, asked: options.backend === 'yes' }), vars);
}

export function backendNoReason(
  archetype: Archetype,
  platforms: AppPlatform[],
  options: KitOptions,
  vars: Record<string, string>,
  language: CompositionModel['language'] = 'en',
): string {
  return fill(reasons(language).no({ archetype, platforms, declined: options.backend === 'no' }), vars);
}

/** Where the data lives without a backend, as a sentence of the language says it ("в IndexedDB..." in Russian). */
export const storageIn = (archetype: Archetype, platforms: AppPlatform[], language: CompositionModel['language']) =>
  phrasebook(language).backendReason.storagePlace(archetype, platforms);

/**
 * Whose records a list returns and when one record is out of reach, by who may see the entity
 * (./access.ts): the signed-in user's own, those they take part in, the team's, those they
 * published for anyone to read, or those the system computed for them.
 */
const reads: Record<EntityAccess, { list: string; one: string }> = {
  own: { list: 'List the signed-in user’s {entities}', one: 'One {entity}; 404 when it belongs to someone else' },
  involved: {
    list: 'List the {entities} the signed-in user takes part in',
    one: 'One {entity}; 404 for anyone who takes no part in it',
  },
  team: { list: 'List the team’s {entities}', one: 'One {entity}; 404 when it belongs to another team' },
  public: {
    list: 'List the {entities} the signed-in user published (anyone may read them)',
    one: 'One {entity}; anyone may read it, only its owner changes it',
  },
  system: {
    list: 'List the {entities} the system computed for the signed-in user',
    one: 'One {entity}, as the system computed it; 404 when it concerns someone else',
  },
};

/** The read of one record a feature keeps when its capability's plan replaces its CRUD (ADR 0041). */
export const recordRead = (access: EntityAccess = 'own'): ApiSpec => ({
  method: 'GET',
  path: '/api/{es}/:id',
  description: reads[access].one,
  auth: true,
});

export function crudApi(kind: 'manage' | 'browse', access: EntityAccess = 'own'): ApiSpec[] {
  if (kind === 'browse') {
    return [
      {
        method: 'GET',
        path: '/api/{es}',
        description: 'List and search {entities} with filters and pagination',
        auth: false,
      },
      { method: 'GET', path: '/api/{es}/:id', description: 'One {entity} with its details', auth: false },
    ];
  }
  return [
    {
      method: 'GET',
      path: '/api/{es}',
      description: `${reads[access].list}, newest first, paginated`,
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}',
      description: 'Create {anEntity}{fromFields} (validated with the shared schema)',
      auth: true,
    },
    recordRead(access),
    { method: 'PATCH', path: '/api/{es}/:id', description: 'Update {anEntity}', auth: true },
    { method: 'DELETE', path: '/api/{es}/:id', description: 'Delete {anEntity}', auth: true },
  ];
}

/**
 * The API of every feature, one endpoint per method and path with the features that use it. Where a
 * capability's plan (ADR 0041) names an endpoint another feature's CRUD has too (a directory's
 * search on the list of records, a booking's hold on their creation), the plan says what it does.
 */
export function buildEndpoints(features: ModelFeature[]): ModelEndpoint[] {
  const byKey = new Map<string, ModelEndpoint>();
  const planned = new Set<string>();
  for (const feature of features) {
    for (const api of feature.api) {
      const key = `${api.method} ${api.path}`;
      const fromPlan = feature.plan?.endpoints.some((e) => e.method === api.method && e.path === api.path) ?? false;
      const existing = byKey.get(key);
      if (existing) {
        if (!existing.featureIds.includes(feature.id)) existing.featureIds.push(feature.id);
        if (fromPlan && !planned.has(key)) Object.assign(existing, { description: api.description, auth: api.auth });
      } else {
        byKey.set(key, { ...api, featureIds: [feature.id] });
      }
      if (fromPlan) planned.add(key);
    }
  }
  return [...byKey.values()];
}
