import type { TFunction } from 'i18next';
import { projectMessages } from '../../../shared/schemas/projects';
import { ApiError } from '../../lib/api-client';
import { isValidationMessage, translateValidation } from '../auth/messages';

export type ProjectMessageKey = keyof typeof projectMessages;

const keyByMessage = new Map<string, ProjectMessageKey>(
  Object.entries(projectMessages).map(([key, message]) => [message, key as ProjectMessageKey]),
);

/** A message of `projectMessages` (from the shared schemas or the API) in the interface language. */
export function translateProjectMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`projects.messages.${key}`) : translateValidation(t, message);
}

/** Why a project cannot be started: the Free plan, or no credits left. */
export type CreditBlock = 'free' | 'credits';

/** 402 → no credits; 403 → the Free plan; anything else is not about credits. */
export function creditBlockOf(error: unknown): CreditBlock | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 402 || error.code === 'INSUFFICIENT_CREDITS') return 'credits';
  if (error.status === 403 || error.code === 'FORBIDDEN') return 'free';
  return null;
}

/** A failed API call in words: a known project message, the code's message, or a connection problem. */
export function projectErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const known = keyByMessage.get(error.message);
    if (known) return t(`projects.messages.${known}`);
    if (isValidationMessage(error.message)) return translateValidation(t, error.message)!;
    return t(`errors.${error.code}`, { defaultValue: t('errors.UNKNOWN_ERROR') });
  }
  return t('errors.NETWORK');
}
