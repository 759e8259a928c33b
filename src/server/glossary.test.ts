import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { kitText } from './kit/kit-text';
import { documentSteps } from '../shared/schemas/kit';
import { avoidedIn, documentNames, glossary, type GlossaryLanguage } from '../shared/glossary';

const root = join(__dirname, '..', '..');

function files(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, keep);
    return keep(path) ? [path] : [];
  });
}

function values(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => values(child, prefix ? `${prefix}.${key}` : key));
}

/** Every text of a language's locale files, placeholders left out ("{{tier}}" is a name, not a word). */
function localeTexts(language: GlossaryLanguage): Array<[string, string]> {
  const dir = join(root, 'src/client/locales', language);
  return readdirSync(dir).flatMap((file) =>
    values(JSON.parse(readFileSync(join(dir, file), 'utf8'))).map(
      ([key, text]): [string, string] => [`${language}/${file}:${key}`, text.replace(/\{\{[^}]*\}\}/g, '')],
    ),
  );
}

/**
 * Not our words: the reader's dictionaries and cue lists hold what ideas may be about, in the
 * founder's words (a «комплект» a shop sells, a «тикет» a help desk keeps), and so do the test ideas;
 * the glossary lists the words to avoid.
 */
const notOurWords = [
  'src/server/ai/offline/catalogue/domain.ts',
  'src/server/ai/offline/catalogue/russian-english.ts',
  'src/server/ai/offline/catalogue/russian-english-nouns.ts',
  // The words founders ask about a kit's sections with, synonyms included («этапы» for phases).
  'src/server/kit/section-topics.ts',
  'src/server/capabilities/cues.ts',
  'src/server/ai/offline/test-ideas.ts',
  'src/server/ai/offline/stack.test-briefs.ts',
  'src/shared/glossary.ts',
];
/**
 * What the kits say about the founder's product, where only the terms held everywhere apply; the
 * reader's texts word the brief the review step shows, in Specforge's own words.
 */
const kitContent = ['src/server/ai/offline/', 'src/server/capabilities/'];
const briefWords = 'src/server/ai/offline/reader/texts.ts';

const serverSources = ['src/server', 'src/shared', 'src/cli'].flatMap((dir) =>
  files(join(root, dir), (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)).map((path) => relative(root, path)),
);
const russianSources = serverSources.filter(
  (path) => !notOurWords.includes(path) && /[а-яё]/i.test(readFileSync(join(root, path), 'utf8')),
);

describe('the glossary', () => {
  it('matches whole words in any form: a kit is «набор», and a picker («комплектовщик») is no kit', () => {
    expect(avoidedIn('Ваш комплект готов', 'ru').map((use) => use.term)).toEqual(['kit']);
    expect(avoidedIn('Документы комплекта', 'ru').map((use) => use.found)).toEqual(['комплекта']);
    expect(avoidedIn('документы кита в docs/', 'ru').map((use) => use.found)).toEqual(['кита']);
    expect(avoidedIn('Комплектовщик собирает заказ; комплектующие на складе; этикетки', 'ru')).toEqual([]);
    expect(avoidedIn('Ваш набор готов', 'ru')).toEqual([]);
    expect(avoidedIn('Buy the Builder tier', 'en').map((use) => use.term)).toEqual(['plan']);
    expect(avoidedIn('фазы и этапы', 'ru', 'everywhere')).toEqual([]);
  });

  it('gives every term a word in both languages that it does not also avoid', () => {
    for (const [id, term] of Object.entries(glossary)) {
      expect(term.en, id).not.toBe('');
      expect(term.ru, id).toMatch(/[а-яё]/);
      expect(avoidedIn(term.en, 'en'), id).toEqual([]);
      expect(avoidedIn(term.ru, 'ru'), id).toEqual([]);
    }
  });
});

describe('the interface’s words', () => {
  it.each(['en', 'ru'] as const)('are the glossary’s in every %s locale file', (language) => {
    const texts = localeTexts(language);
    expect(texts.length).toBeGreaterThan(500);
    const uses = texts.flatMap(([key, text]) => avoidedIn(text, language).map((use) => `${key}: «${use.found}» for ${use.term}`));
    expect(uses).toEqual([]);
  });

  it('call a kit «набор» and “kit” (the glossary’s words are the ones in use)', () => {
    expect(localeTexts('ru').some(([, text]) => /набор/.test(text))).toBe(true);
    expect(localeTexts('en').some(([, text]) => /\bkit\b/.test(text))).toBe(true);
  });
});

describe('the server’s Russian texts (mail, messages, kit templates, the offline engine’s sentences)', () => {
  it('use the glossary’s words: Specforge’s own words for every term, the kits’ content for the terms held everywhere', () => {
    expect(russianSources.length).toBeGreaterThan(60);
    expect(russianSources).toEqual(expect.arrayContaining(['src/server/mail/templates.ts', 'src/server/kit/kit-text.ts']));
    const uses = russianSources.flatMap((path) => {
      const scope = path !== briefWords && kitContent.some((prefix) => path.startsWith(prefix)) ? 'everywhere' : 'interface';
      return readFileSync(join(root, path), 'utf8')
        .split('\n')
        .flatMap((line, i) => avoidedIn(line, 'ru', scope).map((use) => `${path}:${i + 1}: «${use.found}» for ${use.term}`));
    });
    expect(uses).toEqual([]);
  });
});

describe('the documents’ names', () => {
  it('are the glossary’s in the kits’ titles and on the screens that list a kit’s steps', () => {
    const steps = Object.fromEntries(
      (['en', 'ru'] as const).map((language) => [
        language,
        JSON.parse(readFileSync(join(root, 'src/client/locales', language, 'app.json'), 'utf8')).projects.steps as Record<string, string>,
      ]),
    );
    for (const kind of documentSteps) {
      for (const language of ['en', 'ru'] as const) {
        const name = documentNames[kind][language];
        expect(kitText(language).titles[kind].toLowerCase(), `${language} ${kind}`).toBe(name.toLowerCase());
        expect(steps[language]![kind]!.toLowerCase().startsWith(name.toLowerCase()), `${language} ${kind}: ${steps[language]![kind]}`).toBe(true);
      }
    }
  });
});
