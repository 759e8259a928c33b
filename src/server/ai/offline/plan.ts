import type { KitTask } from '../../../shared/schemas/kit';
import { storageFor } from './model/backend';
import type { CompositionModel, ModelFeature } from './model/types';
import { joinList, lowerWords, singularWord, unique } from './text';

/**
 * Step 2 of the offline engine: the build plan every later document shares. The technology stack,
 * the phases and the task board are derived from the brief alone (never from the variant), so the
 * implementation plan, the task board, the AI rules and the prompts always agree.
 */

export interface StackChoice {
  layer: string;
  choice: string;
  reason: string;
}

export interface Stack {
  kind: 'next' | 'vite' | 'astro' | 'expo' | 'wxt' | 'tauri' | 'phaser';
  /** Short name used in sentences: "Next.js 15". */
  frontend: string;
  backend?: string;
  database?: string;
  auth?: string;
  choices: StackChoice[];
  hosting: string;
  /** Short deploy target for task titles: "Vercel". */
  deployTarget: string;
  notes: string[];
  commands: { install: string; dev: string; test: string; lint: string; e2e: string };
  layout: string[];
  unitTests: string;
  e2eTests: string;
  styling: string;
  stateManagement: string;
  /** Glob of source files for the Cursor rules file. */
  globs: string;
}

const stackMemo = new WeakMap<CompositionModel, Stack>();

export function stackFor(brief: CompositionModel): Stack {
  const cached = stackMemo.get(brief);
  if (cached) return cached;
  const stack = buildStack(brief);
  stackMemo.set(brief, stack);
  return stack;
}

function buildStack(brief: CompositionModel): Stack {
  const { platforms, backendRequired: backend, accounts, archetype } = brief;
  const mobile = platforms.includes('ios') || platforms.includes('android');
  const integrations = new Set(brief.integrations.map((i) => i.key));
  const kind: Stack['kind'] =
    archetype.id === 'game' && !mobile
      ? 'phaser'
      : platforms.includes('extension')
        ? 'wxt'
        : mobile
          ? 'expo'
          : platforms.includes('desktop')
            ? 'tauri'
            : archetype.id === 'static_site' && !backend
              ? 'astro'
              : backend
                ? 'next'
                : 'vite';
  const choices: StackChoice[] = [];
  const honoApi = backend && kind !== 'next';
  let frontend: string;
  let styling: string;
  let stateManagement: string;
  let layout: string[];
  let unitTests = 'Vitest';
  let e2eTests = 'Playwright';
  let globs = 'src/**/*.{ts,tsx}';
  const commands = {
    install: 'npm install',
    dev: 'npm run dev',
    test: 'npm test',
    lint: 'npm run lint',
    e2e: 'npm run test:e2e',
  };
  switch (kind) {
    case 'next':
      frontend = 'Next.js 15';
      choices.push({
        layer: 'Frontend',
        choice: 'Next.js 15 (App Router) with React 19 and TypeScript',
        reason:
          'Server rendering for the public pages and one codebase for UI and API; the framework AI coding tools know best',
      });
      styling =
        'Tailwind CSS 4 with shadcn/ui components (Radix primitives), one design-token file for colours, spacing and radius';
      stateManagement =
        'Server components fetch data on the server; client components use TanStack Query for server state and React state for local UI; forms with react-hook-form and zod';
      layout = [
        'app/ (routes, layouts and route handlers under app/api)',
        'components/ (shared UI; components/ui for shadcn)',
        'lib/ (db client, auth, validation schemas)',
        'db/ (Drizzle schema and migrations)',
        'tests/ (Vitest unit tests and Playwright e2e)',
      ];
      globs = 'app/**/*.{ts,tsx},components/**/*.tsx,lib/**/*.ts,db/**/*.ts';
      break;
    case 'vite':
      frontend = 'React 19 with Vite';
      choices.push({
        layer: 'Frontend',
        choice: 'React 19 + Vite 6 + TypeScript',
        reason: 'A fast single-page app with no server to run; static files only',
      });
      styling = 'Tailwind CSS 4 with shadcn/ui components and a small set of design tokens';
      stateManagement = `Local data in ${storageFor(archetype, platforms)} wrapped in a small repository module; React state and Zustand for UI state`;
      layout = [
        'src/routes/ (one file per screen)',
        'src/components/ (shared UI)',
        'src/data/ (storage and its schema)',
        'src/lib/ (pure logic with unit tests)',
        'tests/ (Playwright e2e)',
      ];
      break;
    case 'astro':
      frontend = 'Astro 5';
      choices.push({
        layer: 'Frontend',
        choice: 'Astro 5 with TypeScript and content collections',
        reason: 'Ships zero JavaScript by default, so the site is fast and scores well on Lighthouse and SEO',
      });
      styling = 'Tailwind CSS 4 with a handful of Astro components; images optimised with astro:assets';
      stateManagement =
        'No client state: content comes from Markdown and JSON content collections at build time; small islands only where interaction is needed';
      layout = [
        'src/pages/ (one file per route)',
        'src/content/ (Markdown and JSON content collections)',
        'src/components/ (Astro components)',
        'public/ (favicons and static files)',
        'tests/ (Playwright checks)',
      ];
      globs = 'src/**/*.{astro,ts,md}';
      commands.test = 'npm run build && npm test';
      break;
    case 'expo':
      frontend = 'Expo (React Native)';
      choices.push({
        layer: 'Mobile',
        choice: `Expo SDK 53 with Expo Router and TypeScript${platforms.includes('web') ? ' (iOS, Android and web from one codebase)' : ''}`,
        reason:
          'One codebase for iOS and Android, over-the-air updates and EAS builds without owning a Mac build server',
      });
      styling = 'NativeWind (Tailwind for React Native) with a shared theme file; system font sizes respected';
      stateManagement = backend
        ? 'TanStack Query for server data with an offline cache; Zustand for local UI state; forms with react-hook-form and zod'
        : `All data in ${storageFor(archetype, platforms)}; Zustand for UI state; forms with react-hook-form and zod`;
      layout = [
        'app/ (Expo Router screens)',
        'components/ (shared UI)',
        'lib/ (data access, pure logic with tests)',
        ...(honoApi ? ['server/ (Hono API, Drizzle schema and migrations)'] : []),
        'e2e/ (Maestro flows)',
      ];
      unitTests = 'Jest with React Native Testing Library';
      e2eTests = 'Maestro';
      globs = 'app/**/*.tsx,components/**/*.tsx,lib/**/*.ts';
      commands.dev = 'npx expo start';
      commands.e2e = 'maestro test e2e';
      break;
    case 'wxt':
      frontend = 'WXT (Manifest V3) with React';
      choices.push({
        layer: 'Extension',
        choice: 'WXT with React 19, TypeScript and Manifest V3',
        reason: 'Builds for Chrome and Firefox from one codebase with hot reload and typed browser APIs',
      });
      styling =
        'Tailwind CSS 4 scoped to the popup and options pages; content-script UI inside a shadow root so page styles never leak in';
      stateManagement = backend
        ? 'TanStack Query in the popup; the background service worker owns API calls and caching in chrome.storage'
        : 'chrome.storage.local as the single source of truth, read through a typed storage module; React state in the popup';
      layout = [
        'entrypoints/popup/ (toolbar popup)',
        'entrypoints/options/ (options page)',
        'entrypoints/background.ts (service worker)',
        'entrypoints/content.ts (content script)',
        'lib/ (storage and pure logic with tests)',
        ...(honoApi ? ['server/ (Hono API)'] : []),
      ];
      globs = 'entrypoints/**/*.{ts,tsx},lib/**/*.ts';
      break;
    case 'tauri':
      frontend = 'Tauri 2 with React';
      choices.push({
        layer: 'Desktop',
        choice: 'Tauri 2 with React 19, Vite and TypeScript',
        reason: 'Small, fast native apps for macOS, Windows and Linux with a web UI',
      });
      styling = 'Tailwind CSS 4 with shadcn/ui components and native-feeling spacing';
      stateManagement = backend
        ? 'TanStack Query for server data; Zustand for local UI state'
        : 'A local SQLite database through the Tauri SQL plugin; Zustand for UI state';
      layout = [
        'src/ (React UI)',
        'src-tauri/ (Rust shell and commands)',
        'src/lib/ (pure logic with tests)',
        'tests/ (Playwright e2e)',
      ];
      commands.dev = 'npm run tauri dev';
      break;
    default:
      frontend = 'Phaser 3 with Vite';
      choices.push({
        layer: 'Game engine',
        choice: 'Phaser 3 with Vite and TypeScript',
        reason: 'A mature 2D engine with physics, input and scaling for phones and desktops',
      });
      styling = 'Game art as sprite atlases; menus in plain HTML and CSS over the canvas';
      stateManagement = backend
        ? 'Game state in Phaser scenes; progress saved locally and scores sent to the API'
        : 'Game state in Phaser scenes; progress in localStorage';
      layout = [
        'src/scenes/ (one file per scene)',
        'src/objects/ (game objects)',
        'src/levels/ (level data as JSON)',
        'public/assets/ (sprites and sounds)',
        'tests/ (logic unit tests)',
      ];
      break;
  }
  if (kind !== 'expo' && kind !== 'phaser')
    choices.push({
      layer: 'Styling',
      choice: styling.split(' with ')[0]!.split(';')[0]!,
      reason: 'Consistent design tokens and accessible components without writing CSS from scratch',
    });
  let backendName: string | undefined;
  let database: string | undefined;
  let auth: string | undefined;
  if (backend) {
    backendName = kind === 'next' ? 'Next.js route handlers' : 'Hono 4 on Node.js 20';
    database = 'PostgreSQL 16 with Drizzle ORM';
    choices.push({
      layer: 'Backend',
      choice:
        kind === 'next'
          ? 'Next.js route handlers (Node.js runtime) under app/api'
          : 'Hono 4 REST API on Node.js 20 with zod validation',
      reason:
        kind === 'next'
          ? 'No separate server to deploy; the API lives next to the pages that use it'
          : 'A small, fast, typed API that the client calls over REST',
    });
    choices.push({
      layer: 'Database',
      choice: 'PostgreSQL 16 (Neon) with Drizzle ORM and drizzle-kit migrations',
      reason: `Relational data (${joinList(brief.entities.slice(0, 4).map((e) => e.name))}) with foreign keys and transactions; typed queries`,
    });
    if (accounts) {
      auth = 'Better Auth';
      choices.push({
        layer: 'Authentication',
        choice: 'Better Auth (email + password with verification, Google sign-in)',
        reason: 'Sessions in HttpOnly cookies, stored in our own database, no per-user fees',
      });
    }
  } else {
    choices.push({
      layer: archetype.id === 'static_site' ? 'Content' : 'Data',
      choice: capitaliseFirst(storageFor(archetype, platforms)),
      reason:
        archetype.id === 'static_site'
          ? 'Content is versioned with the code and built into static pages; no database to run'
          : 'No server needed: data stays on the device, private and available offline',
    });
  }
  if (integrations.has('stripe') || integrations.has('stripe_connect')) {
    choices.push({
      layer: 'Payments',
      choice: integrations.has('stripe_connect')
        ? 'Stripe Checkout with Stripe Connect Express'
        : 'Stripe Checkout and Billing',
      reason: 'Hosted, PCI-compliant payment pages and signed webhooks',
    });
  } else if (integrations.has('revenuecat')) {
    choices.push({
      layer: 'Payments',
      choice: 'RevenueCat for App Store and Google Play subscriptions',
      reason: 'Store billing is required for digital goods in mobile apps; RevenueCat handles receipts',
    });
  }
  if (integrations.has('email'))
    choices.push({
      layer: 'Email',
      choice: 'Resend with React Email templates',
      reason: 'Reliable transactional email with a simple API',
    });
  if (integrations.has('openai'))
    choices.push({
      layer: 'AI',
      choice: 'Vercel AI SDK with the OpenAI API (server-side only)',
      reason: 'Streaming, structured output and a provider that can be swapped behind one interface',
    });
  if (integrations.has('maps'))
    choices.push({
      layer: 'Maps',
      choice: kind === 'expo' ? 'react-native-maps with Mapbox tiles' : 'Mapbox GL JS',
      reason: 'Fast vector maps with a generous free tier',
    });
  choices.push({
    layer: 'Testing',
    choice: `${unitTests} for units${backend ? ' and the API' : ''}; ${e2eTests} for end-to-end journeys`,
    reason: `Fast unit tests on every save and ${kind === 'expo' ? 'real-device' : 'real-browser'} checks of the main journeys in CI`,
  });

  const hostingByKind: Record<Stack['kind'], string> = {
    next: 'Vercel for the Next.js app (preview deployment per pull request) and Neon for PostgreSQL, with daily backups',
    vite: 'Cloudflare Pages as static files with a CDN; no server to run',
    astro: 'Netlify (or Cloudflare Pages) building on every push to main, with deploy previews for pull requests',
    expo: `EAS Build and EAS Submit to the App Store and Google Play, with EAS Update for over-the-air fixes${honoApi ? '; the Hono API on Fly.io with Neon PostgreSQL' : ''}`,
    wxt: `Chrome Web Store and Firefox Add-ons, built and zipped by WXT in CI${honoApi ? '; the Hono API on Fly.io with Neon PostgreSQL' : ''}`,
    tauri: `Signed installers on GitHub Releases with the Tauri updater${honoApi ? '; the Hono API on Fly.io with Neon PostgreSQL' : ''}`,
    phaser: `Cloudflare Pages for the web build${honoApi ? '; the Hono API on Fly.io with Neon PostgreSQL' : ''}`,
  };
  const deployTarget: Record<Stack['kind'], string> = {
    next: 'Vercel',
    vite: 'Cloudflare Pages',
    astro: 'Netlify',
    expo: 'the App Store and Google Play',
    wxt: 'the Chrome Web Store',
    tauri: 'GitHub Releases',
    phaser: 'Cloudflare Pages',
  };
  choices.push({
    layer: 'Hosting',
    choice: hostingByKind[kind].split(/[,;(]/)[0]!.trim(),
    reason: 'Cheap to start, scales without operations work',
  });

  const notes = [
    'TypeScript in strict mode everywhere; no `any` in application code',
    'npm as the package manager; exact versions committed in package-lock.json',
    'ESLint (typescript-eslint) and Prettier run in CI and before each commit',
    ...(backend
      ? [
          'One zod schema per request and response, shared by client and server',
          'Every query is scoped to the signed-in user (or workspace); never trust ids from the client alone',
          'Secrets only in environment variables, validated once at start-up',
        ]
      : archetype.id === 'static_site'
        ? ['No server and no secrets in the bundle; content changes go through pull requests and preview deploys']
        : ['No server and no secrets in the bundle; data never leaves the device unless the user exports it']),
    `Folder layout: ${layout.map((l) => l.split(' ')[0]).join(', ')}`,
    'Feature ids (FEAT-001…) in branch names, commit messages and test names',
  ];
  return {
    kind,
    frontend,
    backend: backendName,
    database,
    auth,
    choices,
    hosting: hostingByKind[kind],
    deployTarget: deployTarget[kind],
    notes,
    commands,
    layout,
    unitTests,
    e2eTests,
    styling,
    stateManagement,
    globs,
  };
}

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
        description: `Implement ${joinList(endpoints)} in ${stack.backend}${feature.entity ? ` on the ${feature.entity} table` : ''}, validating input with zod${feature.api.some((a) => a.auth) ? ' and checking the session' : ''}.`,
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
      goal: `${capitaliseFirst(brief.users)} can use ${joinList(group.map((f) => lowerFirst(f.name)))} end to end`,
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
