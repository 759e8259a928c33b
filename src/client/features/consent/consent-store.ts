import { useSyncExternalStore } from 'react';
import { safeStorage, storageKeys } from '../../lib/storage-keys';

/**
 * The visitor's analytics-cookie choice, kept in localStorage. Raising the version (when what we
 * ask consent for changes, as the cookie policy promises) makes every earlier choice void, so the
 * banner asks again.
 */
export const CONSENT_VERSION = 1;

export type ConsentChoice = 'accepted' | 'rejected';

export interface Consent {
  choice: ConsentChoice;
  version: number;
  /** When the choice was made (ISO 8601). */
  decidedAt: string;
}

function parse(raw: string | null | undefined): Consent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Consent> | null;
    if (value?.choice !== 'accepted' && value?.choice !== 'rejected') return null;
    if (value.version !== CONSENT_VERSION || typeof value.decidedAt !== 'string') return null;
    return { choice: value.choice, version: value.version, decidedAt: value.decidedAt };
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
/** The last value read, returned again while the stored text is unchanged (a stable snapshot). */
let cache: { raw: string | null; consent: Consent | null } | undefined;
/** A choice storage refused to keep (private mode, a full quota): it lasts for this page. */
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return safeStorage('local')?.getItem(storageKeys.cookieConsent) ?? memory;
  } catch {
    return memory;
  }
}

/** The current valid choice, or null when none is stored (or it is for an older version). */
export function readConsent(): Consent | null {
  const raw = readRaw();
  if (cache?.raw !== raw) cache = { raw, consent: parse(raw) };
  return cache.consent;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Stores a choice now and tells every subscriber. */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): Consent {
  const consent: Consent = { choice, version: CONSENT_VERSION, decidedAt: now.toISOString() };
  const raw = JSON.stringify(consent);
  const storage = safeStorage('local');
  try {
    if (!storage) throw new Error('no localStorage');
    storage.setItem(storageKeys.cookieConsent, raw);
    memory = null;
  } catch {
    memory = raw;
  }
  notify();
  return consent;
}

/** Forgets the choice (tests; a future "reset" control). */
export function clearConsent(): void {
  memory = null;
  try {
    safeStorage('local')?.removeItem(storageKeys.cookieConsent);
  } catch {
    // Nothing stored.
  }
  notify();
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === storageKeys.cookieConsent) notify();
};

/** Calls `listener` when the choice changes here or in another tab. */
export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The current choice, re-rendering when it changes. */
export function useConsent(): Consent | null {
  return useSyncExternalStore(subscribeConsent, readConsent, () => null);
}
