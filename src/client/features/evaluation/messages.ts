import { ApiError } from '../../lib/api-client';

/** Each way an evaluation can fail has its own message; `unclear`: no brief could be read from the idea. */
export type EvaluationErrorKind = 'used' | 'quota' | 'auth' | 'captcha' | 'timeout' | 'network' | 'unclear' | 'unexpected';

/** Sorts a failed evaluation call into the message the person sees. */
export function evaluationErrorKind(error: unknown): EvaluationErrorKind {
  if (error instanceof ApiError) {
    if (error.code === 'EVALUATION_USED') return 'used';
    if (error.code === 'IDEA_UNCLEAR') return 'unclear';
    if (error.code === 'EVALUATION_QUOTA' || error.code === 'RATE_LIMITED') return 'quota';
    if (error.code === 'UNAUTHORIZED') return 'auth';
    // A visitor's captcha token was missing, expired or refused.
    if (error.code === 'MISSING_RESPONSE' || error.code === 'VERIFICATION_FAILED') return 'captcha';
    // A proxy's 504 has no code of ours.
    if (error.code === 'EVALUATION_TIMEOUT' || error.code === 'SERVICE_UNAVAILABLE' || error.status === 504) return 'timeout';
    return 'unexpected';
  }
  // AbortSignal.timeout() gave up waiting.
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  // fetch() rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return 'network';
  return 'unexpected';
}
