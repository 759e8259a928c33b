import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { briefOf } from '../../../../tests/support/brief-fixtures';
import { databaseKinds } from '../../../../tests/support/databases';
import { orderKit, userWithCredits, waitForProject, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { ProjectDto } from '../../../shared/schemas/projects';
import { startKitWorker } from '../../jobs/kit-worker';
import { jobPriorities, queues } from '../../jobs/queue';

const idea = 'A habit tracker mobile app with streaks, reminders and a weekly reflection journal.';
const brief = briefOf(idea);

describe.each(databaseKinds)('priority AI processing for Growth kits on %s', (kind) => {
  let t: TestApp;
  // The worker starts only once every kit is queued, and takes one step at a time.
  beforeAll(async () => {
    t = await createTestApp(kind, { kit: { worker: false }, env: { KIT_CONCURRENCY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  let n = 0;
  const account = (plan: 'FREE' | 'FOUNDER' | 'GROWTH') =>
    userWithCredits(t, `priority-${kind}-${(n += 1)}@example.com`, { plan });
  const order = async (user: TestUser) => (await (await orderKit(t, user, idea, { brief })).json()) as ProjectDto;
  const priorities = async (projectId: string) =>
    (
      await t.database.query<{ priority: number }>(
        "select priority from pgboss.job where name = $1 and data->>'projectId' = $2",
        [queues.kitStep, projectId],
      )
    ).map((row) => row.priority);
  const startedSteps = (projectIds: string[]) =>
    t.database.query<{ project_id: string; started_at: Date; queue_wait_ms: number | null }>(
      'select project_id, started_at, queue_wait_ms from kit_steps where project_id = any($1) and started_at is not null order by started_at',
      [projectIds],
    );

  let others: ProjectDto[] = [];
  let growthUser: TestUser;
  let growth: ProjectDto;

  it('sends the step jobs of a Growth project with the higher priority, those of Free and Founder projects with the default', async () => {
    // Other plans' kits are queued first: a queue in order of arrival would run them first.
    others = [
      await order(await account('FREE')),
      await order(await account('FOUNDER')),
      await order(await account('FOUNDER')),
    ];
    growthUser = await account('GROWTH');
    growth = await order(growthUser);

    expect(jobPriorities.priorityAI).toBeGreaterThan(jobPriorities.standard);
    expect(await priorities(growth.id)).toEqual([jobPriorities.priorityAI]);
    for (const project of others) expect(await priorities(project.id)).toEqual([jobPriorities.standard]);
  });

  it('has the worker take the Growth kit first, every step of it before any step of the kits queued earlier', async () => {
    await startKitWorker(t.kit!.deps, 1);
    const ready = await waitForProject(t, growthUser, growth.id, undefined, 60_000);
    expect(ready.status).toBe('ready');

    // Then the worker goes on with the others.
    const ids = [growth.id, ...others.map((p) => p.id)];
    await expect
      .poll(async () => (await startedSteps(ids)).some((row) => row.project_id !== growth.id), { timeout: 30_000 })
      .toBe(true);

    const started = await startedSteps(ids);
    const growthSteps = started.filter((row) => row.project_id === growth.id);
    const firstOther = started.findIndex((row) => row.project_id !== growth.id);
    expect(growthSteps.length).toBeGreaterThan(1);
    expect(started.slice(0, firstOther)).toEqual(growthSteps);
    // The wait in the queue is measured and kept with each step.
    for (const row of growthSteps) expect(row.queue_wait_ms).toBeGreaterThanOrEqual(0);
  });

  it('sends the regenerations and custom documents of a Growth project with the higher priority too', async () => {
    const post = (path: string, body?: unknown) =>
      t.app.request(`/api/projects/${growth.id}${path}`, authedRequest('POST', body, growthUser.cookie));
    expect((await post('/documents/overview/regenerate')).status).toBe(202);
    const custom = { title: 'Reminders', instructions: 'How and when the app reminds people of their habits.' };
    expect((await post('/documents', custom)).status).toBe(202);

    const jobs = await t.database.query<{ name: string; priority: number }>(
      'select name, priority from pgboss.job where name = any($1) order by name',
      [[queues.regenerate, queues.customDocument]],
    );
    expect(jobs).toEqual([
      { name: queues.customDocument, priority: jobPriorities.priorityAI },
      { name: queues.regenerate, priority: jobPriorities.priorityAI },
    ]);
  });
});
