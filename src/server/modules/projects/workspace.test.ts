import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { balanceOf, orderKit, userWithCredits, waitForProject, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, emptyProject, freeUserWithProject, readyProject } from '../../../../tests/support/workspace-helpers';
import { documentSteps, platforms } from '../../../shared/schemas/kit';
import {
  projectMessages,
  type DocumentDto,
  type DocumentsDto,
  type ProjectDto,
} from '../../../shared/schemas/projects';
import type { TasksDto } from '../../../shared/schemas/tasks';
import { tutorBrief, tutorIdea } from '../../ai/offline/model/test-briefs';

describe.each(databaseKinds)('the project workspace on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let project: ProjectDto;

  let n = 0;
  const email = () => `workspace-${kind}-${(n += 1)}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    owner = await userWithCredits(t, email(), { credits: 3 });
    other = await userWithCredits(t, email());
    project = await readyProject(t, owner);
  });
  afterAll(() => t.close());

  const documentOf = async (user: TestUser, projectId: string, docKind: string) => {
    const response = await call(t, user, 'GET', `/api/projects/${projectId}/documents/${docKind}`);
    expect(response.status).toBe(200);
    return (await response.json()) as DocumentDto;
  };
  const versionsOf = async (projectId: string, docKind: string) =>
    (
      await t.database.query<{ version: number; source: string }>(
        'select version, source from documents where project_id = $1 and kind = $2 order by version',
        [projectId, docKind],
      )
    ).map((row) => `${row.version}:${row.source}`);

  it('renames a project, and keeps the name a user gave', async () => {
    const response = await call(t, owner, 'PATCH', `/api/projects/${project.id}`, { name: '  Walkies  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: project.id,
      name: 'Walkies',
      status: 'ready',
      kitCheck: { passed: true },
    });
    const reread = (await (await call(t, owner, 'GET', `/api/projects/${project.id}`)).json()) as ProjectDto;
    expect(reread.name).toBe('Walkies');
    const [row] = await t.database.query<{ name_given: boolean }>('select name_given from projects where id = $1', [
      project.id,
    ]);
    expect(row!.name_given).toBe(true);

    const blank = await call(t, owner, 'PATCH', `/api/projects/${project.id}`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: 'Please enter a project name.' });
    const tooLong = await call(t, owner, 'PATCH', `/api/projects/${project.id}`, { name: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
  });

  it('saves an edit as a new version with source "edited", which GET documents then returns', async () => {
    const before = await documentOf(owner, project.id, 'overview');
    expect(before).toMatchObject({ version: 1, source: 'generated' });
    const content = `${before.content}\n## Our notes\n\nWalkers are vetted in person.\n`;
    const response = await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/overview`, {
      content,
      baseVersion: 1,
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as DocumentDto;
    expect(saved).toMatchObject({ kind: 'overview', title: before.title, content, version: 2, source: 'edited' });

    expect(await documentOf(owner, project.id, 'overview')).toEqual(saved);
    const list = (await (await call(t, owner, 'GET', `/api/projects/${project.id}/documents`)).json()) as DocumentsDto;
    expect(list.documents.find((d) => d.kind === 'overview')).toEqual(saved);
    expect(list.documents.map((d) => d.kind)).toEqual([...documentSteps]);
    expect(await versionsOf(project.id, 'overview')).toEqual(['1:generated', '2:edited']);
    const [row] = await t.database.query<{ data: unknown }>(
      `select data from documents where project_id = $1 and kind = 'overview' and version = 2`,
      [project.id],
    );
    expect(row!.data).toBeNull();
  });

  it('says the offline engine wrote the kit: in the project, after an edit, and in the export’s README', async () => {
    const offline = [{ model: 'offline', documents: documentSteps.length }];
    expect(project.writtenBy).toEqual(offline);
    const current = await documentOf(owner, project.id, 'app_flow');
    const edit = await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/app_flow`, {
      content: `${current.content}\nOur own note.\n`,
      baseVersion: current.version,
    });
    expect(edit.status).toBe(200);
    expect(((await (await call(t, owner, 'GET', `/api/projects/${project.id}`)).json()) as ProjectDto).writtenBy).toEqual(offline);
    const response = await call(t, owner, 'GET', `/api/projects/${project.id}/export.zip`);
    const readme = strFromU8(unzipSync(new Uint8Array(await response.arrayBuffer()))['README.md']!);
    expect(readme).toContain('Written by the offline engine (an instant draft, no AI model).');
  });

  it('refuses an edit from a stale version with 409 and writes nothing', async () => {
    const current = await documentOf(owner, project.id, 'requirements');
    await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/requirements`, {
      content: 'First edit',
      baseVersion: current.version,
    });
    const stale = await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/requirements`, {
      content: 'Second edit from the old version',
      baseVersion: current.version,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ code: 'STALE_VERSION', message: projectMessages.editConflict });
    expect(await documentOf(owner, project.id, 'requirements')).toMatchObject({
      content: 'First edit',
      version: current.version + 1,
    });
    const ahead = await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/requirements`, {
      content: 'x',
      baseVersion: 99,
    });
    expect(ahead.status).toBe(409);
  });

  it('lets exactly one of several edits from the same version land', async () => {
    const base = (await documentOf(owner, project.id, 'quality')).version;
    const contents = ['A', 'B', 'C', 'D', 'E'].map((letter) => `Edit ${letter}`);
    const responses = await Promise.all(
      contents.map((content) =>
        call(t, owner, 'PUT', `/api/projects/${project.id}/documents/quality`, { content, baseVersion: base }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect([...statuses].sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = contents[statuses.indexOf(200)];
    expect(await documentOf(owner, project.id, 'quality')).toMatchObject({
      content: winner,
      version: base + 1,
      source: 'edited',
    });
    expect(await versionsOf(project.id, 'quality')).toEqual([`${base}:generated`, `${base + 1}:edited`]);
  });

  it('validates an edit: empty, too long, unknown kind', async () => {
    const empty = await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/what_next`, {
      content: '  \n ',
      baseVersion: 1,
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: projectMessages.documentRequired });
    const long = await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/what_next`, {
      content: 'x'.repeat(200_001),
      baseVersion: 1,
    });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: projectMessages.documentTooLong });
    const custom = await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/custom`, {
      content: 'x',
      baseVersion: 1,
    });
    expect(custom.status).toBe(400);
    expect(await versionsOf(project.id, 'what_next')).toEqual(['1:generated']);
  });

  it('downloads the current version as a markdown file named after the project', async () => {
    const response = await call(t, owner, 'GET', `/api/projects/${project.id}/documents/overview/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="walkies-overview.md"; filename*=UTF-8''walkies-overview.md`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe((await documentOf(owner, project.id, 'overview')).content);
  });

  it('exports the kit as a zip: every document, the prompts, the board and the rules files', async () => {
    const rules = await documentOf(owner, project.id, 'ai_rules');
    const edited = '# Our agent rules\n\n- Write the test first.\n';
    expect(
      (
        await call(t, owner, 'PUT', `/api/projects/${project.id}/documents/ai_rules`, {
          content: edited,
          baseVersion: rules.version,
        })
      ).status,
    ).toBe(200);

    const response = await call(t, owner, 'GET', `/api/projects/${project.id}/export.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="walkies-kit.zip"');
    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(await response.arrayBuffer()))).map(([path, bytes]) => [
        path,
        strFromU8(bytes),
      ]),
    );

    const { documents } = (await (
      await call(t, owner, 'GET', `/api/projects/${project.id}/documents`)
    ).json()) as DocumentsDto;
    expect(documents).toHaveLength(documentSteps.length);
    for (const doc of documents) {
      const path = `docs/${doc.kind.replace(/_/g, '-')}.md`;
      expect(files[path]?.trim(), path).toBe(doc.content.trim());
    }
    for (const platform of platforms) expect(files[`prompts/${platform}.md`], platform).toBeTruthy();
    expect(files['AGENTS.md']).toBe(edited);
    expect(files['CLAUDE.md']).toBe(edited);
    const mdc = Object.keys(files).filter((path) => /^\.cursor\/rules\/[^/]+\.mdc$/.test(path));
    expect(mdc).toHaveLength(1);
    expect(files[mdc[0]!]).toMatch(/^---\n[\s\S]*alwaysApply: true\n---\n/);
    const board = (await (await call(t, owner, 'GET', `/api/projects/${project.id}/tasks`)).json()) as TasksDto;
    expect(JSON.parse(files['tasks.json']!)).toEqual(board);
    for (const task of board.tasks) expect(files['tasks.md']).toContain(task.title);
    expect(files['README.md']).toContain('`tasks.md`');
  });

  it('writes a kit ordered with a Russian brief in Russian: document titles, the export’s README and board, a task’s prompt', async () => {
    const ordered = await orderKit(t, owner, tutorIdea, { brief: tutorBrief });
    expect(ordered.status).toBe(201);
    const russian = await waitForProject(t, owner, ((await ordered.json()) as ProjectDto).id);
    expect(russian.status).toBe('ready');

    const overview = await documentOf(owner, russian.id, 'overview');
    expect(overview.title).toBe('УчуЛегко — Обзор проекта');
    expect(overview.content).toContain('## Проблема');

    const response = await call(t, owner, 'GET', `/api/projects/${russian.id}/export.zip`);
    expect(response.status).toBe(200);
    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(await response.arrayBuffer()))).map(([path, bytes]) => [path, strFromU8(bytes)]),
    );
    expect(files['README.md']).toMatch(/^# УчуЛегко — набор для разработки\n/);
    expect(files['README.md']).toContain('## Как пользоваться');
    expect(files['README.md']).toContain('Написано: офлайн-движок (мгновенный черновик, без ИИ-модели).');
    expect(files['tasks.md']).toMatch(/^# УчуЛегко — Задачи\n/);
    expect(files['tasks.md']).toContain('## К работе');

    const board = (await (await call(t, owner, 'GET', `/api/projects/${russian.id}/tasks`)).json()) as TasksDto;
    const prompt = await call(t, owner, 'GET', `/api/tasks/${board.tasks[0]!.id}/prompt/claude_code`);
    expect(prompt.status).toBe(200);
    const { content } = (await prompt.json()) as { content: string };
    expect(content).toContain('Вы разрабатываете **УчуЛегко** в Claude Code.');
    expect(content).toContain('## Когда закончите');
  });

  it('answers 404 for a document not written yet, and 409 for exporting a kit with none', async () => {
    const pending = await emptyProject(t, owner);
    const edit = await call(t, owner, 'PUT', `/api/projects/${pending}/documents/overview`, {
      content: 'x',
      baseVersion: 1,
    });
    expect(edit.status).toBe(404);
    expect(await edit.json()).toMatchObject({ code: 'DOCUMENT_NOT_READY', message: projectMessages.notReady });
    const download = await call(t, owner, 'GET', `/api/projects/${pending}/documents/overview/download`);
    expect(download.status).toBe(404);
    const exported = await call(t, owner, 'GET', `/api/projects/${pending}/export.zip`);
    expect(exported.status).toBe(409);
    expect(await exported.json()).toMatchObject({ code: 'KIT_NOT_READY', message: projectMessages.notReady });
  });

  it('keeps a kit usable on the Free plan at zero credits: it was paid for (ADR 0015)', async () => {
    const { user, project: own } = await freeUserWithProject(t, email());
    expect(await balanceOf(t, user.id)).toBe(0);
    expect((await call(t, user, 'GET', `/api/projects/${own.id}/documents`)).status).toBe(200);
    const edited = await call(t, user, 'PUT', `/api/projects/${own.id}/documents/overview`, { content: 'x', baseVersion: 1 });
    expect(edited.status).toBe(200);
    expect((await call(t, user, 'GET', `/api/projects/${own.id}/documents/overview/download`)).status).toBe(200);
    expect((await call(t, user, 'GET', `/api/projects/${own.id}/export.zip`)).status).toBe(200);
    expect((await call(t, user, 'GET', `/api/projects/${own.id}/prompts/cursor`)).status).toBe(200);
    expect(await versionsOf(own.id, 'overview')).toEqual(['1:generated', '2:edited']);
  });

  it('hides another account’s project behind a 404 on every workspace endpoint', async () => {
    const attempts: Array<[string, string, unknown?]> = [
      ['PATCH', `/api/projects/${project.id}`, { name: 'Mine now' }],
      ['PUT', `/api/projects/${project.id}/documents/overview`, { content: 'x', baseVersion: 1 }],
      ['GET', `/api/projects/${project.id}/documents/overview/download`],
      ['GET', `/api/projects/${project.id}/export.zip`],
      ['GET', `/api/projects/${project.id}/tasks`],
      ['DELETE', `/api/projects/${project.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await call(t, other, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const mine = (await (await call(t, owner, 'GET', `/api/projects/${project.id}`)).json()) as ProjectDto;
    expect(mine.name).toBe('Walkies');
  });

  it('asks for a session', async () => {
    for (const [method, path, body] of [
      ['PATCH', `/api/projects/${project.id}`, { name: 'x' }],
      ['DELETE', `/api/projects/${project.id}`],
      ['PUT', `/api/projects/${project.id}/documents/overview`, { content: 'x', baseVersion: 1 }],
      ['GET', `/api/projects/${project.id}/export.zip`],
    ] as const) {
      expect((await call(t, undefined, method, path, body)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('deletes a project with everything in it, refunding nothing', async () => {
    const user = await userWithCredits(t, email(), { credits: 2 });
    const doomed = await readyProject(t, user);
    expect(await balanceOf(t, user.id)).toBe(1);
    const response = await call(t, user, 'DELETE', `/api/projects/${doomed.id}`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await call(t, user, 'GET', `/api/projects/${doomed.id}`)).status).toBe(404);
    expect((await call(t, user, 'DELETE', `/api/projects/${doomed.id}`)).status).toBe(404);
    for (const table of ['documents', 'tasks', 'prompts', 'kit_steps']) {
      const [row] = await t.database.query<{ count: number }>(
        `select count(*)::int as count from ${table} where project_id = $1`,
        [doomed.id],
      );
      expect(row!.count, table).toBe(0);
    }
    expect(await balanceOf(t, user.id)).toBe(1);
  });
});
