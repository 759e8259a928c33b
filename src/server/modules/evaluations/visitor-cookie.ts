import { randomUUID } from 'node:crypto';
import { parseSigned, serializeSigned } from 'hono/utils/cookie';

/** Names the browser that ran a visitor's free evaluation (ADR 0014). */
export const VISITOR_COOKIE = 'specforge_visitor';
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signs visitor ids with a key derived from the auth secret, so a visitor cannot pick another
 * visitor's id (nor one that an account's evaluation was attached from).
 */
export class VisitorCookies {
  private readonly key: string;

  constructor(
    authSecret: string,
    /** Secure when the app is served over https (as the session cookie is). */
    private readonly secure: boolean,
  ) {
    this.key = `${authSecret}:visitor-evaluation`;
  }

  /** The visitor id in a Cookie header, when it carries a valid signed one. */
  async read(cookieHeader: string | null | undefined): Promise<string | undefined> {
    if (!cookieHeader) return undefined;
    const value = (await parseSigned(cookieHeader, this.key, VISITOR_COOKIE))[VISITOR_COOKIE];
    return typeof value === 'string' && UUID.test(value) ? value : undefined;
  }

  /** A new visitor id and the Set-Cookie header that hands it to the browser. */
  async issue(): Promise<{ visitorId: string; setCookie: string }> {
    const visitorId = randomUUID();
    const setCookie = await serializeSigned(VISITOR_COOKIE, visitorId, this.key, {
      // Sent to the API only: the evaluation routes read it, and sign-in attaches through it.
      path: '/api',
      httpOnly: true,
      sameSite: 'Lax',
      secure: this.secure,
      maxAge: MAX_AGE_SECONDS,
    });
    return { visitorId, setCookie };
  }
}
