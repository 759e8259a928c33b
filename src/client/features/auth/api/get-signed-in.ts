import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meQueryKey } from './get-me';

/**
 * Whether someone is signed in, for public pages. Asked through better-auth's session endpoint,
 * which answers `null` (200) to a visitor where `GET /api/me` answers 401: a visitor's console stays
 * clean (a failed request is a console error, and the landing page's audit counts them). Keyed under
 * the profile's key, so signing in (which invalidates it) and logging out (which drops every query)
 * refresh it too.
 */
export const signedInQueryOptions = queryOptions({
  queryKey: [...meQueryKey, 'signed-in'] as const,
  queryFn: async () => (await api<unknown>('/auth/get-session')) != null,
  staleTime: 60_000,
});

/** `undefined` until known. */
export function useSignedIn(): boolean | undefined {
  return useQuery(signedInQueryOptions).data;
}
