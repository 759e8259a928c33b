import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliVersion } from '../../src/cli/version';
import { apiTokenFor } from '../support/api-token-helpers';
import { runSpecforge } from '../support/cli-process';
import { userWithCredits } from '../support/kit-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

/** The CLI against a server that states a newer version than the CLI's own (ADR 0052). */
describe('the specforge CLI against a newer server', () => {
  let t: TestApp;
  let server: ServerType;
  let url: string;
  let token: string;
  let home: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { kit: { worker: false }, deps: { version: '99.0.0' } });
    token = (await apiTokenFor(t, await userWithCredits(t, 'newer-server@example.com'), 'read')).token;
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    home = mkdtempSync(path.join(tmpdir(), 'specforge-newer-server-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('says once, on stderr only, that the server is newer and how to run its CLI', async () => {
    const note = `Note: ${url} runs Specforge 99.0.0; this CLI is ${cliVersion}. Use the server’s: npx --yes ${url}/cli/specforge.tgz <command>\n`;
    const env = { HOME: home, SPECFORGE_CONFIG_DIR: home, SPECFORGE_URL: url };

    const login = await runSpecforge(['login', '--token', token, '--json'], { cwd: home, env });
    expect(login.code).toBe(0);
    expect(login.stderr).toBe(note);
    expect(JSON.parse(login.stdout)).toMatchObject({ url, token: { scope: 'read' } });

    const projects = await runSpecforge(['projects', '--json'], { cwd: home, env });
    expect(projects.code).toBe(0);
    expect(projects.stderr).toBe(note);
    expect(JSON.parse(projects.stdout)).toEqual({ projects: [] });
  });
});
