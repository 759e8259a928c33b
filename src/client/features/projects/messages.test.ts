import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { projectMessages } from '../../../shared/schemas/projects';
import { controlCharactersMessage } from '../../../shared/schemas/text';
import { ApiError } from '../../lib/api-client';
import { initI18n } from '../../lib/i18n';
import appEn from '../../locales/en/app.json';
import en from '../../locales/en/common.json';
import appRu from '../../locales/ru/app.json';
import { creditBlockOf, projectErrorMessage, translateProjectMessage } from './messages';

beforeAll(async () => {
  await initI18n({ appTexts: true });
});

describe('project messages', () => {
  it('are translated by key, the English exactly as the shared schema words them', () => {
    expect(en.projects.messages).toEqual(projectMessages);
  });

  it('translate the schema’s and the API’s texts, and name credit problems', () => {
    const t = i18next.t;
    expect(translateProjectMessage(t, projectMessages.ideaRequired)).toBe('Please enter your project idea.');
    expect(projectErrorMessage(t, new ApiError(409, 'CONFLICT', projectMessages.regenerationLimit))).toBe(
      projectMessages.regenerationLimit,
    );
    expect(projectErrorMessage(t, new TypeError('Failed to fetch'))).toMatch(/Network connection error/);
    expect(creditBlockOf(new ApiError(402, 'INSUFFICIENT_CREDITS', 'x'))).toBe('credits');
    expect(creditBlockOf(new ApiError(403, 'FORBIDDEN', 'x'))).toBe('free');
    expect(creditBlockOf(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBeNull();
  });

  it('say that control characters were refused, from the form and from the API, in both languages', () => {
    const refused = new ApiError(400, 'VALIDATION_FAILED', controlCharactersMessage);
    expect(translateProjectMessage(i18next.t, controlCharactersMessage)).toBe(appEn.validation.controlCharacters);
    expect(projectErrorMessage(i18next.t, refused)).toBe(appEn.validation.controlCharacters);
    expect(appEn.validation.controlCharacters).toBe(controlCharactersMessage);
    expect(appRu.validation.controlCharacters).toBe('Текст содержит невидимые управляющие символы. Удалите их и попробуйте снова.');
  });
});
