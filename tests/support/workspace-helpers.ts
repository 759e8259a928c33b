import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { insertProject } from '../../src/server/modules/projects/projects.repo';
import type { ProjectDto } from '../../src/shared/schemas/projects';
import { authedRequest } from './auth-helpers';
import { orderKit, userWithCredits, waitForProject, type TestUser } from './kit-helpers';
import type { TestApp } from './test-app';

export const pawWalk =
  'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.';

export async function setPlan(t: TestApp, userId: string, plan: 'FREE' | 'FOUNDER' | 'GROWTH'): Promise<void> {
  await t.database.db.update(profiles).set({ subscriptionPlan: plan }).where(eq(profiles.id, userId));
}

/** Orders a kit for `user` and waits until it is written. */
export async function readyProject(t: TestApp, user: TestUser, idea = pawWalk): Promise<ProjectDto> {
  const response = await orderKit(t, user, idea);
  expect(response.status).toBe(201);
  const project = await waitForProject(t, user, ((await response.json()) as ProjectDto).id);
  expect(project.status).toBe('ready');
  return project;
}

/** A Free-plan account that owns a finished kit (ordered while on Founder, then downgraded). */
export async function freeUserWithProject(t: TestApp, email: string): Promise<{ user: TestUser; project: ProjectDto }> {
  const user = await userWithCredits(t, email);
  const project = await readyProject(t, user);
  await setPlan(t, user.id, 'FREE');
  return { user, project };
}

/** A project whose kit has not written anything (no steps, so nothing will run). */
export async function emptyProject(t: TestApp, user: TestUser): Promise<string> {
  const row = await insertProject(t.database.db, {
    ownerId: user.id,
    name: 'Not yet',
    nameGiven: true,
    idea: pawWalk,
    kitOptions: {},
  });
  return row.id;
}

/** `app.request` with the user's session. */
export function call(t: TestApp, user: TestUser | undefined, method: string, path: string, body?: unknown) {
  return t.app.request(path, authedRequest(method, body, user?.cookie));
}
