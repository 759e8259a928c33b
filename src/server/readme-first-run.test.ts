import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/paths';

/** The README's first-run path names buttons and pages a new founder looks for: each must exist as written. */

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const firstRun = readme.slice(readme.indexOf('## Your first kit'), readme.indexOf('## Configuration'));
const englishTexts = ['common', 'app', 'landing', 'pricing']
  .map((name) => readFileSync(new URL(`../client/locales/en/${name}.json`, import.meta.url), 'utf8'))
  .join('\n');
const pagePatterns = Object.values(paths).flatMap((entry) => ('pattern' in entry ? [entry.pattern] : []));

describe("the README's first kit", () => {
  it('names every button by its label in the interface', () => {
    const labels = [...firstRun.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!);
    expect(labels.length).toBeGreaterThan(4);
    for (const label of labels) expect(englishTexts, label).toContain(`"${label}"`);
  });

  it("names the app's own pages by their paths", () => {
    const pages = [...firstRun.matchAll(/`(\/(?:auth|dashboard)[^`\s]*)`/g)].map((match) => match[1]!);
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(pagePatterns, page).toContain(page);
  });
});
