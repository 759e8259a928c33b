import { queryOptions, useQuery } from '@tanstack/react-query';
import { can, type Entitlement } from '../../../../shared/entitlements';
import type { MeDto } from '../../../../shared/schemas/auth';
import { api } from '../../../lib/api-client';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user. Refetched every 30 s while the page is visible (and not while hidden), which
 * also keeps the session alive; a 401 means signed out.
 */
export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: () => api<MeDto>('/me'),
  refetchInterval: 30_000,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/** `can(entitlement)` for the signed-in account (ADR 0015); nothing is allowed until its profile is known. */
export function useCan(): (entitlement: Entitlement) => boolean {
  const { data } = useMe();
  return (entitlement) => (data ? can(data.profile, entitlement) : false);
}
