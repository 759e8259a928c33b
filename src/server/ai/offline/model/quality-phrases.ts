import type { Stack } from '../plan';
import type { ProductShape } from './product-shape';
import { actingRole, latencyTarget, securityTarget, storedRecords } from './qa-lines';
import type { BackendFacts } from './backend-phrases';
import { featureList, lower } from '../en/backend';
import type { CompositionModel, ModelEntity, ModelFeature, ModelField } from './types';
import type { ApiSpec } from '../features';
import { capitalise, joinList, lowerWords, withArticle } from '../text';
import { qualityRu } from '../ru/quality';
import { splitCheck } from './check-parts';

/**
 * What the quality document says, in the words of one language; ru/quality.ts writes the same
 * phrases in Russian. Which tests, checks and steps appear, and in what order, is decided once for
 * both languages (./quality-checks.ts and the composer).
 */

export interface QualityFacts extends BackendFacts {
  /** The feature a person comes for: its journey guards each deploy. */
  first: ModelFeature | undefined;
}

/** What shows a saved record's result: a command's output, an API's response or a screen. */
export type Confirmation = 'command' | 'response' | 'screen';

/** The test tools a strategy names. */
type TestTools = Pick<Stack, 'unitTests' | 'e2eTests'>;

export interface QualityPhrases {
  strategy: {
    /** Layer by layer: the features' rules, the API's endpoints when there is an API, the journeys, and the journey run before each deploy. */
    layered(tools: TestTools, features: ModelFeature[], endpoints: number | undefined, journey: ModelFeature | undefined): string;
    /** Where the risk is: the features' rules, a fresh database per API test file, and the ids whose failing test blocks a merge. */
    riskFirst(tools: TestTools, features: ModelFeature[], api: boolean, blocking: string[]): string;
  };
  /** The speed, security and contract checks of an API or of a command-line tool. */
  service: Record<'api' | 'cli', { speed: string; security: string; contract: string }>;
  /** A page-speed and accessibility audit of these routes on mobile. */
  pageSpeed(routes: string[]): string;
  mobile: {
    /** A game's frame rate and battery use. */
    gameFrames: string;
    /** The start to the hub screen (its name, when it has one) and the scrolling of the records' list. */
    coldStart(hub: string | undefined, records: ModelEntity | undefined): string;
    /** Screen readers name the controls of these screens and the others; text scales. */
    screenReaders(screens: string[]): string;
    storeReadiness: string;
  };
  extension: { pageCost: string; restart: string; storeReadiness: string };
  /** A desktop app's start to its hub screen on an old computer. */
  desktopStart(hub: string | undefined): string;
  /** No serious violations on any of the screens, and the journey (every journey, without one) done by keyboard. */
  keyboard(screens: number, journey: ModelFeature | undefined): string;
  /** The server's response time, on the endpoints people hit most. */
  latency(b: CompositionModel, first: ModelFeature | undefined): string;
  /** What is rate-limited, and which records each role must never reach. */
  security(b: CompositionModel, shape: ProductShape): string;
  /** Without a server: the hub screen and the records' list answer input fast with a year of records stored. */
  localSpeed(hub: string | undefined, records: ModelEntity | undefined): string;
  /** Without a server: the stored records leave the device only when exported. */
  privacy(b: CompositionModel): string;
  /** With a server: daily backups of the stored records, and a restore tested. */
  backups(b: CompositionModel): string;
  /** Without a server: the stored records survive an update. */
  migration(b: CompositionModel): string;
  setup(signedIn: boolean, product: string): string;
  happyPath: string;
  /** Names of the second case of a must-have feature, one chosen per feature. */
  failurePaths: readonly string[];
  title(feature: ModelFeature, path: string, criterion: string): string;
  goTo(route: string): string;
  testData(feature: ModelFeature, entity: ModelEntity | undefined): string;
  /** The step that carries a feature's main action through, one sentence per kind of action (see mainAction). */
  happyStep: {
    /** Save a record, wait for the endpoint that writes it and for what `shows` the result to confirm it. */
    save(entity: ModelEntity, endpoint: ApiSpec, shows: Confirmation): string;
    open(entity: ModelEntity, endpoint: ApiSpec): string;
    keep(entity: ModelEntity): string;
    complete(feature: ModelFeature): string;
  };
  /** The step that tries to break a feature: input left out, then (when guarded) someone else's record. */
  failureStep: {
    withoutField(entity: ModelEntity, field: ModelField): string;
    emptyFields(entity: ModelEntity): string;
    missingInput(feature: ModelFeature): string;
    /** The role whose other member tries the record. */
    role(feature: ModelFeature, entity: ModelEntity | undefined, b: CompositionModel): string;
    asAnother(invalid: string, role: string): string;
  };
  observe: string;
  expected(criterion: string): string;
  expectedFailure(failure: string): string;
  /** An acceptance criterion that says what must fail or be refused. */
  failureCriterion: RegExp;
  defaultFailure(guarded: boolean): string;
  /** The name of a test case that runs one of a capability's QA checks (ADR 0041). */
  check: string;
  /** A QA check as the step that does it and the result it expects ("Send the batch twice: each point is stored once"). */
  checkParts(check: string): { act: string; expected: string };
}

/** The verb agreeing with a test tool's name: "Playwright walks", "CLI smoke tests with execa walk". */
const walks = (e2eTests: string) => (/\btests\b/.test(e2eTests) ? 'walk' : 'walks');

const en: QualityPhrases = {
  strategy: {
    layered: (s, features, endpoints, journey) =>
      `Unit tests with ${s.unitTests} cover the rules behind ${featureList(features)}${endpoints !== undefined ? `; integration tests call the ${endpoints} API endpoints against a real test database` : ''}; ${s.e2eTests} ${walks(s.e2eTests)} the journeys of the app flow. CI runs all of them on every pull request, and before each deploy ${journey ? `the ${lower(journey.name)} journey` : 'the main journey'} runs against a production build.`,
    riskFirst: (s, features, api, blocking) =>
      `Test where the risk is: ${s.unitTests} covers the rules behind ${featureList(features)}, ${api ? 'API tests hit a fresh database for each file, ' : ''}and ${s.e2eTests} ${walks(s.e2eTests)} through every journey of the app flow. In CI, a failing test of ${joinList(blocking)} blocks the merge.`,
  },
  service: {
    api: {
      speed: 'API p95 latency under 200 ms at 50 requests per second on the smallest production instance',
      security: 'Security: OWASP API Security Top 10 checked, API keys hashed, rate limits per key, dependencies scanned in CI',
      contract:
        'Contract: every endpoint matches the generated OpenAPI document, and a breaking change fails CI unless the version changes',
    },
    cli: {
      speed: 'Every CLI command starts in under 300 ms and exits with a non-zero code and a readable message on failure',
      security: 'Security: credentials stored in the OS keychain, never printed, never written to the project folder',
      contract: 'Contract: --json output of every command is stable and covered by snapshot tests',
    },
  },
  pageSpeed: (routes) => `Lighthouse on mobile for ${joinList(routes)}: performance ≥ 90 and accessibility 100`,
  mobile: {
    gameFrames: 'The game holds 60 fps on a three-year-old Android phone, and 30 minutes of play uses under 10% battery',
    coldStart: (hub, records) =>
      `Cold start to ${hub ?? 'the home screen'} under 2 seconds on a mid-range Android phone; the ${records?.labelPlural ?? 'records'} list scrolls at 60 fps`,
    screenReaders: (screens) =>
      `Accessibility: VoiceOver and TalkBack name every control on ${joinList(screens)} and the other screens, and text scales to the largest system size without clipping`,
    storeReadiness: 'Store readiness: the release builds pass TestFlight and the Google Play pre-launch report with no crashes',
  },
  extension: {
    pageCost: 'The content script adds under 50 ms to page load, and the popup opens in under 200 ms',
    restart: 'The background service worker is stopped mid-task and restarted without losing state',
    storeReadiness: 'Store readiness: the packaged zip requests only justified permissions and loads no remote code',
  },
  desktopStart: (hub) => `${hub ?? 'the home screen'} is ready within 2 seconds on a five-year-old computer`,
  keyboard: (screens, journey) =>
    `Accessibility: axe reports no serious violations on any of the ${screens} screens, and ${journey ? `the ${lower(journey.name)} journey` : 'every journey'} is done by keyboard alone before release`,
  latency: latencyTarget,
  security: securityTarget,
  localSpeed: (hub, primary) => {
    const records = primary?.labelPlural ?? 'records';
    return `${hub ?? 'the home screen'} and the ${records} list respond to input within 100 ms with a year of ${records} stored`;
  },
  privacy: (b) =>
    `Privacy: ${storedRecords(b)} never leave the device without an explicit export; no third-party trackers without consent`,
  backups: (b) => `Daily database backups (${storedRecords(b, 'the other tables')}) with a restore tested once a month`,
  migration: (b) => `Saved ${storedRecords(b)} survive an update (schema migration tested)`,
  setup: (signedIn, product) => (signedIn ? 'Sign in as a test user with seeded data' : `Open ${product} with a fresh profile`),
  happyPath: 'happy path',
  failurePaths: ['edge case', 'failure path', 'rule check'],
  title: (feature, path, criterion) => `${feature.name} (${path}): ${lower(criterion.replace(/\.$/, ''))}`,
  goTo: (route) => `Go to ${route}`,
  testData: (feature, entity) =>
    entity ? `Use ${entity.sample} as the test data` : `Use the main action of ${lower(feature.name)}`,
  happyStep: {
    save: (entity, endpoint, shows) =>
      `Save the ${entity.label} and wait until ${endpoint.method} ${endpoint.path} succeeds and the ${shows} confirms it`,
    open: (entity, endpoint) =>
      `Open the ${entity.labelPlural} and wait until ${endpoint.method} ${endpoint.path} has loaded them`,
    keep: (entity) => `Save ${withArticle(entity.label)}, reload, and check that it is still there`,
    complete: (feature) => `Complete “${feature.name}” and wait for the confirmation`,
  },
  failureStep: {
    withoutField: (entity, field) => `Try to save ${withArticle(entity.label)} with no ${lowerWords(field.name)}`,
    emptyFields: (entity) => `Try to save ${withArticle(entity.label)} with its required fields empty`,
    missingInput: (feature) => `Try ${lower(feature.name)} with missing input`,
    role: actingRole,
    asAnother: (invalid, role) => `${invalid}, then as another ${role}`,
  },
  observe: 'Observe the message and the stored data',
  expected: (criterion) => `${capitalise(criterion.replace(/\.$/, ''))}.`,
  expectedFailure: (failure) => `${capitalise(failure.replace(/\.$/, ''))}; nothing else changes.`,
  failureCriterion: /(refus|invalid|error|wrong|fail|declin|cannot|not |only|never|no result|missing|expired|reject|hidden)/i,
  defaultFailure: (guarded) =>
    guarded
      ? `Another user’s data is never returned: the API answers 404 and the screen shows “Not found”`
      : 'Invalid or missing input is explained next to the field and nothing is saved',
  check: 'check',
  checkParts: (check) =>
    splitCheck(check, /^(.+?),? and (?:then )?(?:check|verify|confirm) (?:that )?(.+)$/i) ?? {
      act: check.trim().replace(/[.!]+$/, ''),
      expected: 'It behaves as the check says, and nothing is lost or shown to the wrong person.',
    },
};

export const qualityPhrases = (language: CompositionModel['language']): QualityPhrases =>
  language === 'ru' ? qualityRu : en;
