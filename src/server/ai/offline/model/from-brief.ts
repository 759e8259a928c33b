import {
  capabilityOf,
  type Brief,
  type BriefEntity,
  type BriefFeature,
  type BriefPlatform,
  type BriefRole,
  type FieldType,
} from '../../../../shared/schemas/brief';
import type { KitOptions } from '../../../../shared/schemas/kit';
import type { Archetype } from '../catalogue/archetypes';
import type { ApiSpec, FeatureDef } from '../catalogue/features';
import {
  aiKeywords,
  integrationDefs,
  keywords,
  monetisationKeywords,
  type AppPlatform,
  type Monetisation,
} from '../catalogue/lexicon';
import { entitySamples } from '../catalogue/domain';
import { catalogueName } from '../catalogue/integrations';
import { categoryOf } from '../viability/category-of';
import {
  camelCase,
  capitalise,
  fill,
  isCyrillic,
  joinList,
  kebabCase,
  lowerWords,
  plural,
  pluralPhrase,
  singularPhrase,
  slugify,
  unique,
  withArticle,
} from '../text';
import { archetypeOf } from './archetype-of';
import { doneOnDevice } from './integration-calls';
import { integrationsOf } from './plan-order';
import {
  backendNoReason,
  backendYesReason,
  buildEndpoints,
  crudApi,
  ideaNeedsAccounts,
  recordRead,
  ideaNeedsBackend,
  isLocalTool,
} from './backend';
import { capabilityAccess, entityAccess, inProduct, widest } from './access';
import { closestRole, isAdmin, lowerName, mostUsedEntity } from '../../../capabilities/brief-plans';
import { fieldsInWords } from './record-fields';
import { capabilityNeedsServer, featurePlan, planRecords, withPlanScreens } from './capability';
import { matchDef } from './catalogue-match';
import { criteriaText, criterionText, prdCriterion, safeguardCriteria } from './criteria';
import {
  actOf,
  entityFacts,
  isActionName,
  startsWithVerb,
  type EntityFacts,
  type FeatureFacts,
} from './feature-facts';
import { featureTexts } from './feature-text';
import { phrasebook } from '../phrasebooks';
import { automaticFields, englishLabel, lowerWordsOf, pluralLabel } from './entity-label';
import { storedPhrases } from './backend-phrases';
import { buildRisks } from './risks';
import { buildScreens, featureRoutes, hubFor, isInternalProduct, surfaceOf } from './screens';
import type { CompositionModel, EntityAccess, ModelEntity, ModelFeature, ModelField } from './types';

/**
 * The brief the founder confirmed (ADR 0022) expanded into the composition model. Whatever the
 * founder can edit (name, platforms, roles, entities, features, integrations, constraints,
 * monetisation, assumptions, open questions) comes from the brief alone, so an entity renamed or
 * removed there is renamed or gone in every document. What the brief does not hold comes from the
 * idea's words and the brief together: the archetype (stack, risks, goals and metrics of products
 * of its kind), whether the text calls for a backend and accounts, and, from the market category
 * the evaluation also uses, the problem and the competitors.
 */

const memo = new Map<string, CompositionModel>();
const MEMO_SIZE = 50;

/** Forgets every memoised model (tests use it to prove the expansion itself is deterministic). */
export function clearModelCache(): void {
  memo.clear();
}

export function modelFromBrief(brief: Brief, idea: string, options: KitOptions = {}): CompositionModel {
  const key = JSON.stringify([brief, idea, options]);
  const hit = memo.get(key);
  if (hit) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const model = buildModel(withoutBraces(brief), idea, options);
  memo.set(key, model);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return model;
}

/** Braces would read as template variables in the composer's texts; the founder's text never needs them. */
function withoutBraces<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/[{}]/g, '') as T;
  if (Array.isArray(value)) return value.map(withoutBraces) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutBraces(v)])) as T;
  }
  return value;
}

const platformFromBrief: Record<BriefPlatform, AppPlatform> = {
  web: 'web',
  ios: 'ios',
  android: 'android',
  desktop: 'desktop',
  'browser-extension': 'extension',
  api: 'api',
  cli: 'cli',
};

/** The entity a brief without entities still needs: every kit stores at least the person's settings. */
const fallbackEntity: BriefEntity = {
  name: 'Preference',
  fields: [
    { name: 'theme', type: 'enum' },
    { name: 'language', type: 'string' },
  ],
  relations: [],
};

interface People {
  user: string;
  provider?: string;
  roles: CompositionModel['roles'];
}

function buildModel(brief: Brief, rawIdea: string, options: KitOptions): CompositionModel {
  const idea = rawIdea
    .replace(/[{}]/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .trim();
  const { archetype, secondary, scores } = archetypeOf(brief, idea);
  const productName = brief.productName;
  const platforms = unique(brief.platforms.map((p) => platformFromBrief[p]));
  const integrations: CompositionModel['integrations'] = brief.integrations.map((i) => ({
    key: integrationKey(catalogueName(i.name)),
    name: i.name,
    purpose: i.purpose,
  }));
  const briefEntities = brief.entities.length > 0 ? brief.entities : [fallbackEntity];
  const catalogued = brief.features.map((f) => matchDef(f.name, true));
  const featureText = [
    ...brief.features.flatMap((f) => [f.name, f.description]),
    ...brief.integrations.flatMap((i) => [i.name, i.purpose]),
  ].join('\n');
  const ai =
    keywords(aiKeywords).test(idea) ||
    keywords(aiKeywords).test(featureText) ||
    catalogued.some((def) => def?.key.startsWith('ai_'));
  const monetisation = monetisationOf(brief.monetisation, archetype);
  // Notifications alone call for no server: a device schedules its own reminders (an email or SMS
  // service is an integration, which decides on its own). Nor does the profile of a product's only
  // kind of user: a device keeps it; profiles others see need one.
  const localOnly = new Set(['notifications', ...(brief.roles.length <= 1 ? ['profiles'] : [])]);
  const serverFeature = catalogued.some((def) => def?.backend === true && !localOnly.has(def.key));
  const fromText = ideaNeedsBackend(idea, { archetype, serverFeature, ai, monetisation });
  const backendRequired = needsBackend(brief, idea, fromText, options, integrations);
  const accounts =
    backendRequired &&
    (ideaNeedsAccounts(idea, archetype) ||
      serverFeature ||
      brief.roles.length > 1 ||
      briefEntities.some((e) => ['User', 'Account', 'Member'].includes(e.name)) ||
      catalogued.some((def) => def?.kind === 'account'));
  const category = categoryOf(brief);
  const internal = isInternalProduct([brief.summary, idea, ...brief.assumptions]);
  const hub = hubFor(surfaceOf({ platforms, archetype, internal }), accounts);

  const labels = new Map(briefEntities.map((e) => [e.name, englishLabel(e)]));
  const primaryEntity = mostUsedEntity(briefEntities, brief.features)!.name;
  const primary = labels.get(primaryEntity)!;
  const people = peopleOf(brief.roles, archetype);
  const users = pluralPhrase(people.user);
  const vars: Record<string, string> = {
    product: productName,
    user: people.user,
    users,
    User: capitalise(people.user),
    Users: capitalise(users),
    provider: people.provider ?? people.user,
    providers: people.provider ? pluralPhrase(people.provider) : users,
    Provider: capitalise(people.provider ?? people.user),
    Providers: capitalise(people.provider ? pluralPhrase(people.provider) : users),
    item: primary,
    items: pluralLabel(primary),
    primary,
    primaries: pluralLabel(primary),
    Primaries: capitalise(pluralLabel(primary)),
    hub,
  };
  const roles = people.roles.map((r) => ({
    role: r.role,
    needs: r.needs.length > 0 ? r.needs : archetype.needs.user.map((n) => fill(n, vars)),
  }));
  vars.roles = joinList(roles.map((r) => pluralPhrase(lowerName(r.role))));

  const access = entityAccess({ entities: briefEntities, features: brief.features }, internal);
  const entities = briefEntities.map((e) => entityFrom(e, labels.get(e.name)!, brief, vars, access.get(e.name)));
  const roleWords = new Set(
    brief.roles.flatMap((r) => {
      const name = singularPhrase(lowerName(r.name)).toLowerCase();
      return [name, name.split(' ').at(-1)!];
    }),
  );
  const facts = new Map(
    briefEntities.map((e) => {
      const model = entities.find((m) => m.name === e.name)!;
      return [e.name, entityFacts(e, model.label, model.route, brief, roleWords)] as const;
    }),
  );
  const context: FeatureContext = {
    backend: backendRequired,
    accounts,
    internal,
    entities,
    primaryEntity,
    people,
    brief,
    vars,
    facts,
  };
  const features = distinctCriteria(
    brief.features.map((f) => featureFrom(f, context, integrations)),
    brief.language,
  );
  addPlanRecords(features, entities, brief, vars, internal, brief.entities.length > 0 ? primaryEntity : undefined);
  for (const integration of integrations) {
    const doers = features.filter((f) => f.doneOnDevice?.includes(integration.key)).map((f) => f.id);
    if (doers.length > 0 && !features.some((f) => integrationsOf(f).includes(integration.key))) integration.onDevice = doers;
  }
  for (const entity of entities) entity.description += usedIn(entity, features, brief.language);
  const built = buildScreens(features, entities, {
    accounts,
    hub,
    archetype,
    productName,
    platforms,
    primaryEntity,
    internal,
    roles: roles.map((r) => r.role),
    monetisation: brief.monetisation,
    integrations: integrations.map((i) => i.name),
    language: brief.language,
  });
  const screens = withPlanScreens(built, { features, entities, hub });
  // Every document names a feature's screens by the routes that show it.
  for (const feature of features) feature.routes = featureRoutes(feature.id, screens);

  return {
    idea,
    language: brief.language,
    productName,
    nameFromIdea: true,
    slug: slugify(productName),
    archetype,
    secondary,
    archetypeScores: scores,
    purpose: purposeOf(brief.roles, archetype, vars),
    problem: fill(category?.problem ?? archetype.problem, vars),
    audience: unique(roles.map((r) => capitalise(pluralPhrase(lowerName(r.role))))).slice(0, 3),
    explicitAudience: true,
    roles,
    user: people.user,
    users,
    provider: people.provider,
    item: vars.item!,
    items: vars.items!,
    primaryEntity,
    entities,
    features,
    screens,
    endpoints: backendRequired ? buildEndpoints(features) : [],
    hub,
    platforms,
    monetisation: { model: monetisation, text: brief.monetisation, explicit: true },
    backendRequired,
    backendReason: backendRequired
      ? backendYesReason(entities, accounts, roles, options, vars, brief.language)
      : backendNoReason(archetype, platforms, options, vars, brief.language),
    accounts,
    internal,
    ai,
    integrations,
    // The risks and questions of what the features do come before those of products of this kind.
    risks: unique([
      ...features.flatMap((f) => f.plan?.risks ?? []),
      ...buildRisks(archetype, secondary, features, platforms, vars, brief.language),
    ]),
    competitors: (category?.competitors ?? archetype.competitors)
      .slice(0, 5)
      .map((competitor) => phrasebook(brief.language).viability.competitor(competitor)),
    vars,
    summary: brief.summary,
    constraints: brief.constraints,
    assumptions: brief.assumptions,
    openQuestions: unique([...brief.openQuestions, ...features.flatMap((f) => f.plan?.questions ?? [])]),
    signals: {
      wordCount: idea.split(/\s+/).filter(Boolean).length,
      namedFeatures: brief.features.length,
      differentiators: differentiatorWords.count(idea),
    },
  };
}

/** The business model the brief's monetisation names, else the one products of its kind use. */
function monetisationOf(text: string, archetype: Archetype): Monetisation {
  return monetisationKeywords.find(([, words]) => keywords(words).test(text))?.[0] ?? archetype.monetisation;
}

/** Words by which an idea says what sets it apart. */
const differentiatorWords = keywords([
  'only',
  'first',
  'unlike',
  'instead of',
  'without',
  'niche',
  'specifically',
  'dedicated',
  'tailored',
  'единственн',
  'в отличие',
  'специально',
]);

/**
 * A backend when the founder asked for one, when the product is an API, when an integration keeps
 * a secret on a server, or when the idea's text calls for one (shared data, accounts, payments).
 */
function needsBackend(
  brief: Brief,
  idea: string,
  fromText: boolean,
  options: KitOptions,
  integrations: CompositionModel['integrations'],
): boolean {
  if (options.backend === 'yes') return true;
  if (options.backend === 'no') return false;
  if (brief.platforms.includes('api')) return true;
  // A capability with endpoints to serve or jobs to run (ADR 0041) needs a server, as a server-side integration does.
  if (brief.features.some(capabilityNeedsServer)) return true;
  if (integrations.some((i) => integrationDefs.find((d) => d.key === i.key)?.backend)) return true;
  if (isLocalTool(brief.platforms, brief.roles.length, idea)) return false;
  return fromText;
}

/** The catalogue key of an integration the founder named ("SMS" → sms), so the stack can pick a provider. */
function integrationKey(name: string): string {
  const lower = name.trim().toLowerCase();
  const def =
    integrationDefs.find((d) => d.name.toLowerCase() === lower) ??
    integrationDefs.find((d) => d.keywords.length > 0 && keywords(d.keywords).test(name));
  return def?.key ?? `custom:${kebabCase(name) || lower}`;
}

// ---------------------------------------------------------------------------------------------
// People

function peopleOf(briefRoles: readonly BriefRole[], archetype: Archetype): People {
  const main = briefRoles.find((r) => !isAdmin(r)) ?? briefRoles[0];
  const user = main ? singularPhrase(lowerName(main.name)) : singularPhrase(archetype.users);
  const other = briefRoles.find((r) => r !== main && !isAdmin(r));
  return {
    user,
    provider: other ? singularPhrase(lowerName(other.name)) : undefined,
    roles: briefRoles.map((r) => ({ role: capitalise(r.name), needs: r.goals.map(capitalise) })),
  };
}

/** What the product helps its main users do: their first goal when it reads as a verb phrase. */
function purposeOf(briefRoles: readonly BriefRole[], archetype: Archetype, vars: Record<string, string>): string {
  const goal = (briefRoles.find((r) => !isAdmin(r)) ?? briefRoles[0])?.goals[0];
  if (goal && !isCyrillic(goal) && startsWithVerb(goal)) return lowerName(goal.replace(/[.!]+$/, ''));
  return fill(archetype.purpose, vars);
}

/** The other side of the product for a feature's role: the first other role that is not an admin. */
function otherRoleOf(role: string, briefRoles: readonly BriefRole[]): string | undefined {
  const other = briefRoles.find((r) => !isAdmin(r) && singularPhrase(lowerName(r.name)) !== role);
  return other ? singularPhrase(lowerName(other.name)) : undefined;
}

/** The person a record belongs to who can be reached (a patient with a phone), else the feature's role. */
function recipientOf(entity: EntityFacts | undefined, facts: ReadonlyMap<string, EntityFacts>, role: string): string {
  const reachable = [...facts.values()].find(
    (e) => entity?.parents.includes(e.label) && e.fields.some((f) => f.type === 'phone' || f.type === 'email'),
  );
  return reachable?.label ?? role;
}

/** No two features share a criterion: a repeated one is dropped, or names its feature when the feature needs it. */
function distinctCriteria(features: ModelFeature[], language: Brief['language']): ModelFeature[] {
  const seen = new Set<string>();
  const t = criteriaText(language);
  return features.map((feature) => {
    const criteria: string[] = [];
    feature.acceptanceCriteria.forEach((text, i) => {
      const left = feature.acceptanceCriteria.length - i - 1;
      const parts = t.split(text);
      if (seen.has(text) && criteria.length + left >= 2) return;
      const own = seen.has(text) && parts ? t.text(t.distinct(parts, feature.name)) : text;
      seen.add(own);
      criteria.push(own);
    });
    return { ...feature, acceptanceCriteria: criteria };
  });
}

/** The role a feature serves: the one whose name and goals share most words with it, else the catalogue's, else the main one. */
function roleFor(feature: BriefFeature, def: FeatureDef | undefined, people: People, briefRoles: readonly BriefRole[]) {
  const best = closestRole(feature, briefRoles);
  if (best) return singularPhrase(lowerName(best.name));
  if (def?.role === 'provider' && people.provider) return people.provider;
  const admin = briefRoles.find(isAdmin);
  if (def?.role === 'admin' && admin) return singularPhrase(lowerName(admin.name));
  return people.user;
}

// ---------------------------------------------------------------------------------------------
// Entities

/** Database types for the brief's field types; their notes are in the brief's language. */
const storedTypes: Record<FieldType, string> = {
  string: 'text',
  text: 'text',
  integer: 'integer',
  number: 'decimal',
  money: 'integer',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamp',
  email: 'text',
  phone: 'text',
  url: 'text',
  enum: 'enum',
  image: 'text',
  file: 'text',
  location: 'jsonb',
  reference: 'uuid',
  json: 'jsonb',
};


function entityFrom(
  entity: BriefEntity,
  label: string,
  brief: Brief,
  vars: Record<string, string>,
  access: EntityAccess = 'own',
): ModelEntity {
  const names = new Set(brief.entities.map((e) => e.name));
  const say = storedPhrases(brief.language);
  const fields: ModelField[] = [{ name: 'id', type: 'uuid', notes: say.primaryKey }];
  const own = new Set(entity.fields.map((f) => f.name));
  for (const relation of entity.relations) {
    const key = `${camelCase(relation.entity)}Id`;
    if (relation.kind === 'belongsTo' && !own.has(key))
      fields.push({ name: key, type: 'uuid', notes: say.references(relation.entity, brief) });
  }
  for (const field of entity.fields) {
    if (automaticFields.has(field.name)) continue;
    const target = field.type === 'reference' ? referencedEntity(field.name, names) : undefined;
    fields.push({
      name: field.name,
      type: storedTypes[field.type],
      notes: target ? say.references(target, brief) : say.notes[field.type],
    });
  }
  fields.push({ name: 'createdAt', type: 'timestamp', notes: say.setByDatabase });
  fields.push({ name: 'updatedAt', type: 'timestamp', notes: '' });

  const relations = entity.relations.map((r) => say.relation(entity.name, r.kind, r.entity, brief));
  const parents = unique([
    ...entity.relations.filter((r) => r.kind === 'belongsTo').map((r) => r.entity),
    ...brief.entities
      .filter((owner) =>
        owner.relations.some((r) => (r.kind === 'hasMany' || r.kind === 'hasOne') && r.entity === entity.name),
      )
      .map((owner) => owner.name),
  ]).filter((name) => name !== entity.name);
  const sample = entitySamples.get(entity.name);
  const entityVars = { ...vars, entity: label, primary: vars.primary ?? label };
  const sampleWords = entity.fields
    .filter((f) => !automaticFields.has(f.name) && f.type !== 'reference')
    .slice(0, 4)
    .map((f) => lowerWords(f.name));
  const described = entityText(brief.language).description(entity, label, brief);
  return {
    name: entity.name,
    label,
    labelPlural: pluralLabel(label),
    ...(entity.label && isCyrillic(entity.label) ? { founderLabel: lowerWordsOf(entity.label) } : {}),
    route: `/${kebabCase(plural(entity.name))}`,
    description: described,
    fields,
    relations,
    parents,
    access,
    sample: sample
      ? fill(sample, entityVars)
      : sampleWords.length > 0
        ? `${withArticle(label)} with realistic ${joinList(sampleWords.slice(0, 3))}`
        : `${withArticle(label)} named “First ${label}”`,
  };
}

/** What the PRD says an entity is and who uses it, in one language. */
export interface EntityPhrases {
  description(entity: BriefEntity, label: string, brief: Brief): string;
  usedIn(entity: ModelEntity, using: readonly ModelFeature[]): string;
}

const entityText = (language: Brief['language']): EntityPhrases => phrasebook(language).entity;


/** " Players work with it in Manage tournaments and Leaderboards.": who uses the entity, and where. */
function usedIn(entity: ModelEntity, features: readonly ModelFeature[], language: Brief['language']): string {
  const using = features.filter((f) => f.entities.includes(entity.name));
  if (using.length === 0) return '';
  return entityText(language).usedIn(entity, using);
}

/** `patientId` → Patient, when the brief has it. */
function referencedEntity(field: string, names: ReadonlySet<string>): string | undefined {
  const base = capitalise(field.replace(/Id$/, ''));
  return names.has(base) ? base : undefined;
}

// ---------------------------------------------------------------------------------------------
// Features

interface FeatureContext {
  backend: boolean;
  accounts: boolean;
  /** Only the company's own team uses it: an admin creates the accounts. */
  internal: boolean;
  entities: ModelEntity[];
  primaryEntity: string;
  people: People;
  brief: Brief;
  vars: Record<string, string>;
  /** What the PRD's sentences say about each entity, by name. */
  facts: Map<string, EntityFacts>;
}

/**
 * The catalogue feature a brief feature's name names, when its templates fit: an account feature
 * only in a product with accounts, and a feature that manages or lists an entity only when the
 * founder gave it one (the catalogue's routes and criteria then speak of the founder's entity).
 */
function catalogueDef(feature: BriefFeature, context: FeatureContext): FeatureDef | undefined {
  const def = matchDef(feature.name, true);
  if (!def) return undefined;
  if (def.kind === 'account') return context.accounts ? def : undefined;
  if ((def.kind === 'manage' || def.kind === 'browse') && feature.entities.length === 0) return undefined;
  return def;
}

function featureFrom(
  feature: BriefFeature,
  context: FeatureContext,
  integrations: CompositionModel['integrations'],
): ModelFeature {
  const { backend, vars } = context;
  const def = catalogueDef(feature, context);
  const entityName = feature.entities[0];
  const entity = context.entities.find((e) => e.name === entityName);
  const primary = context.entities.find((e) => e.name === context.primaryEntity)!;
  const label = entity?.label ?? primary.label;
  const primaryRoute = primary.route.slice(1);
  const v: Record<string, string> = {
    ...vars,
    entity: label,
    anEntity: withArticle(label),
    // " from its title, salary and location": what creating one of this product's records takes.
    fromFields: fieldsInWords((entity ?? primary).fields) ? ` from its ${fieldsInWords((entity ?? primary).fields)}` : '',
    entities: pluralLabel(label),
    Entity: capitalise(label),
    Entities: capitalise(pluralLabel(label)),
    es: (entity ?? primary).route.slice(1),
    pes: primaryRoute,
    ies: primaryRoute,
    ces: primaryRoute,
  };
  const role = roleFor(feature, def, context.people, context.brief.roles);
  // "Boat listings" is no verb phrase when a boat is one of the product's records.
  const head = feature.name.split(' ')[0]!.toLowerCase();
  const isRecord = context.entities.some((e) => e.label.split(' ')[0] === head);
  const verbPhrase =
    !isCyrillic(feature.name) && !isRecord && isActionName(feature.name) ? lowerName(feature.name) : undefined;
  const integrationNames = new Set(feature.integrations.map((name) => name.toLowerCase()));
  const used = integrations.filter((i) => integrationNames.has(i.name.toLowerCase()));
  const facts: FeatureFacts = {
    language: context.brief.language,
    id: feature.id,
    name: feature.name,
    // A feature may still name a service the founder removed from the brief: only the brief's own count.
    act: actOf(
      { ...feature, integrations: used.map((i) => i.name) },
      def,
      verbPhrase,
      entityName ? context.facts.get(entityName) : undefined,
    ),
    verbPhrase,
    role,
    otherRole: otherRoleOf(role, context.brief.roles),
    signedIn: context.accounts,
    invited: context.accounts && context.internal,
    surface: context.brief.platforms.every((p) => p === 'cli' || p === 'api')
      ? context.brief.platforms.includes('cli')
        ? 'terminal'
        : 'api'
      : 'screens',
    product: vars.product!,
    primary: vars.primary!,
    hub: vars.hub!,
    recipient: recipientOf(entityName ? context.facts.get(entityName) : undefined, context.facts, role),
    entity: entityName ? context.facts.get(entityName) : undefined,
    others: feature.entities.slice(1).flatMap((name) => context.facts.get(name) ?? []),
    integrations: used.map(({ name, purpose }) => ({ name, purpose })),
    constraints: context.brief.constraints,
    priority: feature.priority,
    roleGoals: context.brief.roles.find((r) => singularPhrase(lowerName(r.name)) === role)?.goals ?? [],
  };
  // A capability works on the feature's own record, else on the record most features act on.
  const planEntity = entity ?? (context.brief.entities.length > 0 ? primary : undefined);
  const plan = featurePlan({ brief: context.brief, feature, entity: planEntity, role, other: facts.otherRole, server: backend });
  if (plan) {
    // A service whose work the on-device plan does itself is never called: its texts say what the device does.
    const calls = used.filter((i) => !doneOnDevice(i, plan));
    const planFacts = { ...facts, integrations: calls.map(({ name, purpose }) => ({ name, purpose })) };
    const text = featureTexts({ ...planFacts, benefit: plan.benefit }, feature.description);
    const device = used.filter((i) => !calls.includes(i)).map((i) => i.key);
    return plannedFeature(feature, { def, entity, role, text, facts: planFacts, plan, backend, v, used: calls, device });
  }
  const text = featureTexts(facts, feature.description);
  const routes = unique((def?.routes ?? (entity ? ['/{es}', '/{es}/:id'] : ['{hub}'])).map((r) => fill(r, v)));
  let api: ApiSpec[] = [];
  if (backend) {
    const access = (entity ?? primary).access;
    const templates =
      def?.api ??
      (def?.kind === 'manage' || def?.kind === 'browse'
        ? crudApi(def.kind, access)
        : entity
          ? crudApi('manage', access)
          : []);
    api = templates.map((a) => ({ ...a, path: fill(a.path, v), description: fill(a.description, v) }));
  }
  return {
    id: feature.id,
    key: def?.key ?? `custom:${kebabCase(feature.name) || feature.id.toLowerCase()}`,
    name: feature.name,
    description: text.description,
    priority: feature.priority,
    userStory: text.userStory,
    acceptanceCriteria: text.criteria.map((c) => criterionText(c, context.brief.language)),
    source: 'brief',
    entity: entity?.name,
    entities: [...feature.entities],
    routes,
    screens: (def?.screens ?? []).map((s) => ({
      ...s,
      route: fill(s.route, v),
      name: fill(s.name, v),
      purpose: fill(s.purpose, v),
    })),
    api,
    integration: used[0]?.key,
    integrations: used.map((i) => i.key),
    hours: def?.hours ?? Math.min(16, 6 + 2 * feature.entities.length + 2 * used.length),
    role,
    dependsOn: [...feature.dependsOn],
    capability: capabilityOf(feature),
  };
}

/**
 * A feature written from its capability's plan (ADR 0041): its criteria lead with the plan's, its
 * interface is the plan's endpoints (with a read of its record), its screens are the plan's and
 * its effort the plan's tasks'. Nothing of it is the CRUD of its record.
 */
function plannedFeature(
  feature: BriefFeature,
  p: {
    def: FeatureDef | undefined;
    entity: ModelEntity | undefined;
    role: string;
    text: ReturnType<typeof featureTexts>;
    facts: FeatureFacts;
    plan: NonNullable<ModelFeature['plan']>;
    backend: boolean;
    v: Record<string, string>;
    used: CompositionModel['integrations'];
    /** Keys of the services the plan does on the device instead of calling them. */
    device: string[];
  },
): ModelFeature {
  const { entity, plan, v, used } = p;
  const read = entity ? recordRead(entity.access) : undefined;
  const reads = (path: string) => plan.endpoints.some((e) => e.method === 'GET' && e.path === path);
  const api: ApiSpec[] = p.backend
    ? [
        ...plan.endpoints.map((e) => ({ ...e })),
        ...(read && !reads(fill(read.path, v)) ? [{ ...read, path: fill(read.path, v), description: fill(read.description, v) }] : []),
      ]
    : [];
  return {
    id: feature.id,
    key: p.def?.key ?? `custom:${kebabCase(feature.name) || feature.id.toLowerCase()}`,
    name: feature.name,
    description: p.text.description,
    priority: feature.priority,
    userStory: p.text.userStory,
    // A PRD feature has two to four criteria: the plan's lead, and what the feature owes its services
    // and rules fills what is left; the feature's last task carries every one of them.
    acceptanceCriteria: [
      ...plan.criteria.map((c) => prdCriterion(c, p.facts.language)),
      ...safeguardCriteria(p.facts).map((c) => criterionText(c, p.facts.language)),
    ].slice(0, 4),
    source: 'brief',
    entity: entity?.name,
    entities: [...feature.entities],
    // The record's own screen stays; the plan's screens join the app flow once every screen is known.
    routes: entity ? [fill('/{es}/:id', v)] : plan.screens.length > 0 ? [] : [v.hub!],
    screens: [],
    api,
    integration: used[0]?.key,
    integrations: used.map((i) => i.key),
    hours: plan.tasks.reduce((sum, t) => sum + t.hours, 0),
    role: p.role,
    dependsOn: [...feature.dependsOn],
    capability: capabilityOf(feature),
    plan,
    ...(p.device.length > 0 ? { doneOnDevice: p.device } : {}),
  };
}

/**
 * The records the features' plans add join the data model, each belonging to the record its plan
 * works on and seen by whom its capability says; the feature reads and writes them. A record the
 * brief already has stays the founder's.
 */
function addPlanRecords(
  features: ModelFeature[],
  entities: ModelEntity[],
  brief: Brief,
  vars: Record<string, string>,
  internal: boolean,
  primary: string | undefined,
): void {
  for (const feature of features) {
    if (!feature.plan) continue;
    const access = inProduct(capabilityAccess[feature.capability.id], internal);
    for (const record of planRecords(feature.plan, feature.entity ?? primary)) {
      const known = entities.find((e) => e.name === record.name);
      if (known) known.access = widest([known.access ?? 'own', access]);
      else {
        const child = feature.plan.records.find((r) => r.name === record.name)?.child;
        entities.push({ ...entityFrom(record, englishLabel(record), brief, vars, access), plannedBy: feature.id, ...(child ? { child } : {}) });
      }
      if (!feature.entities.includes(record.name)) feature.entities.push(record.name);
    }
  }
}
