import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, freeUserWithProject, readyProject } from '../../../../tests/support/workspace-helpers';
import { acceptanceId } from '../../../shared/acceptance-ids';
import type { CodePlanDto, CodeReportDto, CodeReportInput, CodeReportsDto } from '../../../shared/schemas/code-analysis';
import type { BackendOutput, TasksOutput } from '../../../shared/schemas/kit';
import type { ProjectDto } from '../../../shared/schemas/projects';

describe.each(databaseKinds)('code analysis on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let project: ProjectDto;

  let n = 0;
  const email = () => `code-${kind}-${(n += 1)}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    owner = await userWithCredits(t, email(), { credits: 2 });
    project = await readyProject(t, owner);
  });
  afterAll(() => t.close());

  const stepOutput = async <T>(step: string) => {
    const [row] = await t.database.query<{ output: T }>(
      `select output from kit_steps where project_id = $1 and step = $2`,
      [project.id, step],
    );
    return row!.output;
  };
  const planOf = async () => {
    const response = await call(t, owner, 'GET', `/api/projects/${project.id}/code-plan`);
    expect(response.status).toBe(200);
    return (await response.json()) as CodePlanDto;
  };

  it('plans each task’s criteria ids, and the backend’s endpoints and entities by the features and names the task carries', async () => {
    const plan = await planOf();
    const { tasks } = await stepOutput<TasksOutput>('tasks');
    const backend = await stepOutput<BackendOutput>('backend');
    expect(plan.tasks.map((task) => task.ref).sort()).toEqual(tasks.map((task) => task.ref).sort());
    for (const kitTask of tasks) {
      const planned = plan.tasks.find((task) => task.ref === kitTask.ref)!;
      expect(planned.criteria).toEqual(kitTask.acceptanceCriteria.map((_, index) => acceptanceId(kitTask.ref, index)));
      const routes = backend.endpoints
        .filter((e) => e.featureIds.some((id) => kitTask.featureIds.includes(id)))
        .map((e) => `${e.method} ${e.path}`);
      expect(planned.routes.map((r) => `${r.method} ${r.path}`), kitTask.ref).toEqual(expect.arrayContaining(routes));
    }
    expect(plan.routes.map((r) => `${r.method} ${r.path}`)).toEqual(backend.endpoints.map((e) => `${e.method} ${e.path}`));
    expect(plan.routes.length).toBeGreaterThan(0);
    expect(plan.entities).toEqual(expect.arrayContaining(backend.entities.map((e) => e.name)));
    // Some task builds some entity: the data model is somebody's work.
    expect(plan.tasks.some((task) => task.entities.length > 0)).toBe(true);
  });

  it('reads the routes from the backend document when the stored backend has no structured endpoints', async () => {
    const before = await planOf();
    const backend = await stepOutput<BackendOutput>('backend');
    const setBackend = (output: BackendOutput) =>
      t.database.query(`update kit_steps set output = $2 where project_id = $1 and step = 'backend'`, [project.id, JSON.stringify(output)]);
    await setBackend({ ...backend, endpoints: [] });
    try {
      const after = await planOf();
      expect(after.routes).toEqual(before.routes);
      expect(after.tasks.map((task) => [task.ref, task.routes])).toEqual(before.tasks.map((task) => [task.ref, task.routes]));
    } finally {
      await setBackend(backend);
    }
  });

  const report = (plan: CodePlanDto, commit: string): CodeReportInput => ({
    commit,
    branch: 'main',
    files: 12,
    tasks: plan.tasks.map((task, index) => ({
      ref: task.ref,
      title: task.title,
      status: index === 0 ? 'tested' : 'missing',
      planned: task.routes.map((r) => ({ kind: 'route', name: `${r.method} ${r.path}` })),
      implemented: [],
      missing: task.routes.map((r) => ({ kind: 'route', name: `${r.method} ${r.path}` })),
      criteria: task.criteria,
      tested: index === 0 ? task.criteria : [],
    })),
    drift: [{ kind: 'route', name: 'GET /api/health', file: 'src/app.ts', line: 3 }],
  });

  it('keeps every uploaded report, and shows the latest in full with the history’s counts, newest first', async () => {
    const plan = await planOf();
    const first = await call(t, owner, 'POST', `/api/projects/${project.id}/code-reports`, report(plan, 'aaaa111'));
    expect(first.status).toBe(201);
    const second = await call(t, owner, 'POST', `/api/projects/${project.id}/code-reports`, report(plan, 'bbbb222'));
    const saved = (await second.json()) as CodeReportDto;
    expect(saved.counts).toEqual({ tasks: plan.tasks.length, missing: plan.tasks.length - 1, implemented: 0, tested: 1, drift: 1 });

    const listed = (await (await call(t, owner, 'GET', `/api/projects/${project.id}/code-reports`)).json()) as CodeReportsDto;
    expect(listed.latest).toEqual(saved);
    expect(listed.history.map((h) => h.commit)).toEqual(['bbbb222', 'aaaa111']);
    expect(listed.history[0]).toEqual({ id: saved.id, createdAt: saved.createdAt, commit: 'bbbb222', branch: 'main', counts: saved.counts });
  });

  it('refuses a report that is not one', async () => {
    const plan = await planOf();
    const bad = { ...report(plan, 'cccc'), drift: [{ kind: 'screen', name: 'x', file: 'a', line: 1 }] };
    expect((await call(t, owner, 'POST', `/api/projects/${project.id}/code-reports`, bad)).status).toBe(400);
    const broken = { ...report(plan, 'cccc'), branch: 'main\nsecond line' };
    expect((await call(t, owner, 'POST', `/api/projects/${project.id}/code-reports`, broken)).status).toBe(400);
  });

  it('refuses a Free account with CODE_ANALYSIS_PLAN and the plan’s message, and another account’s project with 404', async () => {
    const free = await freeUserWithProject(t, email());
    for (const [method, path, body] of [
      ['GET', `/api/projects/${free.project.id}/code-plan`, undefined],
      ['GET', `/api/projects/${free.project.id}/code-reports`, undefined],
      ['POST', `/api/projects/${free.project.id}/code-reports`, { commit: null, branch: null, files: 0, tasks: [], drift: [] }],
    ] as const) {
      const response = await call(t, free.user, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toMatchObject({
        code: 'CODE_ANALYSIS_PLAN',
        message: 'Upgrade to the Founder or Growth plan to use code analysis.',
      });
    }
    expect((await call(t, owner, 'GET', `/api/projects/${free.project.id}/code-plan`)).status).toBe(404);
  });

  it('lists its endpoints in the OpenAPI document', async () => {
    const spec = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, object> };
    expect(Object.keys(spec.paths['/api/projects/{id}/code-plan'] ?? {})).toEqual(['get']);
    expect(Object.keys(spec.paths['/api/projects/{id}/code-reports'] ?? {}).sort()).toEqual(['get', 'post']);
  });
});
