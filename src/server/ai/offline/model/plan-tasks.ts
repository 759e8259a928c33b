import { firstValueFeature, foundationKeys } from './first-value';
import type { KitTask } from '../../../../shared/schemas/kit';
import type { Stack } from '../plan';
import { capitalise, joinList, kebabCase, lowerWords, pluralPhrase, unique, withArticle } from '../text';
import { storageFor } from './backend';
import {
  constraintHours,
  constraintsOf,
  integrationHours,
  isBuiltIn,
  isMoney,
  screenFactor,
  subtasksOf,
  type Constraint,
  type Part,
} from './plan-effort';
import { connectTask, safeguardTask, type FoundationContext } from './plan-foundation';
import { gwt, launchTask, type TaskMaker } from './plan-launch';
import { entitiesOf, featureGraph, integrationsOf, parentsOf } from './plan-order';
import type { CompositionModel, ModelEntity, ModelFeature } from './types';

/**
 * The phases and the task board of the offline engine. Tasks are written in build order and each
 * depends only on earlier tasks: the setup, the data model, the safeguards a constraint demands and
 * the integration a feature calls come first, then each feature after the features it needs
 * (model/plan-order.ts). Every task says how it is tested and is sized by what it touches.
 */

export interface PlannedPhase {
  name: string;
  goal: string;
  featureIds: string[];
  tasks: KitTask[];
}

type Integration = CompositionModel['integrations'][number];

const rank: Record<ModelFeature['priority'], number> = { must: 0, should: 1, could: 2 };

const refNumber = (ref: string) => Number(ref.replace(/\D/g, ''));

function lowerFirst(text: string): string {
  return /^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

const sentence = (text: string) => text.trim().replace(/[.!]+$/, '');

/** "keep my notes" → "keep their notes": a user story's goal said of someone else. */
function thirdPerson(text: string): string {
  return text
    .replace(/\bI'm\b|\bI’m\b/g, 'they are')
    .replace(/\bI\b/g, 'they')
    .replace(/\bmy\b/g, 'their')
    .replace(/\bme\b/g, 'them')
    .replace(/\bmyself\b/g, 'themselves');
}

/** What a feature lets its person do, from its user story. */
function featureGoal(feature: ModelFeature): string {
  const goal = /I want to (.+?) so that/.exec(feature.userStory)?.[1];
  return thirdPerson(goal ?? `use ${lowerFirst(feature.name)}`);
}

/** What works once the features are built, in the founder's words: "Book visits: receptionists book…; Reminders: …". */
function outcomes(features: readonly ModelFeature[]): string {
  return features.map((f) => `${f.name}: ${sentence(f.description)}`).join('; ');
}

function priorityOf(priority: ModelFeature['priority']): KitTask['priority'] {
  return priority === 'must' ? 'high' : priority === 'should' ? 'medium' : 'low';
}

/** Entities parents first, so tables are created before the tables that point to them. */
function entitiesInOrder(entities: readonly ModelEntity[]): ModelEntity[] {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const ordered: ModelEntity[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (entity: ModelEntity) => {
    if (state.has(entity.name)) return; // done, or a relation cycle: keep the brief's order
    state.set(entity.name, 'open');
    for (const parent of parentsOf(entity)) {
      const target = byName.get(parent);
      if (target) visit(target);
    }
    state.set(entity.name, 'done');
    ordered.push(entity);
  };
  entities.forEach(visit);
  return ordered;
}

/**
 * The development seed, parents first: two of each top-level record and two children for each
 * record of the first parent ("2 teachers, 4 lessons and 8 bookings"), so every list and detail
 * screen has content and every relation is exercised.
 */
function seedPlan(ordered: readonly ModelEntity[]): string {
  const count = new Map<string, number>();
  for (const entity of ordered) {
    const parent = parentsOf(entity).find((p) => count.has(p));
    count.set(entity.name, parent ? Math.min(2 * count.get(parent)!, 16) : 2);
  }
  return joinList(ordered.map((e) => `${count.get(e.name)} ${e.labelPlural}`));
}

/**
 * Each role's navigation: the list and hub screens of the features that role uses, in the order of
 * the app flow. Roles with no screens of their own are left out.
 */
function navigationByRole(model: CompositionModel): Array<{ role: string; roles: string; screens: string[] }> {
  const roleOf = new Map(model.features.map((f) => [f.id, f.role]));
  const byRole = new Map<string, string[]>();
  for (const screen of model.screens) {
    if (screen.kind !== 'list' && screen.kind !== 'hub') continue;
    for (const role of unique(screen.featureIds.flatMap((id) => roleOf.get(id) ?? []))) {
      const list = byRole.get(role) ?? [];
      if (!list.includes(screen.name)) list.push(screen.name);
      byRole.set(role, list);
    }
  }
  return [...byRole].map(([role, screens]) => ({ role, roles: pluralPhrase(role), screens }));
}

/** Groups of at most `size`, in order. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export function buildPlan(model: CompositionModel, stack: Stack): PlannedPhase[] {
  const { features, entities, backendRequired: backend, productName: product } = model;
  const graph = featureGraph(model);
  const factor = screenFactor(model.platforms);
  const mobile = model.platforms.includes('ios') || model.platforms.includes('android');
  const extension = model.platforms.includes('extension');
  const staticSite = !backend && model.archetype.id === 'static_site';
  const byName = new Map(entities.map((e) => [e.name, e]));
  const labelOf = (name: string) => byName.get(name)?.label ?? lowerWords(name);
  const pluralOf = (name: string) => byName.get(name)?.labelPlural ?? pluralPhrase(lowerWords(name));
  const integrationByKey = new Map(model.integrations.map((i) => [i.key, i]));
  const integrationsFor = (feature: ModelFeature) =>
    integrationsOf(feature).flatMap((key) => integrationByKey.get(key) ?? []);
  const storage = storageFor(model.archetype, model.platforms);
  const screensWord = mobile ? 'screens' : extension ? 'popup and pages' : 'UI';

  /** Server and migration tests run in Node whatever the client uses (Jest stays for React Native). */
  const serverTests = stack.unitTests.split(' with ')[0]!;
  let counter = 0;
  const task: TaskMaker = (fields) => {
    const { parts, ...rest } = fields;
    const subtasks = subtasksOf(parts);
    const estimateHours = subtasks.reduce((sum, s) => sum + s.estimateHours, 0);
    counter += 1;
    return {
      ref: `T-${String(counter).padStart(2, '0')}`,
      ...rest,
      dependsOn: unique(rest.dependsOn).sort((a, b) => refNumber(a) - refNumber(b)),
      estimateHours,
      subtasks,
    };
  };

  // ------------------------------------------------------------------------------------------
  // Foundation tasks

  const platformSetup: Part[] = mobile
    ? [{ title: 'Configure EAS Build and the app identifiers for both stores', hours: 2 }]
    : extension
      ? [{ title: 'Declare the Manifest V3 entry points and the fewest permissions that work', hours: 1.5 }]
      : model.platforms.includes('desktop')
        ? [{ title: 'Configure code signing and the updater', hours: 2 }]
        : [];
  const firstFeature = features[0];
  const lastFeature = features.at(-1);
  const featureRange =
    firstFeature && lastFeature && firstFeature !== lastFeature
      ? `${firstFeature.id} ${firstFeature.name} to ${lastFeature.id} ${lastFeature.name}`
      : firstFeature
        ? `${firstFeature.id} ${firstFeature.name}`
        : '';
  const setup = task({
    title: `Set up the ${stack.frontend} project`,
    description: `Create the ${product} repository with ${stack.frontend}, TypeScript strict mode, ESLint, Prettier, ${stack.unitTests} and a CI workflow that runs lint, type check and tests on every pull request. Add AGENTS.md and the kit documents under docs/${
      featureRange ? `: docs/requirements.md fixes the feature ids every later task uses (${featureRange})` : ''
    }.`,
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      gwt(
        'a fresh clone',
        `\`${stack.commands.install}\` and \`${stack.commands.dev}\` run`,
        extension ? `${product} loads in the browser with an empty popup` : `${product} opens on an empty home screen`,
      ),
      gwt(
        `a pull request to the ${product} repository`,
        'CI runs',
        `\`${stack.commands.lint}\`, the type check and \`${stack.commands.test}\` must pass before it can be merged`,
      ),
      gwt(
        'a coding agent opening the repository',
        'it reads AGENTS.md',
        `it finds the stack, the commands, the folder layout and the feature ids of docs/requirements.md${
          firstFeature ? `, ${firstFeature.id} ${firstFeature.name} first` : ''
        }`,
      ),
    ],
    dependsOn: [],
    testStrategy: `CI is the check: lint, the type check and one ${stack.unitTests} smoke test that renders the empty ${product} home screen run on every pull request; push a failing test once to prove CI blocks the merge.`,
    // The tooling is listed in the description; the parts say what is made, in two steps.
    parts: [
      { title: `Scaffold the ${product} repository with AGENTS.md and the kit documents in docs/`, hours: 3 },
      {
        title: `Configure ESLint, Prettier, TypeScript strict mode and the CI workflow with the ${product} smoke test`,
        hours: 2.5,
      },
      ...platformSetup,
    ],
  });

  const ordered = entitiesInOrder(entities);
  const links = ordered.flatMap((e) =>
    parentsOf(e)
      .filter((p) => byName.has(p))
      .map((p) => [e, byName.get(p)!] as const),
  );
  const seed = seedPlan(ordered);
  let data: KitTask;
  if (backend) {
    const orphan = links[0];
    data = task({
      title: `Create the database schema for ${joinList(ordered.map((e) => e.name))}`,
      description: `Define ${joinList(ordered.map((e) => e.name))} in ${stack.database}, parents before the tables that point to them${
        links.length > 0 ? ` (${links.map(([child, parent]) => `${child.name} → ${parent.name}`).join(', ')})` : ''
      }; see the backend document for fields. Generate the first migration and a development seed of ${seed}.`,
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        gwt(
          'an empty PostgreSQL database',
          'the migrations run',
          `the ${entities.length === 1 ? 'table exists' : `${entities.length} tables exist`} with a foreign key and an index for every relation`,
        ),
        ...(orphan
          ? [
              gwt(
                `${withArticle(orphan[0].label)} whose ${orphan[1].label} does not exist`,
                'it is inserted',
                'the database refuses it',
              ),
            ]
          : []),
        gwt('the seed script', 'it runs twice', `the database holds exactly ${seed}, with no duplicates`),
      ],
      dependsOn: [setup.ref],
      testStrategy: `Migration tests in ${serverTests} against a real PostgreSQL database (a throwaway one per run, no mocks): migrate up from empty, insert one of each entity in build order (${ordered[0]?.name ?? 'the first'} first${
        ordered.length > 1 ? `, ${ordered.at(-1)!.name} last` : ''
      })${
        orphan
          ? `, and prove the foreign key refuses ${withArticle(orphan[0].label)} without its ${orphan[1].label}`
          : ''
      }.`,
      parts: [
        ...chunks(ordered, 3).map((group) => ({
          title: `Define ${joinList(group.map((e) => e.name))}${
            group.some((e) => parentsOf(e).length > 0)
              ? ` with ${group.length === 1 ? 'its' : 'their'} foreign keys`
              : ''
          }`,
          hours: group.reduce((sum, e) => sum + 0.75 + 0.25 * parentsOf(e).length, 0),
        })),
        { title: `Generate and run the first migration, then seed ${seed}`, hours: 1.5 + 0.2 * entities.length },
      ],
    });
  } else if (staticSite) {
    data = task({
      title: `Set up the content collections for ${joinList(entities.map((e) => e.labelPlural))}`,
      description: `Define typed content collections for ${joinList(entities.map((e) => e.name))} in src/content/ and add the first real entries, so pages are built from content files rather than hard-coded text.`,
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        gwt('an entry that breaks its collection’s schema', 'the site is built', 'the build fails and names the entry'),
        gwt('the first real entries', 'the site is built', 'each collection has at least one page'),
        gwt(
          'an image in an entry',
          'the site is built',
          'it is served in a modern format at the sizes the layout needs',
        ),
      ],
      dependsOn: [setup.ref],
      testStrategy:
        'The build is the check: `npm run build` fails on invalid content; a Playwright check opens one page per collection.',
      parts: [
        { title: 'Define the collection schemas', hours: 1 + 0.5 * entities.length },
        { title: 'Add the first entries and images', hours: 1.5 },
        { title: 'Configure image processing', hours: 1 },
      ],
    });
  } else {
    data = task({
      title: `Set up local storage for ${joinList(entities.map((e) => e.labelPlural))}`,
      description: `Create a typed storage module over ${storage} for ${joinList(entities.map((e) => e.name))}, with a schema version so later changes can migrate old data.`,
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        gwt(`a saved ${entities[0]!.label}`, 'the app is closed and opened again', 'it is still there'),
        gwt('any screen', 'it needs stored data', 'it goes through the storage module, never straight to storage'),
        gwt('data saved by the previous schema version', 'the new version starts', 'the data is migrated without loss'),
      ],
      dependsOn: [setup.ref],
      testStrategy: `${stack.unitTests} unit tests of the storage module over an in-memory stand-in for ${storage}: a round trip for each stored type, and an upgrade from the previous schema version.`,
      parts: [
        { title: 'Define the stored types', hours: 0.5 + 0.5 * entities.length },
        { title: 'Write the storage module with tests', hours: 2 },
        { title: 'Add the schema version and migration hook', hours: 1 },
      ],
    });
  }

  const routes = unique(model.screens.map((s) => s.route));
  const nav = navigationByRole(model);
  const navRoles = nav.map((n) => n.roles);
  const forRoles = navRoles.length > 0 ? ` for ${joinList(navRoles)}` : '';
  // The lists that need an empty state, named by what they list.
  const listed = unique(model.screens.flatMap((s) => (s.kind === 'list' && s.entity ? [pluralOf(s.entity)] : [])));
  const detail = model.screens.find((s) => s.kind === 'detail' && s.entity && s.route.includes(':'));
  const listOfDetail = detail ? model.screens.find((s) => s.kind === 'list' && s.entity === detail.entity) : undefined;
  const shell = task({
    title: extension
      ? 'Build the popup, options page and navigation'
      : `Build the app shell and the navigation${forRoles}`,
    description: `Create the layout, navigation and a route for each screen of the app flow (${routes.join(', ')}), with shared loading, empty and error states and a ${mobile ? 'not-found screen' : '404 page'}.${
      nav.length > 0
        ? ` The navigation shows each role its own screens: ${nav.map((n) => `${n.roles}: ${joinList(n.screens)}`).join('; ')}.`
        : ''
    }`,
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      gwt(
        'the app running',
        `someone opens any of its ${routes.length} routes`,
        'the screen renders, with an empty state where there is no data yet',
      ),
      mobile
        ? gwt(
            'a phone set to the largest font size',
            'someone moves between screens',
            'every label stays readable and reachable with VoiceOver and TalkBack',
          )
        : extension
          ? gwt('the toolbar icon', 'the popup opens', 'it renders at once and works with the keyboard alone')
          : gwt(
              'a 360 px wide screen and only a keyboard',
              `${nav[0] ? withArticle(nav[0].role) : 'someone'} moves through the navigation${
                nav[0] ? ` to ${joinList(nav[0].screens)}` : ''
              }`,
              'every link is reachable and visibly focused',
            ),
      detail && listOfDetail
        ? gwt(
            `a link to ${detail.route} for ${withArticle(labelOf(detail.entity!))} that does not exist, or to an unknown route`,
            'it is opened',
            `a ${mobile ? 'not-found screen' : '404 page'} offers a way back to ${listOfDetail.name} (${listOfDetail.route})`,
          )
        : gwt(
            mobile ? 'a link to a screen that does not exist' : 'an unknown route',
            'it is opened',
            `a ${mobile ? 'not-found screen' : '404 page'} offers a way home`,
          ),
    ],
    dependsOn: [setup.ref],
    testStrategy: `${stack.unitTests} component tests for the navigation${navRoles.length > 0 ? ` of ${joinList(navRoles)}` : ''}, and for the shared loading, empty and error components; one ${stack.e2eTests} smoke run that opens all ${routes.length} routes${
      navRoles.length > 1 ? `, signed in as each role` : ''
    }.`,
    parts: [
      { title: `Create the layout and the navigation${forRoles}`, hours: 2 * factor },
      { title: `Add a route for each of the ${routes.length} screens`, hours: 0.4 * routes.length * factor },
      {
        title:
          listed.length > 0
            ? `Build the shared loading and error components and the empty states of ${joinList(listed)}`
            : 'Build the shared loading, empty and error components',
        hours: 1.5 * factor,
      },
    ],
  });

  /** Built-in constraints, met once in the data layer before any feature stores data they protect. */
  const foundation: FoundationContext = { model, stack, task, after: [setup.ref, data.ref] };
  const builtIn = model.constraints.filter(isBuiltIn);
  const safeguards = new Map(builtIn.map((c) => [c.name, safeguardTask(c, foundation)]));

  /** Integrations, each connected once, just before the first feature that calls it. */
  const connected = new Map<string, KitTask>();
  const users = (integration: Integration) => features.filter((f) => integrationsOf(f).includes(integration.key));
  const connect = (integration: Integration): KitTask => {
    const calledBy = users(integration);
    const urgent = calledBy.map((f) => graph.planned.get(f.id)!).sort((x, y) => rank[x] - rank[y])[0];
    const made = connectTask(integration, calledBy, urgent ? priorityOf(urgent) : 'medium', foundation);
    connected.set(integration.key, made);
    return made;
  };

  // ------------------------------------------------------------------------------------------
  // Feature tasks

  const lastTaskOf = new Map<string, string>();
  const builtEndpoints = new Map<string, string>();
  const accounts = features.find((f) => f.key === 'accounts');

  const featureTasks = (feature: ModelFeature): KitTask[] => {
    const made: KitTask[] = [];
    const integrations = integrationsFor(feature);
    for (const integration of integrations) if (!connected.has(integration.key)) made.push(connect(integration));
    const constraints = constraintsOf(feature, model);
    const touched = entitiesOf(feature).filter((name) => byName.has(name));
    const touchedLabels = touched.map(pluralOf);
    const needed = (graph.needs.get(feature.id) ?? []).flatMap((id) => lastTaskOf.get(id) ?? []);
    const shared = [
      setup.ref,
      data.ref,
      ...constraints.flatMap((c) => safeguards.get(c.name)?.ref ?? []),
      ...integrations.flatMap((i) => connected.get(i.key)?.ref ?? []),
      ...needed,
    ];
    const screens = model.screens.filter((s) => s.featureIds.includes(feature.id));
    // Quoted as a name, the feature reads right whether it names an action ("Book visits") or a thing ("Patient records").
    const named = `“${feature.name}”`;
    const screenList =
      screens.length > 0 ? joinList(screens.map((s) => `${s.name} (${s.route})`)) : `the ${named} view`;
    const priority = priorityOf(feature.priority);
    const role = feature.role;
    const goal = featureGoal(feature);
    // The links this feature creates: those of its main entity (the others are checked where they are built).
    const main = touched[0];
    const parents = main
      ? parentsOf(byName.get(main)!)
          .filter((p) => byName.has(p))
          .map(labelOf)
      : [];
    const childLinks = parents.map((p) => [labelOf(main!), p] as const);
    const place = screens[0] ? `${screens[0].name} (${screens[0].route})` : named;
    const criteria = feature.acceptanceCriteria.map((c) =>
      /^given\b/i.test(c) ? c : gwt(`${withArticle(role)} on ${place}`, 'they use it', lowerFirst(sentence(c))),
    );
    const emptyState =
      touched.length > 0
        ? [
            gwt(
              `no ${touchedLabels[0]} yet`,
              `${withArticle(role)} opens ${screens[0]?.route ?? named}`,
              'an empty state says what to do first',
            ),
          ]
        : [];
    const journey = `one ${stack.e2eTests} journey proving ${withArticle(role)} can ${goal}${mobile ? ', on an iOS simulator and an Android emulator' : extension ? ', with the extension loaded in Chromium' : ''}`;
    const uiParts = (): Part[] => [
      ...(screens.length > 0
        ? screens.map((s) => ({ title: `Lay out ${s.name} (${s.route})`, hours: 1.5 * factor }))
        : [{ title: `Lay out the ${named} view`, hours: 1.5 * factor }]),
      {
        title:
          touched.length > 0
            ? `Load ${joinList(touchedLabels)} and handle their loading, empty and error states`
            : `Connect ${named} to its data and handle loading, empty and error states`,
        hours: (1 + 0.5 * touched.length) * factor,
      },
      ...integrations
        .filter((i) => isMoney(i.key) || i.key === 'maps')
        .map((i) => ({ title: `Show the ${i.name} step and its failures`, hours: 1 * factor })),
      { title: `Write the component tests and the ${stack.e2eTests} journey of ${named}`, hours: 1.5 * factor },
    ];
    const integrationPart = (i: Integration): Part => ({
      title: `Call ${i.name} (${lowerFirst(sentence(i.purpose))})`,
      hours: integrationHours(i.key),
    });
    const constraintPart = (c: Constraint): Part => ({
      title: `Meet ${c.name} here: audit entries and role checks for ${touchedLabels.length > 0 ? joinList(touchedLabels) : 'its data'}`,
      hours: constraintHours(c),
    });
    const integrationCriteria = integrations.map((i) =>
      gwt(
        `${i.name} failing`,
        `${withArticle(role)} tries to ${goal}`,
        `${feature.entity ? `the ${labelOf(feature.entity)}` : 'their data'} stays as it was and they can retry`,
      ),
    );
    const constraintCriteria = constraints.map((c) =>
      gwt(
        `${c.name} protecting ${touchedLabels.length > 0 ? joinList(touchedLabels) : 'this data'}`,
        `${named} reads or writes them`,
        `an audit entry records who did what, and when`,
      ),
    );

    if (backend && feature.api.length > 0) {
      const endpoints = feature.api.map((a) => `${a.method} ${a.path}`);
      const fresh = endpoints.filter((e) => !builtEndpoints.has(e));
      const reused = endpoints.filter((e) => builtEndpoints.has(e));
      const reusedFrom = unique(reused.map((e) => builtEndpoints.get(e)!));
      const auth = feature.api.some((a) => a.auth);
      const accountsRef = accounts && accounts !== feature && auth ? lastTaskOf.get(accounts.id) : undefined;
      const tables =
        touched.length > 0 ? ` on the ${joinList(touched)} ${touched.length === 1 ? 'table' : 'tables'}` : '';
      const work = [
        ...(fresh.length > 0 ? [`implement ${joinList(fresh)}`] : []),
        ...(reused.length > 0 ? [`extend ${joinList(reused)} (built in ${joinList(reusedFrom)})`] : []),
      ];
      const api = task({
        title: `Build the API for ${named}`,
        description: `${capitalise(joinList(work))} in ${stack.backend}${tables}, validating input with zod${auth ? ' and checking the session' : ''}${
          integrations.length > 0 ? `; call ${joinList(integrations.map((i) => i.name))} through the client module` : ''
        }${constraints.length > 0 ? `; meet ${joinList(constraints.map((c) => c.name))} on every read and write` : ''}.`,
        priority,
        featureIds: [feature.id],
        acceptanceCriteria: [
          gwt(
            `${auth ? 'a signed-in ' : 'a '}${role}`,
            `they send ${endpoints.find((e) => /^(POST|PATCH|PUT)/.test(e)) ?? endpoints[0]} with a missing or invalid field`,
            'the API answers 400 naming the field, and nothing is saved',
          ),
          ...(auth ? [gwt('no session', `any endpoint of ${named} is called`, 'it answers 401')] : []),
          ...childLinks
            .slice(0, 1)
            .map(([child, parent]) =>
              gwt(
                `${withArticle(child)} whose ${parent} does not exist`,
                'it is saved',
                'the API answers 422 and stores nothing',
              ),
            ),
          ...integrationCriteria,
          ...constraintCriteria,
        ],
        dependsOn: [...shared, ...(accountsRef ? [accountsRef] : [])],
        testStrategy: `API integration tests (${serverTests} over HTTP against a real PostgreSQL database, a fresh one per run): the success path of ${joinList(endpoints)}, 400 for invalid input${
          auth ? ', 401 without a session' : ''
        }${childLinks.length > 0 ? `, and 422 for ${withArticle(childLinks[0]![0])} without its ${childLinks[0]![1]}` : ''}${
          integrations.length > 0
            ? `; ${joinList(integrations.map((i) => i.name))} stubbed at the HTTP boundary, failures included`
            : ''
        }${constraints.length > 0 ? `; the ${joinList(constraints.map((c) => c.name))} audit entry asserted for each read and write` : ''}; ${serverTests} unit tests for the rules of ${named}.`,
        parts: [
          {
            title: `Write the zod schemas for ${touched.length > 0 ? joinList(touched) : named}`,
            hours: 0.5 + 0.5 * Math.max(1, touched.length),
          },
          ...(fresh.length > 0 ? [{ title: `Implement ${joinList(fresh)}`, hours: 0.75 * fresh.length }] : []),
          ...(reused.length > 0
            ? [{ title: `Extend ${joinList(reused)} for ${named}`, hours: 0.5 * reused.length }]
            : []),
          ...(childLinks.length > 0
            ? [
                {
                  title: `Check that each ${labelOf(main!)} points to an existing ${joinList(parents)}`,
                  hours: 0.5 * childLinks.length,
                },
              ]
            : []),
          ...integrations.map(integrationPart),
          ...constraints.map(constraintPart),
          {
            title: `Test the endpoints of ${named} against a real database`,
            hours: 1 + 0.4 * endpoints.length,
          },
        ],
      });
      for (const endpoint of fresh) builtEndpoints.set(endpoint, api.ref);
      const ui = task({
        title: `Build the ${screensWord} for ${named}`,
        description: `Build ${feature.id} ${feature.name} on ${screenList}: ${sentence(feature.description)}. Connect ${
          screens.length === 1 ? 'it' : 'them'
        } to ${joinList(endpoints)} (${api.ref}), with a loading, empty and error state for ${
          touched.length > 0 ? joinList(touchedLabels) : 'each'
        }.`,
        priority,
        featureIds: [feature.id],
        acceptanceCriteria: [
          ...criteria,
          ...emptyState,
          gwt(
            'the API failing',
            `${withArticle(role)} saves their changes`,
            'an error says what went wrong and their input is kept for a retry',
          ),
        ],
        dependsOn: [api.ref, shell.ref],
        testStrategy: `Component tests (${stack.unitTests}) for the loading, empty and error states of ${screenList}; ${journey}.`,
        parts: uiParts(),
      });
      made.push(api, ui);
    } else {
      made.push(
        task({
          title: `Build ${named}`,
          description: `Implement ${feature.id} ${feature.name} on ${screenList}: ${sentence(feature.description)}.${
            integrations.length > 0
              ? ` It calls ${joinList(integrations.map((i) => i.name))} through the client module.`
              : ''
          }${touched.length > 0 ? ` It reads and writes ${joinList(touchedLabels)} through the ${backend ? 'API' : 'storage module'}.` : ''}`,
          priority,
          featureIds: [feature.id],
          acceptanceCriteria: [
            ...criteria,
            ...emptyState,
            ...(touched.length > 0 && !backend && !staticSite
              ? [
                  gwt(
                    `${touchedLabels[0]} saved by ${withArticle(role)}`,
                    'the app is closed and opened again',
                    'they are still there',
                  ),
                ]
              : []),
            ...integrationCriteria,
            ...constraintCriteria,
          ],
          dependsOn: [...shared, shell.ref],
          testStrategy: `${stack.unitTests} unit tests for the rules${touched.length > 0 ? ` and the ${backend ? 'API' : 'storage'} calls` : ''} of ${named}${
            integrations.length > 0 ? ` with ${joinList(integrations.map((i) => i.name))} stubbed` : ''
          }${constraints.length > 0 ? `, the ${joinList(constraints.map((c) => c.name))} audit entry asserted` : ''}; ${journey}.`,
          parts: [
            ...uiParts().slice(0, -1),
            ...(touched.length > 0
              ? [
                  {
                    title: `Write the logic and the ${backend ? 'API' : 'storage'} calls for ${joinList(touchedLabels)}`,
                    hours: 1 + 0.75 * touched.length,
                  },
                ]
              : [{ title: 'Write the logic', hours: 1 }]),
            ...integrations.map(integrationPart),
            ...constraints.map(constraintPart),
            uiParts().at(-1)!,
          ],
        }),
      );
    }
    lastTaskOf.set(feature.id, made.at(-1)!.ref);
    return made;
  };

  // ------------------------------------------------------------------------------------------
  // Phases

  const foundationIds = new Set<string>();
  for (const feature of graph.order) {
    if (foundationKeys.has(feature.key) && (graph.needs.get(feature.id) ?? []).every((id) => foundationIds.has(id)))
      foundationIds.add(feature.id);
  }
  const inFoundation = graph.order.filter((f) => foundationIds.has(f.id));
  const rest = graph.order.filter((f) => !foundationIds.has(f.id));
  const tier = (p: ModelFeature['priority']) => rest.filter((f) => graph.planned.get(f.id) === p);

  const phases: PlannedPhase[] = [
    {
      name: 'Project setup',
      goal: `The ${product} repository builds, lints and tests in CI, and the app opens on an empty home screen`,
      featureIds: [],
      tasks: [setup],
    },
  ];

  const unused = model.integrations.filter((i) => users(i).length === 0);
  const foundationTasks = [
    data,
    shell,
    ...safeguards.values(),
    ...unused.map(connect),
    ...inFoundation.flatMap(featureTasks),
  ];
  const accountsReady = inFoundation.some((f) => f.key === 'accounts');
  const stored = staticSite
    ? `Content collections hold ${joinList(entities.map((e) => e.labelPlural))}`
    : backend
      ? `The database holds ${joinList(entities.map((e) => e.labelPlural))}${links.length > 0 ? ' and the links between them' : ''}`
      : `${capitalise(joinList(entities.map((e) => e.labelPlural)))} are stored on the device`;
  phases.push({
    name: staticSite
      ? 'Content and layout'
      : backend
        ? accountsReady
          ? 'Data model and accounts'
          : 'Data model and app shell'
        : 'Local data and app shell',
    goal: [
      stored,
      ...(builtIn.length > 0 ? [`the ${joinList(builtIn.map((c) => c.name))} safeguards are in place`] : []),
      ...(inFoundation.length > 0 ? [outcomes(inFoundation)] : []),
      `every ${staticSite ? 'page of the site' : 'screen of the app flow'} has its route`,
    ].join('; '),
    featureIds: inFoundation.map((f) => f.id),
    tasks: foundationTasks,
  });

  const musts = chunks(tier('must'), 4);
  musts.forEach((group, index) =>
    phases.push({
      name: musts.length > 1 ? `Core features, part ${index + 1}` : 'Core features',
      goal: capitalise(outcomes(group)),
      featureIds: group.map((f) => f.id),
      tasks: group.flatMap(featureTasks),
    }),
  );
  const shoulds = chunks(tier('should'), 5);
  shoulds.forEach((group, index) =>
    phases.push({
      name: shoulds.length > 1 ? `Should-have features, part ${index + 1}` : 'Should-have features',
      goal: capitalise(outcomes(group)),
      featureIds: group.map((f) => f.id),
      tasks: group.flatMap(featureTasks),
    }),
  );

  const coulds = tier('could');
  const polish = coulds.flatMap(featureTasks);
  const dependedOn = new Set([...graph.needs.values()].flat());
  const leaves = graph.order.filter((f) => !dependedOn.has(f.id)).flatMap((f) => lastTaskOf.get(f.id) ?? []);
  const journeys = features.filter((f) => f.priority === 'must');
  const covered = journeys.length > 0 ? journeys : graph.order.slice(0, 3);
  const inOrder = graph.order.filter((f) => covered.includes(f));
  const stores = joinList(entities.map((e) => e.labelPlural));
  const seeded = backend ? `a database seeded with ${seed}` : entities.length > 0 ? `seeded ${stores}` : 'seeded data';
  const e2e = task({
    title:
      inOrder.length <= 3
        ? `Write end-to-end tests for ${joinList(inOrder.map((f) => `“${f.name}”`))}`
        : `Write end-to-end tests for the ${inOrder.length} main journeys, “${inOrder[0]!.name}” to “${inOrder.at(-1)!.name}”`,
    description: `Cover the journey of each must-have feature with ${stack.e2eTests}, in build order: ${joinList(
      inOrder.map((f) => `${f.id} ${f.name}`),
    )}.`,
    // A task for one feature is as urgent as the feature, as every other feature's task is.
    priority: covered.length === 1 ? priorityOf(covered[0]!.priority) : 'medium',
    featureIds: covered.map((f) => f.id),
    acceptanceCriteria: [
      gwt(
        `a fresh build with ${seeded}`,
        'CI runs the journeys',
        `the journeys of ${joinList(inOrder.map((f) => f.name))} pass`,
      ),
      gwt(
        `a pull request that breaks ${inOrder[0] ? `“${inOrder[0].name}”` : 'a journey'}`,
        'CI runs',
        'its journey fails and the merge is blocked',
      ),
      gwt(
        'two runs in a row',
        `each creates its own ${entities.length > 0 ? stores : 'data'}`,
        'neither depends on what the other left behind',
      ),
    ],
    dependsOn: leaves,
    testStrategy: `${stack.e2eTests} against a production build with ${seeded}, in CI on every pull request; ${
      mobile
        ? 'on an iOS simulator and an Android emulator'
        : extension
          ? 'with the packed extension loaded in Chromium'
          : 'on a 360 px phone viewport and a desktop one'
    }.`,
    parts: [
      { title: `Set up ${stack.e2eTests} in CI with ${seeded}`, hours: 2 * factor },
      ...inOrder.map((f) => ({ title: `Write the ${f.name} journey`, hours: 1 * factor })),
    ],
  });

  const verifications = model.constraints
    .filter((c) => !isBuiltIn(c))
    .map((constraint) => {
      const slug = kebabCase(constraint.name) || 'constraint';
      const performance = constraint.kind === 'performance';
      return task({
        title: `Verify ${constraint.name} before launch`,
        description: `${constraint.name}: ${sentence(constraint.text)}. ${
          performance ? 'Measure it on the production build under the expected load' : 'Check the product against it'
        } and record the result in docs/compliance/${slug}.md.`,
        priority: 'high',
        featureIds: [],
        acceptanceCriteria: [
          gwt(
            'the production build',
            `${constraint.name} is ${performance ? 'measured' : 'checked'}`,
            lowerFirst(sentence(constraint.text)),
          ),
          gwt(`a change that breaks ${constraint.name}`, 'CI runs', 'the check fails before the change is merged'),
        ],
        dependsOn: [e2e.ref],
        testStrategy: performance
          ? `A load test (k6) of the main ${backend ? 'endpoints' : 'screens'} and a Lighthouse run in CI, with thresholds taken from ${constraint.name}; the figures are kept in docs/compliance/${slug}.md as the compliance check.`
          : `A compliance check: docs/compliance/${slug}.md lists each demand of ${constraint.name} with its evidence (a test, a setting or a screenshot), reviewed before launch.`,
        parts: [
          {
            title: performance ? 'Write the load test and thresholds' : `List the demands of ${constraint.name}`,
            hours: 1.5,
          },
          { title: 'Fix what fails and record the evidence', hours: 2 },
        ],
      });
    });

  const firstValue = firstValueFeature(model, features) ?? features[0];
  const firstScreen = firstValue && model.screens.find((s) => s.featureIds.includes(firstValue.id));
  const launch = launchTask(
    model,
    stack,
    task,
    [e2e.ref, ...verifications.map((v) => v.ref)],
    firstValue
      ? { name: firstValue.name, role: firstValue.role, goal: featureGoal(firstValue), route: firstScreen?.route }
      : { name: 'the main journey', role: model.user, goal: 'use it' },
  );
  phases.push({
    name: 'Polish and launch',
    goal: [
      `${product} is live ${launch.where}, with the main journeys tested end to end`,
      ...(coulds.length > 0 ? [outcomes(coulds)] : []),
      ...verifications.map((v) => v.title.replace(/^Verify (.+) before launch$/, '$1 is verified')),
    ].join('; '),
    featureIds: coulds.map((f) => f.id),
    tasks: [...polish, e2e, ...verifications, launch.task],
  });
  return phases.filter((p) => p.tasks.length > 0);
}
