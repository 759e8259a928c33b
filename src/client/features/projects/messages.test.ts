import { describe, expect, it } from 'vitest';
import { customDocumentMessages } from '../../../shared/schemas/custom-documents';
import { projectMessages } from '../../../shared/schemas/projects';
import { controlCharactersMessage, singleLineMessage } from '../../../shared/schemas/text';
import { ApiError } from '../../lib/api-client';
import enApp from '../../locales/en/app.json';
import enCommon from '../../locales/en/common.json';
import ruApp from '../../locales/ru/app.json';
import { creditBlockOf } from './messages';

describe('project messages', () => {
  it('are worded in English exactly as the shared schema words them', () => {
    // The landing's one (ideaRequired) ships with the shell; the rest with the app's texts.
    expect({ ...enCommon.projects.messages, ...enApp.projects.messages }).toEqual(projectMessages);
  });

  it('word custom documents’ refusals as the shared schema does, and in Russian too', () => {
    expect(enApp.projects.custom.messages).toEqual(customDocumentMessages);
    expect(enApp.errors.CUSTOM_DOCUMENT_LIMIT).toBe(customDocumentMessages.limit);
    expect(enApp.errors.CUSTOM_DOCUMENTS_PLAN).toBe(customDocumentMessages.plan);
    expect(ruApp.errors.CUSTOM_DOCUMENT_LIMIT).toBe('В этом проекте уже 10 собственных документов — больше нельзя.');
    expect(Object.keys(ruApp.projects.custom.messages)).toEqual(Object.keys(customDocumentMessages));
  });

  it('name credit problems by the error’s code', () => {
    expect(creditBlockOf(new ApiError(402, 'INSUFFICIENT_CREDITS', 'x'))).toBe('credits');
    // Another 403 (a ban, a foreign origin) is not the Free plan.
    expect(creditBlockOf(new ApiError(403, 'FORBIDDEN', 'x'))).toBeNull();
    expect(creditBlockOf(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBeNull();
  });

  it('say that control characters were refused, from the form and from the API, in both languages', () => {
    expect(enApp.validation.controlCharacters).toBe(controlCharactersMessage);
    expect(ruApp.validation.controlCharacters).toBe('Текст содержит невидимые управляющие символы. Удалите их и попробуйте снова.');
    expect(enApp.validation.singleLine).toBe(singleLineMessage);
    expect(ruApp.validation.singleLine).toBe('Здесь нужна одна строка: без переносов строк, табуляций и невидимых управляющих символов.');
  });
});
