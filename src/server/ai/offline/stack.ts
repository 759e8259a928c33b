import { stackProfiles, type StackKind } from '../../kit/kit-facts';
import { accessNote } from './model/access-note';
import { storageFor } from './model/storage-kind';
import { placementFor, type Placement } from './model/constraints';
import { productShape } from './model/product-shape';
import type { CompositionModel } from './model/types';
import {
  entityPhrase,
  exampleFeature,
  exampleWrite,
  listScreens,
  productCounts,
  recordLinks,
  writtenRecord,
  secretNames,
  signedInPeople,
} from './rule-examples';
import { planJobs } from './model/capability';
import { fieldsInWords } from './model/record-fields';
import { phrasebook } from './phrasebooks';
import { capitalise, joinList, pluralPhrase, withArticle } from './text';

/** "1 list", "5 lists". */
const counted = (n: number, noun: string) => `${n} ${n === 1 ? noun : pluralPhrase(noun)}`;

/**
 * The technology stack of a kit, chosen from the brief alone: its platforms (a mobile game gets
 * Expo and store billing, an extension Manifest V3, an API or CLI no frontend layer), its kind of
 * product (an internal tool signs staff in through SSO), its integrations and the hosting its
 * constraints require (HIPAA under a BAA, 152-FZ in Russia).
 */

/** What the composer decided, for a phrasebook that writes the stack's sentences anew. */
export interface StackFacts {
  kind: StackKind;
  shape: ReturnType<typeof productShape>;
  placement: Placement | undefined;
  backend: boolean;
  honoApi: boolean;
  storeBilling: boolean;
  /** The example journey's name and the example write endpoint ("POST /api/lessons"). */
  journey?: string;
  write?: string;
  secrets: string[];
  /** Staff sign in with a second factor (regulations that audit access). */
  twoFactor: boolean;
  /** Stripe Connect pays sellers out; Stripe sells on the web beside store billing. */
  payouts: boolean;
  webStripe: boolean;
  unitTests: string;
  e2eTests: string;
}

/** The stack's words in a language other than the composer's English, around the tools' names. */
export interface StackText {
  /** The stack's names as running text says them ("Стек: Next.js 15, Next.js (обработчики маршрутов) и PostgreSQL 16 с Drizzle ORM"). */
  frontend: string;
  backend: string;
  database: string;
  /** How people sign in, named in a few words. */
  auth: string;
  /** The choice said in Russian around its tool names; every document reads it from the stack. */
  choice(layer: string, englishChoice: string): string;
  reason(layer: string, englishReason: string): string;
  /** How the interface is styled and where its state lives. */
  styling: string;
  stateManagement: string;
  hosting: string;
  notes: string[];
}

/**
 * The stack in one language: the composer writes it in English, and a phrasebook of another
 * language gives its own names, reasons, hosting and notes (undefined keeps the English).
 */
export interface StackPhrases {
  text(b: CompositionModel, f: StackFacts): StackText | undefined;
}

export interface StackChoice {
  layer: string;
  choice: string;
  reason: string;
}

export interface Stack {
  kind: StackKind;
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
  /** Where server modules live ("lib/server" beside Next.js route handlers, "server" for Hono). */
  serverDir: string;
  /** Where client-side modules live. */
  clientDir: string;
  /** Digital goods are sold through StoreKit and Google Play Billing, not a web checkout. */
  storeBilling: boolean;
  /** The hosting and database providers that hold the product's data. */
  dataVendors: string[];
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
  const shape = productShape(brief);
  const mobile = shape.mobile;
  // A service an on-device plan does itself gets no row: the plan's own choice is the product's.
  const integrations = new Set(brief.integrations.filter((i) => !i.onDevice).map((i) => i.key));
  const placement = placementFor(brief.constraints);
  const kind: Stack['kind'] = shape.service
    ? 'service'
    : shape.game && !mobile
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
  // The brief's own parts the reasons and the layout name, so they describe this product's code.
  const things = entityPhrase(brief);
  const journey = exampleFeature(brief);
  const lists = listScreens(brief, 2);
  const write = exampleWrite(brief);
  const counts = productCounts(brief);
  // The jobs a capability runs in the background: the hosting must run them too, so its reason names them.
  const jobs = planJobs(brief.features).slice(0, 3);
  const writeFields = fieldsInWords(writtenRecord(brief, write)?.fields);
  const links = recordLinks(brief);
  let frontend: string;
  let styling: string;
  let stateManagement: string;
  let layout: string[];
  let unitTests = 'Vitest';
  let e2eTests = 'Playwright';
  // The commands and globs the rules files show for this kind of stack, whichever engine chose it.
  const { commands, globs } = stackProfiles[kind];
  switch (kind) {
    case 'next':
      frontend = 'Next.js 15';
      choices.push({
        layer: 'Frontend',
        choice: 'Next.js 15 (App Router) with React 19 and TypeScript',
        reason: shape.internal
          ? `One codebase for the staff screens (${things}) and their API behind SSO; the framework AI coding tools know best`
          : `One codebase for the ${counts.screens} screens (${things} among them) and the API behind them, server-rendered where pages are public; the framework AI coding tools know best`,
      });
      styling =
        'Tailwind CSS 4 with shadcn/ui components (Radix primitives), one design-token file for colours, spacing and radius';
      stateManagement =
        'Server components fetch data on the server; client components use TanStack Query for server state and React state for local UI; forms with react-hook-form and zod';
      layout = [
        `app/ (routes and layouts${lists[0] ? `, such as ${lists[0].route},` : ''} and their route handlers under app/api)`,
        `components/ (shared UI${sampleComponents(lists)}; components/ui for shadcn)`,
        `lib/ (db client, auth, and the zod schema of each request${write ? `, such as ${write}` : ''})`,
        'db/ (Drizzle schema and migrations)',
        `tests/ (Vitest unit tests and Playwright journeys${journey ? ` such as “${journey.name}”` : ''})`,
      ];
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
      break;
    case 'expo':
      frontend = 'Expo (React Native)';
      choices.push({
        layer: 'Mobile',
        choice: `Expo SDK 53 with Expo Router and TypeScript${platforms.includes('web') ? ' (iOS, Android and web from one codebase)' : ''}`,
        reason:
          'One codebase for iOS and Android, over-the-air updates and EAS builds without owning a Mac build server',
      });
      if (shape.game)
        choices.push({
          layer: 'Game rendering',
          choice: 'React Native Skia with Reanimated for the game loop, and expo-audio for sound',
          reason:
            'A 60 fps 2D canvas on the UI thread without leaving React Native; a full engine (Unity, Godot) only if the game needs 3D or physics',
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
      break;
    case 'wxt':
      frontend = 'WXT (Manifest V3) with React';
      choices.push({
        layer: 'Extension',
        choice: 'WXT with React 19, TypeScript and Manifest V3 (service worker background, content scripts, popup)',
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
      e2eTests = 'Playwright (Chromium with the built extension loaded)';
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
      break;
    case 'service':
      frontend = shape.api ? 'Hono 4 API' : 'Node.js command-line tool';
      choices.push(
        ...(shape.api
          ? [
              {
                layer: 'API',
                choice: 'Hono 4 on Node.js 20 with @hono/zod-openapi',
                reason:
                  'Typed routes whose zod schemas generate the OpenAPI document, so the docs never drift from the code',
              },
              {
                layer: 'API documentation',
                choice: 'OpenAPI 3.1 served at /openapi.json with a Scalar reference page at /docs',
                reason: 'Developers integrate from the spec and generate clients from it',
              },
            ]
          : []),
        ...(shape.cli
          ? [
              {
                layer: 'CLI',
                choice: 'Node.js 20 CLI with commander, published to npm (runs with npx) and as single-file binaries',
                reason: 'Installs in one command on every OS; a --json flag makes every command scriptable',
              },
            ]
          : []),
      );
      styling =
        'No graphical interface: consistent, documented JSON errors and, for the CLI, plain text output with --json';
      stateManagement =
        shape.cli && !shape.api
          ? 'Configuration and credentials in the user’s config directory (XDG), never in the project folder'
          : 'Stateless request handlers; everything persistent lives in the database';
      layout = [
        ...(shape.api
          ? ['src/routes/ (one file per resource, with its OpenAPI schema)', 'src/db/ (Drizzle schema and migrations)']
          : []),
        ...(shape.cli ? ['src/cli/ (one file per command)'] : []),
        'src/lib/ (pure logic with tests)',
        'tests/ (Vitest unit and contract tests)',
      ];
      e2eTests = shape.api ? 'contract tests against the OpenAPI document' : 'CLI smoke tests with execa';
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
  if (kind !== 'expo' && kind !== 'phaser' && kind !== 'service')
    choices.push({
      layer: 'Styling',
      choice: styling.split(' with ')[0]!.split(';')[0]!,
      reason:
        counts.lists > 0
          ? `Accessible tables, forms and dialogs for the ${counted(counts.lists, 'list')}${counts.records > 0 ? ` and ${counted(counts.records, 'record page')}` : ''} (${things} among them), themed from one token file, without writing CSS from scratch`
          : `Accessible tables, forms and dialogs for the ${things} screens, themed from one token file, without writing CSS from scratch`,
    });
  let backendName: string | undefined;
  let database: string | undefined;
  let auth: string | undefined;
  let twoFactor = false;
  const serverDir = kind === 'next' ? 'lib/server' : kind === 'service' ? 'src' : 'server';
  if (backend) {
    backendName = kind === 'next' ? 'Next.js route handlers' : 'Hono 4 on Node.js 20';
    database = `${placement?.database ?? 'PostgreSQL 16'} with Drizzle ORM`;
    if (kind !== 'service' || !shape.api)
      choices.push({
        layer: 'Backend',
        choice:
          kind === 'next'
            ? 'Next.js route handlers (Node.js runtime) under app/api'
            : 'Hono 4 REST API on Node.js 20 with zod validation',
        reason:
          kind === 'next'
            ? counts.endpoints > 1
              ? `No separate server to deploy: the API’s ${counted(counts.endpoints, 'endpoint')}${write ? ` (${write} and the rest)` : ''} live next to the pages that call them`
              : `No separate server to deploy: the API${write ? ` (${write})` : ''} lives next to the pages that call it`
            : shape.service
              ? 'The API the command-line tool signs in to and syncs with'
              : 'A small, fast, typed API that the client calls over REST',
      });
    choices.push({
      layer: 'Database',
      choice: placement
        ? `${placement.database} (${placement.databaseDetail}) with Drizzle ORM and drizzle-kit migrations`
        : 'PostgreSQL 16 (Neon) with Drizzle ORM and drizzle-kit migrations',
      // The records that point to others are why the data is relational: the reason names them.
      reason: `${
        links.length > 0
          ? `Relational data: ${links
              .slice(0, 3)
              .map(({ parent, children }, i) => `each ${joinList(children.map((c) => c.label))}${i === 0 ? ' belongs' : ''} to ${withArticle(parent.label)}`)
              .join(', ')}${links.length > 3 ? ` (links to ${counted(links.length - 3, 'other record')}: docs/backend.md)` : ''}, kept by foreign keys and transactions`
          : `Relational data (${joinList(brief.entities.slice(0, 4).map((e) => e.name))}) with foreign keys and transactions`
      }${placement ? `; ${lowerFirst(placement.reason)}` : '; typed queries'}`,
    });
    if (accounts || shape.service) {
      const sign = signIn(shape, platforms, signedInPeople(brief));
      // Regulations that audit access also want a second factor for the people who reach the data.
      twoFactor =
        !shape.service &&
        brief.constraints.some((k) => /hipaa|soc ?2|iso ?27001|pci|21 cfr/i.test(`${k.name} ${k.text}`));
      auth = sign.name;
      choices.push({
        layer: 'Authentication',
        choice: twoFactor
          ? `${sign.choice}; two-factor authentication (TOTP or passkeys) required for staff`
          : sign.choice,
        reason: sign.reason,
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
  // Apple and Google require their own billing for digital goods sold inside an app; a web
  // checkout stays only for physical goods, services and what the web version sells.
  const digital = shape.game || ['subscription', 'freemium', 'one_time'].includes(brief.monetisation.model);
  // A product also sold on the web takes its subscriptions there; the apps then sell nothing themselves.
  const storeBilling =
    mobile &&
    (integrations.has('revenuecat') ||
      (digital &&
        (shape.game || !platforms.includes('web')) &&
        (integrations.has('stripe') || brief.monetisation.model !== 'free')));
  if (storeBilling) {
    choices.push({
      layer: 'Payments',
      choice: `RevenueCat over StoreKit 2 and Google Play Billing for ${shape.game ? 'in-app purchases' : 'subscriptions and in-app purchases'}${platforms.includes('web') && integrations.has('stripe') ? '; Stripe Billing only on the web' : ''}`,
      reason:
        'The stores require their billing for digital goods; RevenueCat validates receipts and keeps entitlements in sync across devices',
    });
  } else if (integrations.has('stripe') || integrations.has('stripe_connect')) {
    choices.push({
      layer: 'Payments',
      choice: integrations.has('stripe_connect')
        ? 'Stripe Checkout with Stripe Connect Express'
        : 'Stripe Checkout and Billing',
      reason: 'Hosted, PCI-compliant payment pages and signed webhooks',
    });
  }
  if (shape.game && mobile)
    choices.push({
      layer: 'Game services',
      choice:
        'Game Center (iOS) and Google Play Games Services (Android) for player identity, leaderboards and achievements',
      reason: 'Players are already signed in to them, and the stores feature games that use them',
    });
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
    choice:
      kind === 'service'
        ? `${unitTests} for units and every endpoint or command; ${e2eTests}`
        : `${unitTests} for units${backend ? ' and the API' : ''}; ${e2eTests} for end-to-end journeys`,
    reason:
      kind === 'service'
        ? 'Fast tests on every save, and CI fails when the public interface changes without a new version'
        : `Fast unit tests on every save and ${kind === 'expo' ? 'real-device' : 'real-browser'} checks of ${
            journey && counts.journeys > 1
              ? `the ${counts.journeys} main journeys, “${lowerFirst(journey.name)}” among them,`
              : journey
                ? `“${lowerFirst(journey.name)}” and the other main journeys`
                : 'the main journeys'
          } in CI`,
  });

  const api = placement
    ? `the Hono API on ${placement.host} with ${placement.database}`
    : 'the Hono API on Fly.io with Neon PostgreSQL';
  const hostingByKind: Record<Stack['kind'], string> = {
    next: placement
      ? `${placement.hosting}, running the Next.js app as a Node.js server, with ${placement.database} and daily encrypted backups`
      : 'Vercel for the Next.js app (preview deployment per pull request) and Neon for PostgreSQL, with daily backups',
    vite: 'Cloudflare Pages as static files with a CDN; no server to run',
    astro: 'Netlify (or Cloudflare Pages) building on every push to main, with deploy previews for pull requests',
    expo: `EAS Build and EAS Submit to the App Store and Google Play, with EAS Update for over-the-air fixes${honoApi ? `; ${api}` : ''}`,
    wxt: `Chrome Web Store and Firefox Add-ons, built and zipped by WXT in CI${honoApi ? `; ${api}` : ''}`,
    tauri: `Signed installers on GitHub Releases with the Tauri updater${honoApi ? `; ${api}` : ''}`,
    phaser: `Cloudflare Pages for the web build${honoApi ? `; ${api}` : ''}`,
    service: capitalise([
      ...(backend
        ? [
            placement
              ? `${placement.hosting}, with ${placement.database}`
              : 'The API on Fly.io (one Docker image, health check at /health) with Neon PostgreSQL',
          ]
        : []),
      ...(shape.cli ? ['the CLI published to npm and as binaries on GitHub Releases by CI on each tag'] : []),
    ].join('; ')),
  };
  const deployTarget: Record<Stack['kind'], string> = {
    next: placement ? placement.host : 'Vercel',
    vite: 'Cloudflare Pages',
    astro: 'Netlify',
    expo: 'the App Store and Google Play',
    wxt: 'the Chrome Web Store',
    tauri: 'GitHub Releases',
    phaser: 'Cloudflare Pages',
    service: shape.api ? (placement?.host ?? 'Fly.io') : 'npm',
  };
  choices.push({
    layer: 'Hosting',
    choice: hostingByKind[kind].split(/[,;(]/)[0]!.trim(),
    reason: placement
      ? placement.reason
      : kind === 'service' && !backend
        ? // A tool people install runs on their machines: there is nothing to host or scale.
          `${capitalise(brief.users)} install it with one command or a single download; nothing runs on a server, so it costs nothing to host`
        : `Cheap while the first ${brief.users} arrive, and it scales without operations work${
            backend && jobs.length > 0
              ? `; it also runs the background ${jobs.length === 1 ? 'job' : 'jobs'} (${joinList(jobs.map((j) => j.name))}) on a schedule or a queue, with no server to keep up`
              : ''
          }`,
  });

  // Every record's type, so a reader sees each is derived, not only the first few.
  const typed = joinList(brief.entities.map((e) => e.name));
  const notes = [
    backend
      ? `TypeScript in strict mode with no \`any\`: the ${typed} types are inferred from the Drizzle schema and the zod schemas, never written twice`
      : `TypeScript in strict mode with no \`any\`: the ${typed} types are declared once beside the storage module and checked when data is read back`,
    'npm with a committed package-lock.json; ESLint (typescript-eslint) and Prettier run in CI and before each commit',
    ...(backend
      ? [
          `One zod schema per request and response${shape.service ? ', from which the OpenAPI document is generated' : ', shared by client and server'}${write ? `: ${write} parses its body${writeFields ? ` (${writeFields})` : ''} with it and answers 400 with field errors` : ''}`,
          accessNote(brief, shape),
          `Secrets (${secretNames(brief, auth).join(', ')}) only in environment variables, validated once at start-up`,
        ]
      : archetype.id === 'static_site'
        ? ['No server and no secrets in the bundle; content changes go through pull requests and preview deploys']
        : ['No server and no secrets in the bundle; data never leaves the device unless the user exports it']),
    ...platformNotes(shape, storeBilling),
    ...(placement ? [`Hosting follows the constraints: ${lowerFirst(placement.reason)}`] : []),
  ];
  // A Russian brief keeps the same choices (other documents name them) with Russian reasons, hosting and notes.
  const ru = phrasebook(brief.language).stack.text(brief, {
          kind,
          shape,
          placement,
          backend,
          honoApi,
          storeBilling,
          journey: journey?.name,
          write,
          secrets: backend ? secretNames(brief, auth) : [],
          twoFactor,
          payouts: integrations.has('stripe_connect'),
          webStripe: platforms.includes('web') && integrations.has('stripe'),
          unitTests,
          e2eTests,
        });
  return {
    kind,
    frontend: ru ? ru.frontend : frontend,
    backend: backendName && ru ? ru.backend : backendName,
    database: database && ru ? ru.database : database,
    auth: auth && ru ? ru.auth : auth,
    choices: ru
      ? choices.map((c) => ({ ...c, choice: ru.choice(c.layer, c.choice), reason: ru.reason(c.layer, c.reason) }))
      : choices,
    hosting: ru ? ru.hosting : hostingByKind[kind],
    deployTarget: deployTarget[kind],
    notes: ru ? ru.notes : notes,
    commands,
    layout,
    unitTests,
    e2eTests,
    styling: ru ? ru.styling : styling,
    stateManagement: ru ? ru.stateManagement : stateManagement,
    globs,
    serverDir,
    clientDir: kind === 'next' || kind === 'expo' ? 'lib' : kind === 'wxt' ? 'lib' : 'src/lib',
    storeBilling,
    dataVendors: !backend
      ? []
      : placement
        ? placement.vendors
        : kind === 'next'
          ? ['Vercel', 'Neon']
          : ['Fly.io', 'Neon'],
  };
}

type Shape = ReturnType<typeof productShape>;

/** How the product signs people in: SSO for staff, the stores' identity for players, keys for an API. */
function signIn(
  shape: Shape,
  platforms: CompositionModel['platforms'],
  people: string,
): { name: string; choice: string; reason: string } {
  if (shape.internal)
    return {
      name: 'Better Auth with SSO',
      choice:
        'Better Auth with single sign-on through Google Workspace or Microsoft Entra ID (OIDC); no public sign-up',
      reason: 'Staff use the company account they already have; leavers lose access when IT disables them',
    };
  if (shape.game && shape.mobile)
    return {
      name: 'Anonymous player accounts',
      choice:
        'An anonymous player id created on first launch, linked to Sign in with Apple, Google, Game Center or Play Games to keep progress across devices',
      reason: 'Players start playing at once; no sign-up form between them and the first level',
    };
  if (shape.service)
    return {
      name: 'API keys',
      choice: shape.cli
        ? 'Per-user API keys (hashed in the database, shown once); the CLI signs in with a device-code flow and stores the key in the OS keychain'
        : 'Per-client API keys (hashed in the database, shown once, revocable) sent as a Bearer token; rate limits per key',
      reason: 'Machines call the API without a browser session; a leaked key is revoked without touching the others',
    };
  return {
    name: 'Better Auth',
    choice: `Better Auth (email + password with verification, ${platforms.includes('ios') ? 'Sign in with Apple and ' : ''}Google sign-in)`,
    reason: `${capitaliseFirst(people)} sign in with email or Google; sessions in HttpOnly cookies, stored in our own database, no per-user fees`,
  };
}

/** What the platform itself demands of the code and the release. */
function platformNotes(shape: Shape, storeBilling: boolean): string[] {
  return [
    ...(shape.extension
      ? [
          'Manifest V3: a background service worker (no persistent background page), content scripts only on the hosts the feature needs, a popup and an options page; state in chrome.storage because the worker can stop at any time',
          'Chrome Web Store review: one clear single purpose, the fewest permissions (activeTab and optional host permissions first) each justified in the listing, no remotely hosted code, and a privacy policy',
        ]
      : []),
    ...(shape.mobile
      ? [
          `App Store and Google Play review: ${storeBilling ? 'digital goods sold only through store billing, ' : ''}account deletion inside the app, privacy labels matching the data collected`,
        ]
      : []),
    ...(shape.game
      ? [
          'No web dashboard: players only ever use the app; operators tune the game through remote config and the database console',
        ]
      : []),
    ...(shape.internal
      ? [
          'No landing page and no public sign-up: the app sits behind the company’s SSO, and people are provisioned by domain or invitation',
        ]
      : []),
    ...(shape.service
      ? [
          shape.api
            ? 'No frontend: the OpenAPI document is the interface; breaking changes go to a new version (/v2) and the docs show a curl example per endpoint'
            : 'No frontend: every command has --help, a --json output for scripts and exit codes that say what failed',
        ]
      : []),
  ];
}

/** ", such as CityTable and CitySearch": components of the product's first list screen. */
function sampleComponents(lists: ReadonlyArray<{ components: readonly string[] }>): string {
  const names = (lists[0]?.components ?? []).slice(0, 2);
  return names.length > 0 ? `, such as ${joinList(names)}` : '';
}

function lowerFirst(text: string): string {
  return /^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
