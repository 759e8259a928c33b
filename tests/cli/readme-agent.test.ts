import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDto } from '../../src/shared/schemas/projects';
import type { TasksDto } from '../../src/shared/schemas/tasks';
import { apiTokenFor } from '../support/api-token-helpers';
import { cliTarball } from '../support/cli-tarball';
import type { CliRun } from '../support/cli-process';
import { userWithCredits, type TestUser } from '../support/kit-helpers';
import { freePort, projectRoot } from '../support/processes';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, readyProject } from '../support/workspace-helpers';

/**
 * The README's "Coding agents" commands, run as written against a running server: the CLI installed
 * with npm from the server's own /cli/specforge.tgz into an empty folder, with no registry to reach,
 * then each command in a fresh git repository. Only the server's address, the token and the project
 * are put in for the README's examples.
 */

const readme = readFileSync(path.join(projectRoot, 'README.md'), 'utf8');
const section = readme.slice(readme.indexOf('## Coding agents'));
const agentBlock = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
const commands = agentBlock
  .split('\n')
  .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
  .filter(Boolean);

const readmeServer = 'http://localhost:3000';
const readmeToken = 'sf_…';
const readmeProject = 'pawwalk';

function sh(command: string, cwd: string, env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('the README’s coding-agent commands', () => {
  let t: TestApp;
  let server: ServerType;
  let url: string;
  let owner: TestUser;
  let project: ProjectDto;
  let token: string;
  const temporary: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    temporary.push(dir);
    return dir;
  };

  beforeAll(async () => {
    await cliTarball();
    t = await createTestApp('pglite', { kit: {} });
    owner = await userWithCredits(t, 'readme-agent@example.com');
    project = await readyProject(t, owner);
    token = (await apiTokenFor(t, owner, 'write', 'readme agent')).token;
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('installs the CLI from the server’s tarball, then signs in, pulls the kit, moves T-01 to done and checks the code', async () => {
    expect(commands[0]).toBe(`npm install --global ${readmeServer}/cli/specforge.tgz`);
    expect(commands.slice(1).map((command) => command.split(/\s+/).slice(0, 2).join(' '))).toEqual(
      expect.arrayContaining(['specforge login', 'specforge pull', 'specforge next', 'specforge start', 'specforge done', 'specforge check']),
    );
    for (const example of [readmeToken, readmeProject]) expect(agentBlock).toContain(example);

    // An empty folder for npm's global installs and another for its cache; a registry that is not there.
    const prefix = tempDir('specforge-npm-prefix-');
    const home = tempDir('specforge-home-');
    const repo = tempDir('specforge-agent-repo-');
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const env = {
      PATH: `${path.join(prefix, 'bin')}${path.delimiter}${path.dirname(process.execPath)}${path.delimiter}/usr/bin:/bin`,
      HOME: home,
      SPECFORGE_CONFIG_DIR: path.join(home, 'specforge'),
      npm_config_prefix: prefix,
      npm_config_cache: path.join(home, 'npm-cache'),
      npm_config_registry: `http://127.0.0.1:${await freePort()}/`,
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    const board = async () =>
      ((await (await call(t, owner, 'GET', `/api/projects/${project.id}/tasks`)).json()) as TasksDto).tasks;
    const statusOfT01 = async () => (await board()).find((task) => task.ref === 'T-01')?.status;
    expect(await statusOfT01()).toBe('todo');

    for (const command of commands) {
      const filled = command
        .replaceAll(readmeServer, url)
        .replaceAll(readmeToken, token)
        .replace(new RegExp(`\\b${readmeProject}\\b`), project.id);
      const run = await sh(filled, repo, env);
      expect(run.code, `${command}\n${run.stdout}\n${run.stderr}`).toBe(0);
      expect(run.stderr, command).not.toMatch(/^specforge: /m);
    }

    // The one package installed, with nothing of its own to fetch.
    expect(readdirSync(path.join(prefix, 'lib/node_modules'))).toEqual(['specforge']);
    const installed = path.join(prefix, 'lib/node_modules/specforge');
    expect(JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'))).not.toHaveProperty('dependencies');
    expect(existsSync(path.join(installed, 'node_modules'))).toBe(false);
    expect(existsSync(path.join(repo, '.specforge/kit.json'))).toBe(true);
    expect(existsSync(path.join(repo, 'AGENTS.md'))).toBe(true);
    expect(await statusOfT01()).toBe('done');
    // The check's report reached the server.
    const reports = await call(t, owner, 'GET', `/api/projects/${project.id}/code-reports`);
    expect(reports.status).toBe(200);
    expect(JSON.stringify(await reports.json())).toContain('T-01');
  });
});
