import type { TFunction } from 'i18next';
import { adminMessages, type AdminMessageKey } from '../../../shared/schemas/admin';
import { ApiError } from '../../lib/api-client';
import { isValidationMessage, translateValidation } from '../auth/messages';

const keyByMessage = new Map<string, AdminMessageKey>(
  Object.entries(adminMessages).map(([key, message]) => [message, key as AdminMessageKey]),
);

/** A message of the shared admin schemas, in the interface language. */
export function translateAdminValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`admin.validation.${key}`) : translateValidation(t, message);
}

/** What to tell the admin when a call fails, in their language. */
export function adminErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const known = keyByMessage.get(error.message);
    if (known) return t(`admin.validation.${known}`);
    if (isValidationMessage(error.message)) return translateValidation(t, error.message)!;
    return t(`errors.${error.code}`, { defaultValue: error.message });
  }
  return t('errors.NETWORK');
}
