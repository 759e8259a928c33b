import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, freeUserWithProject, readyProject } from '../../../../tests/support/workspace-helpers';
import {
  taskStatuses,
  blockedTaskMessage,
  taskMessages,
  type TaskDto,
  type TasksDto,
  type TasksOverviewDto,
  type TaskStatus,
} from '../../../shared/schemas/tasks';
import type { ProjectDto } from '../../../shared/schemas/projects';
import type { TaskPromptDto } from '../../../shared/schemas/tasks';

describe.each(databaseKinds)('the task board on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let project: ProjectDto;

  let n = 0;
  const email = () => `tasks-${kind}-${(n += 1)}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    owner = await userWithCredits(t, email(), { credits: 3 });
    other = await userWithCredits(t, email());
    project = await readyProject(t, owner);
  });
  afterAll(() => t.close());

  const boardOf = async (projectId = project.id, user = owner) => {
    const response = await call(t, user, 'GET', `/api/projects/${projectId}/tasks`);
    expect(response.status).toBe(200);
    return (await response.json()) as TasksDto;
  };
  const column = (board: TasksDto, status: TaskStatus) => board.tasks.filter((task) => task.status === status);
  const move = (taskId: string, body: unknown, user = owner) => call(t, user, 'PATCH', `/api/tasks/${taskId}`, body);

  /** Every column of the project, from the database: its orders must be exactly 1..n. */
  async function expectColumnsNumbered(projectId: string) {
    const rows = await t.database.query<{ status: TaskStatus; order: number | null }>(
      `select status, "order" from tasks where project_id = $1 and level = 'TASK' order by status, "order"`,
      [projectId],
    );
    for (const status of taskStatuses) {
      const orders = rows.filter((row) => row.status === status).map((row) => row.order);
      expect(orders, status).toEqual(orders.map((_, index) => index + 1));
    }
    return rows.length;
  }

  it('shows the kit’s tasks with refs, subtasks and the requirements’ features, numbered in one column', async () => {
    const board = await boardOf();
    const [row] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from tasks where project_id = $1 and level = 'TASK'`,
      [project.id],
    );
    expect(board.tasks).toHaveLength(row!.count);
    expect(board.tasks.length).toBeGreaterThan(5);
    expect(board.tasks.map((task) => task.order)).toEqual(board.tasks.map((_, index) => index + 1));
    expect(board.tasks.every((task) => task.status === 'todo' && /^T-\d+$/.test(task.ref ?? ''))).toBe(true);
    expect(
      board.tasks.some((task) => task.subtasks.length > 0 && task.subtasks.every((s, i) => s.order === i + 1)),
    ).toBe(true);
    expect(board.features[0]).toMatchObject({ id: 'FEAT-001' });
    const tagged = new Set(board.tasks.flatMap((task) => task.featureIds));
    for (const id of tagged) expect(board.features.map((f) => f.id)).toContain(id);
  });

  it('moves a task to done at the top and reorders another, and both keep their places', async () => {
    const before = await boardOf();
    const finished = before.tasks[2]!;
    const promoted = before.tasks.at(-1)!;

    const done = await move(finished.id, { status: 'done', position: 0 });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id: finished.id, status: 'done', order: 1 });
    const reordered = await move(promoted.id, { position: 0 });
    expect(reordered.status).toBe(200);
    expect(await reordered.json()).toMatchObject({ id: promoted.id, status: 'todo', order: 1 });

    const after = await boardOf();
    expect(column(after, 'done').map((task) => task.id)).toEqual([finished.id]);
    const todo = column(after, 'todo').map((task) => task.id);
    const expected = before.tasks.map((task) => task.id).filter((id) => id !== finished.id && id !== promoted.id);
    expect(todo).toEqual([promoted.id, ...expected]);
    // The board lists columns in order: to do, in progress, done.
    expect(after.tasks.map((task) => task.status)).toEqual(
      [...column(after, 'todo'), ...column(after, 'in_progress'), ...column(after, 'done')].map((task) => task.status),
    );
    await expectColumnsNumbered(project.id);
  });

  it('puts a task at the end of its new column when only the status changes, and clamps a far position', async () => {
    const before = await boardOf();
    const [first, second] = column(before, 'todo');
    const toDone = (await (await move(first!.id, { status: 'done' })).json()) as TaskDto;
    expect(toDone.order).toBe(column(before, 'done').length + 1);
    // Confirmed: the second task may wait for the first (ADR 0045).
    const far = (await (await move(second!.id, { status: 'in_progress', position: 500, force: true })).json()) as TaskDto;
    expect(far).toMatchObject({ status: 'in_progress', order: column(before, 'in_progress').length + 1 });
    // Same status and no position: it stays where it is.
    const stays = (await (await move(first!.id, { status: 'done' })).json()) as TaskDto;
    expect(stays.order).toBe(toDone.order);
    await expectColumnsNumbered(project.id);
  });

  it('ticks a subtask (its position ignored) and answers with its task', async () => {
    const board = await boardOf();
    const parent = board.tasks.find((task) => task.subtasks.length >= 2)!;
    const subtask = parent.subtasks[1]!;
    const response = await move(subtask.id, { status: 'done', position: 0 });
    expect(response.status).toBe(200);
    const task = (await response.json()) as TaskDto;
    expect(task.id).toBe(parent.id);
    expect(task.status).toBe(parent.status);
    expect(task.subtasks.map((s) => [s.id, s.status, s.order])).toEqual(
      parent.subtasks.map((s) => [s.id, s.id === subtask.id ? 'done' : s.status, s.order]),
    );
    expect((await boardOf()).tasks.find((t2) => t2.id === parent.id)).toEqual(task);
  });

  it('validates a move', async () => {
    const [task] = (await boardOf()).tasks;
    expect((await move(task!.id, {})).status).toBe(400);
    expect((await move(task!.id, { status: 'blocked' })).status).toBe(400);
    expect((await move(task!.id, { position: -1 })).status).toBe(400);
    expect((await move('not-a-uuid', { status: 'done' })).status).toBe(400);
    const missing = await move('00000000-0000-4000-8000-000000000000', { status: 'done' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: taskMessages.notFound });
  });

  it('keeps every column numbered 1..n through 20 concurrent moves', async () => {
    const own = await readyProject(t, owner);
    const { tasks } = await boardOf(own.id);
    expect(tasks.length).toBeGreaterThanOrEqual(20);
    // Twenty different tasks crowding into the same columns at the top, the middle and past the end:
    // each move reads the column it renumbers, so without the lock they would overwrite each other.
    const moves = tasks.slice(0, 20).map((task, i) => ({
      id: task.id,
      body: i % 5 === 4 ? { status: 'in_progress', position: i % 3, force: true } : { status: 'done', position: [0, 1, 50][i % 3] },
    }));
    const responses = await Promise.all(moves.map((m) => move(m.id, m.body)));
    expect(responses.map((r) => r.status)).toEqual(moves.map(() => 200));
    expect(await expectColumnsNumbered(own.id)).toBe(tasks.length);
    const board = await boardOf(own.id);
    expect(new Set(board.tasks.map((task) => task.id)).size).toBe(tasks.length);
    for (const status of taskStatuses)
      expect(column(board, status).map((task) => task.order)).toEqual(column(board, status).map((_, i) => i + 1));
    // No move was lost: every task is in the column it was sent to.
    for (const status of ['done', 'in_progress'] as const) {
      const sent = moves.filter((m) => m.body.status === status).map((m) => m.id);
      expect(
        column(board, status)
          .map((task) => task.id)
          .sort(),
      ).toEqual(sent.sort());
    }
  });

  it('writes a prompt for one task with only the features it is tagged with', async () => {
    const board = await boardOf();
    const task = board.tasks.find((candidate) => candidate.featureIds.length === 1 && candidate.dependsOn.length > 0)!;
    const [featureId] = task.featureIds;
    const untagged = board.features.filter((f) => f.id !== featureId);
    expect(untagged.length).toBeGreaterThan(0);
    const response = await call(t, owner, 'GET', `/api/tasks/${task.id}/prompt/claude_code`);
    expect(response.status).toBe(200);
    const prompt = (await response.json()) as TaskPromptDto;
    expect(prompt.platform).toBe('claude_code');
    expect(prompt.content).toContain(task.title);
    expect(prompt.content).toContain('Claude Code');
    expect(prompt.content).toContain(`### ${featureId} `);
    for (const feature of untagged) expect(prompt.content).not.toContain(`### ${feature.id} `);
    for (const subtask of task.subtasks) expect(prompt.content).toContain(subtask.title);
    for (const ref of task.dependsOn)
      expect(prompt.content).toContain(`${ref} ${board.tasks.find((x) => x.ref === ref)!.title}`);

    // A subtask's prompt is its task's.
    if (task.subtasks[0]) {
      const sub = await call(t, owner, 'GET', `/api/tasks/${task.subtasks[0].id}/prompt/claude_code`);
      expect(((await sub.json()) as TaskPromptDto).content).toBe(prompt.content);
    }
    expect((await call(t, owner, 'GET', `/api/tasks/${task.id}/prompt/notepad`)).status).toBe(400);
  });

  it('gives criteria ids, records when a task starts, and reads a done task’s evidence: claimed → partial → verified', async () => {
    const own = await readyProject(t, owner);
    const task = (await boardOf(own.id)).tasks.find((candidate) => candidate.acceptanceCriteria.length >= 2)!;
    const ids = task.acceptanceCriteria.map((_, i) => `${task.ref}/AC-${i + 1}`);
    expect(task.criteria).toEqual(task.acceptanceCriteria.map((text, i) => ({ id: ids[i], text })));
    expect(task).toMatchObject({ startedAt: null, evidence: null });

    const started = (await (await move(task.id, { status: 'in_progress', force: true })).json()) as TaskDto;
    expect(Date.parse(started.startedAt!)).not.toBeNaN();
    expect(started.evidence).toBeNull();

    const claimed = (await (await move(task.id, { status: 'done' })).json()) as TaskDto;
    expect(claimed.evidence).toMatchObject({ state: 'claimed', commits: [], files: [] });
    expect(claimed.evidence!.criteria.map((c) => c.result)).toEqual(ids.map(() => 'no_test'));

    const commits = [{ sha: 'a1b2c3d4', subject: `${task.ref} the first part` }];
    const partial = await move(task.id, {
      status: 'done',
      evidence: {
        commits,
        files: ['src/a.ts'],
        tests: [
          { name: `${ids[0]} holds`, result: 'passed' },
          // Another task's test is no evidence for this one, and is not kept.
          { name: 'T-99/AC-1 elsewhere', result: 'passed' },
        ],
      },
    });
    expect(partial.status).toBe(200);
    const partly = ((await partial.json()) as TaskDto).evidence!;
    expect(partly).toMatchObject({ state: 'partial', commits, files: ['src/a.ts'] });
    expect(partly.criteria[0]).toEqual({ id: ids[0], tests: [`${ids[0]} holds`], result: 'passed' });
    expect(partly.criteria[1]).toMatchObject({ result: 'no_test' });

    const tests = [{ name: 'every criterion', ids, result: 'passed' }];
    await move(task.id, { status: 'done', evidence: { commits, files: [], tests } });
    const done = (await boardOf(own.id)).tasks.find((x) => x.id === task.id)!;
    expect(done.evidence!.state).toBe('verified');
    expect(done.evidence!.criteria.every((c) => c.tests[0] === 'every criterion')).toBe(true);

    // Back in progress the state no longer applies; the records stay as history.
    const reopened = (await (await move(task.id, { status: 'in_progress' })).json()) as TaskDto;
    expect(reopened.evidence).toBeNull();
    const [row] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from task_evidence where task_id = $1',
      [task.id],
    );
    expect(row!.count).toBe(3);
    // Done again without evidence: claimed, not the old verified.
    expect(((await (await move(task.id, { status: 'done' })).json()) as TaskDto).evidence!.state).toBe('claimed');
    expect((await move(task.id, { status: 'done', evidence: { tests: [{ name: 'x', result: 'maybe' }] } })).status).toBe(400);
  });

  it('sums up every project and picks the next unblocked tasks: in progress first, then by priority', async () => {
    const response = await call(t, owner, 'GET', '/api/task-overview');
    expect(response.status).toBe(200);
    const overview = (await response.json()) as TasksOverviewDto;
    const rows = await t.database.query<{ project_id: string; status: TaskStatus; count: number }>(
      `select tasks.project_id, tasks.status, count(*)::int as count from tasks join projects on projects.id = tasks.project_id
       where projects.owner_id = $1 and tasks.level = 'TASK' group by tasks.project_id, tasks.status`,
      [owner.id],
    );
    const mine = overview.projects.find((p) => p.projectId === project.id)!;
    expect(mine).toMatchObject({ name: project.name, status: 'ready' });
    for (const status of taskStatuses) {
      expect(mine.counts[status]).toBe(
        rows.find((r) => r.project_id === project.id && r.status === status)?.count ?? 0,
      );
    }
    expect(mine.total).toBe(mine.counts.todo + mine.counts.in_progress + mine.counts.done);
    expect(overview.projects.length).toBeGreaterThanOrEqual(2);

    // Candidates: every task not done and not blocked by an unfinished dependency, across the projects.
    const boards = await Promise.all(overview.projects.map((p) => boardOf(p.projectId)));
    const ready = boards
      .flatMap((b) => b.tasks)
      .filter((task) => task.status !== 'done' && task.blockedBy.length === 0);
    expect(ready.length).toBeGreaterThan(0);
    expect(overview.next.length).toBe(Math.min(5, ready.length));
    const readyIds = new Set(ready.map((task) => task.id));
    expect(overview.next.every((task) => readyIds.has(task.id))).toBe(true);
    const rank = (task: TasksOverviewDto['next'][number]) =>
      (task.status === 'in_progress' ? 0 : 1) * 10 + ['high', 'medium', 'low'].indexOf(task.priority);
    const ranks = overview.next.map(rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const inProgress = ready.filter((task) => task.status === 'in_progress').length;
    expect(overview.next.filter((task) => task.status === 'in_progress')).toHaveLength(Math.min(5, inProgress));

    const others = (await (await call(t, other, 'GET', '/api/task-overview')).json()) as TasksOverviewDto;
    expect(others).toEqual({ projects: [], next: [] });
  });

  it('blocks a task until its dependencies are done, and never suggests a blocked task next', async () => {
    const founder = await userWithCredits(t, email());
    const own = await readyProject(t, founder);
    const nextOf = async () =>
      ((await (await call(t, founder, 'GET', '/api/task-overview')).json()) as TasksOverviewDto).next;
    const before = await boardOf(own.id, founder);
    expect(before.tasks.every((task) => task.testStrategy.trim().length > 0)).toBe(true);
    const [stored] = await t.database.query<{ test_strategy: string }>(
      'select test_strategy from tasks where id = $1',
      [before.tasks[0]!.id],
    );
    expect(stored!.test_strategy).toBe(before.tasks[0]!.testStrategy);

    // Everything is to do: a task is blocked by exactly its dependencies, the others by nothing.
    for (const task of before.tasks) expect(task.blockedBy, task.ref ?? '').toEqual(task.dependsOn);
    const dependent = before.tasks.find((task) => task.dependsOn.length >= 1 && task.order! > 2)!;
    const blocked = new Set(before.tasks.filter((task) => task.blockedBy.length > 0).map((task) => task.id));
    expect(blocked.size).toBeGreaterThan(0);
    const rank = (task: TaskDto) => ['high', 'medium', 'low'].indexOf(task.priority) * 1000 + task.order!;
    const ready = before.tasks.filter((task) => !blocked.has(task.id)).sort((a, b) => rank(a) - rank(b));
    expect((await nextOf()).map((task) => task.id)).toEqual(ready.slice(0, 5).map((task) => task.id));

    // Starting it asks first: 409 TASK_BLOCKED names the tasks it waits for, and nothing moves.
    const refused = await move(dependent.id, { status: 'in_progress', position: 0 }, founder);
    expect(refused.status).toBe(409);
    const blockers = dependent.dependsOn.map((ref) => ({ ref, title: before.tasks.find((task) => task.ref === ref)!.title }));
    const body = (await refused.json()) as { code: string; message: string; details: unknown };
    expect(body).toEqual({ code: 'TASK_BLOCKED', message: blockedTaskMessage(dependent, blockers), details: { blockers } });
    for (const blocker of blockers) expect(body.message).toContain(`${blocker.ref} ${blocker.title}`);
    expect((await boardOf(own.id, founder)).tasks.find((task) => task.id === dependent.id)).toMatchObject({ status: 'todo', order: dependent.order });
    // Moving it within To do, or to Done, asks nothing.
    expect((await move(dependent.id, { position: 0 }, founder)).status).toBe(200);
    expect((await move(dependent.id, { position: dependent.order! - 1 }, founder)).status).toBe(200);
    expect((await move(dependent.id, { status: 'in_progress', force: 'yes' }, founder)).status).toBe(400);

    // Starting it anyway is the founder's call: confirmed, it moves, stays blocked, and is not suggested.
    const started = await move(dependent.id, { status: 'in_progress', force: true }, founder);
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ status: 'in_progress', blockedBy: dependent.dependsOn });
    expect((await nextOf()).map((task) => task.id)).not.toContain(dependent.id);
    const prompt = (await (
      await call(t, founder, 'GET', `/api/tasks/${dependent.id}/prompt/cursor`)
    ).json()) as TaskPromptDto;
    expect(prompt.content).toContain(dependent.testStrategy);
    expect(prompt.content).toContain(`Not done yet: ${dependent.dependsOn.join(', ')}.`);

    // Already in progress, a move inside the column asks nothing.
    expect((await move(dependent.id, { status: 'in_progress', position: 0 }, founder)).status).toBe(200);

    // Finishing its dependencies one by one unblocks it, and in progress it comes next.
    const byRef = (ref: string) => before.tasks.find((task) => task.ref === ref)!;
    for (const [index, ref] of dependent.dependsOn.entries()) {
      expect((await move(byRef(ref).id, { status: 'done' }, founder)).status).toBe(200);
      const now = (await boardOf(own.id, founder)).tasks.find((task) => task.id === dependent.id)!;
      expect(now.blockedBy).toEqual(dependent.dependsOn.slice(index + 1));
    }
    expect((await nextOf())[0]).toMatchObject({ id: dependent.id, ref: dependent.ref, status: 'in_progress' });

    // Reopening a dependency blocks it again.
    const reopened = dependent.dependsOn[0]!;
    expect((await move(byRef(reopened).id, { status: 'todo' }, founder)).status).toBe(200);
    const again = (await boardOf(own.id, founder)).tasks.find((task) => task.id === dependent.id)!;
    expect(again.blockedBy).toEqual([reopened]);
    expect((await nextOf()).map((task) => task.id)).not.toContain(dependent.id);
  });

  it('keeps the task board of a kit bought earlier on the Free plan at zero credits (ADR 0015)', async () => {
    const { user, project: own } = await freeUserWithProject(t, email());
    const [row] = await t.database.query<{ id: string }>(
      `select id from tasks where project_id = $1 and level = 'TASK' order by "order" limit 1`,
      [own.id],
    );
    const uses = [
      call(t, user, 'GET', `/api/projects/${own.id}/tasks`),
      move(row!.id, { status: 'done' }, user),
      call(t, user, 'GET', `/api/tasks/${row!.id}/prompt/cursor`),
      call(t, user, 'GET', '/api/task-overview'),
    ];
    for (const response of await Promise.all(uses)) expect(response.status).toBe(200);
    const [after] = await t.database.query<{ status: string }>('select status from tasks where id = $1', [row!.id]);
    expect(after!.status).toBe('done');
  });

  it('keeps the task board from a Free account that never paid (403)', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const response = await call(t, user, 'GET', '/api/task-overview');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'TASKS_PLAN', message: taskMessages.plan });
  });

  it('hides another account’s tasks behind a 404', async () => {
    const board = await boardOf();
    const task = board.tasks.find((x) => x.subtasks.length > 0)!;
    for (const [method, path, body] of [
      ['GET', `/api/projects/${project.id}/tasks`],
      ['PATCH', `/api/tasks/${task.id}`, { status: 'done' }],
      ['PATCH', `/api/tasks/${task.subtasks[0]!.id}`, { status: 'done' }],
      ['GET', `/api/tasks/${task.id}/prompt/cursor`],
    ] as const) {
      const response = await call(t, other, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await boardOf()).tasks.find((x) => x.id === task.id)).toEqual(task);
  });

  it('asks for a session', async () => {
    const [task] = (await boardOf()).tasks;
    expect((await call(t, undefined, 'GET', `/api/projects/${project.id}/tasks`)).status).toBe(401);
    expect((await call(t, undefined, 'GET', '/api/task-overview')).status).toBe(401);
    expect((await call(t, undefined, 'PATCH', `/api/tasks/${task!.id}`, { status: 'done' })).status).toBe(401);
    expect((await call(t, undefined, 'GET', `/api/tasks/${task!.id}/prompt/cursor`)).status).toBe(401);
  });
});
