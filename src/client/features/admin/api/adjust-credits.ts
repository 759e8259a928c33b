import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdjustCreditsDto, AdjustCreditsInput } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { ledgerQueryKey } from './get-ledger';
import { adminUsersQueryKey } from './get-users';

export type AdjustCreditsVariables = AdjustCreditsInput & { userId: string };

export function adjustCredits({ userId, ...input }: AdjustCreditsVariables): Promise<AdjustCreditsDto> {
  return api<AdjustCreditsDto>(`/admin/users/${encodeURIComponent(userId)}/credits`, { method: 'POST', json: input });
}

/** Adds or takes credits (a ledger row with reason 'admin'); the list, that ledger and the header refresh. */
export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: (_result, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
        queryClient.invalidateQueries({ queryKey: ledgerQueryKey(userId) }),
        // The admin may have adjusted their own balance, shown in the header.
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]),
  });
}
