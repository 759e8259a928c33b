import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { briefWithFeatureSwapped as editedBrief } from '../../../../tests/support/brief-fixtures';
import { sampleBrief } from '../../../../tests/support/brief-fixtures';
import { databaseKinds } from '../../../../tests/support/databases';
import {
  balanceOf,
  orderKit,
  userWithCredits,
  waitForProject,
  type TestUser,
} from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call } from '../../../../tests/support/workspace-helpers';
import { createOfflineModel } from '../../ai/offline/offline-model';
import type { DocumentKind } from '../../../shared/schemas/kit';
import type {
  DocumentDto,
  DocumentOfferDto,
  KitRegenerationResultDto,
  ProjectBriefDto,
  ProjectDto,
} from '../../../shared/schemas/projects';

// A regeneration of the kit never replaces a text the founder wrote: it offers its own beside it,
// and the founder keeps theirs, takes the new one or merges them (ADR 0034).
describe.each(databaseKinds)('a regeneration keeps the documents edited by hand on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `regenerate-edits-${kind}-${(n += 1)}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: { model: createOfflineModel() } });
  });
  afterAll(() => t.close());

  async function readyKit(user: TestUser): Promise<ProjectDto> {
    const response = await orderKit(t, user, 'A tool for small dental practices', { brief: sampleBrief() });
    expect(response.status).toBe(201);
    const project = await waitForProject(t, user, ((await response.json()) as ProjectDto).id);
    expect(project.status).toBe('ready');
    return project;
  }
  const json = async <T>(response: Response | Promise<Response>): Promise<T> => (await (await response).json()) as T;
  const documentOf = (user: TestUser, projectId: string, doc: DocumentKind) =>
    json<DocumentDto>(call(t, user, 'GET', `/api/projects/${projectId}/documents/${doc}`));
  const regenerationOf = (user: TestUser, projectId: string) =>
    json<KitRegenerationResultDto>(call(t, user, 'GET', `/api/projects/${projectId}/regeneration`));
  const offerPath = (projectId: string, doc: DocumentKind) => `/api/projects/${projectId}/documents/${doc}/offer`;

  /** The founder's own line, added at the top of the document. */
  async function editByHand(user: TestUser, projectId: string, doc: DocumentKind): Promise<DocumentDto> {
    const current = await documentOf(user, projectId, doc);
    const content = `Founder's note on ${doc}: keep this sentence.\n\n${current.content}`;
    const response = await call(t, user, 'PUT', `/api/projects/${projectId}/documents/${doc}`, {
      content,
      baseVersion: current.version,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as DocumentDto;
  }

  it('names the edited documents before the run, keeps them, offers the new text, and keeps, takes or merges per document', async () => {
    const user = await userWithCredits(t, email());
    const project = await readyKit(user);
    const { brief } = await json<ProjectBriefDto>(call(t, user, 'GET', `/api/projects/${project.id}/brief`));
    const edit = editedBrief(brief);

    // Three documents the edit of the brief rewrites are edited by hand.
    const edited = {
      requirements: await editByHand(user, project.id, 'requirements'),
      implementation: await editByHand(user, project.id, 'implementation'),
      app_flow: await editByHand(user, project.id, 'app_flow'),
    };
    const before = await regenerationOf(user, project.id);
    expect(before.edited).toEqual(['requirements', 'app_flow', 'implementation']);
    expect(before.offers).toEqual([]);
    const balance = await balanceOf(t, user.id);

    const started = await call(t, user, 'POST', `/api/projects/${project.id}/regenerate`, { brief: edit.brief });
    expect(started.status).toBe(202);
    expect(((await started.json()) as KitRegenerationResultDto).edited).toEqual(before.edited);
    expect((await waitForProject(t, user, project.id, (p) => p.status === 'ready')).status).toBe('ready');

    // The founder's texts are still current, untouched; the new text waits beside each.
    const after = await regenerationOf(user, project.id);
    expect(after.regeneration).toMatchObject({ status: 'done' });
    expect([...after.regeneration!.summary.offered].sort()).toEqual(['app_flow', 'implementation', 'requirements']);
    expect(after.regeneration!.summary.documents).not.toContain('requirements');
    expect(after.offers).toEqual(['requirements', 'app_flow', 'implementation']);
    const offers = {} as Record<keyof typeof edited, DocumentOfferDto>;
    for (const [doc, mine] of Object.entries(edited) as [keyof typeof edited, DocumentDto][]) {
      expect(await documentOf(user, project.id, doc)).toEqual(mine);
      const offer = await call(t, user, 'GET', offerPath(project.id, doc));
      expect(offer.status).toBe(200);
      offers[doc] = (await offer.json()) as DocumentOfferDto;
      expect(offers[doc]).toMatchObject({ kind: doc, baseVersion: mine.version });
      expect(offers[doc].content).not.toContain("Founder's note");
    }
    expect(offers.requirements.content).toContain('Monthly activity report');
    // A document nobody edited took the new text as before.
    const overview = await documentOf(user, project.id, 'overview');
    expect(overview.source === 'generated' || overview.source === 'regenerated').toBe(true);

    // Deciding is checked like an edit: a stale base, a stranger, an empty merge change nothing.
    const stale = await call(t, user, 'POST', offerPath(project.id, 'implementation'), {
      choice: 'take',
      baseVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'STALE_VERSION' });
    const stranger = await userWithCredits(t, email());
    expect((await call(t, stranger, 'POST', offerPath(project.id, 'requirements'), { choice: 'keep' })).status).toBe(
      404,
    );
    const empty = await call(t, user, 'POST', offerPath(project.id, 'app_flow'), {
      choice: 'merge',
      content: '  ',
      baseVersion: edited.app_flow.version,
    });
    expect(empty.status).toBe(400);
    expect((await regenerationOf(user, project.id)).offers).toEqual(['requirements', 'app_flow', 'implementation']);

    // Keep: the founder's text stays current, no version is written, the offer is gone.
    const kept = await call(t, user, 'POST', offerPath(project.id, 'requirements'), { choice: 'keep' });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual(edited.requirements);
    expect(await documentOf(user, project.id, 'requirements')).toEqual(edited.requirements);
    const gone = await call(t, user, 'GET', offerPath(project.id, 'requirements'));
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'OFFER_NOT_FOUND' });

    // Take: the offered text becomes a new version, the founder's stays in the history.
    const taken = await call(t, user, 'POST', offerPath(project.id, 'implementation'), {
      choice: 'take',
      baseVersion: edited.implementation.version,
    });
    expect(taken.status).toBe(200);
    expect(await taken.json()).toMatchObject({
      version: edited.implementation.version + 1,
      source: 'regenerated',
      content: offers.implementation.content,
    });
    const history = await json<{ versions: { version: number; source: string; who: { id: string } | null }[] }>(
      call(t, user, 'GET', `/api/projects/${project.id}/documents/implementation/versions`),
    );
    expect(history.versions.slice(0, 2)).toMatchObject([
      { source: 'regenerated', who: { id: user.id } },
      { source: 'edited', version: edited.implementation.version },
    ]);

    // Merge: the founder's text with a line of the new one, saved as their edit.
    const merged = `${edited.app_flow.content}\n\n${offers.app_flow.content.split('\n').at(-1)}`;
    const saved = await call(t, user, 'POST', offerPath(project.id, 'app_flow'), {
      choice: 'merge',
      content: merged,
      baseVersion: edited.app_flow.version,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      version: edited.app_flow.version + 1,
      source: 'edited',
      content: merged,
    });
    expect((await call(t, user, 'POST', offerPath(project.id, 'app_flow'), { choice: 'keep' })).status).toBe(404);

    // Every document still says which engine wrote its text; the one taken, the regeneration's.
    const { writtenBy } = await json<{ writtenBy: { model: string; documents: number }[] }>(call(t, user, 'GET', `/api/projects/${project.id}`));
    const { documents } = await json<{ documents: unknown[] }>(call(t, user, 'GET', `/api/projects/${project.id}/documents`));
    expect(writtenBy).toEqual([{ model: 'offline', documents: documents.length }]);

    // Nothing waits any more; the documents still written by hand are named for the next run. Nothing was charged.
    const decided = await regenerationOf(user, project.id);
    expect(decided.offers).toEqual([]);
    expect(decided.edited).toEqual(['requirements', 'app_flow']);
    expect(decided.remaining).toBe(after.remaining);
    expect(after.remaining).toBe(4);
    expect(await balanceOf(t, user.id)).toBe(balance);
  });

  it('offers nothing when the engine writes what it wrote before, and a later run replaces an undecided offer', async () => {
    const user = await userWithCredits(t, email());
    const project = await readyKit(user);
    const { brief } = await json<ProjectBriefDto>(call(t, user, 'GET', `/api/projects/${project.id}/brief`));
    const mine = await editByHand(user, project.id, 'requirements');
    const regenerate = async (next: typeof brief) => {
      expect((await call(t, user, 'POST', `/api/projects/${project.id}/regenerate`, { brief: next })).status).toBe(202);
      await waitForProject(t, user, project.id, (p) => p.status === 'ready');
    };

    // The same brief: the engine writes the text the founder edited from, so there is nothing to offer.
    await regenerate(brief);
    expect((await call(t, user, 'GET', offerPath(project.id, 'requirements'))).status).toBe(404);
    expect((await regenerationOf(user, project.id)).regeneration!.summary.offered).toEqual([]);

    const first = editedBrief(brief);
    await regenerate(first.brief);
    const offered = await json<DocumentOfferDto>(call(t, user, 'GET', offerPath(project.id, 'requirements')));
    expect(offered.content).toContain('Monthly activity report');

    // A second edit of the brief, the offer still undecided: its text replaces the first offer, the founder's text stays.
    const renamed = first.brief.features.map((f) =>
      f.id === first.added ? { ...f, name: 'Quarterly activity report' } : f,
    );
    await regenerate({ ...first.brief, features: renamed });
    const replaced = await json<DocumentOfferDto>(call(t, user, 'GET', offerPath(project.id, 'requirements')));
    expect(replaced.content).toContain('Quarterly activity report');
    expect(replaced.content).not.toContain('Monthly activity report');
    expect(await documentOf(user, project.id, 'requirements')).toEqual(mine);
    const [offerRows] = await t.database.query<{ count: number }>(
      `select count(*)::int as count from document_offers where project_id = $1`,
      [project.id],
    );
    expect(offerRows!.count).toBe(1);
  });

  it('drops an undecided offer once the founder regenerates that document alone', async () => {
    const user = await userWithCredits(t, email());
    const project = await readyKit(user);
    const { brief } = await json<ProjectBriefDto>(call(t, user, 'GET', `/api/projects/${project.id}/brief`));
    const mine = await editByHand(user, project.id, 'requirements');
    expect((await call(t, user, 'POST', `/api/projects/${project.id}/regenerate`, { brief: editedBrief(brief).brief })).status).toBe(202);
    await waitForProject(t, user, project.id, (p) => p.status === 'ready');
    expect((await call(t, user, 'GET', offerPath(project.id, 'requirements'))).status).toBe(200);

    // Asked for alone, the engine's text replaces the founder's (the history keeps theirs): the older
    // offer has nothing left to stand beside, and taking it would put back an older text.
    expect((await call(t, user, 'POST', `/api/projects/${project.id}/documents/requirements/regenerate`)).status).toBe(202);
    await expect
      .poll(async () => (await documentOf(user, project.id, 'requirements')).source, { timeout: 20_000 })
      .toBe('regenerated');
    expect((await documentOf(user, project.id, 'requirements')).version).toBe(mine.version + 1);
    expect((await call(t, user, 'GET', offerPath(project.id, 'requirements'))).status).toBe(404);
    expect((await regenerationOf(user, project.id)).offers).toEqual([]);
  });
});
