import { firstValueFeature } from './model/first-value';
import {
  type AiRulesModelOutput,
  type AppFlowOutput,
  type BackendOutput,
  type FrontendOutput,
  type ImplementationOutput,
  type KitTask,
  type ModelStep,
  type ModelStepOutput,
  type OverviewOutput,
  type QualityOutput,
  type RequirementsOutput,
  type StepContext,
  type TasksOutput,
  type TechStackOutput,
  type WhatNextOutput,
} from '../../../shared/schemas/kit';
import { storageIn } from './model/backend';
import { backendPhrases } from './model/backend-phrases';
import { failureStep, happyStep, platformChecks, qaStrategy } from './model/quality-checks';
import { qualityPhrases } from './model/quality-phrases';
import { briefForIdea, ideaText } from './model/brief-for-idea';
import { constraintConsequences, type ConstraintConsequences } from './model/constraints';
import { modelFromBrief } from './model/from-brief';
import { carriesData, integrationCalls, takesPayments } from './model/integration-calls';
import { productShape, type ProductShape } from './model/product-shape';
import type { CompositionModel, EntityAccess, ModelEntity, ModelFeature } from './model/types';
import { inProduct } from './model/access';
import { planJobs } from './model/capability';
import { capabilityName } from '../../../shared/capabilities';
import { planFor, stackFor, type Stack, type StackChoice } from './plan';
import { planPhrases } from './model/plan-phrases';
import { appFlowDoc, frontendDoc } from './screen-docs';
import { accessNote } from './model/access-note';
import {
  branchName,
  commitExample,
  exampleFeature,
  exampleWrite,
  listScreens,
  secretNames,
} from './rule-examples';
import { glossaryFor } from './model/glossary';
import {
  peopleRoles,
  publicRoutes,
  valueFeature,
  workedRecord,
} from './model/qa-lines';
import { prdGoals, prdMetrics, prdNonGoals } from './model/prd-lines';
import { overviewText } from './overview-text';
import { whatNextText, type NextFacts } from './what-next-text';
import { aiRulesText, type EntityPlace } from './ai-rules-text';
import { standardScreensOf } from './standard-states';
import { escapeRegExp, fill, joinList, rotate, unique, vary, withArticle } from './text';

export { composeViability } from './viability';

/**
 * Step 3 of the offline engine: every kit step's structured output, rendered from the one brief.
 * Ids, entity names, routes and the stack never depend on the variant; wording, order of tips and
 * the angle of some sentences do, so a regeneration reads differently but stays consistent.
 */

interface Ctx {
  brief: CompositionModel;
  stack: Stack;
  shape: ProductShape;
  /** What each constraint of the brief demands of the backend, QA and the agents' rules. */
  limits: ConstraintConsequences[];
  variant: number;
  /** The product name the kit already uses (the overview's, when it exists). */
  name: string;
  pick<T>(choices: readonly T[], key: string): T;
}

const MODEL_MEMO_LIMIT = 32;
const modelMemo = new Map<string, CompositionModel>();

/**
 * The model every step writes from: the confirmed brief's, or for a kit made before briefs the brief
 * the reader makes of its idea (the same path, so old kits regenerate like new ones). The twelve steps of a kit ask for the same model, so it is built once and shared (composers
 * only read it; the stack and the plan are memoised on the model object).
 */
function modelFor(context: StepContext): CompositionModel {
  const key = JSON.stringify([context.brief ?? null, context.idea, context.options]);
  const cached = modelMemo.get(key);
  if (cached) return cached;
  const model = context.brief
    ? modelFromBrief(context.brief, context.idea, context.options)
    : modelFromBrief(
        briefForIdea(context.idea, context.options),
        ideaText(context.idea, context.options),
        context.options,
      );
  if (modelMemo.size >= MODEL_MEMO_LIMIT) modelMemo.delete(modelMemo.keys().next().value as string);
  modelMemo.set(key, model);
  return model;
}

function ctxFor(context: StepContext): Ctx {
  const brief = modelFor(context);
  const variant = Number.isInteger(context.variant) && context.variant > 0 ? context.variant : 1;
  const stack = stackFor(brief);
  const shape = productShape(brief);
  return {
    brief,
    stack,
    shape,
    limits: constraintConsequences(brief.constraints, {
      language: brief.language,
      product: brief.productName,
      backend: brief.backendRequired,
      records: regulatedRecords(brief),
      vendors: unique([...stack.dataVendors, ...brief.integrations.filter(carriesData).map((i) => i.name)]),
      payments: brief.integrations.filter(takesPayments).map((i) => i.name),
      mobile: shape.mobile,
      extension: shape.extension,
      web: brief.platforms.includes('web'),
      store: brief.backendRequired
        ? (stack.database ?? 'the database')
        : storageIn(brief.archetype, brief.platforms, brief.language),
    }),
    variant,
    name: context.outputs.overview?.productName ?? brief.productName,
    pick: (choices, key) => vary(choices, `${brief.slug}:${key}`, variant),
  };
}

/** The entities whose records a regulation protects: those about people first, then the primary one. */
function regulatedRecords(b: CompositionModel): string[] {
  const personal =
    /^(?:Patient|Client|Customer|Student|Member|Employee|User|Person|Player|Child|Tenant|Applicant|Candidate|Contact|Profile)/;
  const withPersonalFields = (e: CompositionModel['entities'][number]) =>
    e.fields.some((f) => /name|email|phone|birth|address|diagnos|ssn|passport/i.test(f.name));
  return unique([
    ...b.entities.filter((e) => personal.test(e.name) || withPersonalFields(e)).map((e) => e.name),
    b.primaryEntity,
    ...b.entities.map((e) => e.name),
  ]).filter((name) => name !== 'Preference');
}

type Composer<S extends ModelStep> = (ctx: Ctx) => ModelStepOutput<S>;

// The rules files and the prompts are rendered from the kit data for every engine (src/server/kit).
const composers: { [S in ModelStep]: Composer<S> } = {
  overview,
  requirements,
  tech_stack: techStack,
  frontend,
  backend,
  app_flow: appFlow,
  quality,
  ai_rules: aiRules,
  implementation,
  tasks,
  what_next: whatNext,
};

/** What the offline engine writes for one kit step, for the context's idea and options. */
export function composeStep<S extends ModelStep>(step: S, context: StepContext): ModelStepOutput<S> {
  const composer = composers[step] as Composer<S>;
  return composer(ctxFor(context));
}

// ---------------------------------------------------------------------------------------------

/** The features of the first version: the musts, or the most urgent ones a brief without musts has. */
const must = (b: CompositionModel) => {
  const top = (['must', 'should', 'could'] as const).find((p) => b.features.some((f) => f.priority === p));
  return b.features.filter((f) => f.priority === top);
};
/** "HIPAA: <what it demands>" for each constraint of the brief. */
const constraintLines = (b: CompositionModel) => b.constraints.map((k) => `${k.name}: ${k.text}`);
const firstValue = (b: CompositionModel) => firstValueFeature(b, b.features);
const lower = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const featureList = (features: ModelFeature[], count = 3) =>
  joinList(features.slice(0, count).map((f) => lower(f.name)));

/** "on the web, iOS and Android", "as a browser extension", "as an API and a command-line tool". */
const platformPhrase = (b: CompositionModel) => overviewText(b.language).where(b);

const modelLabels: Record<CompositionModel['monetisation']['model'], string> = {
  subscription: 'A subscription',
  commission: 'A commission on each transaction',
  freemium: 'A freemium model with a paid plan',
  ads: 'Light advertising with a paid ad-free upgrade',
  one_time: 'A one-time purchase',
  sales: 'Margin on product sales',
  donations: 'Optional donations',
  free: 'Near-zero running costs',
};

function overview(c: Ctx): OverviewOutput {
  const b = c.brief;
  const t = overviewText(b.language);
  const users = b.users;
  const core = b.features.filter((f) => f.key !== 'accounts' && f.key !== 'settings');
  const where = platformPhrase(b);
  const summaries = [
    `${c.name} is ${withArticle(b.archetype.label)} for ${users} to ${b.purpose}. It brings together ${featureList(core)} in one place ${where}. ${b.backendRequired ? (b.accounts ? 'Accounts keep everything in sync and private.' : 'A small backend stores what visitors send.') : b.archetype.id === 'static_site' ? 'It needs no backend: content lives in files and the site is served as static pages.' : 'It needs no account: data stays on the device.'}`,
    `For ${users}, ${c.name} turns ${b.purpose.split(' ')[0] === 'find' ? 'searching' : 'a scattered routine'} into one clear flow ${where}. The first version focuses on ${featureList(must(b))}. ${modelLabels[b.monetisation.model]} keeps it sustainable.`,
    `${c.name} lets ${users} ${b.purpose}, starting with ${featureList(core, 2)}. It runs ${where}${b.backendRequired ? ' with a secure backend' : ' with no backend to maintain'}, so it is quick to launch and cheap to run.`,
  ];
  const competitors = b.competitors.slice(0, 2);
  const value = [
    // Whole first sentences of the founder's descriptions: a value line is never cut mid-sentence.
    ...core.slice(0, 3).map((f) => `${f.name}: ${f.description.split(/(?<=\.)\s/)[0]!}`),
    c.pick(t.alternatives(b, competitors), 'value'),
  ];
  const fromBrief = b.summary !== undefined;
  return {
    productName: c.name,
    tagline: c.pick(t.taglines(b, c.name), 'tagline'),
    summary: !fromBrief
      ? c.pick(summaries, 'summary')
      : isFounderSummary(b.summary!, b.idea, c.name)
        ? founderSummary(c, b.summary!, where)
        : briefSummary(c, where),
    problem: t.problem(b),
    audience: b.audience,
    platforms: b.platforms.map((p) => t.platformName(p)),
    monetisation: b.monetisation.text,
    valueProposition: value,
    backendRequired: b.backendRequired,
    backendReason: b.backendReason,
    assumptions: b.assumptions,
    openQuestions: b.openQuestions,
  };
}

/** Letters and digits only, lower case: how two texts are compared for being the same words. */
const bare = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * A summary the founder wrote or confirmed, as opposed to the idea pasted back ("Name: <idea>. For
 * <role>."): the idea is not in it word for word.
 */
export function isFounderSummary(summary: string, idea: string, name: string): boolean {
  const text = bare(summary.replace(new RegExp(`^${escapeRegExp(name)}\\s*[:—–-]\\s*`), ''));
  const said = bare(idea);
  // A short idea is only compared whole, with the role clause the reader adds ("For players.") taken off.
  if (said.length < 12) return text.replace(/ (?:for|для кого)(?: [\p{L}\p{N}]+){1,4}$/u, '') !== said;
  return !text.includes(said) && !said.includes(text);
}

/** The founder's own summary, then where it runs and the constraints it is built to meet. */
function founderSummary(c: Ctx, summary: string, where: string): string {
  const b = c.brief;
  const t = overviewText(b.language);
  const runs = c.pick(t.runs(b, where, must(b)), 'summary');
  return `${summary}${/[.!?…]$/.test(summary) ? '' : '.'} ${runs}${t.constraintsClause(b)}`;
}

/**
 * A summary written from the brief when it has none of the founder's own: what kind of product it
 * is and where it runs, who uses it for what, what the first version does and what it must meet.
 */
function briefSummary(c: Ctx, where: string): string {
  const b = c.brief;
  const t = overviewText(b.language);
  // The summary says what the product is for: signing up and profiles (often other roles') are
  // named only when the first version has nothing else.
  const setup = (f: ModelFeature) => ['accounts', 'profiles', 'settings', 'onboarding'].includes(f.key);
  const rank = { must: 0, should: 1, could: 2 } as const;
  const purpose = b.features.filter((f) => !setup(f)).sort((x, y) => rank[x.priority] - rank[y.priority]);
  const ranked = purpose.length > 0 ? purpose : must(b);
  const others = b.roles.slice(1).filter((r) => !/admin/i.test(r.role) && r.needs.length > 0);
  return `${t.briefSummary(b, c.name, where, ranked, others)}${t.constraintsClause(b)}`;
}

function requirements(c: Ctx): RequirementsOutput {
  const b = c.brief;
  const fromBrief = b.summary !== undefined;
  const nonGoals = [...b.archetype.nonGoals.map((n) => fill(n, b.vars))];
  if (!b.backendRequired) nonGoals.unshift('Accounts, cloud sync and any server-side storage');
  return {
    goals: fromBrief
      ? rotate(prdGoals(b), c.variant)
      : [
          ...rotate(
            b.archetype.goals.map((g) => fill(g, b.vars)),
            c.variant,
          ),
          ...constraintLines(b).map((line) => `Meet ${line}`),
        ],
    users: b.roles.map((r) => ({ role: r.role, needs: r.needs })),
    features: b.features.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      priority: f.priority,
      userStory: f.userStory,
      acceptanceCriteria: f.acceptanceCriteria,
      // A feature says its capability (ADR 0041), and how it works when it is written from the plan;
      // one that only keeps records says nothing, as kits before capabilities did.
      ...(f.capability.id !== 'records' ? { capability: f.capability.id } : {}),
      ...(f.plan ? { howItWorks: f.plan.howItWorks.slice(0, 8) } : {}),
    })),
    // Ids and timestamps are the backend's business: the PRD lists the fields people work with.
    entities: b.entities.map((e) => ({
      name: e.name,
      description: e.description,
      fields: e.fields.map((f) => f.name).filter((n) => !['id', 'createdAt', 'updatedAt'].includes(n)),
    })),
    nonGoals: fromBrief ? unique(prdNonGoals(b, platformPhrase(b))) : unique(nonGoals).slice(0, 5),
    successMetrics: rotate(fromBrief ? prdMetrics(b) : b.archetype.metrics.map((m) => fill(m, b.vars)), c.variant),
    assumptions: b.assumptions,
    openQuestions: b.openQuestions,
    glossary: fromBrief ? glossaryFor(b) : b.entities.map((e) => ({ term: e.name, meaning: e.description })),
  };
}

function techStack(c: Ctx): TechStackOutput {
  const b = c.brief;
  return {
    choices: withPlanChoices(c.stack.choices, b.features),
    hosting: c.stack.hosting,
    integrations: integrationCalls(b, {
      backend: b.backendRequired,
      mobile: c.shape.mobile,
      extension: c.shape.extension,
      serverDir: c.stack.serverDir,
      routeHandlers: c.stack.kind === 'next',
      clientDir: c.stack.clientDir,
      storeBilling: c.stack.storeBilling,
    }).map(({ name, purpose, calledFrom }) => ({ name, purpose, calledFrom })),
    notes: [...constraintLines(b), ...rotate(c.stack.notes, c.variant)],
  };
}

/**
 * The choices the features' capabilities make for the product's platforms (ADR 0041), one row each
 * under the capability's name, before the testing and hosting rows. The layer keeps its English
 * name, as every layer does; a Russian document shows it in Russian.
 */
function withPlanChoices(choices: readonly StackChoice[], features: readonly ModelFeature[]): StackChoice[] {
  const planned = unique(
    features.flatMap((f) => (f.plan?.choices ?? []).map((choice) => ({ layer: capabilityName(f.plan!.id, 'en'), ...choice }))),
    (row) => `${row.layer}\n${row.choice}`,
  );
  const at = choices.findIndex((row) => row.layer === 'Testing');
  const split = at === -1 ? choices.length : at;
  return [...choices.slice(0, split), ...planned, ...choices.slice(split)];
}

function frontend(c: Ctx): FrontendOutput {
  return frontendDoc({ ...c, first: firstValue(c.brief) });
}

function backend(c: Ctx): BackendOutput {
  const b = c.brief;
  const facts = { ...c, must: must(b), regulated: regulatedRecords(b) };
  const say = backendPhrases(b.language);
  const jobs = planJobs(b.features);
  if (!b.backendRequired) {
    return {
      required: false,
      note: say.noBackend(facts),
      entities: [],
      endpoints: [],
      compliance: compliance(c),
      auth: say.noAccounts(facts),
    };
  }
  return {
    required: true,
    note: say.note(facts),
    entities: b.entities.map((e) => ({
      name: e.name,
      notes: say.entityAccess(e, accessOf(e, c.shape, b.internal), b),
      fields: e.fields.map((f) => ({ name: f.name, type: f.type, notes: f.notes })),
      relations: e.relations,
    })),
    endpoints: b.endpoints.map((e) => ({
      method: e.method,
      path: e.path,
      description: say.endpoint(e, b),
      featureIds: e.featureIds,
      auth: e.auth,
    })),
    ...(jobs.length > 0 ? { jobs } : {}),
    auth: say.access(facts),
    compliance: compliance(c),
  };
}

/**
 * Who sees an entity's records: what its features' capabilities say, and what the product's shape
 * already knows (a leaderboard's entries are the system's, listings read signed out are public).
 */
function accessOf(e: ModelEntity, shape: ProductShape, internal: boolean): EntityAccess {
  if (shape.globalEntities.includes(e.name)) return 'system';
  if (shape.publicEntities.includes(e.name)) return inProduct('public', internal);
  return e.access ?? inProduct('own', internal);
}

/** How each constraint of the brief is met: the brief's own words, then the measures they imply. */
function compliance(c: Ctx): BackendOutput['compliance'] {
  return c.brief.constraints.map((k, i) => ({
    constraint: k.name,
    measures: unique([k.text, ...c.limits[i]!.backend]),
  }));
}

function appFlow(c: Ctx): AppFlowOutput {
  return appFlowDoc({ ...c, first: firstValue(c.brief) });
}

function quality(c: Ctx): QualityOutput {
  const b = c.brief;
  const say = qualityPhrases(b.language);
  const facts = { ...c, must: must(b), regulated: regulatedRecords(b), first: valueFeature(b, firstValue(b)) };
  const testCases: QualityOutput['testCases'] = [];
  const id = () => `QA-${String(testCases.length + 1).padStart(3, '0')}`;
  for (const feature of b.features) {
    const entity = feature.entity ? b.entities.find((e) => e.name === feature.entity) : undefined;
    const route = feature.routes[0] ?? b.hub;
    const setup = say.setup(b.accounts && feature.key !== 'accounts', c.name);
    // A feature written from its capability is tested by the plan's QA checks (ADR 0041), on its own screen.
    const checks = feature.plan?.qa ?? [];
    if (checks.length > 0) {
      const screen = feature.plan!.screens.find((s) => feature.routes.includes(s.route))?.route ?? route;
      for (const check of checks) {
        const { act, expected } = say.checkParts(check);
        testCases.push({
          id: id(),
          featureId: feature.id,
          title: say.title(feature, say.check, check),
          steps: [setup, say.goTo(screen), act],
          expected,
        });
      }
      continue;
    }
    const guarded = b.backendRequired && feature.api.some((a) => a.auth);
    testCases.push({
      id: id(),
      featureId: feature.id,
      title: say.title(feature, say.happyPath, feature.acceptanceCriteria[0]!),
      steps: [setup, say.goTo(route), say.testData(feature, entity), happyStep(feature, entity, c.shape, say)],
      expected: say.expected(feature.acceptanceCriteria[0]!),
    });
    if (feature.priority === 'must') {
      const rest = feature.acceptanceCriteria.slice(1);
      const failure = rest.find((a) => say.failureCriterion.test(a)) ?? say.defaultFailure(guarded);
      testCases.push({
        id: id(),
        featureId: feature.id,
        title: say.title(feature, c.pick(say.failurePaths, `qa-${feature.id}`), failure),
        steps: [setup, say.goTo(route), failureStep(feature, entity, guarded, b, say, failure), say.observe],
        expected: say.expectedFailure(failure),
      });
    }
  }
  return {
    strategy: qaStrategy(facts, say),
    testCases,
    nonFunctional: [...c.limits.flatMap((l) => l.qa), ...rotate(platformChecks(facts, say), c.variant)],
  };
}

/** Rules the platform and the kind of product impose on the code an agent writes. */
function platformRules(c: Ctx): string[] {
  const { shape, stack: s } = c;
  const b = c.brief;
  const t = aiRulesText(b.language);
  return [
    ...(s.kind === 'expo' ? t.expo : []),
    ...(s.storeBilling ? [t.storeBilling] : []),
    ...(shape.game ? [t.game] : []),
    ...(shape.extension ? t.extension : []),
    ...(shape.internal ? [t.internal] : []),
    // The app flow points to the standard states instead of repeating them per screen (ADR 0043).
    ...(shape.service
      ? [shape.api ? t.api : t.cli, t.problems]
      : [t.states(listScreens(b).map((sc) => sc.name), standardScreensOf(b))]),
    ...(b.backendRequired ? [t.access(b, accessNote(b, shape))] : []),
  ];
}

/** One rule per integration: the only place the code calls it. */
function integrationRules(c: Ctx): string[] {
  // Rules travel into every task's prompt, so they name no feature: the tech stack says which ones use it.
  const t = aiRulesText(c.brief.language);
  // A service an on-device plan does itself is never called: the plan's tasks say what the device does.
  const called = new Set(c.brief.integrations.filter((i) => !i.onDevice).map((i) => i.name));
  return techStack(c)
    .integrations.filter((i) => called.has(i.name))
    .map((i) => t.integration(i.name, i.calledFrom));
}

/** The tasks that build a feature, in board order (the first feature's when the id is unknown). */
function tasksOf(c: Ctx, featureId: string | undefined): KitTask[] {
  const all = planFor(c.brief).flatMap((p) => p.tasks);
  const id = featureId ?? all.find((t) => (t.featureIds ?? []).length > 0)?.featureIds?.[0];
  const covering = all.filter((t) => id !== undefined && (t.featureIds ?? []).includes(id));
  // Tasks that span more features (the journeys' end-to-end tests) are not this feature's own.
  const fewest = Math.min(...covering.map((t) => (t.featureIds ?? []).length));
  return covering.filter((t) => (t.featureIds ?? []).length === fewest);
}

/** "put the code of walks in app/walks/ and app/api/walks/": where the primary entity's code lives on this stack. */
/** Where the main entity's code goes in the folder layout. */
function entityPlace(c: Ctx): EntityPlace | undefined {
  const { stack: s, brief: b } = c;
  const entity = b.entities.find((e) => e.name === b.primaryEntity) ?? b.entities[0];
  const dir = entity?.route.replace(/^\//, '').replace(/\/.*$/, '');
  if (!entity || !dir) return undefined;
  return { entity: entity.name, dir, kind: s.kind, api: c.shape.api, backend: b.backendRequired };
}

function aiRules(c: Ctx): AiRulesModelOutput {
  const b = c.brief;
  const s = c.stack;
  const feature = exampleFeature(b);
  const featureTasks = tasksOf(c, feature?.id);
  const opening = tasksOf(c, undefined)[0];
  const firstFeature = b.features[0];
  const lastFeature = b.features[b.features.length - 1];
  const write = exampleWrite(b);
  const tables = b.entities.slice(0, 4).map((e) => e.name);
  const t = aiRulesText(b.language);
  const rules = [
    t.scope(b.features.length, firstFeature, lastFeature),
    t.build(
      unique([s.frontend, ...(s.backend && !(c.shape.service && c.shape.api) ? [s.backend] : []), ...(s.database ? [s.database] : [])]),
      tables,
      b.entities.length,
      b.backendRequired,
      s.auth,
    ),
    t.layout(s.layout.map((l) => l.split(' ')[0]).join(', '), entityPlace(c)),
    t.names(b.entities.map((e) => e.name), !c.shape.service),
    ...(b.backendRequired ? [t.validate(write), t.secrets(secretNames(b, s.auth))] : [t.storage(tables, b), t.noServer]),
    ...platformRules(c),
    ...integrationRules(c),
    t.tests(s.unitTests, s.e2eTests, s.commands.lint, s.commands.test, b.backendRequired, feature),
    ...(feature ? [t.branches(branchName(feature), commitExample(feature), featureTasks.map((task) => task.ref))] : []),
    t.small(opening),
    ...(b.ai ? [t.ai] : []),
  ];
  const rotated = rotate(rules.slice(1), c.variant - 1 === 0 ? 0 : c.variant);
  // The brief's constraints are rules no rotation may bury: they follow the first rule.
  const finalRules = [rules[0]!, ...c.limits.flatMap((l) => l.rules), ...rotated];
  return { rules: finalRules };
}

function implementation(c: Ctx): ImplementationOutput {
  const b = c.brief;
  const plan = planFor(b);
  const say = planPhrases(b.language).implementation;
  const phases = plan.map((phase) => ({
    name: phase.name,
    goal: phase.goal,
    featureIds: phase.featureIds,
    steps: phase.tasks.map((t) => say.step(t.ref, t.title)),
    estimateHours: Math.max(
      1,
      phase.tasks.reduce((sum, t) => sum + t.estimateHours, 0),
    ),
  }));
  const totalHours = phases.reduce((sum, p) => sum + p.estimateHours, 0);
  const chain = longestChain(plan.flatMap((p) => p.tasks));
  const risks = [
    ...b.risks,
    say.chain(chain.hours, chain.refs),
    c.pick([say.scope(must(b).length), say.estimate(totalHours)], 'impl-risk'),
  ];
  return {
    phases,
    totalHours,
    // The overview lists the open questions and assumptions, What Next says to settle them and
    // AGENTS.md to check them: the plan counts them as one risk instead of restating each.
    risks: [
      ...rotate(risks, c.variant),
      ...(b.openQuestions.length + b.assumptions.length > 0
        ? [say.unsettled(b.openQuestions.length, b.assumptions.length)]
        : []),
    ],
  };
}

/** The chain of dependent tasks with the most hours: the critical path of the board. */
function longestChain(tasks: readonly KitTask[]): { hours: number; refs: string[] } {
  const best = new Map<string, { hours: number; refs: string[] }>();
  for (const task of tasks) {
    // Tasks come in build order, so every dependency is settled before the task that waits for it.
    const before = task.dependsOn
      .map((ref) => best.get(ref))
      .reduce<{ hours: number; refs: string[] } | undefined>(
        (a, d) => (d && (!a || d.hours > a.hours) ? d : a),
        undefined,
      );
    best.set(task.ref, { hours: (before?.hours ?? 0) + task.estimateHours, refs: [...(before?.refs ?? []), task.ref] });
  }
  return [...best.values()].reduce((a, d) => (d.hours > a.hours ? d : a), { hours: 0, refs: [] });
}

function tasks(c: Ctx): TasksOutput {
  return {
    tasks: planFor(c.brief).flatMap((phase) =>
      phase.tasks.map((t) => ({ ...t, subtasks: t.subtasks.map((s) => ({ ...s })) })),
    ),
  };
}

function whatNext(c: Ctx): WhatNextOutput {
  const b = c.brief;
  const t = whatNextText(b.language);
  const riskiest =
    b.features.find((f) =>
      [
        'payments',
        'booking',
        'messaging',
        'bank_sync',
        'ai_chat',
        'ai_summary',
        'ai_generate',
        'multiplayer',
        'calendar',
        'cart',
      ].includes(f.key),
    ) ??
    valueFeature(b) ??
    must(b)[0]!;
  const first = valueFeature(b, firstValue(b));
  const facts: NextFacts = {
    name: c.name,
    metric: t.metric(b, () => prdMetrics(b)),
    first,
    worked: workedRecord(b, first),
    riskiest,
    // A feature left for later is what scope changes usually bring into the first version.
    later: b.features.find((f) => f.priority === 'could') ?? b.features.find((f) => f.priority === 'should'),
    firstMust: must(b)[0]!,
    roles: peopleRoles(b),
    analytics: b.integrations.some((i) => i.key === 'analytics'),
    musts: must(b),
  };
  const tips = [
    ...t.archetypeTips(b, c.name),
    t.talk(b, facts),
    t.riskiest(b, facts),
    t.measure(b, facts),
    ['ads', 'free', 'donations'].includes(b.monetisation.model) ? t.validate(b, facts) : t.charge(b, facts),
    t.sync(b, facts),
  ];
  const checklist = t
    .checklist(b, {
      ...facts,
      internal: c.shape.internal,
      mobile: c.shape.mobile,
      // Where people find the policies and the support address: an API or a CLI has no footer.
      service: c.shape.service ? (c.shape.cli ? 'cli' : 'api') : undefined,
      signUp: b.screens.find((sc) => sc.kind === 'auth' && /up|register/i.test(sc.route)),
      settings: b.screens.find((sc) => /settings|profile|account/i.test(sc.route)),
      regulated: c.limits
        .filter((l) => /hipaa|gdpr|ferpa|coppa|pci|152|ccpa|soc|part 11/i.test(l.constraint))
        .map((l) => l.constraint),
      regulatedRecords: regulatedRecords(b),
      firstIntegration: b.integrations.find((i) => !i.onDevice)?.name,
      stripe: b.integrations.some((i) => i.key === 'stripe' || i.key === 'stripe_connect'),
      revenuecat: b.integrations.some((i) => i.key === 'revenuecat'),
      email: b.integrations.some((i) => i.key === 'email'),
      extension: b.platforms.includes('extension'),
      publicPages: publicRoutes(b, c.shape),
    })
    .filter((line): line is string => line !== undefined);
  // Open questions come first: nothing else on the list is safe to build until they are answered.
  const decide = b.openQuestions.length > 0 ? [t.decide(b.openQuestions)] : [];
  return {
    tips: [...decide, ...rotate(tips, c.variant)].slice(0, 8),
    launchChecklist: unique(checklist).slice(0, 15),
  };
}
