import type { KitStep, StepContext, StepOutput, ViabilityOutput } from '../../shared/schemas/kit';

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
}

/**
 * Whatever writes kits: the offline engine or an AI provider behind the AI SDK. Every output is
 * already validated against the step's schema in `shared/schemas/kit.ts`.
 */
export interface KitModel {
  /** 'offline', or provider:model such as 'openai:gpt-4.1-mini'. */
  readonly name: string;
  generateStep<S extends KitStep>(step: S, context: StepContext, signal?: AbortSignal): Promise<ModelResult<StepOutput<S>>>;
  /** The free evaluation's viability assessment of an idea. */
  evaluate(idea: string, signal?: AbortSignal): Promise<ModelResult<ViabilityOutput>>;
}

/** A model call that failed for good (after its retries); `message` is fit to show the user. */
export class KitModelError extends Error {
  constructor(
    message: string,
    readonly kind: 'timeout' | 'rate_limited' | 'provider' | 'malformed_output' | 'auth',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'KitModelError';
  }
}
