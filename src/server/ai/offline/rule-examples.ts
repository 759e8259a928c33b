import type { CompositionModel, ModelEntity, ModelFeature, ModelScreen } from './model/types';
import { parentsOf } from './model/plan-order';
import { russianEnglish } from './catalogue/russian-english';
import { camelCase, capitalise, joinList, kebabCase, lowerWords, pluralPhrase, unique } from './text';

/**
 * The brief's own examples for the stack conventions, the agents' rules and the tool prompts: the
 * feature a branch is named after, the endpoint a validation rule shows, the lists whose states a
 * screen rule names, the records each role reaches. A rule that names the product's real parts is
 * one an agent can check its work against; a fixed example ("FEAT-003-reviews") is not.
 */

const SUPPORT = new Set(['accounts', 'settings', 'onboarding', 'landing']);

/** The feature the examples are about: a must about the primary entity, else the first core must. */
export function exampleFeature(b: CompositionModel): ModelFeature | undefined {
  const core = b.features.filter((f) => !SUPPORT.has(f.key));
  return (
    core.find((f) => f.priority === 'must' && f.entity === b.primaryEntity) ??
    core.find((f) => f.priority === 'must') ??
    core[0] ??
    b.features[0]
  );
}

/** "feat/FEAT-006-book-walks" (the id alone when the name has no Latin letters after transliteration). */
export function branchName(feature: ModelFeature): string {
  const slug = kebabCase(feature.name).split('-').slice(0, 5).join('-');
  return `feat/${feature.id}${slug ? `-${slug}` : ''}`;
}

/** A commit message for the feature: "FEAT-006: book walks". */
export function commitExample(feature: ModelFeature): string {
  return `${feature.id}: ${lowerFirst(feature.name)}`;
}

/** The list screens of the product ("Cities, Dogs and Walks"), up to `count`; other screens when it has none. */
export function listScreens(b: CompositionModel, count = 3): ModelScreen[] {
  const lists = b.screens.filter((s) => s.kind === 'list');
  const pool = lists.length > 0 ? lists : b.screens.filter((s) => s.kind !== 'auth' && s.kind !== 'landing');
  return pool.slice(0, count);
}

/** The write an example validation is about: the first POST of the example feature, else any POST. */
export function exampleWrite(b: CompositionModel): string | undefined {
  const feature = exampleFeature(b);
  const posts = b.endpoints.filter((e) => e.method === 'POST' && !/webhook/i.test(e.path));
  const endpoint = posts.find((e) => feature && e.featureIds.includes(feature.id)) ?? posts[0];
  return endpoint ? `${endpoint.method} ${endpoint.path}` : undefined;
}

/** The record a write endpoint ("POST /api/time-slots") saves, found by its route. */
export function writtenRecord(b: CompositionModel, write: string | undefined): ModelEntity | undefined {
  const path = write?.split(' ')[1];
  return path ? b.entities.find((e) => `/api${e.route}` === path) : undefined;
}

/** The entity a role is (DogOwner for "dog owner", Guest for "гость"), when the data model keeps one. */
function roleEntity(b: CompositionModel, role: string): ModelEntity | undefined {
  const name = role.toLowerCase().replace(/ё/g, 'е');
  // A Russian role names an English entity: the reader's own dictionary says which.
  const english = [name, ...name.split(/\s+/)]
    .map((word) => russianEnglish.get(word)?.toLowerCase())
    .filter((word): word is string => word !== undefined);
  return b.entities.find(
    (e) =>
      e.label.toLowerCase() === name ||
      e.name.toLowerCase() === name.replace(/\s+/g, '') ||
      english.includes(e.name.toLowerCase()),
  );
}

/**
 * What each signed-in role reaches, from the foreign keys: "dog owners reach only their walks and
 * payments, dog walkers only their walks". Empty when no role is an entity with records of its own.
 */
export function roleReach(b: CompositionModel): string[] {
  const people = b.roles.filter((r) => !/^(admin|administrator|администратор)/i.test(r.role));
  const reach: string[] = [];
  const others: string[] = [];
  for (const { role } of people) {
    const entity = roleEntity(b, role);
    const key = entity ? `${camelCase(entity.name)}Id` : '';
    const owned = b.entities.filter((e) => e !== entity && e.fields.some((f) => f.name === key));
    if (!entity || owned.length === 0) {
      others.push(entity ? entity.labelPlural.toLowerCase() : pluralPhrase(lowerWords(role)));
      continue;
    }
    const records = joinList(owned.slice(0, 3).map((e) => e.labelPlural.toLowerCase()));
    reach.push(
      reach.length === 0
        ? `${capitalise(entity.labelPlural.toLowerCase())} reach only their ${records}`
        : `${entity.labelPlural.toLowerCase()} only their ${records}`,
    );
  }
  // Roles with no records of their own still reach only what is assigned or shared with them.
  if (reach.length > 0 && others.length > 0) reach.push(`${joinList(others)} only what is assigned or shared with them`);
  return reach;
}

/** The people who sign in, in plural: "dog owners and dog walkers", else the brief's users. */
export function signedInPeople(b: CompositionModel): string {
  const people = b.roles
    .filter((r) => !/^(admin|administrator|администратор)/i.test(r.role))
    .map((r) => roleEntity(b, r.role)?.labelPlural.toLowerCase())
    .filter((name): name is string => name !== undefined);
  return people.length > 0 ? joinList(unique(people)) : b.users;
}

/** The environment variables the server needs: the database, the sign-in secret and each integration's key. */
export function secretNames(b: CompositionModel, auth: string | undefined): string[] {
  const known: Record<string, string> = {
    stripe: 'STRIPE_SECRET_KEY',
    stripe_connect: 'STRIPE_SECRET_KEY',
    email: 'RESEND_API_KEY',
    openai: 'OPENAI_API_KEY',
    maps: 'MAPBOX_ACCESS_TOKEN',
    sms: 'TWILIO_AUTH_TOKEN',
  };
  // Store billing, ads and analytics SDKs run on the device with public keys: no server secret.
  const onDevice = /^(revenuecat|ad-?mob|ads|analytics|in-app-purchase)$/i;
  const keys = b.integrations
    .map((i) => i.key.replace(/^custom:/, ''))
    .filter((key) => !onDevice.test(key))
    .map((key) => known[key] ?? `${kebabCase(key).replace(/-/g, '_').toUpperCase()}`)
    .map((name) => (/_(KEY|TOKEN)$/.test(name) ? name : `${name.replace(/_API$/, '')}_API_KEY`));
  return unique([
    'DATABASE_URL',
    ...(auth?.startsWith('Better Auth') ? ['BETTER_AUTH_SECRET'] : []),
    ...keys.filter((k) => k !== '_API_KEY'),
  ]);
}

/**
 * The product's links between records, by the record they point to: each walk and payment belongs
 * to a dog owner. They are why its data is relational, so the stack's reason names them.
 */
export function recordLinks(b: CompositionModel): Array<{ parent: ModelEntity; children: ModelEntity[] }> {
  const byName = new Map(b.entities.map((e) => [e.name, e]));
  const links: Array<{ parent: ModelEntity; children: ModelEntity[] }> = [];
  for (const child of b.entities)
    for (const name of parentsOf(child)) {
      const parent = byName.get(name);
      if (!parent) continue;
      const link = links.find((l) => l.parent === parent);
      if (link) link.children.push(child);
      else links.push({ parent, children: [child] });
    }
  return links;
}

/** The screens, lists, record pages, endpoints and must-have journeys a product has: what its stack is chosen for. */
export function productCounts(b: CompositionModel) {
  return {
    screens: b.screens.length,
    lists: b.screens.filter((s) => s.kind === 'list').length,
    records: b.screens.filter((s) => s.kind === 'detail').length,
    endpoints: b.endpoints.length,
    journeys: b.features.filter((f) => f.priority === 'must').length,
  };
}

/** The entities named in running text: "cities, dogs and walks". */
export function entityPhrase(b: CompositionModel, count = 3): string {
  return joinList(b.entities.slice(0, count).map((e) => lowerWords(e.labelPlural || e.name)));
}

function lowerFirst(text: string): string {
  return /^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
