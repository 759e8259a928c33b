import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiTokensDto } from '../../../../shared/schemas/api-tokens';
import { api } from '../../../lib/api-client';

export const apiTokensQueryKey = ['api-tokens'] as const;

export const apiTokensQueryOptions = queryOptions({
  queryKey: apiTokensQueryKey,
  queryFn: () => api<ApiTokensDto>('/tokens'),
  // Last-used times change whenever the CLI or an agent calls: read afresh each time Settings opens.
  staleTime: 0,
});

/** The account's API tokens (their first characters only, never the secrets). */
export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}
