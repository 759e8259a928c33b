import { firstValueFeature, foundationKeys } from './first-value';
import type { KitTask } from '../../../../shared/schemas/kit';
import type { Stack } from '../plan';
import { capitalise, escapeRegExp, kebabCase, lowerWords, pluralPhrase, unique } from '../text';
import { storageIn } from './backend';
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
import { launchTask, type TaskMaker } from './plan-launch';
import { commandOf } from './cli-command';
import { planPhrases, type Headless, type PlanPhrases, type SignInKind, type Thing } from './plan-phrases';
import { productShape } from './product-shape';
import { entitiesOf, featureGraph, integrationsOf, parentsOf } from './plan-order';
import { statusField } from './record-fields';
import { secretNames } from '../rule-examples';
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
function featureGoal(feature: ModelFeature, p: PlanPhrases): string {
  const goal = /I want to (.+?) so that/.exec(feature.userStory)?.[1];
  return p.feature.goal(feature, goal ? thirdPerson(goal) : undefined);
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
function seedPlan(ordered: readonly ModelEntity[], p: PlanPhrases): string {
  const count = new Map<string, number>();
  for (const entity of ordered) {
    const parent = parentsOf(entity).find((name) => count.has(name));
    count.set(entity.name, parent ? Math.min(2 * count.get(parent)!, 16) : 2);
  }
  return p.seed(ordered.map((e) => ({ n: count.get(e.name)!, thing: e })));
}

/**
 * Each role's navigation: the list and hub screens of the features that role uses, in the order of
 * the app flow. Roles with no screens of their own are left out.
 */
function navigationByRole(
  model: CompositionModel,
  p: PlanPhrases,
): Array<{ role: string; roles: string; screens: string[] }> {
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
  // A role with no list of its own starts on the home screen (a dog owner following a walk live).
  const hub = model.screens.find((screen) => screen.kind === 'hub');
  const named = (role: string) => [...byRole.keys()].find((key) => key.toLowerCase() === role.toLowerCase());
  const ordered = model.roles
    .map((r) => named(r.role) ?? roleInText(r.role))
    .filter((role) => byRole.has(role) || (hub && !/^(admin|administrator|администратор)/i.test(role)));
  const roles = unique([...ordered, ...byRole.keys()]);
  return roles.map((role) => ({ role, roles: p.shell.rolesPlural(role), screens: byRole.get(role) ?? [hub!.name] }));
}

/** A role as running text says it: "Dog owner" → "dog owner", an acronym ("HR") as it is. */
const roleInText = (role: string) => (/^\p{Lu}{2}/u.test(role) ? role : role.charAt(0).toLowerCase() + role.slice(1));

/** Groups of at most `size`, in order. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export function buildPlan(model: CompositionModel, stack: Stack): PlannedPhase[] {
  const { features, entities, backendRequired: backend, productName: product } = model;
  const p = planPhrases(model.language);
  const graph = featureGraph(model);
  const factor = screenFactor(model.platforms);
  const mobile = model.platforms.includes('ios') || model.platforms.includes('android');
  const extension = model.platforms.includes('extension');
  // A product without screens is built as commands (a CLI) or as endpoints alone (an API).
  const shape = productShape(model);
  const headless: Headless | undefined = shape.service ? (shape.cli ? 'cli' : 'api') : undefined;
  const h = p.headless;
  const staticSite = !backend && model.archetype.id === 'static_site';
  const byName = new Map(entities.map((e) => [e.name, e]));
  const thingOf = (name: string): Thing =>
    byName.get(name) ?? { name, label: lowerWords(name), labelPlural: pluralPhrase(lowerWords(name)) };
  const integrationByKey = new Map(model.integrations.map((i) => [i.key, i]));
  const integrationsFor = (feature: ModelFeature) =>
    integrationsOf(feature).flatMap((key) => integrationByKey.get(key) ?? []);
  const storage = storageIn(model.archetype, model.platforms, model.language);
  const screensWord = p.ui.screensWord(mobile, extension);
  const gwt = p.gwt;
  const fromTriple = ([given, when, then]: readonly [string, string, string]) => gwt(given, when, then);

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
    ? [{ title: p.setup.mobile, hours: 2 }]
    : extension
      ? [{ title: p.setup.extension, hours: 1.5 }]
      : model.platforms.includes('desktop')
        ? [{ title: p.setup.desktop, hours: 2 }]
        : [];
  const firstFeature = features[0];
  const lastFeature = features.at(-1);
  const featureRange = firstFeature
    ? p.setup.featureRange(firstFeature, lastFeature && lastFeature !== firstFeature ? lastFeature : undefined)
    : '';
  const setup = task({
    title: p.setup.title(stack.frontend),
    description: p.setup.description(product, stack.frontend, stack.unitTests, featureRange, backend ? secretNames(model, stack.auth) : []),
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      headless
        ? h.cloneRuns(stack.commands.install, stack.commands.dev, headless, model.slug)
        : p.setup.cloneRuns(stack.commands.install, stack.commands.dev, product, extension),
      p.setup.ciBlocks(product, stack.commands.lint, stack.commands.test),
      p.setup.agentReads(firstFeature, entities.length),
    ],
    dependsOn: [],
    testStrategy: headless
      ? h.setupTestStrategy(stack.unitTests, headless, model.slug)
      : p.setup.testStrategy(stack.unitTests, product),
    parts: [
      { title: p.setup.scaffold(product), hours: 3 },
      { title: p.setup.tooling(product), hours: 2.5 },
      ...platformSetup,
    ],
  });

  // A record a capability's plan adds is made by the plan's own task when that task names it (ADR 0041).
  const ordered = entitiesInOrder(entities.filter((e) => !builtByPlan(e, features)));
  const links = ordered.flatMap((e) =>
    parentsOf(e)
      .filter((name) => byName.has(name))
      .map((name) => [e, byName.get(name)!] as const),
  );
  const seed = seedPlan(ordered, p);
  let data: KitTask;
  if (backend) {
    const orphan = links[0];
    data = task({
      title: p.schema.title(ordered),
      description: p.schema.description(ordered, stack.database!, links, seed),
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        p.schema.migrationsRun(ordered.length),
        ...(orphan ? [p.schema.orphanRefused(orphan[0], orphan[1])] : []),
        p.schema.seedTwice(seed),
      ],
      dependsOn: [setup.ref],
      testStrategy: p.schema.testStrategy(serverTests, ordered[0], ordered.length > 1 ? ordered.at(-1) : undefined, orphan),
      parts: [
        ...chunks(ordered, 3).map((group) => ({
          title: p.schema.define(
            group,
            unique(group.flatMap((e) => parentsOf(e).filter((name) => byName.has(name)))).map(thingOf),
          ),
          hours: group.reduce((sum, e) => sum + 0.75 + 0.25 * parentsOf(e).length, 0),
        })),
        { title: p.schema.migrate(seed), hours: 1.5 + 0.2 * ordered.length },
      ],
    });
  } else if (staticSite) {
    data = task({
      title: p.content.title(entities),
      description: p.content.description(entities),
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: p.content.criteria.map(fromTriple),
      dependsOn: [setup.ref],
      testStrategy: p.content.testStrategy,
      parts: [
        { title: p.content.parts[0]!, hours: 1 + 0.5 * entities.length },
        { title: p.content.parts[1]!, hours: 1.5 },
        { title: p.content.parts[2]!, hours: 1 },
      ],
    });
  } else {
    data = task({
      title: p.local.title(entities),
      description: p.local.description(entities, storage),
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: headless
        ? [h.local.kept(entities[0]!), ...h.local.criteria.map(fromTriple)]
        : [p.local.kept(entities[0]!), ...p.local.criteria.map(fromTriple)],
      dependsOn: [setup.ref],
      testStrategy: p.local.testStrategy(stack.unitTests, storage),
      parts: [
        { title: p.local.parts[0]!, hours: 0.5 + 0.5 * entities.length },
        { title: p.local.parts[1]!, hours: 2 },
        { title: p.local.parts[2]!, hours: 1 },
      ],
    });
  }

  const routes = unique(model.screens.map((s) => s.route));
  const nav = navigationByRole(model, p);
  const navRoles = nav.map((n) => n.roles);
  // The lists that need an empty state, named by what they list.
  const listed = unique(
    model.screens.flatMap((s) => (s.kind === 'list' && s.entity ? [thingOf(s.entity)] : [])),
    (t) => t.name,
  );
  const detail = model.screens.find((s) => s.kind === 'detail' && s.entity && s.route.includes(':'));
  const listOfDetail = detail ? model.screens.find((s) => s.kind === 'list' && s.entity === detail.entity) : undefined;
  /** The frame every feature is built into: the app shell, or the API skeleton and the command structure. */
  const screenShell = (): KitTask => task({
    title: p.shell.title(extension, navRoles),
    description: p.shell.description(routes, mobile, nav),
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      p.shell.anyRoute(routes.length),
      mobile ? p.shell.largestFont : extension ? p.shell.popup : p.shell.keyboard(nav[0]?.role, nav[0]?.screens ?? []),
      detail && listOfDetail
        ? p.shell.missingDetail(detail.route, thingOf(detail.entity!), mobile, listOfDetail)
        : p.shell.unknownRoute(mobile),
    ],
    dependsOn: [setup.ref],
    testStrategy: p.shell.testStrategy(stack.unitTests, stack.e2eTests, navRoles, routes.length),
    parts: [
      { title: p.shell.layout(navRoles), hours: 2 * factor },
      { title: p.shell.routes(routes.length), hours: 0.4 * routes.length * factor },
      { title: p.shell.states(listed), hours: 1.5 * factor },
    ],
  });
  const skeleton =
    shape.service && shape.api
      ? task({
          title: h.skeleton.title,
          description: h.skeleton.description(stack.backend ?? stack.frontend),
          priority: 'high',
          featureIds: [],
          acceptanceCriteria: [h.skeleton.unknownPath, h.skeleton.rateLimited, h.skeleton.documented],
          dependsOn: [setup.ref],
          testStrategy: h.skeleton.testStrategy(serverTests),
          parts: [
            { title: h.skeleton.parts[0]!, hours: 2 },
            { title: h.skeleton.parts[1]!, hours: 2 },
            { title: h.skeleton.parts[2]!, hours: 1.5 },
          ],
        })
      : undefined;
  const commandStructure =
    shape.service && shape.cli
      ? task({
          title: h.commands.title,
          description: h.commands.description(
            model.slug,
            features.map((f) => commandOf(model, f)),
          ),
          priority: 'high',
          featureIds: [],
          acceptanceCriteria: [
            h.commands.help(model.slug),
            h.commands.wrongUsage(model.slug),
            h.commands.json(model.slug),
          ],
          dependsOn: [setup.ref],
          testStrategy: h.commands.testStrategy(stack.unitTests, stack.e2eTests, model.slug),
          parts: [
            { title: h.commands.parts[0]!, hours: 1.5 + 0.25 * features.length },
            { title: h.commands.parts[1]!, hours: 2 },
            { title: h.commands.parts[2]!, hours: 1 },
          ],
        })
      : undefined;
  const shell = headless ? undefined : screenShell();
  const frame = [shell, skeleton, commandStructure].filter((t): t is KitTask => t !== undefined);

  /**
   * Signing in, built once before every task whose endpoints need a session: people's accounts,
   * staff's single sign-on, a mobile game's player identity, or the API keys programs call with.
   * A brief with its own accounts feature gets the same task, as that feature's.
   */
  const accounts = features.find((f) => f.key === 'accounts');
  const signInKind: SignInKind | undefined =
    !backend
      ? undefined
      : shape.service
        ? shape.cli
          ? 'cli'
          : 'keys'
        : !model.accounts && !accounts
          ? undefined
          : shape.internal
            ? 'staff'
            : shape.game && mobile
              ? 'players'
              : 'people';
  const signIn = signInKind ? signInTask(signInKind) : undefined;

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

  /** The sign-in task of its kind, after the data model and the frame the features are built into. */
  function signInTask(kind: SignInKind): KitTask {
    const auth = stack.auth ?? 'Better Auth';
    const roles = model.roles
      .map((r) => r.role)
      .filter((r) => !/^(admin|administrator|администратор)/i.test(r))
      .map(roleInText);
    const hours: Record<SignInKind, number[]> = {
      people: [2, 1.5, 2 * factor, 1.5],
      staff: [2, 2, 1.5, 1.5],
      players: [2, 3, 1, 1.5],
      keys: [1.5, 1.5, 1.5, 1.5],
      cli: [1.5, 2.5, 1.5, 1.5],
    };
    return task({
      title: p.signIn.title(kind, auth, model.slug),
      description: p.signIn.description(kind, {
        auth,
        roles,
        screens: model.screens.filter((sc) => sc.kind === 'auth').map((sc) => ({ name: sc.name, route: sc.route })),
        ios: model.platforms.includes('ios'),
        slug: model.slug,
      }),
      priority: 'high',
      featureIds: accounts ? [accounts.id] : [],
      acceptanceCriteria: p.signIn.criteria(kind, { role: model.user, hub: model.hub, slug: model.slug }),
      dependsOn: [setup.ref, data.ref, ...frame.map((t) => t.ref)],
      testStrategy: p.signIn.testStrategy(kind, { serverTests, e2eTests: stack.e2eTests, hub: model.hub, slug: model.slug }),
      parts: p.signIn.parts(kind, auth, model.slug, roles).map((title, i) => ({ title, hours: hours[kind][i] ?? 1 })),
    });
  }

  /** A capability's tasks in the plan's order (ADR 0041), each after the one before, with the plan's estimates. */
  function planTasks(
    feature: ModelFeature,
    a: {
      priority: KitTask['priority'];
      first: string[];
      auth: boolean;
      integrations: readonly Integration[];
      constraints: readonly Constraint[];
      /** What the last task proves: the feature works as its criteria say. */
      closing: string[];
      journey: string;
    },
  ): KitTask[] {
    const plan = feature.plan!;
    const steps = plan.tasks;
    const made: KitTask[] = [];
    // Every endpoint and job of the plan is named by the task that builds it: the steps' own words
    // usually do; an endpoint they leave unnamed goes to the first step on the server, a job to the
    // last one (the first and the last step when none names an endpoint).
    const said = steps.map((step) => `${step.title}\n${step.detail}`).join('\n');
    const unnamedPaths = unique(plan.endpoints.map((e) => e.path)).filter((path) => !namesPath(said, path));
    const unnamed = backend ? plan.endpoints.filter((e) => unnamedPaths.includes(e.path)).map((e) => `${e.method} ${e.path}`) : [];
    const unscheduled = backend ? plan.jobs.filter((j) => !namesJob(said, j.name)) : [];
    const onServer = steps.flatMap((step, index) => (/\/api\//.test(step.detail) ? [index] : []));
    const serving = onServer[0] ?? 0;
    const scheduling = onServer.at(-1) ?? steps.length - 1;
    steps.forEach((step, index) => {
      const last = index === steps.length - 1;
      const number = index + 1;
      const builds = (name: string) => `${step.title} ${step.detail}`.includes(name);
      const kind = !backend
        ? 'other'
        : entities.some((e) => e.plannedBy === feature.id && builds(e.name))
          ? 'table'
          : /\/api\//.test(step.detail)
            ? 'api'
            : 'other';
      const strategy = p.capability.testStrategy({
        feature,
        step: number,
        steps: steps.length,
        title: step.title,
        kind,
        auth: a.auth,
        serverTests,
        unitTests: stack.unitTests,
      });
      made.push(
        task({
          title: step.title,
          description: `${p.capability.description(feature, number, steps.length, step.detail)}${
            index === 0 && a.integrations.length > 0 ? p.capability.calls(a.integrations) : ''
          }${index === 0 && a.constraints.length > 0 ? p.capability.meets(a.constraints) : ''}${
            index === serving && unnamed.length > 0 ? p.capability.serves(unnamed) : ''
          }${index === scheduling && unscheduled.length > 0 ? p.capability.schedules(unscheduled) : ''}`,
          priority: a.priority,
          featureIds: [feature.id],
          acceptanceCriteria: last ? unique(a.closing) : [p.capability.done(feature, number, step.detail)],
          dependsOn: index === 0 ? a.first : [made[index - 1]!.ref],
          testStrategy: last ? `${strategy}${p.capability.checks(a.journey, feature.plan!.qa)}` : strategy,
          parts: stepParts(step.detail, step.hours),
        }),
      );
    });
    return made;
  }

  const lastTaskOf = new Map<string, string>();
  const builtEndpoints = new Map<string, string>();
  /** The task that signs people in, for a feature whose endpoints need a session. */
  const signInFor = (feature: ModelFeature): string | undefined =>
    accounts ? (accounts !== feature ? lastTaskOf.get(accounts.id) : undefined) : signIn?.ref;
  if (accounts && signIn) lastTaskOf.set(accounts.id, signIn.ref);

  const featureTasks = (feature: ModelFeature): KitTask[] => {
    // The accounts feature is built by the sign-in task.
    if (feature === accounts && signIn) return [];
    const made: KitTask[] = [];
    const integrations = integrationsFor(feature);
    for (const integration of integrations) if (!connected.has(integration.key)) made.push(connect(integration));
    const constraints = constraintsOf(feature, model);
    const touched = entitiesOf(feature)
      .filter((name) => byName.has(name))
      .map(thingOf);
    const needed = (graph.needs.get(feature.id) ?? []).flatMap((id) => lastTaskOf.get(id) ?? []);
    const shared = [
      setup.ref,
      data.ref,
      ...constraints.flatMap((c) => safeguards.get(c.name)?.ref ?? []),
      ...integrations.flatMap((i) => connected.get(i.key)?.ref ?? []),
      ...needed,
    ];
    const screens = model.screens.filter((s) => s.featureIds.includes(feature.id));
    const screenList = screens.length > 0 ? p.feature.screens(screens) : p.feature.view(feature);
    const priority = priorityOf(feature.priority);
    const role = feature.role;
    const goal = featureGoal(feature, p);
    // The links this feature creates: those of its main entity (the others are checked where they are built).
    const main = touched[0];
    const parents = main
      ? parentsOf(byName.get(main.name)!)
          .filter((name) => byName.has(name))
          .map(thingOf)
      : [];
    const childLinks = parents.map((parent) => [main!, parent] as const);
    /** Beyond the list, a screen loads the status it is filtered by and the records that belong to each one. */
    const loadExtras = (record: Thing) => {
      return {
        status: statusField(record.fields),
        // Records the task loads anyway are not said twice.
        children: entities
          .filter((e) => e.name !== record.name && parentsOf(e).includes(record.name) && !touched.some((t) => t.name === e.name))
          .slice(0, 3)
          .map((e) => thingOf(e.name)),
      };
    };
    const place = screens[0] ? p.feature.place(screens[0]) : p.quoted(feature.name);
    const command = shape.cli ? commandOf(model, feature) : undefined;
    const firstEndpoint = feature.api[0] ? `${feature.api[0].method} ${feature.api[0].path}` : undefined;
    const criteria = feature.acceptanceCriteria.map((c) =>
      /^given\b/i.test(c)
        ? c
        : command && headless
          ? h.command.criterion(role, command, c)
          : headless && firstEndpoint
            ? h.endpoint.criterion(role, firstEndpoint, c)
            : p.feature.onPlace(role, place, c),
    );
    const emptyState =
      touched.length === 0
        ? []
        : command && headless
          ? [h.command.empty(touched, role, command)]
          : headless
            ? []
            : [p.feature.empty(touched, role, screens[0]?.route ?? p.quoted(feature.name))];
    const journey = p.feature.journey(stack.e2eTests, role, goal, mobile, extension);
    /** The command's parts, or an API feature's tests: what a product without screens builds instead of views. */
    const headlessParts = (): Part[] =>
      command
        ? [
            { title: h.command.parse(command), hours: 1 },
            { title: h.command.output, hours: 1 },
            { title: h.command.tests(stack.e2eTests, command), hours: 1.5 },
          ]
        : [{ title: h.endpoint.tests(stack.e2eTests, feature), hours: 1.5 }];
    const uiParts = (): Part[] => [
      ...(screens.length > 0
        ? screens.map((s) => ({
            title: p.feature.layOut(
              s,
              s.entity && (s.kind === 'list' || s.kind === 'detail') ? { thing: thingOf(s.entity), list: s.kind === 'list' } : undefined,
            ),
            hours: 1.5 * factor,
          }))
        : [{ title: p.feature.layOutView(feature), hours: 1.5 * factor }]),
      { title: p.feature.load(touched, feature, main && loadExtras(main)), hours: (1 + 0.5 * touched.length) * factor },
      ...integrations
        .filter((i) => isMoney(i.key) || i.key === 'maps')
        .map((i) => ({ title: p.feature.paymentStep(i), hours: 1 * factor })),
      { title: p.feature.tests(stack.e2eTests, feature), hours: 1.5 * factor },
    ];
    const integrationPart = (i: Integration): Part => ({ title: p.feature.call(i), hours: integrationHours(i.key) });
    const constraintPart = (c: Constraint): Part => ({ title: p.feature.meet(c, touched), hours: constraintHours(c) });
    /** A one-task feature's own logic and its test strategy, the same whether it has screens or not. */
    const logicPart: Part = { title: p.single.logic(touched, backend), hours: touched.length > 0 ? 1 + 0.75 * touched.length : 1 };
    const singleTestStrategy = () =>
      p.single.testStrategy({ unitTests: stack.unitTests, touched: touched.length > 0, backend, feature, integrations, constraints, journey });
    const integrationCriteria = integrations.map((i) =>
      p.feature.integrationFails(i, role, goal, feature.entity ? thingOf(feature.entity) : undefined),
    );
    const constraintCriteria = constraints.map((c) => p.feature.audited(c, touched, feature));

    /** The screens of a feature with an API: its UI task, after the API and the app shell. */
    const screenTask = (apiRef: string): KitTask =>
      task({
        title: p.ui.title(screensWord, feature),
        description: p.ui.description(feature, screenList, screens.length !== 1, apiRef),
        priority,
        featureIds: [feature.id],
        acceptanceCriteria: [...criteria, ...emptyState, p.ui.apiFails(role, touched[0])],
        dependsOn: [apiRef, shell!.ref],
        testStrategy: p.ui.testStrategy(stack.unitTests, screenList, journey),
        parts: uiParts(),
      });

    if (feature.plan) {
      const auth = backend && feature.api.some((a) => a.auth);
      const signedIn = auth ? signInFor(feature) : undefined;
      const frameRefs = [...(shell ? [shell.ref] : []), ...(skeleton ? [skeleton.ref] : []), ...(commandStructure ? [commandStructure.ref] : [])];
      made.push(
        ...planTasks(feature, {
          priority,
          first: [...shared, ...frameRefs, ...(signedIn ? [signedIn] : [])],
          auth,
          integrations,
          constraints,
          // The plan's criteria in the tasks' form, all of them (the PRD has room for four), then the
          // session (unless the sign-in task's guard says it for every endpoint), the services and the
          // rules, as every feature's last task says them.
          closing: [
            ...feature.plan.criteria,
            ...(auth && !signedIn ? [p.api.noSession(feature)] : []),
            ...integrationCriteria,
            ...constraintCriteria,
          ],
          journey,
        }),
      );
    } else if (backend && feature.api.length > 0) {
      const endpoints = feature.api.map((a) => `${a.method} ${a.path}`);
      const fresh = endpoints.filter((e) => !builtEndpoints.has(e));
      const reused = endpoints.filter((e) => builtEndpoints.has(e));
      const reusedFrom = unique(reused.map((e) => builtEndpoints.get(e)!));
      const auth = feature.api.some((a) => a.auth);
      const accountsRef = auth ? signInFor(feature) : undefined;
      const orphan = childLinks[0];
      const api = task({
        title: p.api.title(feature),
        description: p.api.description({
          fresh,
          reused,
          reusedFrom,
          backend: stack.backend,
          tables: touched,
          auth,
          integrations,
          constraints,
        }),
        priority,
        featureIds: [feature.id],
        acceptanceCriteria: [
          // An API alone has no other task for the feature: its criteria are the endpoints' own.
          ...(headless === 'api' ? [...criteria, ...emptyState] : []),
          p.api.invalid(auth, role, endpoints.find((e) => /^(POST|PATCH|PUT)/.test(e)) ?? endpoints[0]!, main),
          // The sign-in task's guard answers 401 for every signed-in endpoint: said there once, tested here.
          ...(auth && !accountsRef ? [p.api.noSession(feature)] : []),
          ...(orphan ? [p.api.orphan(orphan[0], orphan[1])] : []),
          ...integrationCriteria,
          ...constraintCriteria,
        ],
        dependsOn: [...shared, ...(accountsRef ? [accountsRef] : []), ...(skeleton ? [skeleton.ref] : [])],
        testStrategy: p.api.testStrategy({ serverTests, endpoints, auth, orphan, integrations, constraints, feature, record: main }),
        parts: [
          { title: p.api.schemas(touched, feature), hours: 0.5 + 0.5 * Math.max(1, touched.length) },
          ...(fresh.length > 0 ? [{ title: p.api.implement(fresh), hours: 0.75 * fresh.length }] : []),
          ...(reused.length > 0 ? [{ title: p.api.extend(reused, feature), hours: 0.5 * reused.length }] : []),
          ...(childLinks.length > 0 ? [{ title: p.api.checkParents(main!, parents), hours: 0.5 * childLinks.length }] : []),
          ...integrations.map(integrationPart),
          ...constraints.map(constraintPart),
          { title: p.api.test(feature), hours: 1 + 0.4 * endpoints.length },
        ],
      });
      for (const endpoint of fresh) builtEndpoints.set(endpoint, api.ref);
      if (headless === 'api') made.push(api);
      else if (command && commandStructure)
        made.push(
          api,
          task({
            title: h.command.title(command),
            description: h.command.description(feature, command, {
              endpoints,
              apiRef: api.ref,
              integrations: [],
              touched,
              backend,
            }),
            priority,
            featureIds: [feature.id],
            acceptanceCriteria: [...criteria, ...emptyState, h.command.fails(role, command, true)],
            dependsOn: [api.ref, commandStructure.ref],
            testStrategy: h.command.testStrategy(stack.unitTests, command, journey),
            parts: headlessParts(),
          }),
        );
      else made.push(api, screenTask(api.ref));
    } else if (headless) {
      const frameRef = (commandStructure ?? skeleton)!.ref;
      made.push(
        task({
          title: command ? h.command.title(command) : p.single.title(feature),
          description: command
            ? h.command.description(feature, command, { endpoints: [], integrations, touched, backend })
            : p.single.description(feature, h.endpoint.place(feature), integrations, touched, backend),
          priority,
          featureIds: [feature.id],
          acceptanceCriteria: [
            ...criteria,
            ...emptyState,
            ...(command ? [h.command.fails(role, command, backend)] : []),
            ...integrationCriteria,
            ...constraintCriteria,
          ],
          dependsOn: [...shared, frameRef],
          testStrategy: command
            ? h.command.testStrategy(stack.unitTests, command, journey)
            : singleTestStrategy(),
          parts: [
            ...(command ? headlessParts().slice(0, 1) : []),
            logicPart,
            ...integrations.map(integrationPart),
            ...constraints.map(constraintPart),
            ...(command ? headlessParts().slice(1) : headlessParts()),
          ],
        }),
      );
    } else {
      made.push(
        task({
          title: p.single.title(feature),
          description: p.single.description(feature, screenList, integrations, touched, backend),
          priority,
          featureIds: [feature.id],
          acceptanceCriteria: [
            ...criteria,
            ...emptyState,
            ...(touched.length > 0 && !backend && !staticSite ? [p.single.kept(touched[0]!, role)] : []),
            ...integrationCriteria,
            ...constraintCriteria,
          ],
          dependsOn: [...shared, shell!.ref],
          testStrategy: singleTestStrategy(),
          parts: [
            ...uiParts().slice(0, -1),
            logicPart,
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
  const tier = (priority: ModelFeature['priority']) => rest.filter((f) => graph.planned.get(f.id) === priority);

  const phases: PlannedPhase[] = [
    {
      name: p.phases.setup,
      goal: headless ? h.setupGoal(product, headless, model.slug) : p.phases.setupGoal(product),
      featureIds: [],
      tasks: [setup],
    },
  ];

  // A service an on-device plan does itself is never connected: nothing calls it.
  const unused = model.integrations.filter((i) => users(i).length === 0 && !i.onDevice);
  const foundationTasks = [
    data,
    ...frame,
    ...(signIn ? [signIn] : []),
    ...safeguards.values(),
    ...unused.map(connect),
    ...inFoundation.flatMap(featureTasks),
  ];
  // People's accounts built here name the phase; an API's keys leave it the API skeleton's.
  const accountsReady =
    inFoundation.some((f) => f.key === 'accounts') || (signInKind !== undefined && signInKind !== 'keys' && signInKind !== 'cli');
  phases.push({
    name:
      headless && !(backend && accountsReady)
        ? h.foundation(headless, !backend)
        : p.phases.foundation(staticSite ? 'content' : backend ? (accountsReady ? 'accounts' : 'shell') : 'local'),
    goal: p.phases.goal([
      p.phases.stored(staticSite ? 'content' : backend ? 'database' : 'device', entities, links.length > 0),
      ...(signInKind ? [p.signIn.goal(signInKind)] : []),
      ...(builtIn.length > 0 ? [p.phases.safeguards(builtIn)] : []),
      ...(inFoundation.length > 0 ? [p.phases.outcomes(inFoundation)] : []),
      headless ? h.ready(headless) : p.phases.routed(staticSite),
    ]),
    featureIds: inFoundation.map((f) => f.id),
    tasks: foundationTasks,
  });

  const musts = chunks(tier('must'), 4);
  musts.forEach((group, index) =>
    phases.push({
      name: p.phases.core(musts.length > 1 ? index + 1 : undefined),
      goal: capitalise(p.phases.outcomes(group)),
      featureIds: group.map((f) => f.id),
      tasks: group.flatMap(featureTasks),
    }),
  );
  const shoulds = chunks(tier('should'), 5);
  shoulds.forEach((group, index) =>
    phases.push({
      name: p.phases.should(shoulds.length > 1 ? index + 1 : undefined),
      goal: capitalise(p.phases.outcomes(group)),
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
  const seeded = p.e2e.seeded(backend, seed, entities);
  const e2e = task({
    title: headless ? h.e2eTitle(headless, inOrder) : p.e2e.title(inOrder),
    description: p.e2e.description(stack.e2eTests, inOrder),
    // A task for one feature is as urgent as the feature, as every other feature's task is.
    priority: covered.length === 1 ? priorityOf(covered[0]!.priority) : 'medium',
    featureIds: covered.map((f) => f.id),
    // The set-up task's CI gate already blocks a merge whose tests fail: the journeys are among them.
    acceptanceCriteria: [p.e2e.pass(seeded, inOrder), p.e2e.isolated(entities)],
    dependsOn: leaves,
    testStrategy: headless
      ? h.e2eTestStrategy(headless, stack.e2eTests, seeded)
      : p.e2e.testStrategy(stack.e2eTests, seeded, mobile, extension),
    parts: [
      { title: p.e2e.setUp(stack.e2eTests, seeded), hours: 2 * factor },
      ...inOrder.map((f) => ({
        title: p.e2e.journey(f, {
          role: f.role,
          goal: featureGoal(f, p),
          // A capability's journey is its goal; a feature that keeps records saves its own.
          record: headless || f.plan || !f.entity || !byName.has(f.entity) ? undefined : thingOf(f.entity),
        }),
        hours: 1 * factor,
      })),
    ],
  });

  const verifications = model.constraints
    .filter((c) => !isBuiltIn(c))
    .map((constraint) => {
      const slug = kebabCase(constraint.name) || 'constraint';
      const performance = constraint.kind === 'performance';
      return task({
        title: p.verify.title(constraint),
        description: p.verify.description(constraint, performance, slug),
        priority: 'high',
        featureIds: [],
        acceptanceCriteria: [p.verify.holds(constraint, performance), p.verify.ciFails(constraint)],
        dependsOn: [e2e.ref],
        testStrategy: p.verify.testStrategy(constraint, performance, backend, slug),
        parts: [
          { title: p.verify.first(constraint, performance), hours: 1.5 },
          { title: p.verify.fix, hours: 2 },
        ],
      });
    });
  const verified = model.constraints.filter((c) => !isBuiltIn(c));

  const firstValue = firstValueFeature(model, features) ?? features[0];
  const firstScreen = firstValue && model.screens.find((s) => s.featureIds.includes(firstValue.id));
  const launch = launchTask(
    model,
    stack,
    task,
    [e2e.ref, ...verifications.map((v) => v.ref)],
    firstValue
      ? { name: firstValue.name, role: firstValue.role, goal: featureGoal(firstValue, p), route: firstScreen?.route }
      : { name: p.launch.mainJourney, role: model.user, goal: p.launch.use },
  );
  phases.push({
    name: p.phases.launch,
    goal: p.phases.goal([
      p.phases.live(product, launch.where),
      ...(coulds.length > 0 ? [p.phases.outcomes(coulds)] : []),
      ...verified.map(p.verify.verified),
    ]),
    featureIds: coulds.map((f) => f.id),
    tasks: [...polish, e2e, ...verifications, launch.task],
  });
  return phases.filter((phase) => phase.tasks.length > 0);
}

/** Whether a record is one a capability's plan added and a task of that plan makes (it names the record). */
function builtByPlan(entity: ModelEntity, features: readonly ModelFeature[]): boolean {
  if (!entity.plannedBy) return false;
  const plan = features.find((f) => f.id === entity.plannedBy)?.plan;
  return plan?.tasks.some((t) => `${t.title} ${t.detail}`.includes(entity.name)) ?? false;
}

/**
 * A plan task's detail as its subtasks, one sentence each (the last takes what is left when there
 * are more sentences than hours), with whole hours that add up to the plan's estimate.
 */
function stepParts(detail: string, hours: number): Part[] {
  const total = Math.max(1, Math.ceil(hours - 1e-9));
  const sentences = detail
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.!?]+$/, ''))
    .filter((s) => s.length > 0);
  const count = Math.max(1, Math.min(sentences.length, total));
  const titles = sentences.length === 0 ? [detail] : [...sentences.slice(0, count - 1), sentences.slice(count - 1).join('; ')];
  const base = Math.floor(total / count);
  return titles.map((title, i) => ({ title, hours: base + (i < total - base * count ? 1 : 0) }));
}

/** Whether a text names an API path whole (`/api/walks/:id` is not named by `/api/walks/:id/points`). */
function namesPath(text: string, path: string): boolean {
  for (let at = text.indexOf(path); at !== -1; at = text.indexOf(path, at + 1)) {
    if (!/[\w/-]/.test(text.charAt(at + path.length))) return true;
  }
  return false;
}

/** Whether a text names a job by its kebab-case name. */
const namesJob = (text: string, job: string) => new RegExp(`(?<![\\w-])${escapeRegExp(job)}(?![\\w-])`, 'i').test(text);
