import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../../../../shared/schemas/kit';
import type { RegenerationDto } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { projectQueryKey } from './get-project';

export function regenerateDocument(projectId: string, kind: DocumentKind): Promise<RegenerationDto> {
  return api<RegenerationDto>(`/projects/${encodeURIComponent(projectId)}/documents/${kind}/regenerate`, {
    method: 'POST',
  });
}

/** Asks for a new version of one document (paid plans; Founder has a monthly limit per project). */
export function useRegenerateDocument(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: DocumentKind) => regenerateDocument(projectId, kind),
    // The project may go back to generating: ask again, which reopens its live updates.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId), exact: true }),
  });
}
