import { storageFor } from './model/backend';
import { dependencyOrder } from './model/plan-order';
import { buildPlan, type PlannedPhase } from './model/plan-tasks';
import type { CompositionModel } from './model/types';
import { joinList } from './text';

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

function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Phases and tasks (model/plan-tasks.ts writes them; model/plan-order.ts decides the order)

export type { PlannedPhase };
export { dependencyOrder };

const planMemo = new WeakMap<CompositionModel, PlannedPhase[]>();

/** The phases in build order, each with its tasks (refs T-01...). Every feature is in exactly one phase. */
export function planFor(brief: CompositionModel): PlannedPhase[] {
  const cached = planMemo.get(brief);
  if (cached) return cached;
  const plan = buildPlan(brief, stackFor(brief));
  planMemo.set(brief, plan);
  return plan;
}
