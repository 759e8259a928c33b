import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiTokenInput, CreatedApiTokenDto } from '../../../../shared/schemas/api-tokens';
import { api } from '../../../lib/api-client';
import { apiTokensQueryKey } from './get-api-tokens';

export function createApiToken(input: CreateApiTokenInput): Promise<CreatedApiTokenDto> {
  return api<CreatedApiTokenDto>('/tokens', { method: 'POST', json: input });
}

/** Makes a token; the answer holds its secret in full, the one time it is ever sent. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
