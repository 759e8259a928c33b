import type { KitTask } from '../../../shared/schemas/kit';
import { storageFor } from './model/backend';
import type { CompositionModel, ModelFeature } from './model/types';
import { stackFor } from './stack';
import { joinList, lowerWords, singularWord, unique } from './text';

/**
 * Step 2 of the offline engine: the build plan every later document shares. The technology stack
 * (./stack.ts), the phases and the task board are derived from the brief alone (never from the
 * variant), so the implementation plan, the task board, the AI rules and the prompts always agree.
 */

export { stackFor, type Stack, type StackChoice } from './stack';

function lowerFirst(text: string): string {
  return /^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Phases and tasks

export interface PlannedPhase {
  name: string;
  goal: string;
  featureIds: string[];
  tasks: KitTask[];
}

const planMemo = new WeakMap<CompositionModel, PlannedPhase[]>();

/** The phases in build order, each with its tasks (refs T-01...). Every feature is in exactly one phase. */
export function planFor(brief: CompositionModel): PlannedPhase[] {
  const cached = planMemo.get(brief);
  if (cached) return cached;
  const plan = buildPlan(brief);
  planMemo.set(brief, plan);
  return plan;
}

const foundationKeys = new Set(['accounts', 'settings', 'onboarding', 'landing']);
const rank: Record<ModelFeature['priority'], number> = { must: 0, should: 1, could: 2 };

/** The features in build order: each after the features it depends on, otherwise in the order given. */
export function dependencyOrder(features: readonly ModelFeature[]): ModelFeature[] {
  const byId = new Map(features.map((f) => [f.id, f]));
  const ordered: ModelFeature[] = [];
  const seen = new Set<string>();
  const visit = (feature: ModelFeature) => {
    if (seen.has(feature.id)) return;
    seen.add(feature.id);
    for (const id of feature.dependsOn) {
      const dependency = byId.get(id);
      if (dependency) visit(dependency);
    }
    ordered.push(feature);
  };
  features.forEach(visit);
  return ordered;
}

/** Accounts, settings, onboarding and the landing page come first, unless they need a later feature. */
function foundationFeatures(ordered: readonly ModelFeature[]): ModelFeature[] {
  const foundation = new Set(ordered.filter((f) => foundationKeys.has(f.key)).map((f) => f.id));
  for (const feature of ordered) {
    if (foundation.has(feature.id) && feature.dependsOn.some((id) => !foundation.has(id)))
      foundation.delete(feature.id);
  }
  return ordered.filter((f) => foundation.has(f.id));
}

/** The priority a feature is planned with: its own, or that of the most urgent feature that needs it. */
function plannedPriority(ordered: readonly ModelFeature[]): Map<string, ModelFeature['priority']> {
  const planned = new Map(ordered.map((f) => [f.id, f.priority]));
  // Dependents come after their dependencies, so walking backwards settles every chain in one pass.
  for (const feature of [...ordered].reverse()) {
    const own = planned.get(feature.id)!;
    for (const id of feature.dependsOn) {
      const current = planned.get(id);
      if (current && rank[own] < rank[current]) planned.set(id, own);
    }
  }
  return planned;
}

function priorityOf(feature: ModelFeature): KitTask['priority'] {
  return feature.priority === 'must' ? 'high' : feature.priority === 'should' ? 'medium' : 'low';
}

/** Splits `total` hours over subtask titles, every part at least 1 hour. */
function split(total: number, titles: string[]): KitTask['subtasks'] {
  const count = Math.min(titles.length, Math.max(1, total));
  const base = Math.floor(total / count);
  let rest = total - base * count;
  return titles.slice(0, count).map((title) => {
    const extra = rest > 0 ? 1 : 0;
    rest -= extra;
    return { title, estimateHours: base + extra };
  });
}

function buildPlan(brief: CompositionModel): PlannedPhase[] {
  const stack = stackFor(brief);
  const { features, entities, backendRequired: backend } = brief;
  let counter = 0;
  const ref = () => `T-${String(++counter).padStart(2, '0')}`;
  const product = brief.productName;

  const task = (
    fields: Omit<KitTask, 'ref' | 'estimateHours' | 'testStrategy'> & { testStrategy?: string },
  ): KitTask => {
    const estimateHours = fields.subtasks.reduce((sum, s) => sum + s.estimateHours, 0);
    const testStrategy =
      fields.testStrategy ?? `${stack.unitTests} for the rules of this task; the acceptance criteria checked by hand before it is marked done`;
    return { ref: ref(), estimateHours: Math.max(1, estimateHours), ...fields, testStrategy };
  };

  // Phase 1: setup.
  const setup = task({
    title: `Set up the ${stack.frontend} project`,
    description: `Create the ${product} repository with ${stack.frontend}, TypeScript strict mode, ESLint, Prettier, ${stack.unitTests} and a CI workflow that runs lint, type check and tests on every pull request. Add AGENTS.md and the kit documents under docs/.`,
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      `\`${stack.commands.dev}\` starts the app with an empty home screen`,
      `\`${stack.commands.lint}\` and \`${stack.commands.test}\` pass locally and in CI`,
      'AGENTS.md describes the stack, commands and folder layout',
    ],
    dependsOn: [],
    subtasks: split(6, [
      'Scaffold the project and folder layout',
      'Configure ESLint, Prettier and TypeScript strict mode',
      'Add the CI workflow (lint, type check, tests)',
      'Write AGENTS.md and copy the kit documents to docs/',
    ]),
  });
  let data: KitTask;
  if (backend) {
    data = task({
      title: 'Create the database schema and migrations',
      description: `Define ${joinList(entities.map((e) => e.name))} in ${stack.database} (see the backend document for fields and relations), generate the first migration and add seed data for development.`,
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        'The migration creates every table with its foreign keys and indexes on foreign keys',
        'Seed data creates one example of each entity',
        'A test connects to a fresh database and runs the migration',
      ],
      dependsOn: [setup.ref],
      subtasks: split(Math.max(4, Math.ceil(entities.length * 1.2)), [
        `Define ${joinList(entities.slice(0, Math.ceil(entities.length / 2)).map((e) => e.name))}`,
        `Define ${joinList(entities.slice(Math.ceil(entities.length / 2)).map((e) => e.name)) || 'the indexes'}`,
        'Generate and run the first migration',
        'Write the development seed script',
      ]),
    });
  } else if (brief.archetype.id === 'static_site') {
    data = task({
      title: `Set up the content collections for ${joinList(entities.slice(0, 3).map((e) => e.labelPlural))}`,
      description: `Define typed content collections for ${joinList(entities.map((e) => e.name))} in src/content/ and add the first real entries, so pages are built from content files rather than hard-coded text.`,
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        'Every collection has a schema and the build fails on invalid content',
        'At least one real entry exists per collection',
        'Images are processed at build time into modern formats',
      ],
      dependsOn: [setup.ref],
      subtasks: split(4, [
        'Define the collection schemas',
        'Add the first entries and images',
        'Configure image processing',
      ]),
    });
  } else {
    data = task({
      title: `Set up local storage for ${joinList(entities.slice(0, 3).map((e) => e.labelPlural))}`,
      description: `Create a typed storage module over ${storageFor(brief.archetype, brief.platforms)} for ${joinList(entities.map((e) => e.name))}, with a schema version so later changes can migrate old data.`,
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        'Data survives closing and reopening the app',
        'The storage module is the only code that reads or writes storage',
        'A version number allows migrating stored data',
      ],
      dependsOn: [setup.ref],
      subtasks: split(4, [
        'Define the stored types',
        'Write the storage module with tests',
        'Add the schema version and migration hook',
      ]),
    });
  }
  const shell = task({
    title: 'Build the app shell and navigation',
    description: `Create the layout, navigation and route files for ${joinList(brief.screens.slice(0, 6).map((s) => s.route))}${brief.screens.length > 6 ? ' and the other screens' : ''}, with shared loading, empty and error states and a 404 page.`,
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      'Every route of the app flow renders its screen, with an empty state where there is no data yet',
      'Navigation works with the keyboard and on a 360 px wide screen',
      'Unknown routes show a 404 page with a way home',
    ],
    dependsOn: [setup.ref],
    subtasks: split(6, [
      'Create the layout and navigation',
      'Add a route file per screen',
      'Build the shared loading, empty and error components',
    ]),
  });
  const foundation: KitTask[] = [data, shell];

  // Feature tasks, grouped by phase: each after the features it depends on.
  const accountsFeature = features.find((f) => f.key === 'accounts');
  const ordered = dependencyOrder(features);
  const inFoundation = foundationFeatures(ordered);
  const planned = plannedPriority(ordered);
  const rest = ordered.filter((f) => !inFoundation.includes(f));
  const musts = rest.filter((f) => planned.get(f.id) === 'must');
  const shoulds = rest.filter((f) => planned.get(f.id) === 'should');
  const coulds = rest.filter((f) => planned.get(f.id) === 'could');

  let accountsApiRef: string | undefined;
  /** The last task of each feature planned so far: what a dependent feature's first task waits for. */
  const lastTaskOf = new Map<string, string>();
  const featureTasks = (feature: ModelFeature): KitTask[] => {
    const tasks = tasksOf(feature);
    lastTaskOf.set(feature.id, tasks[tasks.length - 1]!.ref);
    return tasks;
  };
  const tasksOf = (feature: ModelFeature): KitTask[] => {
    const needed = feature.dependsOn.flatMap((id) => lastTaskOf.get(id) ?? []);
    const screens = brief.screens.filter((s) => s.featureIds.includes(feature.id));
    const screenNames =
      screens.length > 0
        ? joinList(screens.slice(0, 3).map((s) => `${s.name} (${s.route})`))
        : `the ${lowerFirst(feature.name)} screen`;
    const priority = priorityOf(feature);
    const criteria = feature.acceptanceCriteria.slice(0, 3);
    if (backend && feature.api.length > 0) {
      const apiHours = Math.max(2, Math.round(feature.hours * 0.45));
      const uiHours = Math.max(2, feature.hours - apiHours);
      const deps = [data.ref];
      if (accountsApiRef && feature.key !== 'accounts' && feature.api.some((a) => a.auth)) deps.push(accountsApiRef);
      deps.push(...needed);
      const endpoints = feature.api.map((a) => `${a.method} ${a.path}`);
      const api = task({
        title: `Build the API for ${lowerFirst(feature.name)}`,
        description: `Implement ${joinList(endpoints.slice(0, 4))}${endpoints.length > 4 ? ` and ${endpoints.length - 4} more` : ''} in ${stack.backend}${feature.entity ? ` on the ${feature.entity} table` : ''}, validating input with zod${feature.api.some((a) => a.auth) ? ' and checking the session' : ''}.`,
        priority,
        featureIds: [feature.id],
        acceptanceCriteria: [
          'Invalid input answers 400 with the field errors; a missing session answers 401',
          ...(feature.entity
            ? [`A ${lowerWords(feature.entity)} that belongs to someone else answers 404, proven by a test`]
            : []),
          criteria[0]!,
        ],
        dependsOn: deps,
        subtasks: split(apiHours, [
          `Write the zod schemas for ${lowerFirst(feature.name)}`,
          `Implement ${endpoints[0]}${endpoints.length > 1 ? ' and the other endpoints' : ''}`,
          'Write integration tests for the endpoints',
        ]),
      });
      if (feature.key === 'accounts') accountsApiRef = api.ref;
      const ui = task({
        title: `Build the UI for ${lowerFirst(feature.name)}`,
        description: `Build the UI of ${feature.id} ${feature.name}: ${feature.description} Connect it to ${endpoints[0]}${endpoints.length > 1 ? ' and the related endpoints' : ''}, with loading, empty and error states.`,
        priority,
        featureIds: [feature.id],
        acceptanceCriteria: criteria,
        dependsOn: [api.ref, shell.ref],
        subtasks: split(uiHours, [
          `Lay out ${screens[0]?.name ?? feature.name}`,
          'Connect the data and handle loading, empty and error states',
          `Write a component test for ${lowerFirst(feature.name)}`,
        ]),
      });
      return [api, ui];
    }
    return [
      task({
        title: `Build ${singularWord(feature.name.split(' ').pop() ?? '') === feature.name.split(' ').pop() && !/^[A-Z]{2}/.test(feature.name) ? 'the ' : ''}${lowerFirst(feature.name)}`,
        description: `Implement ${feature.id} ${feature.name} on ${screenNames}: ${feature.description}`,
        priority,
        featureIds: [feature.id],
        acceptanceCriteria: criteria,
        dependsOn: [data.ref, shell.ref, ...needed],
        subtasks: split(feature.hours, [
          `Build the UI on ${screens[0]?.route ?? brief.hub}`,
          'Write the logic and storage calls',
          `Test ${lowerFirst(feature.name)} end to end`,
        ]),
      }),
    ];
  };

  const phases: PlannedPhase[] = [];
  phases.push({
    name: 'Project setup',
    goal: `The ${product} repository builds, lints and tests in CI, and the app opens on an empty home screen`,
    featureIds: [],
    tasks: [setup],
  });
  const foundationTasks = [...foundation, ...inFoundation.flatMap(featureTasks)];
  phases.push({
    name: backend
      ? accountsFeature
        ? 'Data model and accounts'
        : 'Data model and app shell'
      : brief.archetype.id === 'static_site'
        ? 'Content and layout'
        : 'Local data and app shell',
    goal: backend
      ? `The database holds ${joinList(entities.slice(0, 4).map((e) => e.labelPlural))}${accountsFeature ? ', people can sign up and sign in,' : ''} and every screen of the app flow has its route`
      : brief.archetype.id === 'static_site'
        ? `Content collections hold ${joinList(entities.slice(0, 3).map((e) => e.labelPlural))} and every page of the site has its route`
        : `Data is stored on the device and every screen of the app flow has its route`,
    featureIds: inFoundation.map((f) => f.id),
    tasks: foundationTasks,
  });
  const chunks =
    musts.length > 4
      ? [musts.slice(0, Math.ceil(musts.length / 2)), musts.slice(Math.ceil(musts.length / 2))]
      : [musts];
  chunks.forEach((group, index) => {
    if (group.length === 0) return;
    phases.push({
      name: chunks.length > 1 ? `Core features, part ${index + 1}` : 'Core features',
      goal: `${capitaliseFirst(brief.users)} can use ${joinList(group.slice(0, 3).map((f) => lowerFirst(f.name)))}${group.length > 3 ? ' and more' : ''} end to end`,
      featureIds: group.map((f) => f.id),
      tasks: group.flatMap(featureTasks),
    });
  });
  if (shoulds.length > 0) {
    phases.push({
      name: 'Should-have features',
      goal: `${joinList(shoulds.map((f) => f.name))} work${shoulds.length === 1 ? 's' : ''} and ${shoulds.length === 1 ? 'is' : 'are'} covered by tests`,
      featureIds: shoulds.map((f) => f.id),
      tasks: shoulds.flatMap(featureTasks),
    });
  }
  const allFeatureTasks = phases.flatMap((p) => p.tasks).filter((t) => t.featureIds.length > 0);
  const lastUi = unique(
    allFeatureTasks
      .filter((t) => features.find((f) => f.id === t.featureIds[0])?.priority === 'must')
      .map((t) => t.ref),
  ).slice(-3);
  const e2e = (extra: KitTask[]) =>
    task({
      title: 'Write end-to-end tests for the main journeys',
      description: `Cover the journeys of the app flow with ${stack.e2eTests}: ${joinList(
        features
          .filter((f) => f.priority === 'must')
          .slice(0, 4)
          .map((f) => `${f.id} ${f.name}`),
      )}.`,
      priority: 'medium',
      featureIds: features.filter((f) => f.priority === 'must').map((f) => f.id),
      acceptanceCriteria: [
        'Each main journey runs in CI against a fresh build',
        'A failing journey blocks the merge',
        'Tests use their own data and clean up after themselves',
      ],
      dependsOn: unique([...lastUi, ...extra.map((t) => t.ref)]).slice(-4),
      subtasks: split(6, [
        'Set up the test runner and fixtures',
        'Write the first-value journey',
        'Write the remaining journeys',
      ]),
    });
  const polishTasks = coulds.flatMap(featureTasks);
  const tests = e2e(polishTasks.slice(-1));
  const deploy = task({
    title: `Deploy ${product} to ${stack.deployTarget}`,
    description: `Set up ${stack.hosting}. Configure environment variables, error monitoring and analytics, then release the first version.`,
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      'A push to main deploys automatically after CI passes',
      'Errors are reported to the monitoring tool with release versions',
      'The production build passes the launch checklist',
    ],
    dependsOn: [tests.ref],
    subtasks: split(5, [
      'Configure hosting and environment variables',
      'Add error monitoring and analytics',
      'Release and smoke-test the production build',
    ]),
  });
  phases.push({
    name: 'Polish and launch',
    goal: `${product} is tested end to end, monitored and live${coulds.length > 0 ? `, with ${joinList(coulds.map((f) => f.name.toLowerCase()))}` : ''}`,
    featureIds: coulds.map((f) => f.id),
    tasks: [...polishTasks, tests, deploy],
  });
  return phases;
}
