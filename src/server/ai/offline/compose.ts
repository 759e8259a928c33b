import {
  platforms as promptPlatforms,
  type AiRulesOutput,
  type AppFlowOutput,
  type BackendOutput,
  type FrontendOutput,
  type ImplementationOutput,
  type KitStep,
  type OverviewOutput,
  type Platform,
  type PromptsOutput,
  type QualityOutput,
  type RequirementsOutput,
  type StepContext,
  type StepOutput,
  type TasksOutput,
  type TechStackOutput,
  type WhatNextOutput,
} from '../../../shared/schemas/kit';
import { analyseIdea } from './brief';
import { noBackendWhy, storageFor } from './model/backend';
import { modelFromBrief } from './model/from-brief';
import type { CompositionModel, ModelFeature, ModelScreen } from './model/types';
import { featureDefs } from './features';
import { platformNames } from './lexicon';
import { planFor, stackFor, type Stack } from './plan';
import { asGoal } from './model/feature-facts';
import { glossaryFor } from './model/glossary';
import { prdGoals, prdMetrics, prdNonGoals, storyGoal } from './model/prd-lines';
import { capitalise, escapeRegExp, fill, joinList, pluralPhrase, rotate, unique, vary, withArticle } from './text';

export { composeViability } from './viability';

/**
 * Step 3 of the offline engine: every kit step's structured output, rendered from the one brief.
 * Ids, entity names, routes and the stack never depend on the variant; wording, order of tips and
 * the angle of some sentences do, so a regeneration reads differently but stays consistent.
 */

interface Ctx {
  brief: CompositionModel;
  stack: Stack;
  variant: number;
  /** The product name the kit already uses (the overview's, when it exists). */
  name: string;
  pick<T>(choices: readonly T[], key: string): T;
}

/** The model every step writes from: the confirmed brief's when the kit has one, else the idea's text read. */
function modelFor(context: StepContext): CompositionModel {
  return context.brief
    ? modelFromBrief(context.brief, context.idea, context.options)
    : analyseIdea(context.idea, context.options);
}

function ctxFor(context: StepContext): Ctx {
  const brief = modelFor(context);
  const variant = Number.isInteger(context.variant) && context.variant > 0 ? context.variant : 1;
  return {
    brief,
    stack: stackFor(brief),
    variant,
    name: context.outputs.overview?.productName ?? brief.productName,
    pick: (choices, key) => vary(choices, `${brief.slug}:${key}`, variant),
  };
}

type Composer<S extends KitStep> = (ctx: Ctx) => StepOutput<S>;

const composers: { [S in KitStep]: Composer<S> } = {
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
  prompts,
  what_next: whatNext,
};

/** The structured output of one kit step for the context's idea and options. */
export function composeStep<S extends KitStep>(step: S, context: StepContext): StepOutput<S> {
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
/** The feature that delivers the first value: the one about the primary entity, else the first core must. */
function firstValue(b: CompositionModel): ModelFeature | undefined {
  const core = b.features.filter(
    (f) => f.key !== 'accounts' && f.key !== 'settings' && f.key !== 'onboarding' && f.key !== 'landing',
  );
  return (
    core.find((f) => f.priority === 'must' && f.entity === b.primaryEntity && f.routes[0] !== undefined) ??
    core.find((f) => f.priority === 'must') ??
    core[0]
  );
}
const lower = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const featureList = (features: ModelFeature[], count = 3) =>
  joinList(features.slice(0, count).map((f) => lower(f.name)));

/** "on the web, iOS and Android", "as a browser extension", "as an API and a command-line tool". */
function platformPhrase(b: CompositionModel): string {
  const others = b.platforms.filter((p) => !['extension', 'api', 'cli'].includes(p));
  const names = others.map((p) => (p === 'web' ? 'the web' : p === 'desktop' ? 'the desktop' : platformNames[p]));
  const as = [
    ...(b.platforms.includes('extension') ? ['a browser extension'] : []),
    ...(b.platforms.includes('api') ? ['an API'] : []),
    ...(b.platforms.includes('cli') ? ['a command-line tool'] : []),
  ];
  return [
    ...(as.length > 0 ? [`as ${joinList(as)}`] : []),
    ...(names.length > 0 ? [`on ${joinList(names)}`] : []),
  ].join(' and ');
}

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
  const users = b.users;
  const quick = /\bin (?:seconds|minutes|a few|one|two|three)\b/.test(b.purpose);
  const taglines = [
    `${c.name} helps ${users} ${b.purpose}.`,
    `The simplest way for ${users} to ${b.purpose}.`,
    `${capitalise(b.purpose)}: ${c.name} is made for ${users}.`,
    `${capitalise(users)} ${b.purpose}${quick ? '' : ' in minutes'} with ${c.name}.`,
  ];
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
    c.pick(
      [
        `An alternative to ${joinList(competitors)} built around what ${users} need most`,
        `Focused on ${users}, with a simpler first experience than ${joinList(competitors, 'or')}`,
      ],
      'value',
    ),
  ];
  const fromBrief = b.summary !== undefined;
  return {
    productName: c.name,
    tagline: c.pick(taglines, 'tagline'),
    summary: !fromBrief
      ? c.pick(summaries, 'summary')
      : isFounderSummary(b.summary!, b.idea, c.name)
        ? founderSummary(c, b.summary!, where)
        : briefSummary(c, where),
    problem: b.problem,
    audience: b.audience,
    platforms: b.platforms.map((p) => platformNames[p]),
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
  if (said.length < 12) return text !== said;
  return !text.includes(said) && !said.includes(text);
}

/** The founder's own summary, then where it runs and the constraints it is built to meet. */
function founderSummary(c: Ctx, summary: string, where: string): string {
  const b = c.brief;
  const runs = c.pick(
    [
      `It runs ${where}${b.backendRequired ? ' with a secure backend' : ' with no backend to maintain'}, and the first version focuses on ${featureList(must(b))}.`,
      `The first version focuses on ${featureList(must(b))}, ${where}.`,
    ],
    'summary',
  );
  return `${summary}${/[.!?…]$/.test(summary) ? '' : '.'} ${runs}${constraintsClause(b)}`;
}

/** Regulations it is built to meet, then the hard limits it keeps to, in the brief's words. */
function constraintsClause(b: CompositionModel): string {
  const rules = b.constraints.filter((k) => ['compliance', 'privacy', 'security', 'legal'].includes(k.kind));
  const limits = b.constraints.filter((k) => !rules.includes(k));
  return [
    rules.length > 0 ? ` It is built to meet ${joinList(rules.map((k) => k.name))} from the first version.` : '',
    ...limits.map((k) => ` ${k.name}: ${k.text}${/[.!?]$/.test(k.text) ? '' : '.'}`),
  ].join('');
}

/**
 * A summary written from the brief when it has none of the founder's own: what kind of product it
 * is and where it runs, who uses it for what, what the first version does and what it must meet.
 */
function briefSummary(c: Ctx, where: string): string {
  const b = c.brief;
  const roles = b.roles.map((r) => pluralPhrase(lower(r.role)));
  const main = roles[0] ?? b.users;
  // What the product is for comes before signing up: profiles and settings are named last.
  const setup = (f: ModelFeature) => ['accounts', 'profiles', 'settings', 'onboarding'].includes(f.key);
  const first = [...must(b)].sort((x, y) => Number(setup(x)) - Number(setup(y))).slice(0, 3);
  const goals = unique(first.map((f) => storyGoal(f)));
  const others = b.roles.slice(1).filter((r) => !/admin/i.test(r.role) && r.needs.length > 0);
  const otherSide = others
    .map((r) => `${capitalise(pluralPhrase(lower(r.role)))} ${asGoal(r.needs[0]!) ?? `come for ${lower(r.needs[0]!)}`}`)
    .slice(0, 2);
  const sentences = [
    `${c.name} is ${withArticle(b.archetype.label)} ${where} for ${joinList(roles)}.`,
    goals.length > 0 ? `In its first version ${main} can ${joinList(goals)}.` : '',
    otherSide.length > 0 ? `${otherSide.join('; ')}.` : '',
    b.integrations.length > 0 ? `It works with ${joinList(b.integrations.map((i) => i.name))}.` : '',
  ];
  return `${sentences.filter(Boolean).join(' ')}${constraintsClause(b)}`;
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
    })),
    entities: b.entities.map((e) => ({
      name: e.name,
      description: e.description,
      fields: e.fields.map((f) => f.name),
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
    choices: c.stack.choices,
    hosting: c.stack.hosting,
    integrations: b.integrations.map((i) => ({
      name: i.name,
      purpose: i.purpose,
      calledFrom: b.backendRequired ? 'The server, behind one adapter module' : 'The client, behind one adapter module',
    })),
    notes: [...constraintLines(b), ...rotate(c.stack.notes, c.variant)],
  };
}

function frontend(c: Ctx): FrontendOutput {
  const b = c.brief;
  const entityComponents = b.entities.slice(0, 3).map((e) => `${e.name}Card`);
  const accessibility = [
    'WCAG 2.2 AA: text contrast at least 4.5:1 and visible focus rings on every interactive element',
    'Every form field has a label; errors are announced with aria-live and linked with aria-describedby',
    `All of ${
      joinList(
        b.screens
          .filter((s) => s.kind === 'list' || s.kind === 'hub')
          .slice(0, 2)
          .map((s) => s.name),
      ) || 'the main screens'
    } can be used with the keyboard alone, in a logical tab order`,
    'Touch targets are at least 44×44 px and nothing depends on hover',
    'Motion respects prefers-reduced-motion; images have meaningful alt text',
  ];
  return {
    screens: b.screens.map((s) => ({
      name: s.name,
      route: s.route,
      purpose: s.purpose,
      featureIds: s.featureIds,
      components: [...s.components],
    })),
    sharedComponents: unique([
      'AppShell',
      'Button',
      'Input',
      'Dialog',
      'Toast',
      'EmptyState',
      'ErrorState',
      'Skeleton',
      ...entityComponents,
    ]),
    stateManagement: c.stack.stateManagement,
    styling: `${c.stack.styling}. ${c.pick(['A calm, high-contrast palette with one accent colour and generous spacing.', 'A clean, friendly look: one accent colour, rounded corners and clear hierarchy.', 'A focused interface with neutral surfaces, one brand colour and readable 16 px body text.'], 'styling')}`,
    accessibility: rotate(accessibility, c.variant),
  };
}

function backend(c: Ctx): BackendOutput {
  const b = c.brief;
  if (!b.backendRequired) {
    const storage = storageFor(b.archetype, b.platforms);
    const forms = b.integrations.find((i) => i.key === 'forms');
    const site = b.archetype.id === 'static_site';
    return {
      required: false,
      note: `${c.name} needs no backend: ${noBackendWhy(b.archetype)}. ${capitalise(storage)} ${site ? 'replace' : 'replaces'} the database${forms ? `, and ${forms.name} delivers the contact form by email` : ''}.`,
      entities: [],
      endpoints: [],
      compliance: [],
      auth: site
        ? c.pick(
            [
              'No accounts: visitors browse freely, and the owner edits content in the repository through pull requests.',
              'There is no sign-in on the site. Content changes are made in the repository and published by the next build.',
            ],
            'auth-none',
          )
        : c.pick(
            [
              `No accounts: ${c.name} works as soon as it opens, and each person’s data stays on their own device.`,
              `There is no sign-in. Everything is stored locally, so there is nothing to authenticate; export and import move data between devices.`,
            ],
            'auth-none',
          ),
    };
  }
  const roles = b.roles.map((r) => r.role);
  const authText = b.accounts
    ? `${c.stack.auth ?? 'Session'} handles sign-up with email verification, sign-in, password reset and Google sign-in; sessions live in HttpOnly, Secure, SameSite=Lax cookies. ${roles.map((r) => (r === 'Admin' ? 'Admins can moderate content, manage users and see everything, with every action audited.' : `${plural(r)} can read and change only their own records${r === roles[0] ? '' : ' and what is shared with them'}.`)).join(' ')}`
    : `No end-user accounts: public endpoints are rate-limited and protected with a honeypot; the owner manages data through the database console.`;
  return {
    required: true,
    note: c.pick(
      [
        `${c.stack.backend} serves a REST API under /api for ${c.name}; ${c.stack.database} stores ${b.entities.length} tables. Every request is validated with zod and every query is scoped to the signed-in user.`,
        `The API is ${c.stack.backend} with ${c.stack.database}. It exposes ${b.endpoints.length} endpoints for ${featureList(must(b), 3)}, validates input with zod and never returns another user’s data.`,
      ],
      'backend-note',
    ),
    entities: b.entities.map((e) => ({
      name: e.name,
      fields: e.fields.map((f) => ({ name: f.name, type: f.type, notes: f.notes })),
      relations: e.relations,
    })),
    endpoints: b.endpoints.map((e) => ({
      method: e.method,
      path: e.path,
      description: e.description,
      featureIds: e.featureIds,
      auth: e.auth,
    })),
    auth: authText,
    compliance: b.constraints.map((k) => ({ constraint: k.name, measures: [k.text] })),
  };
}

function plural(role: string): string {
  return role.endsWith('s') ? role : `${role}s`;
}

function states(c: Ctx, screen: ModelScreen): { loading: string; empty: string; error: string } {
  const b = c.brief;
  const entity = screen.entity ? b.entities.find((e) => e.name === screen.entity) : undefined;
  const label =
    entity?.label ?? lower(screen.name).replace(/([a-z]+)$/, (w) => (w.endsWith('ss') ? w : w.replace(/s$/, '')));
  const labels = entity?.labelPlural ?? lower(screen.name);
  const parent = screen.route.replace(/\/:[a-z]+$/i, '');
  const first = firstValue(b);
  const site = b.archetype.id === 'static_site';
  if (site && screen.kind !== 'page') {
    return {
      loading: 'Pages are pre-rendered, so text appears at once; images load lazily with a blurred preview',
      empty:
        screen.kind === 'list'
          ? `If there are no ${labels} yet, a short “New work coming soon” note and a link to the contact page`
          : screen.kind === 'detail'
            ? `An unknown ${label} shows the 404 page with a link back to ${parent}`
            : 'Never empty: the headline, featured work and the call to action are part of the build',
      error: 'If an image fails to load, its alt text and caption stay readable and the rest of the page works',
    };
  }
  switch (screen.kind) {
    case 'landing':
      return {
        loading: 'The page is static and appears at once; images fade in as they load',
        empty: `Never empty: the headline, how ${c.name} works and the sign-up button are always there`,
        error: 'If a section such as testimonials fails to load it is hidden; the sign-up button always works',
      };
    case 'auth':
      return {
        loading: 'The submit button shows a spinner and is disabled while the request runs',
        empty: `An empty form with the email field focused and a link to ${screen.route === '/sign-in' ? 'sign up' : 'sign in'}`,
        error: c.pick(
          [
            'Wrong details or a taken email show one clear message above the form; the typed email is kept for a retry',
            'A short message explains what went wrong (for example “Email or password is incorrect”) and the form stays filled in',
          ],
          'auth-error',
        ),
      };
    case 'hub':
      return {
        loading: c.pick(
          [
            'Skeleton cards in the shape of the summary and the recent items',
            'A light skeleton of the cards and the list, never a blank screen',
          ],
          'hub-loading',
        ),
        empty: `A welcome message for a new ${b.user} and one clear button to get started${first ? ` with ${lower(first.name)}` : ''}`,
        error: 'A banner says the data could not load, with a Retry button; navigation keeps working',
      };
    case 'list':
      // Lists of things people create offer a "New" button; lists the product fills (notifications) do not.
      if (
        !b.features.some(
          (f) =>
            screen.featureIds.includes(f.id) &&
            (featureDefs.get(f.key)?.kind === 'manage' || f.key.startsWith('custom:')),
        )
      ) {
        return {
          loading: `Five skeleton rows shaped like ${labels}`,
          empty: `“Nothing here yet”: ${labels} appear here as soon as there are any, with a link back to ${b.hub}`,
          error: `“Couldn’t load your ${labels}” with a Retry button`,
        };
      }
      return {
        loading: `Five skeleton rows shaped like ${labels}`,
        empty: c.pick(
          [
            `“No ${labels} yet” with a button to add the first ${label}`,
            `A short explanation of what ${labels} are for and a “New ${label}” button`,
          ],
          `empty-${screen.route}`,
        ),
        error: `“Couldn’t load your ${labels}” with a Retry button; filters and search stay as they were`,
      };
    case 'detail':
      return {
        loading: `The ${label} header and fields appear as skeletons`,
        empty: `If the ${label} no longer exists, a not-found message with a link back to ${parent || b.hub}`,
        error: `“Couldn’t load this ${label}” with Retry and a link back to ${parent || b.hub}`,
      };
    default:
      return {
        loading: `A skeleton of the ${lower(screen.name)} layout`,
        empty: `A one-line explanation of ${lower(screen.name)} and the first action to take`,
        error: 'An inline message says what failed and offers Retry; nothing already entered is lost',
      };
  }
}

/** The goal of a feature's user story ("rate and review after a completed visit"). */
function goalOf(feature: ModelFeature): string {
  return /I want to (.+?) so that/.exec(feature.userStory)?.[1] ?? lower(feature.name);
}

/** "keep my notes" → "keep their notes": a first-person goal as a step anyone can follow. */
function thirdPerson(text: string): string {
  return text
    .replace(/\bI'm\b|\bI’m\b/g, 'they are')
    .replace(/\bI\b/g, 'they')
    .replace(/\bmy\b/g, 'their')
    .replace(/\bme\b/g, 'them')
    .replace(/\bmyself\b/g, 'themselves');
}

function appFlow(c: Ctx): AppFlowOutput {
  const b = c.brief;
  const screens = b.screens.map((s) => ({ route: s.route, name: s.name, states: states(c, s), next: s.next }));
  const byKey = (key: string) => b.features.find((f) => f.key === key);
  const accounts = byKey('accounts');
  const paying = b.features.find((f) => ['payments', 'cart', 'subscriptions'].includes(f.key));
  const firstCore = firstValue(b);
  const core = b.features.filter(
    (f) => f.key !== 'accounts' && f.key !== 'settings' && f !== firstCore && f !== paying,
  );
  const routeOf = (f: ModelFeature | undefined) => f?.routes[0] ?? b.hub;
  const journeys: AppFlowOutput['journeys'] = [];
  const firstSteps: string[] = [];
  if (b.accounts)
    firstSteps.push(`Open the landing page (/) and choose “Get started”`, 'Sign up at /sign-up and verify the email');
  else firstSteps.push(`Open ${c.name} (${b.hub})`);
  if (b.screens.some((s) => s.route === '/onboarding'))
    firstSteps.push('Answer the onboarding questions at /onboarding');
  if (b.accounts) firstSteps.push(`Land on the dashboard (${b.hub})`);
  if (firstCore)
    firstSteps.push(
      `Open ${routeOf(firstCore)} and ${thirdPerson(goalOf(firstCore))}`,
      `See that ${lower(firstCore.acceptanceCriteria[0]!.replace(/\.$/, ''))}`,
    );
  journeys.push({
    name: c.pick(
      ['First visit to first value', 'From first visit to the first result', 'New user: first value in five minutes'],
      'journey-first',
    ),
    featureIds: unique([accounts?.id, firstCore?.id].filter((id): id is string => id !== undefined)),
    steps: firstSteps,
  });
  for (const feature of core.slice(0, 2)) {
    journeys.push({
      name: `${feature.name}`,
      featureIds: [feature.id],
      steps: [
        b.accounts ? `Sign in and open ${routeOf(feature)}` : `Open ${routeOf(feature)}`,
        `${capitalise(thirdPerson(goalOf(feature)))}`,
        `See that ${lower(feature.acceptanceCriteria[0]!.replace(/\.$/, ''))}`,
        `Return to ${b.hub} and find the result there`,
      ],
    });
  }
  if (paying) {
    const route = paying.routes[paying.routes.length - 1] ?? '/checkout';
    journeys.push({
      name: paying.key === 'subscriptions' ? 'Upgrade to a paid plan' : 'Pay for an order',
      featureIds: [paying.id],
      steps: [
        `Choose what to pay for and open ${route}`,
        'Pay on the Stripe page with a test card',
        `Return to ${c.name} and see the confirmation`,
        'Receive the receipt by email',
      ],
    });
  }
  const returning = b.features.find((f) => ['notifications', 'reminders', 'insights', 'streaks'].includes(f.key));
  if (returning && !journeys.some((j) => j.featureIds.includes(returning.id))) {
    journeys.push({
      name: `Returning ${b.user}`,
      featureIds: [returning.id],
      steps: [
        b.accounts ? 'Sign in at /sign-in' : `Open ${c.name}`,
        `Open ${routeOf(returning)}`,
        capitalise(returning.acceptanceCriteria[0]!.replace(/\.$/, '')),
      ],
    });
  }
  return { screens, journeys };
}

function quality(c: Ctx): QualityOutput {
  const b = c.brief;
  const s = c.stack;
  const testCases: QualityOutput['testCases'] = [];
  const id = () => `QA-${String(testCases.length + 1).padStart(3, '0')}`;
  for (const feature of b.features) {
    const entity = feature.entity ? b.entities.find((e) => e.name === feature.entity) : undefined;
    const route = feature.routes[0] ?? b.hub;
    const setup =
      b.accounts && feature.key !== 'accounts'
        ? 'Sign in as a test user with seeded data'
        : `Open ${c.name} with a fresh profile`;
    testCases.push({
      id: id(),
      featureId: feature.id,
      title: `${feature.name} (happy path): ${lower(feature.acceptanceCriteria[0]!.replace(/\.$/, ''))}`,
      steps: [
        setup,
        `Go to ${route}`,
        entity ? `Use ${entity.sample} as the test data` : `Use the main action of ${lower(feature.name)}`,
        'Complete the action and wait for the confirmation',
      ],
      expected: `${capitalise(feature.acceptanceCriteria[0]!.replace(/\.$/, ''))}.`,
    });
    if (feature.priority === 'must') {
      const rest = feature.acceptanceCriteria.slice(1);
      const failure =
        rest.find((a) =>
          /(refus|invalid|error|wrong|fail|declin|cannot|not |only|never|no result|missing|expired|reject|hidden)/i.test(
            a,
          ),
        ) ??
        (b.backendRequired && feature.api.some((a) => a.auth)
          ? `Another user’s data is never returned: the API answers 404 and the screen shows “Not found”`
          : 'Invalid or missing input is explained next to the field and nothing is saved');
      testCases.push({
        id: id(),
        featureId: feature.id,
        title: `${feature.name} (${c.pick(['edge case', 'failure path', 'rule check'], `qa-${feature.id}`)}): ${lower(failure.replace(/\.$/, ''))}`,
        steps: [
          setup,
          `Go to ${route}`,
          b.backendRequired && feature.api.some((a) => a.auth)
            ? 'Try the action with invalid input, then as a different user'
            : 'Try the action with invalid or missing input',
          'Observe the message and the stored data',
        ],
        expected: `${capitalise(failure.replace(/\.$/, ''))}; nothing else changes.`,
      });
    }
  }
  const nonFunctional = [
    b.platforms.includes('web') || s.kind === 'astro' || s.kind === 'next'
      ? 'Lighthouse on mobile: performance ≥ 90, accessibility 100 on the main screens'
      : `Cold start under 2 seconds on a mid-range device`,
    b.backendRequired
      ? 'API p95 latency under 300 ms at 20 requests per second on the smallest production instance'
      : 'Every screen responds to input within 100 ms with a year of local data',
    b.backendRequired
      ? 'Security: OWASP ASVS level 1 checks, rate limits on sign-in and public endpoints, dependencies scanned in CI'
      : 'Privacy: no data leaves the device without an explicit export; no third-party trackers without consent',
    'Accessibility: axe finds no serious violations on any screen; full keyboard use checked by hand before release',
    b.backendRequired
      ? 'Daily database backups with a restore tested once a month'
      : 'Stored data survives an app update (schema migration tested)',
  ];
  return {
    strategy: c.pick(
      [
        `Unit tests with ${s.unitTests} for pure logic and validation, ${b.backendRequired ? `integration tests for every API endpoint against a real test database, ` : ''}and ${s.e2eTests} for the journeys in the app flow. CI runs lint, type check and all tests on every pull request; the end-to-end suite runs against a production build before each deploy.`,
        `Test where the risk is: ${s.unitTests} covers the rules behind ${featureList(must(b), 2)}, ${b.backendRequired ? 'API tests hit a fresh database for each file, ' : ''}and ${s.e2eTests} walks through every journey of the app flow. Everything runs in CI on each pull request, and a failing test blocks the merge.`,
      ],
      'strategy',
    ),
    testCases,
    nonFunctional: [
      ...constraintLines(b).map((line) => `${line} (checked in review and before each release)`),
      ...rotate(nonFunctional, c.variant),
    ],
  };
}

function aiRules(c: Ctx): AiRulesOutput {
  const b = c.brief;
  const s = c.stack;
  const rules = [
    `Read AGENTS.md and the kit documents in docs/ before changing code; the PRD’s feature ids (FEAT-001…) are the source of truth for scope`,
    `Use ${s.frontend}${s.backend ? `, ${s.backend} and ${s.database}` : ''} as chosen in the tech stack; ask before adding a new dependency`,
    `Keep the folder layout: ${s.layout.map((l) => l.split(' ')[0]).join(', ')}`,
    `Name entities exactly as in the PRD (${joinList(b.entities.map((e) => e.name))}); never rename fields without a migration`,
    ...(b.backendRequired
      ? [
          'Validate every request body and query with zod; return 400 with field errors',
          'Scope every database query to the signed-in user; another user’s record is a 404, never a 403',
          'Keep secrets in environment variables read by one config module; never commit .env files',
        ]
      : [
          `Read and write data only through the storage module (${storageFor(b.archetype, b.platforms)})`,
          'Never send user data to a server or a third party',
        ]),
    'Every screen handles loading, empty and error states as described in the app flow',
    `Write a test with every change: ${s.unitTests} for logic${b.backendRequired ? ' and endpoints' : ''}, ${s.e2eTests} for journeys; run \`${s.commands.test}\` before finishing`,
    'TypeScript strict mode: no `any`, no non-null assertions on data from outside',
    'Mention the feature id in commit messages, e.g. "FEAT-002: add booking form"',
    'Small, reviewable changes: one task from the task board at a time',
    ...(b.ai ? ['Call the AI provider only from the server, stream responses and log token usage per user'] : []),
  ];
  const rotated = rotate(rules.slice(1), c.variant - 1 === 0 ? 0 : c.variant);
  // The brief's constraints are rules no rotation may bury: they follow the first rule.
  const finalRules = [rules[0]!, ...constraintLines(b).map((line) => `Respect ${line}`), ...rotated];
  const features = b.features.map((f) => `- ${f.id} ${f.name} (${f.priority})`).join('\n');
  const entities = b.entities.map((e) => `- ${e.name}: ${e.fields.map((f) => f.name).join(', ')}`).join('\n');
  const commands = [
    `- Install: \`${s.commands.install}\``,
    `- Develop: \`${s.commands.dev}\``,
    `- Test: \`${s.commands.test}\``,
    `- Lint: \`${s.commands.lint}\``,
    `- End-to-end: \`${s.commands.e2e}\``,
  ].join('\n');
  const ruleLines = finalRules.map((r) => `- ${r}`).join('\n');
  const agents = `# ${c.name}: guide for coding agents

${c.name} helps ${b.users} ${b.purpose}. ${b.backendRequired ? 'It has a backend with accounts and a database.' : 'It has no backend: data stays on the device.'}

## Stack
${s.choices.map((ch) => `- ${ch.layer}: ${ch.choice}`).join('\n')}

## Commands
${commands}

## Folder layout
${s.layout.map((l) => `- ${l}`).join('\n')}

## Domain
Entities:
${entities}

Features:
${features}
${agentNotes(b)}
## Rules
${ruleLines}

## Feature ids
Every feature has an id in docs/requirements.md. Put it in branch names (feat/FEAT-003-reviews), commit messages and test names, and tick the matching task on the board when its acceptance criteria pass.
`;
  const claude = `# CLAUDE.md

Read AGENTS.md first: it holds the stack, commands, folder layout and rules for ${c.name}.

## How to work here
- Plan before editing: list the files you will touch and the feature id (FEAT-xxx) you are delivering.
- Work one task from the board at a time, in the order of the implementation plan.
- After each change run \`${s.commands.lint}\` and \`${s.commands.test}\`; fix failures before moving on.
- Keep the entity names (${joinList(b.entities.slice(0, 5).map((e) => e.name))}) and routes (${joinList(b.screens.slice(0, 5).map((sc) => sc.route))}) exactly as in the docs.
- Ask before adding dependencies, changing the database schema or touching authentication.

## Rules
${ruleLines}
`;
  const cursor = `---
description: ${c.name} project rules (${s.frontend}${s.backend ? `, ${s.backend}` : ''})
globs: ${s.globs}
alwaysApply: true
---

# ${c.name}

${c.name} helps ${b.users} ${b.purpose}. Stack: ${joinList(s.choices.slice(0, 4).map((ch) => ch.choice))}.

## Rules
${ruleLines}

## Reference
- Requirements and feature ids: docs/requirements.md
- Screens and routes: docs/frontend.md and docs/app-flow.md
${b.backendRequired ? '- Endpoints and entities: docs/backend.md\n' : ''}- Build order: docs/implementation.md
`;
  return {
    rules: finalRules,
    files: [
      { path: 'AGENTS.md', content: agents },
      { path: 'CLAUDE.md', content: claude },
      { path: `.cursor/rules/${b.slug}.mdc`, content: cursor },
    ],
  };
}

/** AGENTS.md sections for the brief's constraints, assumptions and open questions (none for a kit without a brief). */
function agentNotes(b: CompositionModel): string {
  const section = (heading: string, lead: string, items: string[]) =>
    items.length > 0 ? `\n## ${heading}\n${lead}\n${items.map((i) => `- ${i}`).join('\n')}\n` : '';
  return [
    section('Constraints', 'Every change must keep these true:', constraintLines(b)),
    section('Assumptions', 'Built on these guesses; flag anything in the code that contradicts them:', b.assumptions),
    section(
      'Open questions',
      'Undecided: ask the founder before building anything that depends on them.',
      b.openQuestions,
    ),
  ].join('');
}

function implementation(c: Ctx): ImplementationOutput {
  const b = c.brief;
  const phases = planFor(b).map((phase) => ({
    name: phase.name,
    goal: phase.goal,
    featureIds: phase.featureIds,
    steps: phase.tasks.map((t) => `${t.ref}: ${t.title}`),
    estimateHours: Math.max(
      1,
      phase.tasks.reduce((sum, t) => sum + t.estimateHours, 0),
    ),
  }));
  const totalHours = phases.reduce((sum, p) => sum + p.estimateHours, 0);
  const risks = [
    ...b.risks,
    c.pick(
      [
        `Scope creep: ship the ${must(b).length} must-have features first and keep a “later” list for everything else`,
        `Estimates of ${totalHours} hours assume one developer with an AI coding tool; keep a 20% buffer and cut “could” features first`,
      ],
      'impl-risk',
    ),
  ];
  return {
    phases,
    totalHours,
    risks: [
      ...rotate(risks, c.variant),
      ...b.openQuestions.map((q) => `Open question: ${q} Decide it before building the features it touches.`),
      ...b.assumptions.map((a) => `Unconfirmed assumption: ${a} Check it with the first users.`),
    ],
  };
}

function tasks(c: Ctx): TasksOutput {
  return {
    tasks: planFor(c.brief).flatMap((phase) =>
      phase.tasks.map((t) => ({ ...t, subtasks: t.subtasks.map((s) => ({ ...s })) })),
    ),
  };
}

function prompts(c: Ctx): PromptsOutput {
  return { prompts: promptPlatforms.map((platform) => ({ platform, content: promptFor(c, platform) })) };
}

function promptFor(c: Ctx, platform: Platform): string {
  const b = c.brief;
  const s = c.stack;
  const plan = planFor(b);
  const firstPhases = plan.slice(0, 3);
  const mustFeatures = must(b).map((f) => `${f.id} ${f.name}`);
  const entityLine = b.entities
    .map(
      (e) =>
        `${e.name} (${e.fields
          .filter((f) => !['id', 'createdAt', 'updatedAt'].includes(f.name))
          .slice(0, 5)
          .map((f) => f.name)
          .join(', ')})`,
    )
    .join('; ');
  const screenLine = b.screens.map((sc) => `${sc.name} ${sc.route}`).join(', ');
  const intro = c.pick(
    [
      `You are building ${c.name}: ${b.purpose} for ${b.users}.`,
      `Project: ${c.name}, ${withArticle(b.archetype.label)} that helps ${b.users} ${b.purpose}.`,
      `We are building ${c.name} so that ${b.users} can ${b.purpose}.`,
    ],
    `prompt-intro-${platform}`,
  );
  const repoAgent = (tool: string, rulesFile: string) =>
    `${intro}

Stack: ${joinList(s.choices.map((ch) => ch.choice))}.
Before writing code, read ${rulesFile} and the kit documents in docs/ (requirements, tech stack, frontend, ${b.backendRequired ? 'backend, ' : ''}app flow, quality, implementation plan). They define the feature ids, entities and routes; use them exactly.

Work phase by phase through the implementation plan, one task at a time:
${firstPhases.map((p) => `- ${p.name}: ${p.tasks.map((t) => t.ref).join(', ')} (${p.goal})`).join('\n')}

Must-have features: ${mustFeatures.join('; ')}.
Entities: ${entityLine}.
Routes: ${screenLine}.

After each task: run \`${s.commands.lint}\` and \`${s.commands.test}\`, fix what fails, and commit with the feature id in the message (for example "${b.features[0]!.id}: ${lower(b.features[0]!.name)}"). ${tool}`;
  switch (platform) {
    case 'cursor':
      return repoAgent(
        'Use Agent mode for multi-file tasks and keep each change small enough to review.',
        `AGENTS.md and .cursor/rules/${b.slug}.mdc`,
      );
    case 'claude_code':
      return repoAgent(
        'Start in plan mode: list the files you will change for T-01 and wait for approval before editing.',
        'CLAUDE.md and AGENTS.md',
      );
    case 'windsurf':
      return repoAgent(
        'Let Cascade run the commands itself and stop after each task with a short summary of what changed.',
        'AGENTS.md (copy its rules into .windsurf/rules if they are missing)',
      );
    case 'copilot':
      return repoAgent(
        'In agent mode, open a pull request per phase with the task refs in the description.',
        'AGENTS.md and .github/copilot-instructions.md (a copy of the AGENTS.md rules)',
      );
    case 'lovable':
      return `Build ${c.name}, ${withArticle(b.archetype.label)} that helps ${b.users} ${b.purpose}.

Pages: ${b.screens.map((sc) => `${sc.name} (${sc.route}): ${lower(sc.purpose)}`).join('; ')}.

Features for the first version: ${mustFeatures.join('; ')}.
${b.backendRequired ? `Use Supabase for ${b.accounts ? 'authentication and ' : ''}the database with these tables: ${entityLine}. Turn on row-level security so people only see their own rows.` : `Store everything in the browser's local storage; no sign-in and no database.`}
Look and feel: ${frontendStyle(c)}. Mobile first, accessible (WCAG 2.2 AA), with loading, empty and error states on every page.
Start with the ${b.screens.find((sc) => sc.kind === 'hub')?.name ?? 'home'} page and ${lower(firstValue(b)?.name ?? 'the main flow')}, then add the other pages one by one.`;
    case 'bolt':
      return `Create ${c.name} with ${s.frontend}${s.backend ? ` and ${s.backend}` : ''} in TypeScript. ${capitalise(b.users)} use it to ${b.purpose}.

Build these screens with working navigation: ${screenLine}.
Data model: ${entityLine}.
${
  b.backendRequired
    ? `API: ${b.endpoints
        .slice(0, 8)
        .map((e) => `${e.method} ${e.path}`)
        .join(
          ', ',
        )}${b.endpoints.length > 8 ? ', and the rest from the backend document' : ''}. Seed realistic sample data so every screen has content.`
    : `Keep data in ${storageFor(b.archetype, b.platforms)}; add a few realistic sample records on first run.`
}
Implement first: ${mustFeatures.slice(0, 4).join('; ')}. Use Tailwind CSS for styling and make every page responsive.`;
    case 'v0':
      return `Design the UI for ${c.name}, ${withArticle(b.archetype.label)} for ${b.users}, with React, Tailwind CSS and shadcn/ui.

Screens: ${b.screens
        .filter((sc) => sc.kind !== 'auth')
        .map((sc) => `${sc.name} (${sc.route}) with ${sc.components.slice(0, 4).join(', ')}`)
        .join('; ')}.
Use mock data shaped like ${b.entities
        .slice(0, 4)
        .map((e) => e.name)
        .join(', ')} (for example ${(b.entities.find((e) => e.name === b.primaryEntity) ?? b.entities[0]!).sample}).
Show the loading, empty and error state of each list. Style: ${frontendStyle(c)}. Responsive from 360 px, keyboard accessible, no backend code.`;
    case 'replit':
      return `Create a full-stack ${c.name} app on Replit and deploy it. ${capitalise(b.users)} use it to ${b.purpose}.

Stack: ${s.kind === 'next' ? 'Next.js with route handlers' : s.backend ? `a React + Vite web client with a ${s.backend} API (the ${s.frontend} client can follow once the API is live)` : s.kind === 'astro' ? 'Astro as a static site' : 'React + Vite as a static site'}, TypeScript${b.backendRequired ? ', PostgreSQL (Replit database) with Drizzle ORM' : ''}.
${b.backendRequired ? `Tables: ${entityLine}. ${b.accounts ? 'Add email and password sign-in with sessions in secure cookies. ' : ''}Keep API keys${b.integrations.length > 0 ? ` (${b.integrations.map((i) => i.name).join(', ')})` : ''} in Replit Secrets.` : 'No database: keep data on the device and serve static files.'}
Screens: ${screenLine}.
Features in order: ${mustFeatures.join('; ')}.
Add a health check, run the tests before deploying, and publish with Replit Deployments${b.backendRequired ? ' (autoscale)' : ' (static)'}.`;
  }
}

function frontendStyle(c: Ctx): string {
  return c.pick(
    [
      'clean and calm, one accent colour, rounded cards, clear typography',
      'friendly and modern, generous spacing, one bold accent colour',
      'minimal and fast, neutral surfaces with one brand colour',
    ],
    'style',
  );
}

function whatNext(c: Ctx): WhatNextOutput {
  const b = c.brief;
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
    ) ?? must(b)[0]!;
  const metric = fill(b.archetype.metrics[0]!, b.vars);
  const tips = [
    ...b.archetype.tips.map((t) => ({ title: t.title, body: fill(t.body, { ...b.vars, product: c.name }) })),
    {
      title: `Talk to ten ${b.users} this week`,
      body: `Before building beyond ${must(b)[0]?.id ?? 'FEAT-001'}, show the overview to ten ${b.users} and ask how they solve this today. If fewer than half describe the problem unprompted, sharpen the promise first.`,
    },
    {
      title: 'Build the riskiest feature first',
      body: `${riskiest.id} ${riskiest.name} is the part most likely to surprise you; build a thin version of it right after the foundation so problems show up early.`,
    },
    {
      title: 'Measure from day one',
      body: `Track “${metric}” from the first beta user with ${b.integrations.some((i) => i.key === 'analytics') ? 'PostHog' : 'a privacy-friendly analytics tool'}; it tells you whether ${c.name} works better than any opinion.`,
    },
    ['ads', 'free', 'donations'].includes(b.monetisation.model)
      ? {
          title: 'Validate demand before polishing',
          body: `${c.name} earns little per user, so reach matters: publish an early version, watch “${metric}” for two weeks and invest only in what people actually use.`,
        }
      : {
          title: 'Charge early',
          body: `${b.monetisation.text.split(/(?<=\.)\s/)[0]} Ask for money from the first beta users: a real payment is the clearest validation.`,
        },
    {
      title: 'Keep the kit in sync',
      body: 'When scope changes, update the requirements and the implementation plan first, then let your coding agent work from the new versions.',
    },
  ];
  const checklist = [
    'Privacy policy and terms of service published and linked in the footer',
    b.backendRequired
      ? 'Production database with daily backups, and a restore tested'
      : 'Data export tested so people can back up what is on their device',
    'Error monitoring (for example Sentry) with alerts on new errors',
    `Analytics events for “${metric}”`,
    ...(b.integrations.some((i) => i.key === 'stripe' || i.key === 'stripe_connect')
      ? ['Stripe in live mode, webhooks pointing at production and a real test purchase refunded']
      : []),
    ...(b.integrations.some((i) => i.key === 'revenuecat')
      ? ['In-app purchases approved in App Store Connect and Google Play Console']
      : []),
    ...(b.integrations.some((i) => i.key === 'email')
      ? ['Email domain verified (SPF, DKIM, DMARC) and every transactional email sent once for real']
      : []),
    ...(b.platforms.includes('ios') || b.platforms.includes('android')
      ? ['App Store and Google Play listings with screenshots, privacy labels and a support URL']
      : []),
    ...(b.platforms.includes('extension')
      ? ['Chrome Web Store listing with screenshots, a demo video and a permissions justification']
      : []),
    ...(b.platforms.includes('web')
      ? [
          'Title, meta description and Open Graph image on every public page',
          'Lighthouse run on the main pages: no accessibility errors',
        ]
      : []),
    ...(b.accounts ? ['Sign-up, email verification and password reset tested end to end in production'] : []),
    `Every must-have feature (${must(b)
      .map((f) => f.id)
      .join(', ')}) passes its acceptance criteria on the production build`,
    'A support email address that someone reads daily',
    `A launch post ready for the places ${b.users} already gather`,
  ];
  // Open questions come first: nothing else on the list is safe to build until they are answered.
  const decide =
    b.openQuestions.length > 0
      ? [
          {
            title: 'Answer the open questions',
            body: `Before building what they touch, decide: ${b.openQuestions.join(' ')}`,
          },
        ]
      : [];
  return {
    tips: [...decide, ...rotate(tips, c.variant)].slice(0, 8),
    launchChecklist: unique(checklist).slice(0, 15),
  };
}
