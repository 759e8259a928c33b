import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliLoginCommand, cliRunCommand } from './cli-distribution';

const root = path.resolve(import.meta.dirname, '../..');

function filesUnder(target: string): string[] {
  const full = path.join(root, target);
  if (!statSync(full).isDirectory()) return [target];
  return readdirSync(full).flatMap((name) => filesUnder(path.join(target, name)));
}

/**
 * The CLI asked of the npm registry by its bare name, on a command line (npx, optionally with --yes and a
 * version) or as npx's arguments in an MCP configuration.
 */
const registryNames = [
  /\bnpx\s+(?:(?:--yes|-y)\s+)?specforge(?:@[\w.-]+)?(?=\s|$|`|"|')/im,
  /\[\s*(?:"(?:--yes|-y)",\s*)?"specforge(?:@[^"]*)?"/,
];
const namesTheRegistry = (text: string) => registryNames.some((pattern) => pattern.test(text));

describe('the CLI is always fetched from a server, never by a registry name (ADR 0052)', () => {
  it('runs the server’s own tarball and signs in to that server', () => {
    expect(cliRunCommand('https://specforge.example/dashboard')).toBe('npx --yes https://specforge.example/cli/specforge.tgz');
    expect(cliLoginCommand('http://127.0.0.1:4100', 'sf_abc')).toBe(
      'npx --yes http://127.0.0.1:4100/cli/specforge.tgz login --url http://127.0.0.1:4100 --token sf_abc',
    );
  });

  it('is what every text people read says: the README, the docs, the website and the CLI', () => {
    const texts = ['README.md', 'docs', 'src/client', 'src/cli'].flatMap(filesUnder).filter((file) => /\.(md|json|tsx?)$/.test(file));
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((file) => namesTheRegistry(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
    // As the texts said it before (spelled apart here, so a search of the repository finds none).
    const npx = (rest: string) => `npx ${rest}`;
    for (const old of [`\`${npx('specforge')} …\``, npx('specforge login --token sf_x'), npx('-y specforge@latest mcp'), '"args": ["specforge", "mcp"]']) {
      expect(namesTheRegistry(old), old).toBe(true);
    }
    expect(namesTheRegistry(cliLoginCommand('https://specforge.example', 'sf_x'))).toBe(false);
  });

  it('is fetched from the server’s address in the MCP configurations of docs/cli.md', () => {
    const docs = readFileSync(path.join(root, 'docs/cli.md'), 'utf8');
    expect(docs).toContain('-- npx --yes https://specforge.example/cli/specforge.tgz mcp');
    expect(docs).toContain('"args": ["--yes", "https://specforge.example/cli/specforge.tgz", "mcp"]');
  });
});
