import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  AISDKError,
  APICallError,
  JSONParseError,
  NoObjectGeneratedError,
  Output,
  TypeValidationError,
  streamText,
  type LanguageModel,
  type LanguageModelUsage,
  type OutputInterface,
} from 'ai';
import type { z } from 'zod';
import type { Brief } from '../../shared/schemas/brief';
import { modelSchema, viabilityOutput, type ModelStep, type StepContext, type ViabilityOutput } from '../../shared/schemas/kit';
import { briefAnswer } from './brief-answer';
import { addUsage, KitModelError, noUsage, type KitModel, type ModelResult, type TokenUsage } from './kit-model';
import {
  briefPrompt,
  customDocumentPrompt,
  outputDescriptions,
  outputName,
  stepPrompt,
  viabilityPrompt,
  type ModelPrompt,
} from './step-prompts';
import { customDocumentOutput } from '../../shared/schemas/custom-documents';
import { questionPrompt } from './questions/question-prompt';

/**
 * The `KitModel` behind a real AI provider, through the Vercel AI SDK: every call streams (so a long
 * document keeps the connection busy instead of idling behind a proxy) with structured output, and
 * is validated against the step's zod schema.
 *
 * Retries are ours, not the SDK's (it gets `maxRetries: 0`), so that one loop treats every failure
 * the same way and tests can observe it: a 429, a 5xx, a network failure and a malformed document
 * (not JSON, or JSON that fails the schema) are retried up to `maxRetries` times with exponential
 * backoff (`retryBaseDelayMs` × 2^n ± 25%, or the provider's Retry-After when it sends one, both capped at
 * `maxRetryDelayMs`). Each attempt has its own timeout; a timeout is not retried here (the kit
 * step's job retries it). A 401/403 (the key), a 404 (the model) and any other 4xx (the request)
 * are final: no retry here or in the job, and the message names the setting to fix.
 */

export type SdkProvider = 'openai' | 'anthropic' | 'openai-compatible';

export interface SdkModelConfig {
  provider: SdkProvider;
  apiKey?: string;
  model: string;
  /** The API's base URL, ending in `/v1` for OpenAI-style APIs (required for openai-compatible). */
  baseURL?: string;
  /** Longest one attempt may take, in milliseconds (AI_TIMEOUT_MS). */
  timeoutMs: number;
  /** Retries after a 429, a 5xx, a network failure or malformed output (AI_MAX_RETRIES). */
  maxRetries: number;
  /** The first retry's delay; each next one doubles. Default 1000. */
  retryBaseDelayMs?: number;
  /** The longest wait between attempts, Retry-After included. Default 30 000. */
  maxRetryDelayMs?: number;
  /** Called before each retry (for logs and tests). */
  onRetry?: (event: RetryEvent) => void;
  fetch?: typeof fetch;
}

export interface RetryEvent {
  /** The attempt that failed, 1 for the first. */
  attempt: number;
  /** How long the model waits before the next attempt. */
  delayMs: number;
  reason: 'rate_limited' | 'provider' | 'malformed_output';
  error: unknown;
}

/**
 * The message of a failed call. A final failure is the operator's to fix, so it names the setting
 * (the variables `createKitModel` reads) and quotes the status.
 */
export function failureText(
  failure: Pick<Failure, 'kind' | 'status' | 'detail'>,
  config: Pick<SdkModelConfig, 'model'>,
): string {
  switch (failure.kind) {
    case 'timeout':
      return 'The AI provider did not answer in time.';
    case 'rate_limited':
      return 'The AI provider is receiving too many requests. Please try again in a few minutes.';
    case 'provider':
      return 'The AI provider failed to answer. Please try again later.';
    case 'malformed_output':
      return 'The AI provider returned a document in the wrong format.';
    case 'auth':
      return `The AI provider refused the API key (${failure.status ?? 401}). Check AI_API_KEY.`;
    case 'unknown_model':
      return `The model '${config.model}' does not exist at the provider (404). Check AI_MODEL (and AI_BASE_URL).`;
    case 'invalid_request': {
      const detail = failure.detail ? `: ${failure.detail.slice(0, 300)}` : '';
      return `The AI provider rejected the request (${failure.status ?? 400})${detail}. Check AI_MODEL and AI_BASE_URL.`;
    }
  }
}

/**
 * OpenAI's strict structured outputs accept only a subset of JSON Schema (no minLength, for one), so
 * the schema is sent with `strict: false`: still a `json_schema` response format the model follows,
 * and every answer is validated with the zod schema here (and retried when it fails).
 */
const providerOptions = {
  openai: { strictJsonSchema: false },
  openaiCompatible: { strictJsonSchema: false },
};

export function createSdkModel(config: SdkModelConfig): KitModel {
  const model = languageModel(config);
  const retryBaseDelayMs = config.retryBaseDelayMs ?? 1000;
  const maxRetryDelayMs = config.maxRetryDelayMs ?? 30_000;
  const modelName = `${config.provider}:${config.model}`;

  async function call<T>(
    schema: z.ZodType<T>,
    name: string,
    description: string,
    prompt: ModelPrompt,
    signal: AbortSignal | undefined,
  ): Promise<ModelResult<T>> {
    let usage = noUsage;
    for (let attempt = 1; ; attempt++) {
      signal?.throwIfAborted();
      const outcome = await attemptOnce(model, {
        schema,
        name,
        description,
        prompt,
        timeoutMs: config.timeoutMs,
        signal,
      });
      usage = addUsage(usage, outcome.usage);
      if (outcome.ok) return { output: outcome.output, usage, model: modelName };
      const { failure } = outcome;
      if (!failure.retryable || attempt > config.maxRetries) {
        throw new KitModelError(failureText(failure, config), failure.kind, { cause: failure.error });
      }
      await waitToRetry(attempt, failure, signal);
    }
  }

  /** Waits before the next attempt: the provider's Retry-After, or a doubling backoff, both capped. */
  async function waitToRetry(attempt: number, failure: Failure, signal: AbortSignal | undefined) {
    // ±25% jitter, so steps that failed together do not all come back at the same moment.
    const backoff = Math.round(retryBaseDelayMs * 2 ** (attempt - 1) * (0.75 + Math.random() * 0.5));
    const delayMs = Math.min(failure.retryAfterMs ?? backoff, maxRetryDelayMs);
    config.onRetry?.({ attempt, delayMs, reason: failure.kind as RetryEvent['reason'], error: failure.error });
    await sleep(delayMs, signal);
  }

  return {
    name: modelName,
    async generateStep<S extends ModelStep>(step: S, context: StepContext, signal?: AbortSignal) {
      return call(modelSchema(step), outputName(step), outputDescriptions[step], stepPrompt(step, context), signal);
    },
    async evaluate(idea: string, brief: Brief, signal?: AbortSignal): Promise<ModelResult<ViabilityOutput>> {
      return call(
        viabilityOutput,
        outputName('viability'),
        outputDescriptions.viability,
        viabilityPrompt(idea, brief),
        signal,
      );
    },
    async proposeBrief(idea, options = {}, signal) {
      return call(briefAnswer(options), outputName('brief'), outputDescriptions.brief, briefPrompt(idea, options), signal);
    },
    async writeCustomDocument(request, signal) {
      return call(
        customDocumentOutput,
        outputName('custom_document'),
        outputDescriptions.custom_document,
        customDocumentPrompt(request),
        signal,
      );
    },
    /**
     * Streams the answer's text. Failures before the first piece follow the retry rules above; a
     * failure after it ends the answer (a half-written answer is not written again).
     */
    async *answerQuestion(question, signal) {
      const { system, prompt } = questionPrompt(question);
      for (let attempt = 1; ; attempt++) {
        signal?.throwIfAborted();
        const timeout = AbortSignal.timeout(config.timeoutMs);
        const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;
        let started = false;
        let streamError: unknown;
        try {
          const result = streamText({ model, system, prompt, maxRetries: 0, abortSignal, onError: () => {} });
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta' && part.text) {
              started = true;
              yield part.text;
            } else if (part.type === 'error') streamError ??= part.error;
          }
          if (streamError === undefined && !abortSignal.aborted) return;
        } catch (error) {
          streamError ??= error;
        }
        if (signal?.aborted) throw signal.reason;
        const failure: Failure = timeout.aborted
          ? { kind: 'timeout', retryable: false, error: streamError ?? timeout.reason }
          : classify(streamError);
        if (started || !failure.retryable || attempt > config.maxRetries) {
          throw new KitModelError(failureText(failure, config), failure.kind, { cause: failure.error });
        }
        await waitToRetry(attempt, failure, signal);
      }
    },
  };
}

function languageModel(config: SdkModelConfig): LanguageModel {
  const { provider, apiKey, baseURL, model } = config;
  if (provider !== 'openai-compatible' && !apiKey)
    throw new Error(`An API key is required for the ${provider} provider.`);
  switch (provider) {
    case 'openai':
      // The chat-completions API (not the Responses API), which OpenAI-compatible servers speak too.
      return createOpenAI({ apiKey, baseURL, fetch: config.fetch }).chat(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch: config.fetch })(model);
    case 'openai-compatible':
      if (!baseURL) throw new Error('A base URL is required for the openai-compatible provider.');
      return createOpenAICompatible({
        name: 'openai-compatible',
        apiKey,
        baseURL,
        fetch: config.fetch,
        includeUsage: true,
        supportsStructuredOutputs: true,
      }).chatModel(model);
  }
}

export interface Failure {
  kind: KitModelError['kind'];
  /** Worth another attempt within this call. */
  retryable: boolean;
  retryAfterMs?: number;
  /** The provider's HTTP status, when it answered with one. */
  status?: number;
  /** The provider's own words, for a request it rejected. */
  detail?: string;
  error: unknown;
}

type Attempt<T> = { ok: true; output: T; usage: TokenUsage } | { ok: false; failure: Failure; usage: TokenUsage };

async function attemptOnce<T>(
  model: LanguageModel,
  options: {
    schema: z.ZodType<T>;
    name: string;
    description: string;
    prompt: ModelPrompt;
    timeoutMs: number;
    signal?: AbortSignal;
  },
): Promise<Attempt<T>> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const abortSignal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let usage = noUsage;
  let streamError: unknown;
  try {
    const result = streamText({
      model,
      system: options.prompt.system,
      prompt: options.prompt.prompt,
      output: wholeObject(Output.object({ schema: options.schema, name: options.name, description: options.description })),
      maxRetries: 0,
      abortSignal,
      providerOptions,
      // Errors are read from the stream below; the SDK's default handler would log them.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (part.type === 'error') streamError ??= part.error;
      else if (part.type === 'finish') usage = tokenUsage(part.totalUsage);
    }
    if (streamError === undefined && !abortSignal.aborted) {
      return { ok: true, output: await result.output, usage };
    }
  } catch (error) {
    streamError ??= error;
  }
  if (options.signal?.aborted) throw options.signal.reason;
  if (timeout.aborted)
    return { ok: false, failure: { kind: 'timeout', retryable: false, error: streamError ?? timeout.reason }, usage };
  return { ok: false, failure: classify(streamError), usage };
}

/**
 * Structured output read once, when the stream ends. The SDK's object output re-parses the whole
 * text after every streamed piece to offer partial objects, which costs O(n²) in the document's
 * length (most of a worker's CPU, measured); nothing here reads partial objects.
 */
function wholeObject<T>(output: OutputInterface<T>): OutputInterface<T> {
  return { ...output, parsePartialOutput: () => Promise.resolve(undefined) };
}

/** What a failed attempt means: retryable (429, 5xx, 408/409, a cut stream) or final (401/403, 404, other 4xx). */
export function classify(error: unknown): Failure {
  if (
    NoObjectGeneratedError.isInstance(error) ||
    JSONParseError.isInstance(error) ||
    TypeValidationError.isInstance(error)
  ) {
    return { kind: 'malformed_output', retryable: true, error };
  }
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === 401 || status === 403) return { kind: 'auth', retryable: false, status, error };
    if (status === 404) return { kind: 'unknown_model', retryable: false, status, error };
    if (status === 429)
      return {
        kind: 'rate_limited',
        retryable: true,
        retryAfterMs: retryAfterMs(error.responseHeaders),
        status,
        error,
      };
    if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 409) {
      return { kind: 'invalid_request', retryable: false, status, detail: error.message, error };
    }
    const retryable = status === undefined ? error.isRetryable : status >= 500 || status === 408 || status === 409;
    return {
      kind: 'provider',
      retryable,
      retryAfterMs: retryable ? retryAfterMs(error.responseHeaders) : undefined,
      status,
      error,
    };
  }
  // A stream cut mid-way (a reset socket) is worth another attempt; the SDK's own errors (a bad
  // argument, an unsupported feature) are not.
  return { kind: 'provider', retryable: !AISDKError.isInstance(error), error };
}

/** The wait a provider asks for: `retry-after-ms`, or `retry-after` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function tokenUsage(usage: LanguageModelUsage): TokenUsage {
  const inputTokens = usage.inputTokens ?? 0;
  const outputTokens = usage.outputTokens ?? 0;
  return { inputTokens, outputTokens, totalTokens: usage.totalTokens ?? inputTokens + outputTokens };
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
