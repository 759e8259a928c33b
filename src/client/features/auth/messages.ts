import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { messages, type ValidationMessageKey } from '../../../shared/schemas/auth';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';

const keyByMessage = new Map<string, ValidationMessageKey>(
  Object.entries(messages).map(([key, message]) => [message, key as ValidationMessageKey]),
);

/** Whether `message` is one of the shared validation messages (which every form may meet). */
export const isValidationMessage = (message: string): boolean => keyByMessage.has(message);

/** A validation message of the shared schemas, in the interface language. */
export function translateValidation(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyByMessage.get(message);
  return key ? t(`validation.${key}`) : message;
}

/** Spec §5: the first error goes into a toast titled 'Validation error' (and stays under its field). */
export function toastFirstError<T extends FieldValues>(t: TFunction, errors: FieldErrors<T>, order: Array<keyof T>): void {
  const first = order.map((name) => errors[name]).find(Boolean);
  const message = translateValidation(t, first?.message as string | undefined);
  if (message) toast.error(t('toast.validationTitle'), { description: message });
}

/** What to tell the person when an auth call fails, in their language. */
export function authErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'RATE_LIMITED') {
      const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
      return t('errors.RATE_LIMITED_MINUTES', { minutes: Math.max(1, Math.ceil(seconds / 60)) });
    }
    if (error.code === 'VALIDATION_FAILED') return translateValidation(t, error.message) ?? error.message;
    return t(`errors.${error.code}`, { defaultValue: error.message });
  }
  return t('errors.NETWORK');
}
