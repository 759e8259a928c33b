import { describe, expect, it } from 'vitest';
import { teamMessages } from '../../../shared/schemas/teams';
import enApp from '../../locales/en/app.json';
import ruApp from '../../locales/ru/app.json';

describe('team messages', () => {
  it('are worded in English exactly as the shared schema words them, and exist in Russian', () => {
    expect(enApp.team.messages).toEqual(teamMessages);
    expect(Object.keys(ruApp.team.messages)).toEqual(Object.keys(teamMessages));
    expect(ruApp.team.messages.invitationEmail).toBe(ruApp.errors.INVITATION_EMAIL_MISMATCH);
  });

  it('have every text of the team pages in both languages', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => keys(inner, `${prefix}${key}.`))
        : [prefix];
    // A plural has each language's forms (English: one, other; Russian: one, few, many, other).
    const texts = (value: unknown) => [...new Set(keys(value).map((key) => key.replace(/_(one|few|many|other)\.$/, '.')))];
    expect(texts(ruApp.team)).toEqual(texts(enApp.team));
  });
});
