import type { Stack } from '../plan';
import type { ProductShape } from './product-shape';
import type { BackendFacts } from './backend-phrases';
import type { CompositionModel, ModelEntity, ModelFeature, ModelField } from './types';
import type { ApiSpec } from '../catalogue/features';
import { phrasebook } from '../phrasebooks';

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
    /** A failure that is about another person's record ("…belongs to another walker"). */
    othersRecord: RegExp;
    openOthers(entity: ModelEntity, role: string): string;
    /** A failure that names one of the record's fields ("…enter a negative amount"). */
    wrongField(entity: ModelEntity, field: ModelField): string;
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
export const qualityPhrases = (language: CompositionModel['language']): QualityPhrases => phrasebook(language).quality;
