import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client';

describe('the query client', () => {
  it('keeps data fresh 5 minutes and cached 10, and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(5 * 60_000);
    expect(defaults.queries?.gcTime).toBe(10 * 60_000);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('retries a failed query up to 3 times, never after a 4xx', () => {
    const serverError = new ApiError(503, 'SERVICE_UNAVAILABLE', 'down');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, serverError))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 429]) {
      expect(shouldRetryQuery(0, new ApiError(status, 'BAD_REQUEST', 'no'))).toBe(false);
    }
  });

  it('waits 1 s, then doubles, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
