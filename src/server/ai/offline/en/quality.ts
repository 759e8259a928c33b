import { splitCheck } from '../model/check-parts';
import { actingRole, latencyTarget, securityTarget, storedRecords } from '../model/qa-lines';
import type { QualityPhrases } from '../model/quality-phrases';
import { capitalise, joinList, lowerWords, withArticle } from '../text';
import { featureList, lower } from './backend';

/** The quality document's sentences in English; ru/quality.ts writes the same phrases in Russian. */

const walks = (e2eTests: string) => (/\btests\b/.test(e2eTests) ? 'walk' : 'walks');

export const qualityEn: QualityPhrases = {
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
    othersRecord: /belongs to another|someone else|another user/i,
    openOthers: (entity, role) => `Open ${withArticle(entity.label)} that belongs to another ${role}`,
    wrongField: (entity, field) => `Try to save ${withArticle(entity.label)} with a missing or wrong ${lowerWords(field.name)}`,
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
