import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiTokensQueryKey } from './get-api-tokens';

export function revokeApiToken(id: string): Promise<void> {
  return api<void>(`/tokens/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Revokes a token: the server refuses it from the next request on. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
