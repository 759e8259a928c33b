import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { ProjectDto } from '../../src/shared/schemas/projects';
import { kitResponder } from '../fakes/openai-kit-responder';
import { FakeOpenAI } from '../fakes/openai-server';
import { databaseKinds } from '../support/databases';
import { expectChargedOnceAndStoredOnce, orderKit, userWithCredits, type TestUser } from '../support/kit-helpers';
import { freePort, runTs, waitForOk, type RunningProcess } from '../support/processes';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A step's job outlives the process that ran it (ADR 0008). A kit is ordered, a process starts
 * writing it through the real AI adapter (the OpenAI stand-in answers each step after 250 ms), and
 * is killed with SIGKILL mid-way, a step in flight. A new process finishes the kit: every step
 * stored once, the credit charged once, nothing refunded.
 *
 * On PostgreSQL the processes are `npm run worker`s beside the test's own app; on PGlite, which one
 * process owns, they are whole servers (`npm start`) on the same data folder, followed over HTTP.
 */
const STEP_LATENCY_MS = 250;
const EXPIRE_SECONDS = 2;
const idea = 'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';

describe.each(databaseKinds)('a kit whose worker process is killed mid-way, on %s', (kind) => {
  const fake = new FakeOpenAI({ latencyMs: STEP_LATENCY_MS, responder: kitResponder });
  let fakeUrl: string;
  let t: TestApp;
  let dataDir: string;
  let user: TestUser;
  let projectId: string;
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    fakeUrl = await fake.start();
    dataDir = mkdtempSync(path.join(tmpdir(), 'specforge-crash-'));
    // This app orders the kit; it runs no steps itself.
    t = await createTestApp(kind, {
      kit: { worker: false },
      dataDir: path.join(dataDir, 'pglite'),
      // Jobs take the expiry of the process that sends them.
      env: { KIT_STEP_EXPIRE_SECONDS: String(EXPIRE_SECONDS) },
    });
    user = await userWithCredits(t, `crash-${kind}@example.com`, { credits: 2 });
    const response = await orderKit(t, user, idea);
    expect(response.status).toBe(201);
    projectId = ((await response.json()) as ProjectDto).id;
    // PGlite is one process's: hand the folder over to the server processes.
    if (kind === 'pglite') await t.close();
  });

  afterAll(async () => {
    for (const p of running) p.child.kill('SIGKILL');
    if (kind === 'postgres') await t.close();
    await fake.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let port = 0;
  /** A worker (PostgreSQL) or a whole server (PGlite) writing kits through the stand-in. */
  async function startProcess(): Promise<RunningProcess> {
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_SECRET: t.env.AUTH_SECRET!,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fakeUrl,
      AI_MODEL: 'fake-kit-model',
      AI_MAX_RETRIES: '0',
      // A step whose process died is noticed (expired) and retried after 2 s.
      KIT_STEP_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
    };
    if (kind === 'postgres') {
      const worker = runTs('src/server/worker.ts', { ...env, DATABASE_URL: t.database.url! });
      running.push(worker);
      return worker;
    }
    port = await freePort();
    const server = runTs('src/server/main.ts', { ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir });
    running.push(server);
    await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
    return server;
  }

  async function project(): Promise<ProjectDto> {
    if (kind === 'postgres') {
      const response = await t.app.request(`/api/projects/${projectId}`, { headers: { cookie: user.cookie } });
      return (await response.json()) as ProjectDto;
    }
    const response = await fetch(`http://127.0.0.1:${port}/api/projects/${projectId}`, { headers: { cookie: user.cookie } });
    return (await response.json()) as ProjectDto;
  }

  async function waitFor(done: (p: ProjectDto) => boolean, process: RunningProcess, timeoutMs = 45_000): Promise<ProjectDto> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const current = await project();
      if (done(current)) return current;
      if (Date.now() > deadline) {
        throw new Error(`kit still ${current.status} at ${current.progress.done}/${current.progress.total}:\n${process.output()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  it('finishes after a restart, each step stored once and the credit charged once', async () => {
    const first = await startProcess();
    const midway = await waitFor((p) => p.progress.done >= 3 && p.steps.some((s) => s.status === 'running'), first);
    expect(midway.status).toBe('generating');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(midway.progress.done).toBeLessThan(midway.progress.total);

    const second = await startProcess();
    const ready = await waitFor((p) => p.status === 'ready' || p.status === 'failed', second);
    expect(ready.status).toBe('ready');
    expect(ready.kitCheck).toMatchObject({ passed: true, score: 100 });

    // Read what was stored, with the processes gone (PGlite: the folder is free again).
    for (const p of running) p.child.kill('SIGTERM');
    await Promise.all(running.map((p) => p.exited));
    const database: Database =
      kind === 'postgres' ? t.database : await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    try {
      await expectChargedOnceAndStoredOnce(database, user.id, projectId);
      const [profile] = await database.query<{ available_credits: number }>(
        'select available_credits from profiles where id = $1',
        [user.id],
      );
      expect(profile!.available_credits).toBe(1);
      const [tasks] = await database.query<{ stored: number; planned: number }>(
        `select (select count(*)::int from tasks where project_id = $1 and level = 'TASK') as stored,
                (select jsonb_array_length(output->'tasks')::int from kit_steps where project_id = $1 and step = 'tasks') as planned`,
        [projectId],
      );
      expect(tasks!.stored).toBe(tasks!.planned);
      const prompts = await database.query<{ platform: string; count: number }>(
        'select platform, count(*)::int as count from prompts where project_id = $1 group by platform',
        [projectId],
      );
      expect(prompts.length).toBe(8);
      expect(prompts.every((p) => p.count === 1)).toBe(true);
    } finally {
      if (kind === 'pglite') await database.close();
    }
  }, 120_000);
});
