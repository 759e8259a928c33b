import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authErrorCodes, errorStatus } from '../../shared/errors';
import { adminMessageKeys } from '../../shared/schemas/admin';
import { validationKeys } from '../../shared/schemas/auth';
import { billingMessageKeys } from '../../shared/schemas/billing';
import { marketingMessageKeys } from '../../shared/schemas/marketing';
import { projectMessageKeys } from '../../shared/schemas/projects';
import { ApiError } from './api-client';
import { errorText, fieldErrorText, validationKeyOf } from './error-text';
import { initI18n, setLanguage } from './i18n';

/** Every code an API answer can carry: ours and better-auth's. */
const codes = [...Object.keys(errorStatus), ...authErrorCodes];
/** Every message key the shared schemas fail with (of billing's checkout texts, only the missing price is a rule). */
const messageKeys = [
  ...[validationKeys, adminMessageKeys, marketingMessageKeys, projectMessageKeys].flatMap((catalog) => Object.values(catalog) as string[]),
  billingMessageKeys.missingPriceId,
];
const languages = ['en', 'ru'] as const;

/** The language's own text, with no fallback to English hiding a missing translation. */
const ownText = (language: string, key: string) => i18next.getResource(language, 'common', key) as unknown;

beforeEach(async () => {
  await initI18n({ appTexts: true });
});
afterEach(async () => {
  await setLanguage('en');
});

describe('the error translator', () => {
  it.each(languages)('has a %s text for every server error code and every validation key', async (language) => {
    await setLanguage(language);
    const missing = [...codes.map((code) => `errors.${code}`), ...messageKeys].filter((key) => typeof ownText(language, key) !== 'string');
    expect(missing).toEqual([]);
    for (const code of codes) {
      expect(errorText(i18next.t, new ApiError(400, code, 'An English sentence the client never reads'))).toBe(ownText(language, `errors.${code}`));
    }
  });

  it('words each error by its code, whatever the English message says', async () => {
    const t = i18next.t;
    expect(errorText(t, new ApiError(409, 'STALE_VERSION', 'x'))).toBe('This document was changed since you opened it. Reload it and try again.');
    expect(errorText(t, new ApiError(418, 'SOMETHING_NEW', 'x'))).toBe('Something went wrong. Please try again later.');
    expect(errorText(t, new TypeError('Failed to fetch'))).toBe('Network connection error. Check your connection and try again.');
    await setLanguage('ru');
    expect(errorText(t, new ApiError(409, 'STALE_VERSION', 'x'))).toBe(
      'Документ изменился после того, как вы его открыли. Обновите его и попробуйте снова.',
    );
  });

  it('counts a rate limit’s wait in minutes, and names the first validation problem by its key', () => {
    const t = i18next.t;
    expect(errorText(t, new ApiError(429, 'RATE_LIMITED', 'x', { retryAfterSeconds: 130 }))).toBe(
      'Too many attempts. Please try again in 3 minutes.',
    );
    const invalid = new ApiError(400, 'VALIDATION_FAILED', 'Email is required', {
      issues: [{ path: 'email', message: 'Email is required', code: validationKeys.emailRequired }],
    });
    expect(validationKeyOf(invalid)).toBe('validation.emailRequired');
    expect(errorText(t, invalid)).toBe('Email is required');
    // zod's own English (a rule without a key of ours) is never shown as it is.
    expect(errorText(t, new ApiError(400, 'VALIDATION_FAILED', 'Invalid UUID', { issues: [{ path: 'id', message: 'Invalid UUID' }] }))).toBe(
      'Please check the form fields and try again.',
    );
    expect(fieldErrorText(t, 'Invalid input: expected string')).toBe('Please check the form fields and try again.');
    expect(fieldErrorText(t, undefined)).toBeUndefined();
  });
});
