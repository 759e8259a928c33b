import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectDto, UpdateProjectInput } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { projectQueryKey } from './get-project';
import { projectListQueryKey } from './list-projects';

export function renameProject(projectId: string, input: UpdateProjectInput): Promise<ProjectDto> {
  return api<ProjectDto>(`/projects/${encodeURIComponent(projectId)}`, { method: 'PATCH', json: input });
}

export function deleteProject(projectId: string): Promise<void> {
  return api<void>(`/projects/${encodeURIComponent(projectId)}`, { method: 'DELETE' });
}

/** Renames the project: the page shows the answer at once, the lists refresh. */
export function useRenameProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectInput) => renameProject(projectId, input),
    onSuccess: async (project) => {
      queryClient.setQueryData(projectQueryKey(projectId), project);
      await queryClient.invalidateQueries({ queryKey: projectListQueryKey });
    },
  });
}

/**
 * Deletes the project with everything in it; the lists and the task overview refresh. Call
 * `forget()` once the page has left the project, so nothing asks for it again.
 */
export function useDeleteProject(projectId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteProject(projectId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectListQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['tasks'] });
    },
  });
  const forget = () => queryClient.removeQueries({ queryKey: projectQueryKey(projectId) });
  return { ...mutation, forget };
}
