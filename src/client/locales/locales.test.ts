import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import ru from './ru/common.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Plural forms differ by language (English: one, other; Russian: one, few, many, other). */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (value: unknown) => [...new Set(keys(value).map((key) => key.replace(pluralSuffix, '')))].sort();

/** Values that read the same in both languages: names of brands, plans, platforms and languages. */
const sameInBothLanguages = new Set(['Specforge', 'English', 'Русский', '404', 'Founder', 'Growth', 'iOS', 'Android', 'SaaS']);

function entries(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('translate every Russian text: none is a copy of the English one or marked [RU]', () => {
    const english = new Map(entries(en));
    const untranslated = entries(ru).filter(
      ([key, value]) =>
        typeof value === 'string' &&
        (value.includes('[RU]') || (value === english.get(key) && !sameInBothLanguages.has(value))),
    );
    expect(untranslated).toEqual([]);
  });

  it('give Russian every key English has, and no extra ones', () => {
    expect(baseKeys(ru)).toEqual(baseKeys(en));
  });

  it('give every plural its language’s forms', () => {
    const forms = (value: unknown, language: string[]) => {
      const plural = keys(value).filter((key) => pluralSuffix.test(key));
      const bases = new Set(plural.map((key) => key.replace(pluralSuffix, '')));
      for (const base of bases) for (const form of language) expect(plural, base).toContain(`${base}_${form}`);
    };
    forms(en, ['one', 'other']);
    forms(ru, ['one', 'few', 'many', 'other']);
  });
});
