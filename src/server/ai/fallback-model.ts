import type { Brief } from '../../shared/schemas/brief';
import type { ModelStep, StepContext } from '../../shared/schemas/kit';
import {
  KitModelError,
  type CustomDocumentRequest,
  type KitModel,
  type KitQuestion,
  type ProposeBriefOptions,
} from './kit-model';

/** Called when the main model gave up on a call and the fallback takes it over (for logs and tests). */
export type FallbackListener = (event: { call: FallbackCall; error: KitModelError }) => void;
type FallbackCall = 'step' | 'evaluate' | 'brief' | 'custom_document' | 'answer';

/**
 * Two models as one, as Taskmaster's fallback role: every call goes to `main`, and when it fails for
 * good (a `KitModelError`: a final error, retries exhausted, or a timeout) the same call goes to
 * `fallback`. The result's `model` says which one wrote it. An abort by the caller, or any error that
 * is not a model's failure, is not retried elsewhere.
 *
 * When both fail, the error thrown keeps the job's rules: a retryable one (either provider may
 * answer next time) is preferred, else the fallback's final error, so a kit fails at once only when no
 * provider could answer a retry.
 */
export function withFallback(main: KitModel, fallback: KitModel, onFallback?: FallbackListener): KitModel {
  async function attempt<T>(
    call: FallbackCall,
    signal: AbortSignal | undefined,
    run: (model: KitModel) => Promise<T>,
  ): Promise<T> {
    try {
      return await run(main);
    } catch (mainError) {
      if (!(mainError instanceof KitModelError) || signal?.aborted) throw mainError;
      onFallback?.({ call, error: mainError });
      try {
        return await run(fallback);
      } catch (fallbackError) {
        if (fallbackError instanceof KitModelError && !fallbackError.retryable && mainError.retryable) throw mainError;
        throw fallbackError;
      }
    }
  }

  return {
    name: `${main.name}, falling back to ${fallback.name}`,
    generateStep: <S extends ModelStep>(step: S, context: StepContext, signal?: AbortSignal) =>
      attempt('step', signal, (model) => model.generateStep(step, context, signal)),
    evaluate: (idea: string, brief: Brief, signal?: AbortSignal) =>
      attempt('evaluate', signal, (model) => model.evaluate(idea, brief, signal)),
    proposeBrief: (idea: string, options?: ProposeBriefOptions, signal?: AbortSignal) =>
      attempt('brief', signal, (model) => model.proposeBrief(idea, options, signal)),
    writeCustomDocument: (request: CustomDocumentRequest, signal?: AbortSignal) =>
      attempt('custom_document', signal, (model) => model.writeCustomDocument(request, signal)),
    // The fallback takes over an answer only before its first piece: a half-written answer is not restarted.
    async *answerQuestion(question: KitQuestion, signal?: AbortSignal) {
      let started = false;
      try {
        for await (const piece of main.answerQuestion(question, signal)) {
          started = true;
          yield piece;
        }
      } catch (mainError) {
        if (started || !(mainError instanceof KitModelError) || signal?.aborted) throw mainError;
        onFallback?.({ call: 'answer', error: mainError });
        yield* fallback.answerQuestion(question, signal);
      }
    },
  };
}
