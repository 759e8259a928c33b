import { describe, expect, it } from 'vitest';
import { AccountCache, rawCookie } from './account-cache';
import type { Session } from './session';

const sessionOf = (userId: string, expiresInMs = 60_000) =>
  ({ session: { id: `s-${userId}`, expiresAt: new Date(Date.now() + expiresInMs) }, user: { id: userId } }) as unknown as Session;

/** A read that finishes when told to, so a change can land while it runs. */
function pendingRead<T>(value: T) {
  let finish!: () => void;
  const read = () => new Promise<T>((resolve) => (finish = () => resolve(value)));
  return { read, finish: () => finish() };
}

describe('AccountCache', () => {
  it('holds a session and a profile until the user changes', async () => {
    const cache = new AccountCache();
    let reads = 0;
    const read = async () => (reads++, sessionOf('u1'));
    await cache.session('cookie-a', read);
    await cache.session('cookie-a', read);
    expect(reads).toBe(1);
    expect(await cache.profile('u1', async () => 'profile 1')).toBe('profile 1');
    expect(await cache.profile('u1', async () => 'profile 2')).toBe('profile 1');

    cache.changed('u1');
    expect(cache.heldSession('cookie-a')).toBeUndefined();
    expect(await cache.profile('u1', async () => 'profile 2')).toBe('profile 2');
    await cache.session('cookie-a', read);
    expect(reads).toBe(2);
  });

  it("leaves other users' entries alone when one changes", async () => {
    const cache = new AccountCache();
    await cache.session('cookie-a', async () => sessionOf('u1'));
    await cache.session('cookie-b', async () => sessionOf('u2'));
    cache.changed('u1');
    expect(cache.heldSession('cookie-a')).toBeUndefined();
    expect(cache.heldSession('cookie-b')?.user.id).toBe('u2');
  });

  it('does not keep what a read begun before a change returned', async () => {
    const cache = new AccountCache();
    const session = pendingRead(sessionOf('u1'));
    const reading = cache.session('cookie-a', session.read);
    const profile = pendingRead('old profile');
    const readingProfile = cache.profile('u1', profile.read);
    cache.changed('u1');
    session.finish();
    profile.finish();
    expect((await reading)?.user.id).toBe('u1');
    expect(await readingProfile).toBe('old profile');
    expect(cache.heldSession('cookie-a')).toBeUndefined();
    expect(await cache.profile('u1', async () => 'new profile')).toBe('new profile');
  });

  it('forgets everything, and what reads in flight return, when told changes may have been missed', async () => {
    const cache = new AccountCache();
    await cache.session('cookie-a', async () => sessionOf('u1'));
    const pending = pendingRead(sessionOf('u2'));
    const reading = cache.session('cookie-b', pending.read);
    cache.clear();
    pending.finish();
    await reading;
    expect(cache.heldSession('cookie-a')).toBeUndefined();
    expect(cache.heldSession('cookie-b')).toBeUndefined();
  });

  it('never serves a session past its expiry, and does not keep a signed-out answer', async () => {
    const cache = new AccountCache();
    await cache.session('cookie-a', async () => sessionOf('u1', -1));
    expect(cache.heldSession('cookie-a')).toBeUndefined();
    expect(await cache.session('cookie-b', async () => null)).toBeNull();
    let reads = 0;
    await cache.session('cookie-b', async () => (reads++, null));
    expect(reads).toBe(1);
  });
});

describe('rawCookie', () => {
  const name = 'better-auth.session_token';
  it('finds one cookie by its exact name, as sent', () => {
    expect(rawCookie(`${name}=abc.def%2B; other=1`, name)).toBe('abc.def%2B');
    expect(rawCookie(`a=1; ${name}=xyz`, name)).toBe('xyz');
    expect(rawCookie(`__Secure-${name}=secure; a=1`, `__Secure-${name}`)).toBe('secure');
  });
  it('does not take a cookie whose name merely ends with it, or an empty one', () => {
    expect(rawCookie(`__Secure-${name}=other`, name)).toBeUndefined();
    expect(rawCookie(`x${name}=a; ${name}=b`, name)).toBe('b');
    expect(rawCookie(`${name}=; a=1`, name)).toBeUndefined();
    expect(rawCookie(undefined, name)).toBeUndefined();
    expect(rawCookie('a=1', name)).toBeUndefined();
  });
});
