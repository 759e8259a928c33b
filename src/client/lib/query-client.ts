import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MINUTE = 60_000;
export const QUERY_MAX_RETRIES = 3;

/** Doubling delay from 1 s, capped at 30 s. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

/** Retry up to 3 times, but never a 4xx: the same request would fail the same way. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
      mutations: { retry: false },
    },
  });
}
