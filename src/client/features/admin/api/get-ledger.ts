import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerDto } from '../../../../shared/schemas/credits';
import { api } from '../../../lib/api-client';
import { adminQueryKey } from './get-users';

export const ledgerQueryKey = (userId: string) => [...adminQueryKey, 'ledger', userId] as const;

export function getLedger(userId: string): Promise<LedgerDto> {
  return api<LedgerDto>(`/admin/users/${encodeURIComponent(userId)}/ledger`);
}

export const ledgerQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ledgerQueryKey(userId), queryFn: () => getLedger(userId), staleTime: 0 });

export function useLedger(userId: string) {
  return useQuery(ledgerQueryOptions(userId));
}
