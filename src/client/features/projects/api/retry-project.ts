import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDto } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { projectQueryKey } from './get-project';

export function retryProject(projectId: string): Promise<ProjectDto> {
  return api<ProjectDto>(`/projects/${encodeURIComponent(projectId)}/retry`, { method: 'POST' });
}

/** Starts a failed kit again from its failed steps (one credit again: the failure refunded it). */
export function useRetryProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryProject(projectId),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQueryKey(projectId), project);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
