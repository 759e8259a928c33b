import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, emptyProject, readyProject } from '../../../../tests/support/workspace-helpers';
import {
  projectMessages,
  type DocumentDto,
  type DocumentVersionDto,
  type DocumentVersionsDto,
  type ProjectDto,
} from '../../../shared/schemas/projects';

describe.each(databaseKinds)('document version history on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let project: ProjectDto;
  let original: DocumentDto;

  let n = 0;
  const email = () => `versions-${kind}-${(n += 1)}@example.com`;
  const documentPath = (docKind: string) => `/api/projects/${project.id}/documents/${docKind}`;

  const json = async <T>(response: Response, status = 200): Promise<T> => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };
  const current = async (docKind: string) => json<DocumentDto>(await call(t, owner, 'GET', documentPath(docKind)));
  const versionRows = async (docKind: string) =>
    (
      await t.database.query<{ version: number; source: string }>(
        'select version, source from documents where project_id = $1 and kind = $2 order by version',
        [project.id, docKind],
      )
    ).map((row) => `${row.version}:${row.source}`);
  const edit = (docKind: string, content: string, baseVersion: number) =>
    call(t, owner, 'PUT', documentPath(docKind), { content, baseVersion });
  const restore = (docKind: string, version: number, baseVersion: number, user = owner) =>
    call(t, user, 'POST', `${documentPath(docKind)}/versions/${version}/restore`, { baseVersion });

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    owner = await userWithCredits(t, email(), { credits: 2 });
    other = await userWithCredits(t, email());
    project = await readyProject(t, owner);
    original = await current('overview');
    await json(await edit('overview', `${original.content}\n\nAn edited closing line.`, original.version));
  });
  afterAll(() => t.close());

  it('lists a document’s versions newest first, with source, time and who wrote them', async () => {
    const { versions } = await json<DocumentVersionsDto>(
      await call(t, owner, 'GET', `${documentPath('overview')}/versions`),
    );
    const [me] = await t.database.query<{ name: string }>('select name from "user" where id = $1', [owner.id]);
    expect(versions.map((v) => [v.version, v.source, v.who])).toEqual([
      [2, 'edited', { id: owner.id, name: me!.name }],
      [1, 'generated', null],
    ]);
    for (const v of versions) {
      expect(v.title).toBe(original.title);
      expect(Number.isNaN(Date.parse(v.createdAt))).toBe(false);
      expect(v).not.toHaveProperty('content');
    }
  });

  it('returns one version with its text', async () => {
    const first = await json<DocumentVersionDto>(await call(t, owner, 'GET', `${documentPath('overview')}/versions/1`));
    expect(first).toMatchObject({
      kind: 'overview',
      version: 1,
      source: 'generated',
      who: null,
      content: original.content,
    });
    const second = await json<DocumentVersionDto>(
      await call(t, owner, 'GET', `${documentPath('overview')}/versions/2`),
    );
    expect(second.content).toContain('An edited closing line.');
    expect(second.who?.id).toBe(owner.id);
  });

  it('restores an old version as a new current version, leaving the history intact', async () => {
    const restored = await json<DocumentVersionDto>(await restore('overview', 1, 2));
    expect(restored).toMatchObject({
      version: 3,
      source: 'restored',
      content: original.content,
      title: original.title,
    });
    expect(restored.who?.id).toBe(owner.id);
    expect(await current('overview')).toMatchObject({ version: 3, source: 'restored', content: original.content });
    expect(await versionRows('overview')).toEqual(['1:generated', '2:edited', '3:restored']);
    // An edit goes on from the restored version.
    await json(await edit('overview', 'After the restore.', 3));
    expect(await versionRows('overview')).toEqual(['1:generated', '2:edited', '3:restored', '4:edited']);
    // Each version keeps the engine of its text, through the edits and the restore (ADR 0039).
    const models = await t.database.query<{ model: string | null }>(
      `select model from documents where project_id = $1 and kind = 'overview' order by version`,
      [project.id],
    );
    expect(models.map((row) => row.model)).toEqual(['offline', 'offline', 'offline', 'offline']);
  });

  it('refuses a restore from a stale version with the edit’s conflict, writing nothing', async () => {
    const before = await versionRows('overview');
    const stale = await restore('overview', 1, 1);
    expect(await json(stale, 409)).toEqual({ code: 'STALE_VERSION', message: projectMessages.editConflict });
    expect(await versionRows('overview')).toEqual(before);
  });

  it('answers 404 for a missing version, a document not written, and another account’s project', async () => {
    const missing = { code: 'VERSION_NOT_FOUND', message: projectMessages.versionNotFound };
    expect(await json(await call(t, owner, 'GET', `${documentPath('overview')}/versions/99`), 404)).toEqual(missing);
    expect(await json(await restore('overview', 99, 4), 404)).toEqual(missing);
    expect((await call(t, owner, 'GET', `${documentPath('overview')}/versions/0`)).status).toBe(400);
    expect((await call(t, owner, 'GET', `${documentPath('overview')}/versions/one`)).status).toBe(400);
    const unwritten = await emptyProject(t, owner);
    const notWritten = await call(t, owner, 'GET', `/api/projects/${unwritten}/documents/overview/versions`);
    expect(await json(notWritten, 404)).toMatchObject({ code: 'DOCUMENT_NOT_READY' });

    const before = await versionRows('overview');
    for (const [method, path, body] of [
      ['GET', `${documentPath('overview')}/versions`],
      ['GET', `${documentPath('overview')}/versions/1`],
      ['POST', `${documentPath('overview')}/versions/1/restore`, { baseVersion: 4 }],
    ] as const) {
      const response = await call(t, other, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await call(t, undefined, method, path, body)).status, `${method} ${path} without a session`).toBe(401);
    }
    expect(await versionRows('overview')).toEqual(before);
  });

  it('lets exactly one of a concurrent edit and restore land, with no version lost or doubled', async () => {
    const base = (await current('requirements')).version;
    await json(await edit('requirements', 'A first edit.', base));
    const from = base + 1;
    const responses = await Promise.all([
      edit('requirements', 'A racing edit.', from),
      restore('requirements', base, from),
      edit('requirements', 'Another racing edit.', from),
      restore('requirements', base, from),
    ]);
    const statuses = responses.map((r) => r.status);
    expect([...statuses].sort()).toEqual([200, 409, 409, 409]);
    for (const loser of responses.filter((r) => r.status === 409)) {
      expect(await loser.json()).toMatchObject({ code: 'STALE_VERSION' });
    }
    const winner = statuses.indexOf(200);
    const source = winner % 2 === 0 ? 'edited' : 'restored';
    expect(await versionRows('requirements')).toEqual([`${base}:generated`, `${from}:edited`, `${from + 1}:${source}`]);
    const { versions } = await json<DocumentVersionsDto>(
      await call(t, owner, 'GET', `${documentPath('requirements')}/versions`),
    );
    expect(versions.map((v) => v.version)).toEqual([from + 1, from, base]);
  });

  it('lists the history endpoints in the OpenAPI document', async () => {
    const spec = await json<{ paths: Record<string, Record<string, unknown>> }>(
      await t.app.request('/api/openapi.json'),
    );
    expect(Object.keys(spec.paths['/api/projects/{id}/documents/{kind}/versions'] ?? {})).toEqual(['get']);
    expect(Object.keys(spec.paths['/api/projects/{id}/documents/{kind}/versions/{version}'] ?? {})).toEqual(['get']);
    expect(Object.keys(spec.paths['/api/projects/{id}/documents/{kind}/versions/{version}/restore'] ?? {})).toEqual([
      'post',
    ]);
  });
});
