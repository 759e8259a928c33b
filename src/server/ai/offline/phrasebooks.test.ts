import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { phrasebook, phrasebookLanguages } from './phrasebooks';

/**
 * The composer reads every sentence through one registry: no module outside a language's own
 * folder imports en/ or ru/ (so a new language is one folder and one line in the registry), and
 * every language gives every phrasebook.
 */

const server = path.resolve(__dirname, '../..');
const offline = __dirname;
const registry = path.join(offline, 'phrasebooks.ts');
const languageDirs = phrasebookLanguages.map((language) => path.join(offline, language));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** Every module an `import … from` or `export … from` statement of the file names, resolved to a path. */
const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+'(\.[^']*)'/gms)].map((m) =>
    path.resolve(path.dirname(file), m[1]!),
  );

const within = (dir: string, file: string) => file.startsWith(`${dir}${path.sep}`);

describe('the phrasebooks', () => {
  it('are imported only by the registry and by their own language’s folder', () => {
    const offenders = sources(server).flatMap((file) =>
      importsOf(file)
        .filter((target) => languageDirs.some((dir) => within(dir, target) && !within(dir, file)))
        .filter(() => file !== registry)
        .map((target) => `${path.relative(server, file)} imports ${path.relative(server, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('are given in full by every language', () => {
    const keys = (language: (typeof phrasebookLanguages)[number]) => Object.keys(phrasebook(language)).sort();
    for (const language of phrasebookLanguages) {
      expect(keys(language)).toEqual(keys('en'));
      for (const [key, book] of Object.entries(phrasebook(language))) expect(book, `${language}.${key}`).toBeDefined();
    }
  });

  it('write a language without its own in English', () => {
    expect(phrasebook('other')).toBe(phrasebook('en'));
    expect(phrasebook(undefined)).toBe(phrasebook('en'));
  });
});
