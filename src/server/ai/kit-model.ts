import type { Brief, BriefLanguage, BriefPlatform, BriefQuestion } from '../../shared/schemas/brief';
import type { CustomDocumentOutput } from '../../shared/schemas/custom-documents';
import type { DocumentKind, ModelStep, ModelStepOutput, StepContext, ViabilityOutput } from '../../shared/schemas/kit';
import type { KitDocumentText } from '../kit/kit-sections';

/** Tokens one call used (zero for the offline engine). */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

export const noUsage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

export interface ModelResult<T> {
  output: T;
  usage: TokenUsage;
  /** Which model wrote it: 'offline', or provider:model (a fallback's when the main provider failed). */
  model: string;
}

/**
 * What an engine understood from an idea: a brief with up to three questions, or `unclear` when no
 * honest kit can be made from the text (then only questions that would make it clear).
 */
export type ReadResult =
  | { kind: 'brief'; brief: Brief; questions: BriefQuestion[] }
  | { kind: 'unclear'; questions: BriefQuestion[] };

/** What the founder already decided: the brief is written in `language` and for `platforms`. */
export interface ProposeBriefOptions {
  language?: BriefLanguage;
  platforms?: BriefPlatform[];
}

/** A document the founder asked for beyond the kit's own, with what it is written from. */
export interface CustomDocumentRequest {
  title: string;
  /** What the founder wants it to cover. */
  instructions: string;
  idea: string;
  brief?: Brief;
  /** The kit's language: the document is written in it. */
  language: BriefLanguage;
  /** The current version of every document of the kit (the engine picks what is relevant). */
  documents: readonly KitDocumentText[];
}

/** A section of the kit found for a question, with its sentences scored against it. */
export interface QuestionSection {
  kind: DocumentKind;
  /** The document's title. */
  title: string;
  heading: string;
  /** The section's markdown. */
  body: string;
  /** Its readable sentences in order, each with its share of the question (0 when it holds none of its words). */
  sentences: Array<{ text: string; score: number }>;
}

/** A question about a kit and the sections that answer it, best first, in the kit's language. */
export interface KitQuestion {
  question: string;
  language: BriefLanguage;
  sections: QuestionSection[];
}

/**
 * Whatever writes kits: the offline engine or an AI provider behind the AI SDK. Every output is
 * already validated against the step's schema in `shared/schemas/kit.ts`.
 */
export interface KitModel {
  /** 'offline', or provider:model such as 'openai:gpt-4.1-mini' (a model with a fallback names both). */
  readonly name: string;
  /** What needs judgement in one step; `writeKitStep` renders the rest (the rules files, the prompts). */
  generateStep<S extends ModelStep>(step: S, context: StepContext, signal?: AbortSignal): Promise<ModelResult<ModelStepOutput<S>>>;
  /**
   * The free evaluation's viability assessment of an idea, judged on the brief `proposeBrief` read
   * from it (so both engines score what they understood, and an unclear idea is never scored).
   */
  evaluate(idea: string, brief: Brief, signal?: AbortSignal): Promise<ModelResult<ViabilityOutput>>;
  /** The brief an idea gives (ADR 0022); a returned brief already passed the `brief` schema. */
  proposeBrief(idea: string, options?: ProposeBriefOptions, signal?: AbortSignal): Promise<ModelResult<ReadResult>>;
  /** A custom document, from the kit's brief and its documents relevant to the request. */
  writeCustomDocument(request: CustomDocumentRequest, signal?: AbortSignal): Promise<ModelResult<CustomDocumentOutput>>;
  /**
   * The answer to a question from the sections found for it only, in pieces as it is written; a
   * model that finds no answer in them says the kit does not say (`answerPhrases`).
   */
  answerQuestion(question: KitQuestion, signal?: AbortSignal): AsyncIterable<string>;
}

/**
 * Why a model call failed. Retryable: the provider may answer next time (a timeout, a 429, a 5xx,
 * a cut connection, a malformed document). Final: the deployment is misconfigured (a refused key, a
 * model the provider does not know, a request it rejects), so every retry would fail the same way.
 */
export type KitModelErrorKind =
  'timeout' | 'rate_limited' | 'provider' | 'malformed_output' | 'auth' | 'unknown_model' | 'invalid_request';

const finalKinds: ReadonlySet<KitModelErrorKind> = new Set(['auth', 'unknown_model', 'invalid_request']);

/** A model call that failed for good (after its own retries); `message` is fit to show. */
export class KitModelError extends Error {
  /** Whether a later attempt (the job's retry) may succeed; a final error fails the kit at once. */
  readonly retryable: boolean;

  constructor(
    message: string,
    readonly kind: KitModelErrorKind,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'KitModelError';
    this.retryable = !finalKinds.has(kind);
  }
}

/** A model failure no retry can fix: the operator has to change a setting. */
export function isFinalModelError(error: unknown): error is KitModelError {
  return error instanceof KitModelError && !error.retryable;
}
