import { execFileSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenMessages } from '../../src/shared/schemas/api-tokens';
import type { ProjectDto } from '../../src/shared/schemas/projects';
import { questionMessages, type QuestionDto } from '../../src/shared/schemas/questions';
import type { TaskPromptDto, TasksDto, TasksOverviewDto } from '../../src/shared/schemas/tasks';
import { apiTokenFor } from '../support/api-token-helpers';
import { databaseKinds } from '../support/databases';
import { userWithCredits, type TestUser } from '../support/kit-helpers';
import { bin, runSpecforge } from '../support/cli-process';
import { freePort } from '../support/processes';
import { temporaryDirs } from '../support/temp-dirs';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, readyProject, setPlan } from '../support/workspace-helpers';

/** The real `specforge` command, run as a user runs it, against the app served on a real port. */

const tempDir = temporaryDirs();

describe.each(databaseKinds)('the specforge CLI against a running server on %s', (kind) => {
  let t: TestApp;
  let server: ServerType;
  let url: string;
  let owner: TestUser;
  let project: ProjectDto;
  let repo: string;
  let configDir: string;
  let writeToken: string;

  const runCli = (args: string[], options: { env?: Record<string, string>; cwd?: string; input?: string } = {}) =>
    runSpecforge(args, {
      cwd: options.cwd ?? repo,
      env: { HOME: configDir, SPECFORGE_CONFIG_DIR: configDir, SPECFORGE_URL: url, ...options.env },
      input: options.input,
    });

  const createToken = async (scope: 'read' | 'write') => (await apiTokenFor(t, owner, scope, `cli ${scope}`)).token;

  async function board(): Promise<TasksDto> {
    const response = await call(t, owner, 'GET', `/api/projects/${project.id}/tasks`);
    expect(response.status).toBe(200);
    return (await response.json()) as TasksDto;
  }

  const readRepo = (file: string) => readFileSync(path.join(repo, file), 'utf8');

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    owner = await userWithCredits(t, `cli-${kind}@example.com`);
    project = await readyProject(t, owner);
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    writeToken = await createToken('write');
    configDir = tempDir('specforge-config-');
    repo = tempDir('specforge-repo-');
    execFileSync('git', ['init', '-q'], { cwd: repo });
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('signs in with a token, saves it readable by its owner only, and lists the projects', async () => {
    const login = await runCli(['login', '--token', writeToken]);
    expect(login.stderr).toBe('');
    expect(login.code).toBe(0);
    expect(login.stdout).toContain(`cli-${kind}@example.com`);
    expect(login.stdout).toContain('write');
    const configFile = path.join(configDir, 'config.json');
    expect(statSync(configFile).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(configFile, 'utf8'))).toEqual({ url, token: writeToken });

    const projects = await runCli(['projects', '--json'], { env: { SPECFORGE_URL: '' } });
    expect(projects.code).toBe(0);
    const listed = JSON.parse(projects.stdout) as { projects: Array<{ id: string; name: string; status: string }> };
    expect(listed.projects).toEqual([expect.objectContaining({ id: project.id, name: project.name, status: 'ready' })]);
  });

  it('takes the token from stdin when piped', async () => {
    const login = await runCli(['login', '--json'], { input: `${writeToken}\n` });
    expect(login.code).toBe(0);
    expect(JSON.parse(login.stdout)).toMatchObject({ url, token: { scope: 'write' } });
  });

  it('pulls the kit, keeps an edited file on the next pull with the kit’s version beside it, and overwrites it with --force', async () => {
    const prefix = project.name.slice(0, 3).toLowerCase();
    const first = await runCli(['pull', prefix, '--json']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    const pulled = JSON.parse(first.stdout) as {
      files: Array<{ path: string; decision: string; incomingPath?: string }>;
    };
    const paths = pulled.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(['docs/overview.md', 'AGENTS.md', 'CLAUDE.md', 'tasks.md']));
    expect(paths.some((p) => /^\.cursor\/rules\/.+\.mdc$/.test(p))).toBe(true);
    expect(paths.some((p) => p.startsWith('prompts/') || p === 'tasks.json' || p === 'README.md')).toBe(false);
    expect(pulled.files.every((file) => file.decision === 'create')).toBe(true);
    for (const file of paths) expect(existsSync(path.join(repo, file)), file).toBe(true);
    const manifest = JSON.parse(readRepo('.specforge/kit.json')) as {
      projectId: string;
      serverUrl: string;
      files: object;
    };
    expect(manifest).toMatchObject({ projectId: project.id, serverUrl: url });
    expect(Object.keys(manifest.files).sort()).toEqual([...paths].sort());

    const original = readRepo('docs/overview.md');
    const edited = `${original}\n## My notes\n\nWalkers are paid weekly.\n`;
    writeFileSync(path.join(repo, 'docs/overview.md'), edited);
    // The board changes on the server, so tasks.md has news for the second pull.
    const [firstTask] = (await board()).tasks;
    expect((await call(t, owner, 'PATCH', `/api/tasks/${firstTask!.id}`, { status: 'in_progress' })).status).toBe(200);

    const second = await runCli(['pull', project.id]);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(
      /kept your changes\s+docs\/overview\.md\s+\(the kit’s version: \.specforge\/incoming\/docs\/overview\.md\)/,
    );
    expect(second.stdout).toMatch(/written \(updated\)\s+tasks\.md/);
    expect(second.stdout).toMatch(/unchanged\s+AGENTS\.md/);
    expect(readRepo('docs/overview.md')).toBe(edited);
    expect(readRepo('.specforge/incoming/docs/overview.md')).toBe(original);
    expect(readRepo('tasks.md')).toMatch(/In progress \(1\)/i);
    for (const file of paths) expect(existsSync(path.join(repo, file)), file).toBe(true);

    const forced = await runCli(['pull', project.id, '--force', '--json']);
    expect(forced.code).toBe(0);
    const decisions = Object.fromEntries(
      (JSON.parse(forced.stdout) as typeof pulled).files.map((file) => [file.path, file.decision]),
    );
    expect(decisions['docs/overview.md']).toBe('overwrite');
    expect(readRepo('docs/overview.md')).toBe(original);
    expect(existsSync(path.join(repo, '.specforge/incoming/docs/overview.md'))).toBe(false);
  });

  it('pulls the repository’s kit again when no project is named; in a repository without one, lists the projects (exit 2)', async () => {
    const again = await runCli(['pull', '--json']);
    expect(again.stderr).toBe('');
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ projectId: project.id, projectName: project.name });

    const empty = tempDir('specforge-empty-repo-');
    execFileSync('git', ['init', '-q'], { cwd: empty });
    const asked = await runCli(['pull'], { cwd: empty });
    expect(asked.code).toBe(2);
    expect(asked.stdout).toBe('');
    expect(asked.stderr).toContain('specforge pull <id or name>');
    const row = asked.stderr.split('\n').find((line) => line.includes(project.id));
    expect(row, asked.stderr).toContain(project.name);
    expect(readdirSync(empty)).toEqual(['.git']);
  });

  it('pulls nothing into a repository whose .specforge is a link leading out of it, and writes nothing there', async () => {
    const planted = tempDir('specforge-planted-repo-');
    execFileSync('git', ['init', '-q'], { cwd: planted });
    const outside = tempDir('specforge-outside-');
    symlinkSync(outside, path.join(planted, '.specforge'));

    const pulled = await runCli(['pull', project.id], { cwd: planted });
    expect(pulled.code).toBe(1);
    expect(pulled.stderr).toContain('Nothing was pulled: .specforge is a symbolic link');
    expect(pulled.stdout).toBe('');
    expect(readdirSync(outside)).toEqual([]);
    expect(readdirSync(planted).sort()).toEqual(['.git', '.specforge']);
  });

  it('shows the next unblocked task with its prompt, then starts and finishes tasks on the board', async () => {
    const before = await board();
    // The server's own pick (the dashboard's "next" list) is what the CLI must show.
    const overview = (await (await call(t, owner, 'GET', '/api/task-overview')).json()) as TasksOverviewDto;
    const expected = overview.next.find((task) => task.projectId === project.id);
    expect(expected).toBeDefined();
    const promptResponse = await call(t, owner, 'GET', `/api/tasks/${expected!.id}/prompt/cursor`);
    const prompt = ((await promptResponse.json()) as TaskPromptDto).content;

    const next = await runCli(['next', '--tool', 'cursor']);
    expect(next.code).toBe(0);
    expect(next.stdout.split('\n')[0]).toBe(`${expected!.ref}  ${expected!.title}`);
    expect(next.stdout).toContain(prompt.trim());

    const open = before.tasks.filter((task) => task.status !== 'done' && task.blockedBy.length === 0);
    const toFinish = open.find((task) => before.tasks.some((other) => other.blockedBy.includes(task.ref!))) ?? open[0]!;
    const done = await runCli(['done', toFinish.ref!, '--json']);
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    const after = await board();
    expect(after.tasks.find((task) => task.id === toFinish.id)!.status).toBe('done');
    const nowFree = after.tasks
      .filter((task) => task.status !== 'done' && task.blockedBy.length === 0)
      .filter((task) => before.tasks.find((b) => b.id === task.id)!.blockedBy.length > 0)
      .map((task) => task.ref);
    expect(nowFree.length).toBeGreaterThan(0);
    expect((JSON.parse(done.stdout) as { unblocked: Array<{ ref: string }> }).unblocked.map((u) => u.ref)).toEqual(
      nowFree,
    );

    const toStart = after.tasks.find((task) => task.status === 'todo' && task.blockedBy.length === 0)!;
    const start = await runCli(['start', toStart.ref!.toLowerCase()]);
    expect(start.code).toBe(0);
    expect(start.stdout).toContain(`${toStart.ref}  ${toStart.title}: in progress`);
    expect((await board()).tasks.find((task) => task.id === toStart.id)!.status).toBe('in_progress');
  });

  it('refuses to start a blocked task without a terminal, naming its blockers and --force; asks on a terminal', async () => {
    const before = await board();
    const [blocked, other] = before.tasks.filter((task) => task.status === 'todo' && task.blockedBy.length > 0);
    const titleOf = (ref: string) => before.tasks.find((task) => task.ref === ref)!.title;
    const statusOf = async (id: string) => (await board()).tasks.find((task) => task.id === id)!.status;

    const refused = await runCli(['start', blocked!.ref!, '--project', project.id]);
    expect(refused.code).toBe(8);
    expect(refused.stdout).toBe('');
    for (const ref of blocked!.blockedBy) expect(refused.stderr).toContain(`${ref}  ${titleOf(ref)}`);
    expect(refused.stderr).toContain('--force');
    expect(await statusOf(blocked!.id)).toBe('todo');
    const json = await runCli(['start', blocked!.ref!, '--project', project.id, '--json']);
    expect(json.code).toBe(8);
    expect(JSON.parse(json.stderr)).toMatchObject({ error: { code: 'TASK_BLOCKED', exitCode: 8 } });

    // On a terminal (script(1) gives it one) the person is asked; "n" leaves it, "y" starts it.
    const onTerminal = (answer: string) =>
      runSpecforge(['-qec', `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} start ${blocked!.ref!} --project ${project.id}`, '/dev/null'], {
        cwd: repo,
        env: { HOME: configDir, SPECFORGE_CONFIG_DIR: configDir, SPECFORGE_URL: url, TERM: 'dumb' },
        input: `${answer}\n`,
        command: 'script',
      });
    const declined = await onTerminal('n');
    expect(declined.stdout).toContain('Start it anyway? [y/N]');
    expect(declined.stdout).toContain(`${blocked!.blockedBy[0]}  ${titleOf(blocked!.blockedBy[0]!)}`);
    expect(declined.code).toBe(8);
    expect(await statusOf(blocked!.id)).toBe('todo');
    const confirmed = await onTerminal('y');
    expect(confirmed.code).toBe(0);
    expect(confirmed.stdout).toContain(`${blocked!.ref}  ${blocked!.title}: in progress`);
    expect(await statusOf(blocked!.id)).toBe('in_progress');

    const forced = await runCli(['start', other!.ref!, '--project', project.id, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain(`${other!.ref}  ${other!.title}: in progress`);
    expect(await statusOf(other!.id)).toBe('in_progress');
  });

  it('marks a task done with its evidence: commits since start, their files, criteria tests and the JUnit results', async () => {
    const task = (await board()).tasks.find((x) => x.status === 'todo' && x.acceptanceCriteria.length >= 2)!;
    const ids = task.criteria.map((c) => c.id!);
    const work = tempDir('specforge-evidence-');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', ...args], { cwd: work });
    git('init', '-q');
    writeFileSync(path.join(work, 'README.md'), 'before the task\n');
    git('add', '.');
    git('commit', '-qm', 'before the task');
    const inWork = (args: string[]) =>
      runCli([...args, '--project', project.id], { cwd: work, env: { SPECFORGE_TOKEN: writeToken } });

    const start = await inWork(['start', task.ref!, '--force']);
    expect(start.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(work, '.specforge/started.json'), 'utf8'))).toEqual({
      [task.id]: { head: expect.stringMatching(/^[0-9a-f]{40}$/), at: expect.any(String) },
    });
    execFileSync('mkdir', ['-p', path.join(work, 'src'), path.join(work, 'tests')]);
    writeFileSync(path.join(work, 'src/feature.ts'), 'export const feature = 1;\n');
    writeFileSync(
      path.join(work, 'tests/feature.test.ts'),
      ids.map((id) => `it('${id}: holds', () => {});\n`).join(''),
    );
    git('add', 'src', 'tests');
    git('commit', '-qm', `${task.ref} the feature`);
    const report = (failing: string | null) =>
      `<?xml version="1.0"?>\n<testsuites><testsuite name="tests/feature.test.ts">${ids
        .map((id) => `<testcase classname="tests/feature.test.ts" name="${id}: holds">${id === failing ? '<failure message="no"/>' : ''}</testcase>`)
        .join('')}</testsuite></testsuites>\n`;
    writeFileSync(path.join(work, 'report.xml'), report(null));

    const verified = await inWork(['done', task.ref!, '--junit', 'report.xml', '--json']);
    expect(verified.stderr).toBe('');
    expect(verified.code).toBe(0);
    const evidence = (JSON.parse(verified.stdout) as { evidence: NonNullable<TasksDto['tasks'][number]['evidence']> })
      .evidence;
    expect(evidence).toMatchObject({ state: 'verified', commits: [{ subject: `${task.ref} the feature` }] });
    expect(evidence.files.sort()).toEqual(['src/feature.ts', 'tests/feature.test.ts']);
    expect(evidence.criteria).toEqual(ids.map((id) => ({ id, tests: [`${id}: holds`], result: 'passed' })));
    expect((await board()).tasks.find((x) => x.id === task.id)!.evidence!.state).toBe('verified');

    // Without a report the tests have no result; with a failing one that criterion fails: partly evidenced.
    const unreported = await inWork(['done', task.ref!]);
    expect(unreported.code).toBe(0);
    expect(unreported.stdout).toContain('Evidence: partly evidenced · 1 commit · 2 files');
    expect(unreported.stdout).toContain(`${ids[0]}  ${ids[0]}: holds: no result`);
    writeFileSync(path.join(work, 'report.xml'), report(ids[1]!));
    const failed = await inWork(['done', task.ref!, '--junit', 'report.xml']);
    expect(failed.stdout).toContain('Evidence: partly evidenced');
    expect(failed.stdout).toContain(`${ids[0]}  ${ids[0]}: holds: passed`);
    expect(failed.stdout).toContain(`${ids[1]}  ${ids[1]}: holds: failed`);
    expect((await board()).tasks.find((x) => x.id === task.id)!.evidence!.state).toBe('partial');
  });

  it('exits 5 with the server’s message when a read-only token tries to change the board', async () => {
    const readToken = await createToken('read');
    const todo = (await board()).tasks.find((task) => task.status === 'todo')!;
    const refused = await runCli(['done', todo.ref!, '--project', project.id], { env: { SPECFORGE_TOKEN: readToken } });
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain(apiTokenMessages.scope);
    expect(refused.stdout).toBe('');
    expect((await board()).tasks.find((task) => task.id === todo.id)!.status).toBe('todo');
  });

  it('exits 3 for an invalid token, 6 for an unreachable server and 2 outside a git repository', async () => {
    const invalid = await runCli(['projects'], { env: { SPECFORGE_TOKEN: 'sf_not-a-real-token' } });
    expect(invalid.code).toBe(3);
    expect(invalid.stderr).toContain(apiTokenMessages.invalid);

    const badLogin = await runCli(['login', '--token', 'sf_not-a-real-token', '--json']);
    expect(badLogin.code).toBe(3);
    expect(JSON.parse(badLogin.stderr)).toMatchObject({ error: { code: 'TOKEN_INVALID', exitCode: 3 } });
    expect(JSON.parse(readFileSync(path.join(configDir, 'config.json'), 'utf8'))).toMatchObject({ token: writeToken });

    const unreachable = await runCli(['projects'], {
      env: { SPECFORGE_URL: `http://127.0.0.1:${await freePort()}` },
    });
    expect(unreachable.code).toBe(6);

    const outside = await runCli(['pull', project.id], { cwd: tempDir('specforge-not-a-repo-') });
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('Not inside a git repository');
  });

  it('answers a question with its sources on Growth, and exits 5 on a plan without questions', async () => {
    const refused = await runCli(['ask', 'How do owners book a walker?']);
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain(questionMessages.plan);

    await setPlan(t, owner.id, 'GROWTH');
    const asked = await runCli(['ask', 'How do owners book a walker?', '--json']);
    expect(asked.code).toBe(0);
    const question = JSON.parse(asked.stdout) as QuestionDto;
    expect(question.citations.length).toBeGreaterThan(0);
    const readable = await runCli(['ask', 'How do owners book a walker?']);
    expect(readable.code).toBe(0);
    const [first] = question.citations;
    expect(readable.stdout).toContain(`${first!.title} › ${first!.heading}`);
    expect(readable.stdout).toContain(question.answer.trim().split('\n')[0]);

    // The kit does not say: its answer names the nearest sections, each printed once.
    const uncovered = await runCli(['ask', 'How do I deploy it to Kubernetes?', '--json']);
    const nearest = JSON.parse(uncovered.stdout) as QuestionDto;
    expect(nearest.answered).toBe(false);
    expect(nearest.citations.length).toBeGreaterThan(0);
    const printed = await runCli(['ask', 'How do I deploy it to Kubernetes?']);
    expect(printed.code).toBe(0);
    for (const { heading } of nearest.citations)
      expect(printed.stdout.split(heading).length - 1, `${heading} in:\n${printed.stdout}`).toBe(1);
  });

  it('forgets the token on logout, and then asks to sign in (exit 3)', async () => {
    const logout = await runCli(['logout']);
    expect(logout.code).toBe(0);
    expect(JSON.parse(readFileSync(path.join(configDir, 'config.json'), 'utf8'))).toEqual({ url });
    const projects = await runCli(['projects']);
    expect(projects.code).toBe(3);
    expect(projects.stderr).toContain('specforge login');
  });
});
