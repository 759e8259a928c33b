import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDto, BanUserInput } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './get-users';

export type BanUserVariables = BanUserInput & { userId: string };

export function banUser({ userId, reason }: BanUserVariables): Promise<AdminUserDto> {
  return api<AdminUserDto>(`/admin/users/${encodeURIComponent(userId)}/ban`, {
    method: 'POST',
    json: reason ? { reason } : {},
  });
}

/** Bans an account (its sessions end at once); the list refreshes. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
