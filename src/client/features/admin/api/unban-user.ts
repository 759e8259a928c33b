import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDto } from '../../../../shared/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminUsersQueryKey } from './get-users';

export function unbanUser({ userId }: { userId: string }): Promise<AdminUserDto> {
  return api<AdminUserDto>(`/admin/users/${encodeURIComponent(userId)}/unban`, { method: 'POST' });
}

/** Lifts a ban; the list refreshes. */
export function useUnbanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbanUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
}
