import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersDto } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';

/** Every admin query starts with this key; a change to any account invalidates all of them. */
export const adminQueryKey = ['admin'] as const;
export const adminUsersQueryKey = [...adminQueryKey, 'users'] as const;

export interface UsersParams {
  query: string;
  limit: number;
  offset: number;
}

export function getUsers({ query, limit, offset }: UsersParams): Promise<AdminUsersDto> {
  const search = new URLSearchParams({ limit: String(limit), offset: String(offset) });
  if (query) search.set('query', query);
  return api<AdminUsersDto>(`/admin/users?${search.toString()}`);
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, params],
    queryFn: () => getUsers(params),
    // Admins act on what they see: keep it fresh, and keep the old page on screen while the next loads.
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams) {
  return useQuery(usersQueryOptions(params));
}
