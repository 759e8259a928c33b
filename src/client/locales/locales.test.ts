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

describe('translations', () => {
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
