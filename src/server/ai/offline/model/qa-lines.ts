import { foundationKeys } from './first-value';
import { joinList, pluralPhrase } from '../text';
import type { ProductShape } from './product-shape';
import type { ApiSpec } from '../catalogue/features';
import type { CompositionModel, ModelEntity, ModelFeature } from './types';

/**
 * The quality document's and the launch checklist's lines written from the brief: a manual test
 * names the feature's record, field and role; a performance target names the endpoints people hit
 * most; a security target names the records each role must not reach. The same target for every
 * product would tell a tester nothing about this one.
 */

const META = /^(?:id|createdAt|updatedAt|deletedAt)$|Id$/;

const roleWord = (role: string) => (/^[A-Z][A-Z]/.test(role) ? role : role.toLowerCase());
const isAdmin = (role: string) => /^(admin|administrator|администратор)/i.test(role);

/** The roles people sign in as, admins last. */
export function peopleRoles(b: CompositionModel): string[] {
  const people = b.roles.map((r) => r.role).filter((r) => !isAdmin(r));
  return (people.length > 0 ? people : [b.user]).map(roleWord);
}

/** A feature about one of the roles' own profile (Tutor profiles), not about the records they work with. */
function isProfile(b: CompositionModel, f: ModelFeature): boolean {
  if (f.key === 'profiles') return true;
  const label = b.entities.find((e) => e.name === f.entity)?.label.toLowerCase();
  return label !== undefined && b.roles.some((r) => r.role.toLowerCase() === label);
}

/**
 * The feature a person comes for: the first must-have about the records people work with rather
 * than sign-up, settings or their own profile; `fallback` when every feature is one of those.
 */
export function valueFeature(b: CompositionModel, fallback?: ModelFeature): ModelFeature | undefined {
  const core = b.features.filter((f) => !foundationKeys.has(f.key) && !isProfile(b, f));
  return (
    core.find((f) => f.priority === 'must' && f.routes[0] !== undefined) ??
    core.find((f) => f.priority === 'must') ??
    fallback
  );
}

/** The entity whose records the value feature works with: what access rules protect first. */
export function workedRecord(b: CompositionModel, first: ModelFeature | undefined): ModelEntity | undefined {
  return (
    b.entities.find((e) => e.name === first?.entity) ??
    b.entities.find((e) => e.name === b.primaryEntity) ??
    b.entities[0]
  );
}

/** The first field a person fills in on a record, as the model names it. */
export const firstFilled = (entity: ModelEntity) =>
  entity.fields.find((f) => !META.test(f.name) && f.type !== 'boolean' && !/status/i.test(f.name)) ??
  entity.fields.find((f) => !META.test(f.name));

/** The fields a person fills in, without ids and timestamps. */
export const filledFields = (entity: ModelEntity) => entity.fields.filter((f) => !META.test(f.name));

/** The endpoint that saves the feature's record, if it has one. */
export const writerOf = (feature: ModelFeature) =>
  feature.api.find((a) => a.method === 'POST') ?? feature.api.find((a) => a.method !== 'GET');

/**
 * How a manual test carries a feature's main action through: save a record and wait for the
 * endpoint that writes it, open the records an endpoint loads, keep a record on the device across a
 * reload, or complete the feature when it names no record.
 */
export type MainAction =
  | { kind: 'save'; entity: ModelEntity; endpoint: ApiSpec }
  | { kind: 'open'; entity: ModelEntity; endpoint: ApiSpec }
  | { kind: 'keep'; entity: ModelEntity }
  | { kind: 'complete' };

export function mainAction(feature: ModelFeature, entity: ModelEntity | undefined): MainAction {
  const writer = writerOf(feature);
  if (entity && writer) return { kind: 'save', entity, endpoint: writer };
  const reader = feature.api.find((a) => a.method === 'GET');
  if (entity && reader) return { kind: 'open', entity, endpoint: reader };
  // Kept on the device: what matters is that the record outlives a reload.
  if (entity && feature.api.length === 0) return { kind: 'keep', entity };
  return { kind: 'complete' };
}

/** Who tries someone else's record: a profile's own role, else the role the feature is for, else the first person who signs in. */
export function actingRole(feature: ModelFeature, entity: ModelEntity | undefined, b: CompositionModel): string {
  const own = entity && b.roles.find((r) => r.role.toLowerCase() === entity.label.toLowerCase());
  return roleWord(own ? own.role : feature.role || peopleRoles(b)[0]!);
}

/** The endpoints most requests go to: the first-value feature's reads and writes, then the hub's list. */
export function busiestEndpoints(b: CompositionModel, first: ModelFeature | undefined, count = 3): string[] {
  const fromFirst = first ? first.api : [];
  const primaryPath = b.entities.find((e) => e.name === b.primaryEntity)?.route;
  const reads = b.endpoints.filter((e) => e.method === 'GET' && !/:/.test(e.path));
  const ordered = [
    ...fromFirst.filter((a) => a.method === 'GET' && !/:/.test(a.path)),
    ...fromFirst.filter((a) => a.method === 'POST'),
    ...reads.filter((e) => primaryPath && e.path === `/api${primaryPath}`),
    ...reads,
  ];
  const seen = new Set<string>();
  return ordered
    .map((a) => `${a.method} ${a.path}`)
    .filter((line) => !seen.has(line) && seen.add(line))
    .slice(0, count);
}

/** The latency target, on the endpoints it matters for. */
export function latencyTarget(b: CompositionModel, first: ModelFeature | undefined): string {
  const busy = busiestEndpoints(b, first);
  return busy.length > 0
    ? `${joinList(busy)} answer in under 300 ms at p95 with 20 requests per second on the smallest production instance`
    : 'API p95 latency under 300 ms at 20 requests per second on the smallest production instance';
}

/** What a security target rate-limits: sign-in (named `signIn`) when people have accounts, then up to two writes open to anyone (webhooks aside). */
export function rateLimited(b: CompositionModel, signIn: string): string[] {
  const openWrites = b.endpoints
    .filter((e) => !e.auth && e.method !== 'GET' && !/webhook/i.test(e.path))
    .map((e) => `${e.method} ${e.path}`);
  return [...(b.accounts ? [signIn] : []), ...openWrites.slice(0, 2)];
}

/** The security target: what is rate-limited, and which records each role must never reach. */
export function securityTarget(b: CompositionModel, shape: ProductShape): string {
  const limited = rateLimited(b, 'sign-in');
  const primary = workedRecord(b, valueFeature(b));
  const roles = peopleRoles(b);
  const records = primary?.labelPlural;
  const people = pluralPhrase(roles[0]!);
  // Internal tools share a team's records; elsewhere each person's records are theirs alone.
  const reach =
    !b.accounts || !records
      ? ''
      : shape.internal
        ? `${people} cannot delete ${records} or change roles`
        : `${people} cannot ${shape.publicEntities.includes(primary.name) ? 'change' : 'read or change'} each other’s ${records}${roles.length > 1 ? `, and ${pluralPhrase(roles[1]!)} reach only the ${records} linked to them` : ''}`;
  return [
    'Security: OWASP ASVS level 1',
    limited.length > 0 ? `${joinList(limited)} rate-limited` : '',
    reach,
    'dependencies scanned in CI',
  ]
    .filter(Boolean)
    .join('; ');
}

/** The entities a line about stored data names (settings left out): the first `count`, and whether others follow. */
export function storedEntities(b: CompositionModel, count = 3): { shown: ModelEntity[]; more: boolean } {
  const entities = b.entities.filter((e) => e.name !== 'Preference');
  return { shown: entities.slice(0, count), more: entities.length > count };
}

/** "Lessons, Bookings and Students": the plural labels of a few entities, for a line about stored data. */
export function storedRecords(b: CompositionModel, rest = 'the other records', count = 3): string {
  const { shown, more } = storedEntities(b, count);
  const labels = shown.map((e) => e.labelPlural);
  return more ? `${labels.join(', ')} and ${rest}` : joinList(labels);
}

/** Routes a page-speed audit should cover: the landing page, the hub and the first-value list. */
export function keyRoutes(b: CompositionModel, first: ModelFeature | undefined): string[] {
  const landing = b.screens.find((s) => s.kind === 'landing')?.route;
  const seen = new Set<string>();
  return [landing, b.hub, first?.routes[0]]
    .filter((r): r is string => r !== undefined && !seen.has(r) && Boolean(seen.add(r)))
    .slice(0, 3);
}

/** Pages a signed-out visitor (or a search engine) can open. */
export function publicRoutes(b: CompositionModel, shape: ProductShape): string[] {
  if (shape.internal) return [];
  const routes = b.screens
    .filter(
      (s) =>
        s.kind === 'landing' ||
        (s.entity !== undefined &&
          shape.publicEntities.includes(s.entity) &&
          (s.kind === 'list' || s.kind === 'detail')),
    )
    .map((s) => s.route);
  return [...new Set(routes)];
}
