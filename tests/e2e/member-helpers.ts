import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { logIn, PASSWORD, uniqueEmail, verifiedAccountVia } from './auth-helpers';
import { expect } from './fixtures';

/**
 * An API client signed in as `email`, one of the app's ADMIN_EMAILS. Every worker running a file's
 * tests signs up (sign-ups are limited to 3 an hour per email: give each spec file its own admin);
 * when two workers race, one sign-up fails and that worker waits for the other's account.
 */
export async function adminClient(
  playwright: PlaywrightWorkerArgs['playwright'],
  origin: string,
  email: string,
): Promise<APIRequestContext> {
  const admin = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  try {
    await verifiedAccountVia(admin, origin, email);
  } catch {
    // Another worker is creating the same account; signing in works once it is verified.
  }
  // An unverified account answers 403, which does not count as a failed login.
  await expect
    .poll(async () => (await admin.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } })).status(), {
      timeout: 15_000,
    })
    .toBe(200);
  return admin;
}

export async function userIdOf(admin: APIRequestContext, email: string): Promise<string> {
  const { users } = (await (await admin.get(`/api/admin/users?query=${encodeURIComponent(email)}`)).json()) as {
    users: Array<{ id: string }>;
  };
  return users[0]!.id;
}

/** Comps a plan through the admin API. */
export async function setPlan(admin: APIRequestContext, email: string, plan: 'FREE' | 'FOUNDER' | 'GROWTH') {
  const id = await userIdOf(admin, email);
  expect((await admin.post(`/api/admin/users/${id}/plan`, { data: { plan } })).ok()).toBe(true);
}

/**
 * A new verified member on `plan` with `credits` credits, signed in through the login form
 * (landing on the dashboard). Returns the email.
 */
export async function signedInMember(
  page: Page,
  admin: APIRequestContext,
  origin: string,
  { plan = 'FOUNDER', credits = 0, label = 'member' }: { plan?: 'FREE' | 'FOUNDER' | 'GROWTH'; credits?: number; label?: string } = {},
): Promise<string> {
  const email = uniqueEmail(label);
  await verifiedAccountVia(page.request, origin, email);
  if (plan !== 'FREE') await setPlan(admin, email, plan);
  if (credits) {
    const granted = await admin.post(`/api/admin/users/${await userIdOf(admin, email)}/credits`, {
      data: { delta: credits, reason: 'E2E member', requestId: randomUUID() },
    });
    expect(granted.ok()).toBe(true);
  }
  await page.goto(`${origin}/auth/login`);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return email;
}

/** The project page's document tabs, in order. */
export const documentTabNames = [
  'Overview',
  'Requirements',
  'Tech Stack',
  'Backend API',
  'Frontend Spec',
  'Quality Assurance',
  'AI Rules',
  'App Flow',
  'Implementation',
  'What Next',
];

/** Orders a kit through the API as the page's member and waits until it is ready; returns its id. */
export async function orderReadyProject(page: Page, origin: string, idea: string): Promise<string> {
  const created = await page.request.post(`${origin}/api/projects`, { data: { idea }, headers: { Origin: origin } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(async () => ((await (await page.request.get(`${origin}/api/projects/${id}`)).json()) as { status: string }).status, {
      timeout: 20_000,
    })
    .toBe('ready');
  return id;
}
