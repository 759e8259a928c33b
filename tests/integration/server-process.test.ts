import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { createEmptyPostgres } from '../support/databases';
import { freePort, runTs, waitForOk } from '../support/processes';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'specforge-data-'));
  dataDirs.push(dir);
  return dir;
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = runTs('src/server/main.ts', { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), ...env });
  const health = await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
  return { server, port, health: (await health.json()) as { database: string } };
}

const reportError = (port: number, message: string) =>
  fetch(`http://127.0.0.1:${port}/api/client-errors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });

describe('the server process', () => {
  it('runs on embedded PGlite, stops cleanly on SIGTERM and keeps its data across a restart', async () => {
    const DATA_DIR = tempDataDir();
    const first = await startServer({ DATA_DIR });
    expect(first.health.database).toBe('pglite');
    expect((await reportError(first.port, 'written before the restart')).status).toBe(202);

    first.server.child.kill('SIGTERM');
    expect(await first.server.exited).toBe(0);
    expect(first.server.output()).toContain('shutting down');

    const second = await startServer({ DATA_DIR });
    expect(second.health.database).toBe('pglite');
    second.server.child.kill('SIGTERM');
    expect(await second.server.exited).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(DATA_DIR, 'pglite') });
    try {
      const rows = await database.query("select message from error_events where message = 'written before the restart'");
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('migrates and uses PostgreSQL when DATABASE_URL is set', async () => {
    const empty = await createEmptyPostgres();
    try {
      const { server, health } = await startServer({ DATA_DIR: tempDataDir(), DATABASE_URL: empty.url });
      expect(health.database).toBe('postgres');
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const database = await openDatabase({ kind: 'postgres', url: empty.url, max: 1 });
      const templates = await database.query<{ count: string }>('select count(*) from templates');
      await database.close();
      expect(Number(templates[0]!.count)).toBeGreaterThanOrEqual(12);
    } finally {
      await empty.drop();
    }
  });

  it('refuses a production start without an AI provider, telling how to choose the offline engine on purpose', async () => {
    const production = {
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_IN_PRODUCTION: '1',
      AUTH_SECRET: 'process-test-secret-process-test-secret',
      DATA_DIR: tempDataDir(),
    };
    const refused = runTs('src/server/main.ts', { ...production, PORT: String(await freePort()) });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('Invalid configuration');
    expect(refused.output()).toContain('AI_PROVIDER: required in production');
    expect(refused.output()).toContain('set AI_PROVIDER=offline');

    const { server } = await startServer({ ...production, AI_PROVIDER: 'offline' });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('AI_PROVIDER=offline: every kit is written by the offline engine');
  });

  it('refuses to start on bad settings, naming every bad key', async () => {
    const server = runTs('src/server/main.ts', { PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toMatch(/PORT:/);
    expect(server.output()).toMatch(/LOG_LEVEL:/);
  });
});
