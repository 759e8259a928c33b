import { expect } from 'vitest';
import { nameFromEmail } from '../../src/shared/schemas/auth';
import { TEST_APP_URL, type AppClient } from './test-app';

export const STRONG_PASSWORD = 'Str0ng!Passw0rd';

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** A JSON request from the app's own pages (same Origin), optionally with a session cookie. */
export function authedRequest(method: string, body?: unknown, cookie?: string, origin = TEST_APP_URL): RequestInit {
  return {
    method,
    headers: {
      Origin: origin,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** The `name=value` pairs of every Set-Cookie header, ready to send back. */
export function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

export async function mailbox(t: AppClient, to: string): Promise<MailboxMessage[]> {
  const response = await t.app.request(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as MailboxMessage[];
}

/** The link of the newest email to `to` whose subject matches. */
export async function linkFromEmail(t: AppClient, to: string, subject: RegExp, linkPattern: RegExp): Promise<string> {
  const message = (await mailbox(t, to)).find((m) => subject.test(m.subject));
  expect(message, `an email to ${to} matching ${subject}`).toBeDefined();
  const link = message!.links.find((l) => linkPattern.test(l));
  expect(link, `a link matching ${linkPattern}`).toBeDefined();
  return link!;
}

/** Follows an emailed link through the app (path and query only). */
export async function follow(t: AppClient, link: string, cookie?: string): Promise<Response> {
  const url = new URL(link);
  return t.app.request(url.pathname + url.search, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
}

let signUpCount = 0;
/** A different address for every sign-up, so tests that make many accounts stay under the per-address limit. */
const nextSignUpAddress = () => {
  signUpCount += 1;
  return `198.18.${Math.floor(signUpCount / 250)}.${(signUpCount % 250) + 1}`;
};

export async function signUp(t: AppClient, email: string, password = STRONG_PASSWORD, ip = nextSignUpAddress()): Promise<Response> {
  const init = authedRequest('POST', { email, password, name: nameFromEmail(email), callbackURL: '/auth/login?verified=1' });
  (init.headers as Record<string, string>)['X-Forwarded-For'] = ip;
  return t.app.request('/api/auth/sign-up/email', init);
}

export async function signIn(t: AppClient, email: string, password = STRONG_PASSWORD, ip = '192.0.2.10'): Promise<Response> {
  const init = authedRequest('POST', { email, password });
  (init.headers as Record<string, string>)['X-Forwarded-For'] = ip;
  return t.app.request('/api/auth/sign-in/email', init);
}

/** Signs up, verifies through the emailed link and signs in; returns the session cookie. */
export async function signedInUser(t: AppClient, email: string, password = STRONG_PASSWORD): Promise<string> {
  expect((await signUp(t, email, password)).status).toBe(200);
  const link = await linkFromEmail(t, email, /confirm/i, /verify-email/);
  expect((await follow(t, link)).status).toBe(302);
  const response = await signIn(t, email, password);
  expect(response.status).toBe(200);
  return cookiesOf(response);
}
