import { describe, expect, it } from 'vitest';
import { meQueryOptions } from './get-me';

describe('the session query', () => {
  it('refreshes every 30 s while the page is visible, and not while it is hidden', () => {
    expect(meQueryOptions.refetchInterval).toBe(30_000);
    expect(meQueryOptions.refetchIntervalInBackground).toBe(false);
    expect(meQueryOptions.refetchOnWindowFocus).toBe(true);
  });
});
