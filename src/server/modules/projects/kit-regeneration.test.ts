import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefWithFeatureSwapped as editedBrief, sampleBrief } from '../../../../tests/support/brief-fixtures';
import { databaseKinds } from '../../../../tests/support/databases';
import { balanceOf, orderKit, userWithCredits, waitForProject, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, setPlan } from '../../../../tests/support/workspace-helpers';
import type { KitRegenerationResultDto, ProjectBriefDto, ProjectDto } from '../../../shared/schemas/projects';
import type { TaskDto, TasksDto } from '../../../shared/schemas/tasks';
import type { KitModel } from '../../ai/kit-model';
import { createOfflineModel } from '../../ai/offline/offline-model';

describe.each(databaseKinds)('regenerating the kit from an edited brief on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `regenerate-${kind}-${(n += 1)}@example.com`;

  // Fails the frontend step while `failFrontend` is set: the regeneration fails for good.
  let failFrontend = false;
  const offline = createOfflineModel();
  const model: KitModel = {
    ...offline,
    name: 'offline, frontend failing on demand',
    generateStep: ((step, context, signal) => {
      if (failFrontend && step === 'frontend') throw new Error('provider down');
      return offline.generateStep(step, context, signal);
    }) as KitModel['generateStep'],
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: { model }, env: { KIT_STEP_RETRIES: '1' } });
  });
  afterAll(() => t.close());

  async function readyKit(user: TestUser): Promise<ProjectDto> {
    const response = await orderKit(t, user, 'A tool for small dental practices', { brief: sampleBrief() });
    expect(response.status).toBe(201);
    const project = await waitForProject(t, user, ((await response.json()) as ProjectDto).id);
    expect(project.status).toBe('ready');
    return project;
  }
  const boardOf = async (user: TestUser, projectId: string) =>
    ((await (await call(t, user, 'GET', `/api/projects/${projectId}/tasks`)).json()) as TasksDto).tasks;
  const briefOf = async (user: TestUser, projectId: string) =>
    ((await (await call(t, user, 'GET', `/api/projects/${projectId}/brief`)).json()) as ProjectBriefDto).brief;
  const regenerationOf = async (user: TestUser, projectId: string) =>
    (await (await call(t, user, 'GET', `/api/projects/${projectId}/regeneration`)).json()) as KitRegenerationResultDto;
  const serves = (id: string) => (task: TaskDto) => task.featureIds.includes(id);

  it('keeps the work done, archives the removed feature’s tasks, adds the new ones to To do, and counts once under 10 requests', async () => {
    const user = await userWithCredits(t, email());
    const project = await readyKit(user);
    const balance = await balanceOf(t, user.id);
    const edit = editedBrief(await briefOf(user, project.id));

    // Work done before the edit: the first two tasks done, one in progress, one subtask ticked.
    const before = await boardOf(user, project.id);
    const [first, second, third] = before.filter((task) => !serves(edit.removed)(task));
    for (const [task, status] of [
      [first!, 'done'],
      [second!, 'done'],
      [third!, 'in_progress'],
    ] as const) {
      expect((await call(t, user, 'PATCH', `/api/tasks/${task.id}`, { status })).status).toBe(200);
    }
    const ticked = before.find((task) => task.subtasks.length > 0 && !serves(edit.removed)(task))!.subtasks[0]!;
    expect((await call(t, user, 'PATCH', `/api/tasks/${ticked.id}`, { status: 'done' })).status).toBe(200);
    const moved = await boardOf(user, project.id);
    const removedTasks = moved.filter(serves(edit.removed));
    expect(removedTasks.length).toBeGreaterThan(0);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call(t, user, 'POST', `/api/projects/${project.id}/regenerate`, { brief: edit.brief })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([202, ...Array(9).fill(409)]);
    const started = (await responses.find((r) => r.status === 202)!.json()) as KitRegenerationResultDto;
    expect(started.remaining).toBe(4);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(((await response.json()) as { code: string }).code).toBe('KIT_REGENERATING');
    }

    const done = await waitForProject(t, user, project.id, (p) => p.status === 'ready' || p.status === 'failed');
    expect(done.status).toBe('ready');
    const { regeneration, remaining } = await regenerationOf(user, project.id);
    expect(regeneration).toMatchObject({ id: started.regeneration!.id, status: 'done', error: null });
    expect(remaining).toBe(4);
    const [counted] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from regenerations where project_id = $1 and status <> 'failed'`,
      [project.id],
    );
    expect(counted!.count).toBe(1);
    expect(await balanceOf(t, user.id)).toBe(balance);
    expect((await briefOf(user, project.id)).features.map((f) => f.id)).toContain(edit.added);

    const after = await boardOf(user, project.id);
    const byId = new Map(after.map((task) => [task.id, task]));
    for (const task of moved.filter((task) => !serves(edit.removed)(task) && task.status !== 'todo')) {
      expect(byId.get(task.id)?.status, task.title).toBe(task.status);
    }
    expect(byId.get(first!.id)?.status).toBe('done');
    expect(byId.get(third!.id)?.status).toBe('in_progress');
    expect(after.flatMap((task) => task.subtasks).find((s) => s.id === ticked.id)?.status).toBe('done');
    expect(after.filter(serves(edit.removed))).toEqual([]);
    const archived = await t.database.query<{ id: string }>(
      `select id from tasks where project_id = $1 and level = 'TASK' and archived_at is not null`,
      [project.id],
    );
    expect(archived.map((row) => row.id)).toEqual(expect.arrayContaining(removedTasks.map((task) => task.id)));
    const fresh = after.filter(serves(edit.added));
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((task) => task.status === 'todo' && !moved.some((old) => old.id === task.id))).toBe(true);

    const summary = regeneration!.summary;
    expect(summary.tasks.archived).toBe(archived.length);
    expect(summary.tasks.added).toBe(after.filter((task) => !moved.some((old) => old.id === task.id)).length);
    expect(summary.tasks.kept).toBe(after.length - summary.tasks.added);
    expect(summary.documents).toContain('requirements');
    const versions = await t.database.query<{ kind: string; version: number; source: string }>(
      `select kind, version, source from documents where project_id = $1 and version > 1`,
      [project.id],
    );
    expect(versions.map((row) => row.kind).sort()).toEqual([...summary.documents].sort());
    expect(versions.every((row) => row.version === 2 && row.source === 'regenerated')).toBe(true);
  });

  it('refuses the Free plan, another user’s project, an invalid brief and a month whose regenerations are used up', async () => {
    const user = await userWithCredits(t, email());
    const project = await readyKit(user);
    const brief = editedBrief(await briefOf(user, project.id)).brief;
    const regenerate = () => call(t, user, 'POST', `/api/projects/${project.id}/regenerate`, { brief });

    await setPlan(t, user.id, 'FREE');
    const free = await regenerate();
    expect(free.status).toBe(403);
    expect(await free.json()).toMatchObject({ code: 'REGENERATION_PLAN' });

    await setPlan(t, user.id, 'FOUNDER');
    for (let i = 0; i < 5; i += 1) {
      await t.database.query(`insert into regenerations (project_id, kind, status) values ($1, 'overview', 'done')`, [project.id]);
    }
    const exhausted = await regenerate();
    expect(exhausted.status).toBe(409);
    expect(await exhausted.json()).toMatchObject({ code: 'REGENERATION_LIMIT' });
    expect((await regenerationOf(user, project.id)).remaining).toBe(0);

    const other = await userWithCredits(t, email());
    expect((await call(t, other, 'POST', `/api/projects/${project.id}/regenerate`, { brief })).status).toBe(404);
    const invalid = await call(t, user, 'POST', `/api/projects/${project.id}/regenerate`, { brief: { ...brief, features: [] } });
    expect(invalid.status).toBe(400);
  });

  it('keeps the kit ready and the board as it was when the regeneration fails for good, and does not count it', async () => {
    const user = await userWithCredits(t, email());
    const project = await readyKit(user);
    const balance = await balanceOf(t, user.id);
    const before = await boardOf(user, project.id);
    expect((await call(t, user, 'PATCH', `/api/tasks/${before[0]!.id}`, { status: 'done' })).status).toBe(200);
    const { brief } = editedBrief(await briefOf(user, project.id));

    failFrontend = true;
    const started = await call(t, user, 'POST', `/api/projects/${project.id}/regenerate`, { brief });
    expect(started.status).toBe(202);
    const deadline = Date.now() + 20_000;
    let result = await regenerationOf(user, project.id);
    while (result.regeneration?.status === 'queued' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      result = await regenerationOf(user, project.id);
    }
    failFrontend = false;

    expect(result.regeneration).toMatchObject({ status: 'failed', error: 'Something went wrong while writing this document.' });
    expect(result.remaining).toBe(5);
    const after = await waitForProject(t, user, project.id);
    expect(after.status).toBe('ready');
    expect(after.progress.done).toBe(after.progress.total);
    expect(await balanceOf(t, user.id)).toBe(balance);
    const board = await boardOf(user, project.id);
    expect(board.find((task) => task.id === before[0]!.id)?.status).toBe('done');
    expect(board.map((task) => task.id).sort()).toEqual(before.map((task) => task.id).sort());
  });
});
