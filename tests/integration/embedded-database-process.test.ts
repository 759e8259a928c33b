import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import type { ProjectDto } from '../../src/shared/schemas/projects';
import { kitResponder } from '../fakes/openai-kit-responder';
import { FakeOpenAI } from '../fakes/openai-server';
import { expectChargedOnceAndStoredOnce, orderKit, userWithCredits, type TestUser } from '../support/kit-helpers';
import { freePort, runTs, waitForOk, type RunningProcess } from '../support/processes';
import { createTestApp } from '../support/test-app';

/**
 * The embedded database belongs to one server process at a time, which stops without losing work:
 * a second server on the same data folder refuses to start; SIGTERM in the middle of a kit drains
 * it, closes the database and leaves no lock; SIGKILL in the middle of a kit leaves a stale lock the
 * next start takes over, and the step that was running resumes at once, although the jobs' expiry
 * (after which a step is presumed lost) is an hour. The kit ends ready, charged once.
 */
// Slow enough that the kit is still mid-way while servers start and stop on a loaded host.
const STEP_LATENCY_MS = 2_000;
const EXPIRE_SECONDS = 3600;
const idea = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';

describe('servers on one embedded database', () => {
  const fake = new FakeOpenAI({ latencyMs: STEP_LATENCY_MS, responder: kitResponder });
  let fakeUrl: string;
  let dataDir: string;
  let authSecret: string;
  let user: TestUser;
  let projectId: string;
  const running: RunningProcess[] = [];
  const lockFile = () => path.join(dataDir, 'pglite.lock');

  beforeAll(async () => {
    fakeUrl = await fake.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'specforge-embedded-'));
    const t = await createTestApp('pglite', {
      kit: { worker: false },
      dataDir: path.join(dataDir, 'pglite'),
      env: { KIT_STEP_EXPIRE_SECONDS: String(EXPIRE_SECONDS) },
    });
    authSecret = t.env.AUTH_SECRET!;
    user = await userWithCredits(t, 'embedded@example.com', { credits: 2 });
    const response = await orderKit(t, user, idea);
    expect(response.status).toBe(201);
    projectId = ((await response.json()) as ProjectDto).id;
    await t.close();
  });

  afterAll(async () => {
    for (const p of running) p.child.kill('SIGKILL');
    await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function launch(port: number): RunningProcess {
    const server = runTs('src/server/main.ts', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fakeUrl,
      AI_MODEL: 'fake-kit-model',
      AI_MAX_RETRIES: '0',
      KIT_STEP_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
    });
    running.push(server);
    return server;
  }

  async function startServer() {
    const port = await freePort();
    const server = launch(port);
    await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
    return { server, port };
  }

  async function waitFor(port: number, server: RunningProcess, done: (p: ProjectDto) => boolean): Promise<ProjectDto> {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${port}/api/projects/${projectId}`, { headers: { cookie: user.cookie } });
      const project = (await response.json()) as ProjectDto;
      if (done(project)) return project;
      if (Date.now() > deadline) {
        throw new Error(`kit still ${project.status} at ${project.progress.done}/${project.progress.total}:\n${server.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  const stepRunning = (after: number) => (p: ProjectDto) =>
    p.status === 'generating' && p.progress.done >= after && p.steps.some((s) => s.status === 'running');

  it('refuses a second server, stops gracefully on SIGTERM, and resumes a kit killed mid-way at once', async () => {
    const first = await startServer();
    expect(existsSync(lockFile())).toBe(true);

    const second = launch(await freePort());
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('Another Specforge process');
    expect(second.output()).toContain(`is using the embedded database in ${dataDir}`);
    // The first one is unaffected.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/health`)).status).toBe(200);

    const beforeStop = await waitFor(first.port, first.server, stepRunning(1));
    first.server.child.kill('SIGTERM');
    expect(await first.server.exited).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
    // PGlite removes its own marker only when the database was closed.
    expect(existsSync(path.join(dataDir, 'pglite', 'postmaster.pid'))).toBe(false);

    const third = await startServer();
    const beforeKill = await waitFor(third.port, third.server, stepRunning(beforeStop.progress.done + 1));
    third.server.child.kill('SIGKILL');
    await third.server.exited;
    expect(existsSync(lockFile())).toBe(true);

    const fourth = await startServer();
    expect(fourth.server.output()).toContain('retrying jobs a stopped process left unfinished');
    const ready = await waitFor(fourth.port, fourth.server, (p) => p.status === 'ready' || p.status === 'failed');
    expect(beforeKill.progress.done).toBeLessThan(ready.progress.total);
    expect(ready.status).toBe('ready');
    expect(ready.kitCheck, JSON.stringify(ready.kitCheck)).toMatchObject({ passed: true });
    fourth.server.child.kill('SIGTERM');
    expect(await fourth.server.exited).toBe(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      await expectChargedOnceAndStoredOnce(database, user.id, projectId);
    } finally {
      await database.close();
    }
  }, 300_000);
});
