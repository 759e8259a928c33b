import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const PASSWORD = 'Str0ng!Passw0rd';

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

interface MailboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** The newest link in the dev mailbox for `to` that matches `pattern` (waits for the email to land). */
export async function emailedLink(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
  origin = '',
): Promise<{ link: string; subject: string }> {
  let found: { link: string; subject: string } | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`${origin}/api/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as MailboxMessage[];
      for (const message of messages) {
        const link = message.links.find((l) => pattern.test(l));
        if (link) found = { link, subject: message.subject };
      }
      return found?.link;
    })
    .toBeTruthy();
  return found!;
}

/** Creates a verified account through the API, signed out (for tests that are not about signing up). */
export async function verifiedAccount(page: Page, email: string, password = PASSWORD): Promise<void> {
  await verifiedAccountVia(page.request, `http://127.0.0.1:${process.env.E2E_PORT}`, email, password);
}

/**
 * Creates a verified account on the app at `origin` (`request` must be aimed at it too), each from its
 * own address (the e2e servers trust one proxy hop), so many accounts stay under the per-address limit.
 */
export async function verifiedAccountVia(request: APIRequestContext, origin: string, email: string, password = PASSWORD): Promise<void> {
  counter += 1;
  const address = `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
  const response = await request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password, name: 'e2e', callbackURL: '/auth/login?verified=1' },
    headers: { Origin: origin, 'X-Forwarded-For': address },
  });
  expect(response.ok()).toBe(true);
  const { link } = await emailedLink(request, email, /verify-email/, origin);
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  // The link signed the account in (in `request`'s cookies, a page's too): the tests sign in themselves.
  expect((await request.post(`${origin}/api/auth/sign-out`, { data: {}, headers: { Origin: origin } })).ok()).toBe(true);
}

/** Logs in through the form. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
