import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entityKey } from '../../src/shared/code-names';
import type { CodePlanDto, CodeReportInput, CodeReportsDto, PlannedTask } from '../../src/shared/schemas/code-analysis';
import type { ProjectDto } from '../../src/shared/schemas/projects';
import { apiTokenFor } from '../support/api-token-helpers';
import { databaseKinds } from '../support/databases';
import { userWithCredits, type TestUser } from '../support/kit-helpers';
import { runSpecforge } from '../support/cli-process';
import { temporaryDirs } from '../support/temp-dirs';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, readyProject, setPlan } from '../support/workspace-helpers';

/** `specforge check` run as a user runs it, in a repository built from the kit's own plan, against a served app. */

const tempDir = temporaryDirs();

const write = (root: string, file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

const pascal = (name: string) => name.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c: string) => c.toUpperCase());

describe.each(databaseKinds)('specforge check against a running server on %s', (kind) => {
  let t: TestApp;
  let server: ServerType;
  let owner: TestUser;
  let project: ProjectDto;
  let plan: CodePlanDto;
  let repo: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    owner = await userWithCredits(t, `check-${kind}@example.com`);
    project = await readyProject(t, owner);
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const configDir = tempDir('specforge-config-');
    env = { HOME: configDir, SPECFORGE_CONFIG_DIR: configDir, SPECFORGE_URL: url };
    repo = tempDir('specforge-check-repo-');
    execFileSync('git', ['init', '-q'], { cwd: repo });
    const { token } = await apiTokenFor(t, owner, 'write', 'check');
    expect((await runSpecforge(['login', '--token', token], { cwd: repo, env })).code).toBe(0);
    plan = (await (await call(t, owner, 'GET', `/api/projects/${project.id}/code-plan`)).json()) as CodePlanDto;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('reports exactly what the repository builds and tests of the kit, and what it adds, and uploads the report', async () => {
    // The first task that plans routes and entities is built and tested whole; one criterion of
    // another task is tested; nothing else of the kit is in the code, and some code is not in the kit.
    const built: PlannedTask = plan.tasks.find((task) => task.routes.length > 0 && task.entities.length > 0)!;
    const other = plan.tasks.find((task) => task !== built && task.criteria.length > 1)!;
    expect(built).toBeDefined();
    expect(other).toBeDefined();
    write(
      repo,
      'src/server/routes.ts',
      [
        "import { Hono } from 'hono';",
        'export const app = new Hono();',
        ...built.routes.map((r) => `app.${r.method.toLowerCase()}('${r.path}', (c) => c.json({}));`),
        "app.get('/api/not-in-the-kit', (c) => c.text('ok'));",
      ].join('\n'),
    );
    write(repo, 'src/server/models.ts', built.entities.map((e) => `export interface ${pascal(e)} { id: string }`).join('\n'));
    write(repo, 'db/tables.py', "class AuditEntry(Base):\n    __tablename__ = 'audit_entries'\n");
    write(
      repo,
      'tests/built.test.ts',
      [...built.criteria, other.criteria[0]!].map((id) => `it('${id} works', () => {});`).join('\n'),
    );
    execFileSync('git', ['add', '-A'], { cwd: repo });

    const run = await runSpecforge(['check', '--project', project.id, '--json'], { cwd: repo, env });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const { report, uploaded } = JSON.parse(run.stdout) as { report: CodeReportInput; uploaded: { id: string } | null };

    const builtEntities = new Set(built.entities.map(entityKey));
    const builtRoutes = new Set(built.routes.map((r) => `${r.method} ${r.path}`));
    const isBuilt = (item: { kind: string; name: string }) =>
      item.kind === 'entity' ? builtEntities.has(entityKey(item.name)) : item.kind === 'route' && builtRoutes.has(item.name);
    expect(report.files).toBe(4);
    expect(report.tasks.map((task) => task.ref)).toEqual(plan.tasks.map((task) => task.ref));
    for (const task of report.tasks) {
      const planned = plan.tasks.find((p) => p.ref === task.ref)!;
      const items = [
        ...planned.entities.map((name) => ({ kind: 'entity', name })),
        ...planned.routes.map((r) => ({ kind: 'route', name: `${r.method} ${r.path}` })),
        ...planned.commands.map((name) => ({ kind: 'command', name })),
      ];
      const tested = task.ref === built.ref ? built.criteria : task.ref === other.ref ? [other.criteria[0]] : [];
      const missing = items.filter((item) => !isBuilt(item));
      expect(task.planned, task.ref).toEqual(items);
      expect(task.implemented.map(({ kind, name }) => ({ kind, name })), task.ref).toEqual(items.filter(isBuilt));
      expect(task.missing, task.ref).toEqual(missing);
      expect(task.tested, task.ref).toEqual(tested);
      const status = missing.length > 0 || (items.length === 0 && tested.length === 0) ? 'missing' : tested.length === planned.criteria.length ? 'tested' : 'implemented';
      expect(task.status, task.ref).toBe(status);
    }
    expect(report.tasks.find((task) => task.ref === built.ref)!.status).toBe('tested');
    expect(report.drift).toEqual([
      { kind: 'route', name: 'GET /api/not-in-the-kit', file: 'src/server/routes.ts', line: built.routes.length + 3 },
      { kind: 'table', name: 'audit_entries', file: 'db/tables.py', line: 1 },
    ]);

    // Uploaded: the project's Code Analysis shows it.
    const reports = (await (await call(t, owner, 'GET', `/api/projects/${project.id}/code-reports`)).json()) as CodeReportsDto;
    expect(reports.latest).toMatchObject({ id: uploaded!.id, files: 4, tasks: report.tasks, drift: report.drift });
    expect(reports.history).toHaveLength(1);
  });

  it('prints a short table, and keeps nothing with --no-upload', async () => {
    const run = await runSpecforge(['check', '--project', project.id, '--no-upload'], { cwd: repo, env });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^TASK\s+STATUS\s+CODE\s+CRITERIA\s+MISSING$/m);
    expect(run.stdout).toMatch(new RegExp(`^${plan.tasks[0]!.ref}\\s+(missing|implemented|tested)\\s+\\d+/\\d+ found`, 'm'));
    expect(run.stdout).toMatch(/Not in the kit \(2\):\n\s+route\s+GET \/api\/not-in-the-kit\s+src\/server\/routes\.ts:\d+/);
    expect(run.stderr).toContain('Not uploaded');
    const reports = (await (await call(t, owner, 'GET', `/api/projects/${project.id}/code-reports`)).json()) as CodeReportsDto;
    expect(reports.history).toHaveLength(1);
  });

  it('is refused on the Free plan, with the plan’s message', async () => {
    await setPlan(t, owner.id, 'FREE');
    try {
      const run = await runSpecforge(['check', '--project', project.id], { cwd: repo, env });
      expect(run.code).toBe(5);
      expect(run.stderr).toContain('Upgrade to the Founder or Growth plan to use code analysis.');
    } finally {
      await setPlan(t, owner.id, 'FOUNDER');
    }
  });
});
