import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's Russian texts (mail, answers, kits) call a kit «набор», as the interface does. The
 * catalogues of what ideas may be about keep «комплект» as a thing a product can sell.
 */
const catalogues = new Set(['domain.ts', 'russian-english.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !catalogues.has(entry.name) ? [path] : [];
  });
}

describe('the Russian word for a kit on the server', () => {
  it('is «набор», never «комплект»', () => {
    const files = sources(join(__dirname));
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((file) => /комплект/i.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
