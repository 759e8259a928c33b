import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAiCostsDto } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './get-users';

export const AI_COSTS_KITS = 20;
export const aiCostsQueryKey = [...adminQueryKey, 'ai-costs'] as const;

export function getAiCosts(limit = AI_COSTS_KITS): Promise<AdminAiCostsDto> {
  return api<AdminAiCostsDto>(`/admin/ai-costs?limit=${limit}`);
}

export const aiCostsQueryOptions = () =>
  queryOptions({ queryKey: aiCostsQueryKey, queryFn: () => getAiCosts(), staleTime: 30_000 });

export function useAiCosts() {
  return useQuery(aiCostsQueryOptions());
}
