import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { KitModel } from '../../src/server/ai/kit-model';
import type { Database } from '../../src/server/db/client';
import { profiles } from '../../src/server/db/schema';
import { applyCreditChange } from '../../src/server/modules/credits/credits.service';
import type { ProjectDto } from '../../src/shared/schemas/projects';
import type { KitStep } from '../../src/shared/schemas/kit';
import { authedRequest, signedInUser } from './auth-helpers';
import type { AppClient } from './test-app';

export interface TestUser {
  id: string;
  cookie: string;
}

/** A signed-in account on `plan` with `credits` credits (granted through the ledger, like a purchase). */
export async function userWithCredits(
  t: AppClient,
  email: string,
  { plan = 'FOUNDER', credits = 1 }: { plan?: 'FREE' | 'FOUNDER' | 'GROWTH'; credits?: number } = {},
): Promise<TestUser> {
  const cookie = await signedInUser(t, email);
  const me = (await (await t.app.request('/api/me', authedRequest('GET', undefined, cookie))).json()) as { user: { id: string } };
  const id = me.user.id;
  await t.database.db.update(profiles).set({ subscriptionPlan: plan }).where(eq(profiles.id, id));
  if (credits > 0) {
    await applyCreditChange(t.database.db, { userId: id, delta: credits, reason: 'admin', idempotencyKey: `test-grant:${id}` });
  }
  return { id, cookie };
}

export async function balanceOf(t: AppClient, userId: string): Promise<number> {
  const [row] = await t.database.query<{ available_credits: number }>('select available_credits from profiles where id = $1', [userId]);
  return row!.available_credits;
}

export async function ledgerOf(t: AppClient, userId: string) {
  return t.database.query<{ delta: number; reason: string; idempotency_key: string }>(
    'select delta, reason, idempotency_key from credit_ledger where user_id = $1 order by created_at',
    [userId],
  );
}

export async function orderKit(t: AppClient, user: TestUser, idea: string, extra: Record<string, unknown> = {}) {
  return t.app.request('/api/projects', authedRequest('POST', { idea, ...extra }, user.cookie));
}

export async function getProject(t: AppClient, user: TestUser, id: string): Promise<ProjectDto> {
  const response = await t.app.request(`/api/projects/${id}`, authedRequest('GET', undefined, user.cookie));
  expect(response.status).toBe(200);
  return (await response.json()) as ProjectDto;
}

/** Polls the project until `done(project)` or the timeout. */
export async function waitForProject(
  t: AppClient,
  user: TestUser,
  id: string,
  done: (project: ProjectDto) => boolean = (p) => p.status === 'ready' || p.status === 'failed',
  timeoutMs = 20_000,
): Promise<ProjectDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const project = await getProject(t, user, id);
    if (done(project)) return project;
    if (Date.now() > deadline) throw new Error(`project ${id} still ${project.status} (${project.progress.done}/${project.progress.total})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Wraps a model: `delayMs` per step, and steps that always fail (or fail their first `times` calls). */
export function scriptedModel(
  base: KitModel,
  script: { delayMs?: number; fail?: Partial<Record<KitStep, number | 'always'>>; onCall?: (step: KitStep) => void } = {},
): KitModel & { calls: KitStep[] } {
  const failures = new Map(Object.entries(script.fail ?? {}) as Array<[KitStep, number | 'always']>);
  const calls: KitStep[] = [];
  return {
    ...base,
    name: `scripted(${base.name})`,
    calls,
    async generateStep(step, context, signal) {
      calls.push(step);
      script.onCall?.(step);
      if (script.delayMs) await new Promise((resolve) => setTimeout(resolve, script.delayMs));
      const left = failures.get(step);
      if (left === 'always' || (typeof left === 'number' && left > 0)) {
        if (typeof left === 'number') failures.set(step, left - 1);
        throw new Error(`scripted failure of ${step}`);
      }
      return base.generateStep(step, context, signal);
    },
  };
}

/**
 * After a kit survived stopped or killed processes: its owner (given 2 credits by an admin) was
 * charged exactly once, and every document was stored once (no step wrote twice).
 */
export async function expectChargedOnceAndStoredOnce(database: Database, userId: string, projectId: string): Promise<void> {
  const ledger = await database.query<{ reason: string; delta: number }>(
    'select reason, delta from credit_ledger where user_id = $1 order by created_at',
    [userId],
  );
  expect(ledger.map((e) => [e.reason, e.delta])).toEqual([
    ['admin', 2],
    ['project', -1],
  ]);
  const versions = await database.query<{ count: number }>(
    'select count(*)::int as count from documents where project_id = $1 group by kind',
    [projectId],
  );
  expect(versions.length).toBeGreaterThanOrEqual(9);
  expect(versions.every((v) => v.count === 1)).toBe(true);
}
