import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../../lib/storage-keys';
import { CONSENT_VERSION, clearConsent, readConsent, saveConsent, subscribeConsent, useConsent } from './consent-store';

describe('the consent store', () => {
  afterEach(() => {
    clearConsent();
    vi.restoreAllMocks();
  });

  it('has no choice until one is made, then keeps it with its version and time', () => {
    expect(readConsent()).toBeNull();
    const at = new Date('2025-05-01T10:00:00Z');
    expect(saveConsent('accepted', at)).toEqual({ choice: 'accepted', version: CONSENT_VERSION, decidedAt: at.toISOString() });
    expect(JSON.parse(localStorage.getItem(storageKeys.cookieConsent)!)).toEqual({
      choice: 'accepted',
      version: CONSENT_VERSION,
      decidedAt: '2025-05-01T10:00:00.000Z',
    });
    expect(readConsent()?.choice).toBe('accepted');
    // The same stored text gives the same object (a stable snapshot for React).
    expect(readConsent()).toBe(readConsent());
  });

  it('asks again when the stored choice is for another version or unreadable', () => {
    localStorage.setItem(storageKeys.cookieConsent, JSON.stringify({ choice: 'accepted', version: CONSENT_VERSION - 1, decidedAt: 'x' }));
    expect(readConsent()).toBeNull();
    localStorage.setItem(storageKeys.cookieConsent, '{not json');
    expect(readConsent()).toBeNull();
    localStorage.setItem(storageKeys.cookieConsent, JSON.stringify({ choice: 'maybe', version: CONSENT_VERSION, decidedAt: 'x' }));
    expect(readConsent()).toBeNull();
  });

  it('tells subscribers about a choice made here or in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent('rejected');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.cookieConsent }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'language' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveConsent('accepted');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('re-renders a component when the choice changes', () => {
    const { result } = renderHook(() => useConsent());
    expect(result.current).toBeNull();
    act(() => void saveConsent('rejected'));
    expect(result.current?.choice).toBe('rejected');
    act(() => void saveConsent('accepted'));
    expect(result.current?.choice).toBe('accepted');
  });

  it('keeps the choice for the page when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    saveConsent('rejected');
    expect(readConsent()?.choice).toBe('rejected');
  });
});
