import { randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedRequest } from '../../../../tests/support/auth-helpers';
import { databaseKinds } from '../../../../tests/support/databases';
import { balanceOf, orderKit, userWithCredits, type TestUser } from '../../../../tests/support/kit-helpers';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { call, pawWalk, readyProject } from '../../../../tests/support/workspace-helpers';
import type { MeDto } from '../../../shared/schemas/auth';
import type { CheckoutDto, CreditsDto } from '../../../shared/schemas/billing';
import { projectMessages, type DocumentDto } from '../../../shared/schemas/projects';
import { taskMessages, type TasksDto } from '../../../shared/schemas/tasks';
import { expireTrials } from '../billing/billing.repo';

/** ADR 0015: credits and the kits bought with them stay usable whatever the plan. */
describe.each(databaseKinds)('what a Free account may do on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const email = () => `entitled-${kind}-${(n += 1)}@example.com`;

  beforeAll(async () => {
    t = await createTestApp(kind, { kit: {} });
  });
  afterAll(() => t.close());

  const me = async (user: TestUser) => (await (await call(t, user, 'GET', '/api/me')).json()) as MeDto;

  /** Orders a kit, waits for it, then uses every part of it: export, edit, task board and prompt. */
  const usesAWholeKit = async (user: TestUser) => {
    const project = await readyProject(t, user);

    const exported = await call(t, user, 'GET', `/api/projects/${project.id}/export.zip`);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/zip');
    expect(Object.keys(unzipSync(new Uint8Array(await exported.arrayBuffer())))).toContain('docs/overview.md');

    const download = await call(t, user, 'GET', `/api/projects/${project.id}/documents/overview/download`);
    expect(download.status).toBe(200);

    const edited = await call(t, user, 'PUT', `/api/projects/${project.id}/documents/overview`, {
      content: '# PawWalk\n\nEdited on the Free plan.',
      baseVersion: 1,
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as DocumentDto).version).toBe(2);

    expect((await call(t, user, 'GET', `/api/projects/${project.id}/prompts/cursor`)).status).toBe(200);
    const board = await call(t, user, 'GET', `/api/projects/${project.id}/tasks`);
    expect(board.status).toBe(200);
    const task = ((await board.json()) as TasksDto).tasks[0]!;
    const prompt = await call(t, user, 'GET', `/api/tasks/${task.id}/prompt/cursor`);
    expect(prompt.status).toBe(200);
    expect(((await prompt.json()) as { content: string }).content).toContain(task.title);
    expect((await call(t, user, 'GET', '/api/task-overview')).status).toBe(200);

    // Regenerations are the plan's: none on Free, credits or not.
    const regenerate = await call(t, user, 'POST', `/api/projects/${project.id}/documents/overview/regenerate`);
    expect(regenerate.status).toBe(403);
    expect(await regenerate.json()).toEqual({ code: 'REGENERATION_PLAN', message: projectMessages.regenerationPlan });
    return project;
  };

  it('lets a Free account holding credits create a kit, and export, edit and prompt it', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 2 });
    expect((await me(user)).profile).toMatchObject({ subscriptionPlan: 'FREE', availableCredits: 2, ownsKits: false });
    await usesAWholeKit(user);
    expect(await balanceOf(t, user.id)).toBe(1);
    expect((await me(user)).profile).toMatchObject({ availableCredits: 1, ownsKits: true });
  });

  it('keeps a bundle usable after its Founder month ends, and the kits after the last credit is spent', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const opened = (await (
      await t.app.request(
        '/api/checkout',
        authedRequest('POST', { requestId: randomUUID(), priceId: 'bundle_solo_sprint', tierName: 'Solo Sprint', tierType: 'one-time' }, user.cookie),
      )
    ).json()) as CheckoutDto;
    expect((await t.app.request(`/dev/checkout/${opened.sessionId}/pay`, { method: 'POST' })).status).toBe(303);
    await t.app.request(`/api/checkout/${opened.sessionId}`, authedRequest('GET', undefined, user.cookie));
    expect(await expireTrials(t.database.db, new Date(Date.now() + 31 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const credits = (await (await call(t, user, 'GET', '/api/credits')).json()) as CreditsDto;
    expect(credits).toMatchObject({ plan: 'FREE', balance: 1, trialEndsAt: null });

    // The bundle's one credit buys a whole kit on the Free plan...
    const project = await usesAWholeKit(user);
    expect(await balanceOf(t, user.id)).toBe(0);
    // ...which stays the customer's at zero credits; only a new kit needs a credit.
    const again = await call(t, user, 'PUT', `/api/projects/${project.id}/documents/overview`, { content: 'Again.', baseVersion: 2 });
    expect(again.status).toBe(200);
    expect((await call(t, user, 'GET', `/api/projects/${project.id}/export.zip`)).status).toBe(200);
    expect((await orderKit(t, user, pawWalk)).status).toBe(402);
    expect((await me(user)).profile).toMatchObject({ subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: true });
  });

  it('gives a Free account that never paid neither kits nor a task board', async () => {
    const user = await userWithCredits(t, email(), { plan: 'FREE', credits: 0 });
    const refused = await orderKit(t, user, pawWalk);
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    const overview = await call(t, user, 'GET', '/api/task-overview');
    expect(overview.status).toBe(403);
    expect(await overview.json()).toEqual({ code: 'TASKS_PLAN', message: taskMessages.plan });
    expect((await me(user)).profile).toMatchObject({ subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: false });
  });
});
