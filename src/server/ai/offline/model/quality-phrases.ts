import type { Stack } from '../plan';
import type { ProductShape } from './product-shape';
import {
  failureStep,
  happyStep,
  keyRoutes,
  latencyTarget,
  securityTarget,
  storedRecords,
} from './qa-lines';
import type { BackendFacts } from './backend-phrases';
import { featureList, lower } from './backend-phrases';
import type { CompositionModel, ModelEntity, ModelFeature } from './types';
import { capitalise, joinList } from '../text';
import { qualityRu } from '../ru/quality';

/** What the quality document says, in the words of one language; the composer decides what to test. */

export interface QualityFacts extends BackendFacts {
  /** The feature a person comes for: its journey guards each deploy. */
  first: ModelFeature | undefined;
}

/** The test tools a strategy names. */
type TestTools = Pick<Stack, 'unitTests' | 'e2eTests'>;

export interface QualityPhrases {
  strategy: {
    /** Layer by layer: the features' rules, the API's endpoints when there is an API, the journeys, and the journey run before each deploy. */
    layered(tools: TestTools, features: ModelFeature[], endpoints: number | undefined, journey: ModelFeature | undefined): string;
    /** Where the risk is: the features' rules, a fresh database per API test file, and the ids whose failing test blocks a merge. */
    riskFirst(tools: TestTools, features: ModelFeature[], api: boolean, blocking: string[]): string;
  };
  /** Performance, security, accessibility and release checks that fit the platform. */
  platformChecks(c: QualityFacts): string[];
  setup(signedIn: boolean, product: string): string;
  happyPath: string;
  /** Names of the second case of a must-have feature, one chosen per feature. */
  failurePaths: readonly string[];
  title(feature: ModelFeature, path: string, criterion: string): string;
  goTo(route: string): string;
  testData(feature: ModelFeature, entity: ModelEntity | undefined): string;
  happyStep(feature: ModelFeature, entity: ModelEntity | undefined, shape: ProductShape): string;
  failureStep(feature: ModelFeature, entity: ModelEntity | undefined, guarded: boolean, b: CompositionModel): string;
  observe: string;
  expected(criterion: string): string;
  expectedFailure(failure: string): string;
  /** An acceptance criterion that says what must fail or be refused. */
  failureCriterion: RegExp;
  defaultFailure(guarded: boolean): string;
}

const en: QualityPhrases = {
  strategy: {
    layered: (s, features, endpoints, journey) =>
      `Unit tests with ${s.unitTests} cover the rules behind ${featureList(features)}${endpoints !== undefined ? `; integration tests call the ${endpoints} API endpoints against a real test database` : ''}; ${s.e2eTests} walks the journeys of the app flow. CI runs all of them on every pull request, and before each deploy ${journey ? `the ${lower(journey.name)} journey` : 'the main journey'} runs against a production build.`,
    riskFirst: (s, features, api, blocking) =>
      `Test where the risk is: ${s.unitTests} covers the rules behind ${featureList(features)}, ${api ? 'API tests hit a fresh database for each file, ' : ''}and ${s.e2eTests} walks through every journey of the app flow. In CI, a failing test of ${joinList(blocking)} blocks the merge.`,
  },
  platformChecks(c) {
    const b = c.brief;
    const { shape, stack: s } = c;
    const web = b.platforms.includes('web') || s.kind === 'astro' || s.kind === 'next';
    const checks: string[] = [];
    if (shape.service) {
      checks.push(
        shape.api
          ? 'API p95 latency under 200 ms at 50 requests per second on the smallest production instance'
          : 'Every CLI command starts in under 300 ms and exits with a non-zero code and a readable message on failure',
        shape.api
          ? 'Security: OWASP API Security Top 10 checked, API keys hashed, rate limits per key, dependencies scanned in CI'
          : 'Security: credentials stored in the OS keychain, never printed, never written to the project folder',
        shape.api
          ? 'Contract: every endpoint matches the generated OpenAPI document, and a breaking change fails CI unless the version changes'
          : 'Contract: --json output of every command is stable and covered by snapshot tests',
      );
    } else {
      const first = c.first;
      const hub = b.screens.find((sc) => sc.route === b.hub)?.name ?? 'the home screen';
      const primary = b.entities.find((e) => e.name === b.primaryEntity) ?? b.entities[0];
      const records = primary?.labelPlural ?? 'records';
      if (web)
        checks.push(`Lighthouse on mobile for ${joinList(keyRoutes(b, first))}: performance ≥ 90 and accessibility 100`);
      if (shape.mobile)
        checks.push(
          shape.game
            ? 'The game holds 60 fps on a three-year-old Android phone, and 30 minutes of play uses under 10% battery'
            : `Cold start to ${hub} under 2 seconds on a mid-range Android phone; the ${records} list scrolls at 60 fps`,
          `Accessibility: VoiceOver and TalkBack name every control on ${joinList(b.screens.slice(0, 3).map((sc) => sc.name))} and the other screens, and text scales to the largest system size without clipping`,
          'Store readiness: the release builds pass TestFlight and the Google Play pre-launch report with no crashes',
        );
      if (shape.extension)
        checks.push(
          'The content script adds under 50 ms to page load, and the popup opens in under 200 ms',
          'The background service worker is stopped mid-task and restarted without losing state',
          'Store readiness: the packaged zip requests only justified permissions and loads no remote code',
        );
      if (!shape.mobile && !shape.extension && !web)
        checks.push(`${hub} is ready within 2 seconds on a five-year-old computer`);
      if (web || shape.extension)
        checks.push(
          `Accessibility: axe reports no serious violations on any of the ${b.screens.length} screens, and ${first ? `the ${lower(first.name)} journey` : 'every journey'} is done by keyboard alone before release`,
        );
      checks.push(
        b.backendRequired
          ? latencyTarget(b, first)
          : `${hub} and the ${records} list respond to input within 100 ms with a year of ${records} stored`,
        b.backendRequired
          ? securityTarget(b, shape)
          : `Privacy: ${storedRecords(b)} never leave the device without an explicit export; no third-party trackers without consent`,
      );
    }
    checks.push(
      b.backendRequired
        ? `Daily database backups (${storedRecords(b, 'the other tables')}) with a restore tested once a month`
        : `Saved ${storedRecords(b)} survive an update (schema migration tested)`,
    );
    return checks;
  },
  setup: (signedIn, product) => (signedIn ? 'Sign in as a test user with seeded data' : `Open ${product} with a fresh profile`),
  happyPath: 'happy path',
  failurePaths: ['edge case', 'failure path', 'rule check'],
  title: (feature, path, criterion) => `${feature.name} (${path}): ${lower(criterion.replace(/\.$/, ''))}`,
  goTo: (route) => `Go to ${route}`,
  testData: (feature, entity) =>
    entity ? `Use ${entity.sample} as the test data` : `Use the main action of ${lower(feature.name)}`,
  happyStep: (feature, entity, shape) =>
    happyStep(feature, entity, shape.service ? (shape.cli ? 'the command' : 'the response') : 'the screen'),
  failureStep,
  observe: 'Observe the message and the stored data',
  expected: (criterion) => `${capitalise(criterion.replace(/\.$/, ''))}.`,
  expectedFailure: (failure) => `${capitalise(failure.replace(/\.$/, ''))}; nothing else changes.`,
  failureCriterion: /(refus|invalid|error|wrong|fail|declin|cannot|not |only|never|no result|missing|expired|reject|hidden)/i,
  defaultFailure: (guarded) =>
    guarded
      ? `Another user’s data is never returned: the API answers 404 and the screen shows “Not found”`
      : 'Invalid or missing input is explained next to the field and nothing is saved',
};

export const qualityPhrases = (language: CompositionModel['language']): QualityPhrases =>
  language === 'ru' ? qualityRu : en;
