import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../tests/support/databases';
import { orderKit, userWithCredits, waitForProject, type TestUser } from '../../../../tests/support/kit-helpers';
import { waitForCustomDocument } from '../../../../tests/support/custom-document-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, readyProject } from '../../../../tests/support/workspace-helpers';
import {
  CUSTOM_DOCUMENTS_MAX,
  customDocumentMessages,
  type CustomDocumentDto,
  type CustomDocumentsDto,
} from '../../../shared/schemas/custom-documents';
import type { ProjectDto } from '../../../shared/schemas/projects';
import { tutorBrief, tutorIdea } from '../../ai/offline/model/test-briefs';

const payments = {
  title: 'Payments and payouts',
  instructions: 'How owners pay for walks in the app, how walkers are paid out, and what happens on a refund.',
};

describe.each(databaseKinds)('custom documents on %s', (kind) => {
  let t: TestApp;
  let growth: TestUser;
  let project: ProjectDto;
  let written: CustomDocumentDto;

  let n = 0;
  const email = () => `custom-${kind}-${(n += 1)}@example.com`;
  const create = (user: TestUser, projectId: string, body: unknown) =>
    call(t, user, 'POST', `/api/projects/${projectId}/documents`, body);

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
    growth = await userWithCredits(t, email(), { plan: 'GROWTH', credits: 3 });
    project = await readyProject(t, growth);
  });
  afterAll(() => t.close());

  it('queues a custom document (202), which the offline engine composes from the matching sections and says so', async () => {
    const response = await create(growth, project.id, payments);
    expect(response.status).toBe(202);
    const queued = (await response.json()) as CustomDocumentDto;
    expect(queued).toMatchObject({ kind: 'custom', ...payments, status: 'queued', content: null, version: null });

    written = await waitForCustomDocument(t, growth, project.id, queued.id);
    expect(written).toMatchObject({ id: queued.id, status: 'done', version: 1, source: 'generated', error: null });
    const content = written.content!;
    expect(content).toMatch(/^# Payments and payouts\n/);
    expect(content).toContain('composed offline from the sections of the kit');
    expect(content).toContain(`> Instructions: ${payments.instructions}`);
    // Every gathered section names the kit document it comes from, and is about paying.
    const sections = content.split('\n## ').slice(1);
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) expect(section).toMatch(/\n_From: .+ › .+_\s*$/);
    expect(content).toMatch(/\n_From: Product Requirements › Features › FEAT-\d{3} [^_\n]*pay[^_\n]*_\n/i);
    expect(sections.filter((section) => /pay|refund|stripe|checkout/i.test(section)).length).toBeGreaterThanOrEqual(
      Math.ceil(sections.length / 2),
    );

    const listed = (await (await call(t, growth, 'GET', `/api/projects/${project.id}/custom-documents`)).json()) as CustomDocumentsDto;
    expect(listed.documents).toEqual([written]);
  });

  it('saves an edit as version 2 with the optimistic rule: an edit from an older version is a conflict', async () => {
    const content = `${written.content}\n## Our notes\n\nPayouts run every Friday.\n`;
    const saved = await call(t, growth, 'PUT', `/api/projects/${project.id}/documents/${written.id}`, { content, baseVersion: 1 });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ id: written.id, kind: 'custom', title: payments.title, content, version: 2, source: 'edited' });

    const stale = await call(t, growth, 'PUT', `/api/projects/${project.id}/documents/${written.id}`, { content: 'Mine', baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'STALE_VERSION' });

    const versions = await t.database.query<{ version: number; source: string }>(
      'select version, source from documents where custom_document_id = $1 order by version',
      [written.id],
    );
    expect(versions.map((row) => `${row.version}:${row.source}`)).toEqual(['1:generated', '2:edited']);
    written = await waitForCustomDocument(t, growth, project.id, written.id);
    expect(written).toMatchObject({ version: 2, content });
    // The kit's own documents are untouched and do not list it.
    const kit = (await (await call(t, growth, 'GET', `/api/projects/${project.id}/documents`)).json()) as { documents: unknown[] };
    expect(kit.documents.every((document) => (document as { kind: string }).kind !== 'custom')).toBe(true);
  });

  it('is downloaded and exported in the ZIP as its current version, named in the README', async () => {
    const download = await call(t, growth, 'GET', `/api/projects/${project.id}/documents/${written.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('-payments-and-payouts.md');
    expect(await download.text()).toBe(written.content);

    const response = await call(t, growth, 'GET', `/api/projects/${project.id}/export.zip`);
    expect(response.status).toBe(200);
    const files = Object.fromEntries(
      Object.entries(unzipSync(new Uint8Array(await response.arrayBuffer()))).map(([path, bytes]) => [path, strFromU8(bytes)]),
    );
    expect(files['docs/custom/payments-and-payouts.md']).toBe(written.content);
    expect(files['README.md']).toContain('- `docs/custom/payments-and-payouts.md`: Payments and payouts (version 2, edited)');
  });

  it('refuses a title the project already has (any case), an empty title and empty instructions', async () => {
    const taken = await create(growth, project.id, { ...payments, title: 'PAYMENTS AND PAYOUTS' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'CUSTOM_DOCUMENT_TITLE_TAKEN', message: customDocumentMessages.titleTaken });
    const blank = await create(growth, project.id, { title: '  ', instructions: 'x' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: customDocumentMessages.titleRequired });
    const noInstructions = await create(growth, project.id, { title: 'Launch', instructions: '' });
    expect(noInstructions.status).toBe(400);
    expect(await noInstructions.json()).toMatchObject({ message: customDocumentMessages.instructionsRequired });
  });

  it(`holds at most ${CUSTOM_DOCUMENTS_MAX} per project: of parallel requests for the last places, the rest are refused`, async () => {
    const free = CUSTOM_DOCUMENTS_MAX - 1;
    const responses = await Promise.all(
      Array.from({ length: free + 2 }, (_, i) =>
        create(growth, project.id, { title: `Notes ${i + 1}`, instructions: 'What the walkers need to know about bookings.' }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(free).fill(202), 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(await refused.json()).toMatchObject({ code: 'CUSTOM_DOCUMENT_LIMIT', message: customDocumentMessages.limit });
    }
    const eleventh = await create(growth, project.id, { title: 'One more', instructions: 'Anything.' });
    expect(eleventh.status).toBe(409);
    const [row] = await t.database.query<{ count: number }>(
      'select count(*)::int as count from custom_documents where project_id = $1',
      [project.id],
    );
    expect(row!.count).toBe(CUSTOM_DOCUMENTS_MAX);
  });

  it('refuses an account not on Growth with the upgrade text, and another user’s project is a 404', async () => {
    const founder = await userWithCredits(t, email(), { plan: 'FOUNDER', credits: 1 });
    const own = await readyProject(t, founder);
    const refused = await create(founder, own.id, payments);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ code: 'CUSTOM_DOCUMENTS_PLAN', message: 'Upgrade to the Growth plan to write custom documents.' });

    const stranger = await userWithCredits(t, email(), { plan: 'GROWTH', credits: 0 });
    expect((await create(stranger, project.id, { ...payments, title: 'Mine now' })).status).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/projects/${project.id}/documents/${written.id}`)).status).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/projects/${project.id}/custom-documents`)).status).toBe(404);
    const edit = await call(t, stranger, 'PUT', `/api/projects/${project.id}/documents/${written.id}`, { content: 'x', baseVersion: 2 });
    expect(edit.status).toBe(404);
    // Another project's custom document is not found through one's own project either.
    expect((await call(t, founder, 'GET', `/api/projects/${own.id}/documents/${written.id}`)).status).toBe(404);
  });

  it('writes a Russian kit’s custom document in Russian, saying it was composed from the kit’s sections', async () => {
    const ordered = await orderKit(t, growth, tutorIdea, { brief: tutorBrief });
    expect(ordered.status).toBe(201);
    const russian = await waitForProject(t, growth, ((await ordered.json()) as ProjectDto).id);
    expect(russian.status).toBe('ready');
    const response = await create(growth, russian.id, { title: 'Расписание занятий', instructions: 'Как ученики записываются на занятия и как репетитор ведёт расписание.' });
    expect(response.status).toBe(202);
    const done = await waitForCustomDocument(t, growth, russian.id, ((await response.json()) as CustomDocumentDto).id);
    expect(done.content).toMatch(/^# Расписание занятий\n/);
    expect(done.content).toContain('собран офлайн из разделов документов набора');
    expect(done.content).toMatch(/\n_Источник: .+ › .+_\n/);
  });

  it('has a history like any document: its versions listed, one read, an old one restored as a new version', async () => {
    const base = `/api/projects/${project.id}/documents/${written.id}/versions`;
    const list = await call(t, growth, 'GET', base);
    expect(list.status).toBe(200);
    const { versions } = (await list.json()) as { versions: Array<{ version: number; source: string }> };
    expect(versions.map((v) => `${v.version}:${v.source}`)).toEqual(['2:edited', '1:generated']);

    const first = await call(t, growth, 'GET', `${base}/1`);
    expect(first.status).toBe(200);
    const original = (await first.json()) as { content: string };
    expect(original.content).not.toContain('Payouts run every Friday.');

    const restored = await call(t, growth, 'POST', `${base}/1/restore`, { baseVersion: 2 });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ version: 3, source: 'restored', content: original.content, title: payments.title });
    expect(await waitForCustomDocument(t, growth, project.id, written.id)).toMatchObject({ version: 3, source: 'restored' });
    expect((await call(t, growth, 'POST', `${base}/1/restore`, { baseVersion: 2 })).status).toBe(409);

    const stranger = await userWithCredits(t, email(), { plan: 'GROWTH', credits: 0 });
    expect((await call(t, stranger, 'GET', base)).status).toBe(404);
  });
});
