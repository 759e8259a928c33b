import type { TFunction } from 'i18next';
import { projectMessages } from '../../../shared/schemas/projects';
import { ApiError } from '../../lib/api-client';
import { translateValidation } from '../auth/messages';

type ProjectMessageKey = keyof typeof projectMessages;

/** The evaluation failures of spec §8, each with its own message. */
export type EvaluationErrorKind = 'used' | 'quota' | 'auth' | 'captcha' | 'timeout' | 'network' | 'unexpected';

/** Sorts a failed evaluation call into the message the person sees. */
export function evaluationErrorKind(error: unknown): EvaluationErrorKind {
  if (error instanceof ApiError) {
    if (error.status === 409 || error.code === 'CONFLICT') return 'used';
    if (error.status === 429 || error.code === 'RATE_LIMITED') return 'quota';
    if (error.status === 401 || error.code === 'UNAUTHORIZED') return 'auth';
    // A visitor's captcha token was missing, expired or refused.
    if (error.code === 'MISSING_RESPONSE' || error.code === 'VERIFICATION_FAILED') return 'captcha';
    if (error.status === 503 || error.status === 504 || error.code === 'SERVICE_UNAVAILABLE') return 'timeout';
    return 'unexpected';
  }
  // AbortSignal.timeout() gave up waiting.
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timeout';
  // fetch() rejects with a TypeError when the request never got an answer.
  if (error instanceof TypeError) return 'network';
  return 'unexpected';
}

const keyByMessage = new Map<string, ProjectMessageKey>(
  Object.entries(projectMessages).map(([key, message]) => [message, key as ProjectMessageKey]),
);

/** A shared-schema message about the idea (required, too long) in the interface language. */
export function translateIdeaMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`projects.messages.${key}`) : translateValidation(t, message);
}
