import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether someone is signed in, for the public pages (navbar, footer, calls to action). Asked of the
 * auth server's session endpoint, which answers 200 with null for a visitor (no failed request in
 * the console), each time a public page mounts a user of it; concurrent asks share one request. The
 * dashboard keeps its own profile query: this stays out of the query cache, and so out of the
 * landing page's first load.
 */
let signedIn: boolean | undefined;
let inFlight: Promise<boolean | undefined> | undefined;
const listeners = new Set<() => void>();

function publish(value: boolean) {
  signedIn = value;
  for (const listener of listeners) listener();
}

/**
 * Asks the server now (for a decision, like the buy button's); resolves to the answer, or undefined
 * when the network gave none (the last answer stays).
 */
export async function askSignedIn(): Promise<boolean | undefined> {
  try {
    const response = await fetch('/api/auth/get-session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    if (!response.ok) return undefined;
    const value = Boolean(((await response.json()) as { session?: unknown } | null)?.session);
    publish(value);
    return value;
  } catch {
    return undefined;
  }
}

/** Asks again for what the page shows; concurrent asks (every part of a page mounting) share one. */
function refreshSignedIn(): Promise<boolean | undefined> {
  inFlight ??= askSignedIn().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

/** After a logout, before the public page asks again: no "Dashboard" flashes on the way out. */
export function forgetSignedIn(): void {
  publish(false);
}

/**
 * After a sign-in in this tab: the page it returns to (an invitation) knows at once, instead of
 * showing the visitor's offer until the session check answers.
 */
export function noteSignedIn(): void {
  publish(true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True or false once known; undefined while the first answer is on its way (render the visitor's view). */
export function useSignedIn(): boolean | undefined {
  useEffect(() => {
    void refreshSignedIn();
  }, []);
  return useSyncExternalStore(subscribe, () => signedIn);
}
