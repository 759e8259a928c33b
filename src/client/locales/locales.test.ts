import { describe, expect, it } from 'vitest';
import en from './en/common.json';
import enLegal from './en/legal.json';
import ru from './ru/common.json';
import ruLegal from './ru/legal.json';

/** Every namespace file, found in the folder so a new one cannot be left out. */
const files = import.meta.glob<{ default: object }>('./*/*.json', { eager: true });
const namespaceNames = [...new Set(Object.keys(files).map((file) => file.split('/')[2]!.replace('.json', '')))].sort();

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Plural forms differ by language (English: one, other; Russian: one, few, many, other). */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (value: unknown) => [...new Set(keys(value).map((key) => key.replace(pluralSuffix, '')))].sort();

/** Values that read the same in both languages: names of brands, plans, platforms and languages (and figures: no letters). */
const sameInBothLanguages = new Set(['Specforge', 'English', 'Русский', '404', 'Founder', 'Growth', 'iOS', 'Android', 'API', 'SaaS']);

function entries(value: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => entries(child, prefix ? `${prefix}.${key}` : key));
}

/** Keys whose values are identifiers, not text: the legal sections' anchors (the same in every language). */
const identifierKey = /^(privacy|terms|cookies)\.sections\.\d+\.id$/;

function untranslated(english: unknown, russian: unknown): Array<[string, unknown]> {
  const englishEntries = new Map(entries(english));
  return entries(russian).filter(
    ([key, value]) =>
      typeof value === 'string' &&
      !identifierKey.test(key) &&
      (value.includes('[RU]') ||
        (value === englishEntries.get(key) && !sameInBothLanguages.has(value) && /\p{L}/u.test(value))),
  );
}

/** Every namespace, English and Russian side by side. */
const namespaces = Object.fromEntries(
  namespaceNames.map((name) => [name, [files[`./en/${name}.json`]?.default, files[`./ru/${name}.json`]?.default]]),
);

describe('translations', () => {
  it('find every namespace file, common and legal among them', () => {
    expect(namespaceNames).toEqual(expect.arrayContaining(['common', 'legal']));
  });

  it.each(Object.entries(namespaces))(
    'translate every Russian text of %s: none is a copy of the English one or marked [RU]',
    (_, [english, russian]) => {
      expect(untranslated(english, russian)).toEqual([]);
    },
  );

  it.each(Object.entries(namespaces))(
    'give Russian every key English has in %s, and no extra ones',
    (_, [english, russian]) => {
      expect(baseKeys(russian)).toEqual(baseKeys(english));
    },
  );

  it('keep the legal sections’ anchors identical in both languages (links point at them)', () => {
    const anchors = (value: unknown) => entries(value).filter(([key]) => identifierKey.test(key));
    expect(anchors(ruLegal)).toEqual(anchors(enLegal));
    for (const [, id] of anchors(enLegal)) expect(id).toMatch(/^[a-z0-9-]+$/);
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
