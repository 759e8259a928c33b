import { LRUCache } from 'lru-cache';
import type { Context } from 'hono';
import { channels, type Notifications } from '../jobs/notifications';
import type { Auth } from './auth';
import type { Session } from './session';

/**
 * An entry is read again after this long even when nothing changed: better-auth renews a session's
 * expiry and its signed cookie only when it reads the session itself.
 */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 10_000;
/** Users whose last change is remembered; a forgotten one counts as changed at the latest forgotten time. */
const MAX_CHANGED_USERS = 50_000;

interface Entry<T> {
  value: T;
  userId: string;
  /** The change counter when the read began: a change counted after it makes the entry stale. */
  readAt: number;
}

/**
 * Signed-in browsers' sessions and profiles held in memory, so the request every page starts with
 * (`GET /api/me`) needs no statement (ADR 0031).
 *
 * It is exact only where every change is heard before the next request can be served: the embedded
 * database, whose notifications reach its one process while the committing statement completes.
 * Database triggers announce each change to a session, a user, a profile or an account's projects
 * (`changed`); whatever reads began before the change are not kept.
 */
export class AccountCache {
  #counter = 0;
  /** Changes no longer remembered per user count as this one. */
  #forgottenUpTo = 0;
  readonly #changedAt = new LRUCache<string, number>({
    max: MAX_CHANGED_USERS,
    dispose: (counter) => {
      this.#forgottenUpTo = Math.max(this.#forgottenUpTo, counter);
    },
  });
  readonly #sessions = new LRUCache<string, Entry<Session>>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });
  readonly #profiles = new LRUCache<string, Entry<unknown>>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });

  /** Something about the user changed: their session, account row, profile or projects. */
  changed(userId: string): void {
    this.#changedAt.set(userId, ++this.#counter);
    this.#profiles.delete(userId);
  }

  /** Changes may have been missed (the notifications stopped): forget everything. */
  clear(): void {
    this.#forgottenUpTo = ++this.#counter;
    this.#sessions.clear();
    this.#profiles.clear();
  }

  /** The session behind a session cookie's value, when it is held and current. */
  heldSession(cookie: string): Session | undefined {
    const held = this.#current(this.#sessions.get(cookie));
    return held && held.session.expiresAt.getTime() > Date.now() ? held : undefined;
  }

  /** The session behind a session cookie's value, read with `read` unless held. */
  async session(cookie: string, read: () => Promise<Session | null>): Promise<Session | null> {
    const held = this.heldSession(cookie);
    if (held) return held;
    const readAt = this.#counter;
    const session = await read();
    if (session) this.#keep(this.#sessions, cookie, { value: session, userId: session.user.id, readAt });
    return session;
  }

  /** The user's profile, read with `read` unless held. */
  async profile<T>(userId: string, read: () => Promise<T>): Promise<T> {
    const held = this.#current(this.#profiles.get(userId));
    if (held !== undefined) return held as T;
    const readAt = this.#counter;
    const profile = await read();
    this.#keep(this.#profiles, userId, { value: profile, userId, readAt });
    return profile;
  }

  #stale(entry: Entry<unknown>): boolean {
    return Math.max(this.#changedAt.get(entry.userId) ?? 0, this.#forgottenUpTo) > entry.readAt;
  }

  #current<T>(entry: Entry<T> | undefined): T | undefined {
    return entry && !this.#stale(entry) ? entry.value : undefined;
  }

  #keep<T>(store: LRUCache<string, Entry<T>>, key: string, entry: Entry<T>): void {
    if (!this.#stale(entry)) store.set(key, entry);
  }
}

interface Attached {
  cache: AccountCache;
  /** better-auth's session cookie name, once its context is ready. */
  cookieName?: string;
}

const attached = new WeakMap<Auth, Attached>();

/** Lets `requireSession` and `GET /api/me` use `cache` for this auth instance. */
export function attachAccountCache(auth: Auth, cache: AccountCache): void {
  const entry: Attached = { cache };
  attached.set(auth, entry);
  void auth.$context.then((context) => {
    entry.cookieName = context.authCookies.sessionToken.name;
  });
}

/** The cache and the request's session cookie, when this auth has a cache and the request a cookie. */
export function accountCacheFor(c: Context, auth: Auth): { cache: AccountCache; cookie: string } | undefined {
  const entry = attached.get(auth);
  if (!entry?.cookieName) return undefined;
  const cookie = rawCookie(c.req.header('cookie'), entry.cookieName);
  return cookie ? { cache: entry.cache, cookie } : undefined;
}

/**
 * One cookie's value as sent, undecoded (it only serves as a key). Parsing the whole header would
 * also decode the session-data cookie, the largest one, on every request.
 */
export function rawCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let at = 0;
  while ((at = header.indexOf(name + '=', at)) !== -1) {
    const start = at + name.length + 1;
    if (at === 0 || header[at - 1] === ' ' || header[at - 1] === ';') {
      const end = header.indexOf(';', start);
      return header.slice(start, end === -1 ? undefined : end).trim() || undefined;
    }
    at = start;
  }
  return undefined;
}

/** The cache attached to this auth instance, if any. */
export function accountCacheOf(auth: Auth): AccountCache | undefined {
  return attached.get(auth)?.cache;
}

/** A cache kept current by the database's account notifications, and emptied whenever they may have been missed. */
export function followAccountChanges(notifications: Notifications): AccountCache {
  const cache = new AccountCache();
  notifications.on(channels.accounts, (userId) => cache.changed(userId));
  notifications.onResume(() => cache.clear());
  return cache;
}
