import type { TFunction } from 'i18next';
import type { ValidationIssue } from '../../shared/errors';
import { isMessageKey } from '../../shared/message-keys';
import { ApiError } from './api-client';

/**
 * The one place where a failure becomes words: every API error is told apart by its `code` (ours,
 * or better-auth's on /api/auth), and each code's text lives under `errors.*` in the locales, in
 * every language. Validation problems carry a message key (`validation.emailRequired`…) instead.
 */

/** A form field's problem (a message key from the shared schemas) in the interface language. */
export function fieldErrorText(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  // zod's own messages (a rule without a key of ours) are English sentences: show the generic text.
  return isMessageKey(key) ? t(key) : t('errors.VALIDATION_FAILED');
}

/** The first validation problem's message key, when the API sent one. */
export function validationKeyOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return undefined;
  const issues = (error.details as { issues?: ValidationIssue[] } | undefined)?.issues;
  return issues?.find((issue) => issue.code)?.code;
}

/** What to tell the person when a call fails, in their language. */
export function errorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('errors.NETWORK');
  if (error.code === 'RATE_LIMITED') {
    const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    if (seconds !== undefined) return t('errors.RATE_LIMITED_MINUTES', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  if (error.code === 'VALIDATION_FAILED') return fieldErrorText(t, validationKeyOf(error)) ?? t('errors.VALIDATION_FAILED');
  return t(`errors.${error.code}`, { defaultValue: t('errors.UNKNOWN_ERROR') });
}
