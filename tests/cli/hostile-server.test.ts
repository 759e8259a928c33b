import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitFilesDto, ProjectSummaryDto } from '../../src/shared/schemas/projects';
import { runSpecforge } from '../support/cli-process';

/**
 * `specforge pull` against a server that wants to harm the machine it runs on, in a repository
 * someone planted links in: what it sends is printed inert, and nothing lands outside the repository.
 */

// Retitles the window (OSC 0), writes the clipboard (OSC 52), and colours through the one-byte C1 CSI.
const title = '\u001b]0;owned\u0007';
const clipboard = '\u001b]52;c;cm0gLXJmIH4=\u0007';
const hostileName = `PawWalk${title}${clipboard}\u009b31m`;
// eslint-disable-next-line no-control-regex -- a raw control character, the line feed aside, is the failure
const rawControl = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/;

const projectId = '11111111-1111-4111-8111-111111111111';
const refusingId = '22222222-2222-4222-8222-222222222222';
const summary = (id: string, name: string): ProjectSummaryDto => ({
  id,
  name,
  idea: 'Dog walks',
  status: 'ready',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  access: { role: 'owner', team: null, plan: 'FOUNDER', actions: [] },
});
const kit: KitFilesDto = {
  projectName: hostileName,
  files: [
    { path: 'AGENTS.md', content: '# AGENTS.md\n' },
    { path: 'docs/prd.md', content: '# PRD\n' },
    { path: `docs/${title}.md`, content: 'named to retitle the window when listed\n' },
    { path: 'docs/custom/launch.md', content: '# Launch\n' },
  ],
};

const routes: Record<string, { status: number; body: unknown }> = {
  '/api/projects': {
    status: 200,
    body: { projects: [summary(projectId, hostileName), summary(refusingId, 'Refuser')] },
  },
  [`/api/projects/${projectId}/files`]: { status: 200, body: kit },
  [`/api/projects/${refusingId}/files`]: { status: 403, body: { code: 'FORBIDDEN', message: `No.${clipboard}` } },
};

const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};

describe('specforge pull against a hostile server, in a repository with planted links', () => {
  let server: Server;
  let url: string;
  let configDir: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const route = routes[new URL(request.url ?? '/', 'http://x').pathname];
      response.writeHead(route?.status ?? 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(route?.body ?? { code: 'NOT_FOUND', message: 'Not found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    configDir = tempDir('specforge-hostile-config-');
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  const freshRepository = () => {
    const repo = tempDir('specforge-hostile-repo-');
    execFileSync('git', ['init', '-q'], { cwd: repo });
    return repo;
  };
  const run = (args: string[], cwd: string) =>
    runSpecforge(args, {
      cwd,
      env: { HOME: configDir, SPECFORGE_CONFIG_DIR: configDir, SPECFORGE_URL: url, SPECFORGE_TOKEN: 'sf_any' },
    });

  it('prints the project’s name and the bad file’s escaped, names no file with them, and writes the rest', async () => {
    const repo = freshRepository();
    const pulled = await run(['pull', projectId], repo);
    expect(pulled.code).toBe(0);
    expect(pulled.stdout).not.toMatch(rawControl);
    expect(pulled.stderr).not.toMatch(rawControl);
    expect(pulled.stdout).toContain(
      'Pulled the kit of “PawWalk\\x1B]0;owned\\x07\\x1B]52;c;cm0gLXJmIH4=\\x07\\x9B31m”',
    );
    expect(pulled.stderr).toContain(
      'Skipped “docs/\\x1B]0;owned\\x07.md” from the server: control character in the name.',
    );
    expect(readdirSync(path.join(repo, 'docs')).sort()).toEqual(['custom', 'prd.md']);
    expect(readFileSync(path.join(repo, 'AGENTS.md'), 'utf8')).toBe('# AGENTS.md\n');

    const json = await run(['pull', projectId, '--json'], repo);
    expect(json.code).toBe(0);
    expect(json.stdout).not.toMatch(rawControl);
    expect(JSON.parse(json.stdout)).toMatchObject({ projectName: hostileName });

    const listed = await run(['projects'], repo);
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toMatch(rawControl);
    expect(listed.stdout).toContain('PawWalk\\x1B]0;owned');
  });

  it('prints the server’s error message and the names in its own messages escaped', async () => {
    const repo = freshRepository();
    const refused = await run(['pull', refusingId], repo);
    expect(refused.code).toBe(5);
    expect(refused.stderr).toBe('specforge: No.\\x1B]52;c;cm0gLXJmIH4=\\x07\n');

    const refusedJson = await run(['pull', refusingId, '--json'], repo);
    expect(refusedJson.stderr).not.toMatch(rawControl);
    expect(JSON.parse(refusedJson.stderr)).toMatchObject({ error: { message: `No.${clipboard}` } });

    const unknown = await run(['pull', 'nothing-like-it'], repo);
    expect(unknown.code).toBe(4);
    expect(unknown.stderr).not.toMatch(rawControl);
    expect(unknown.stderr).toContain('PawWalk\\x1B]0;owned');
    expect(readdirSync(repo)).toEqual(['.git']);
  });

  describe.each([
    [
      '.specforge',
      'a link to a folder outside',
      (repo: string, outside: string) => symlinkSync(outside, path.join(repo, '.specforge')),
    ],
    [
      '.specforge/kit.json',
      'a dangling link',
      (repo: string, outside: string) => linkInOwnFolder(repo, 'kit.json', outside),
    ],
    [
      '.specforge/.gitignore',
      'a dangling link',
      (repo: string, outside: string) => linkInOwnFolder(repo, '.gitignore', outside),
    ],
    [
      '.specforge/incoming',
      'a link to a folder outside',
      (repo: string, outside: string) => linkInOwnFolder(repo, 'incoming', outside, true),
    ],
  ])('with %s as %s', (linked, _kind, plant) => {
    it('pulls nothing, writes nothing outside, and says which link stopped it', async () => {
      const repo = freshRepository();
      const outside = tempDir('specforge-hostile-outside-');
      plant(repo, outside);
      const pulled = await run(['pull', projectId], repo);
      expect(pulled.code).toBe(1);
      expect(pulled.stderr).toContain(`Nothing was pulled: ${linked} is a symbolic link`);
      expect(pulled.stdout).toBe('');
      expect(readdirSync(outside)).toEqual([]);
      expect(existsSync(path.join(repo, 'AGENTS.md'))).toBe(false);
    });
  });

  it('skips the kit files whose folder is a link, creating nothing beyond it, and writes the others', async () => {
    const repo = freshRepository();
    const outside = tempDir('specforge-hostile-outside-');
    symlinkSync(outside, path.join(repo, 'docs'));
    const pulled = await run(['pull', projectId], repo);
    expect(pulled.code).toBe(0);
    expect(pulled.stderr).toContain('Skipped “docs/prd.md” from the server: docs is a symbolic link.');
    expect(pulled.stderr).toContain('Skipped “docs/custom/launch.md” from the server: docs is a symbolic link.');
    expect(readdirSync(outside)).toEqual([]);
    expect(readFileSync(path.join(repo, 'AGENTS.md'), 'utf8')).toBe('# AGENTS.md\n');
  });
});

/** A link inside the repository's own `.specforge` folder, pointing at (or into) `outside`. */
function linkInOwnFolder(repo: string, name: string, outside: string, toFolder = false): void {
  mkdirSync(path.join(repo, '.specforge'));
  symlinkSync(toFolder ? outside : path.join(outside, name), path.join(repo, '.specforge', name));
}
