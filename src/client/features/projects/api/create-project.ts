import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, ProjectDto } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { projectQueryKey, projectsQueryKey } from './get-project';

/** The order: the idea and, once reviewed, the brief the kit is written from (ADR 0022). */
export function createProject(input: CreateProjectInput): Promise<ProjectDto> {
  return api<ProjectDto>('/projects', { method: 'POST', json: input });
}

/** Starts a kit (one credit, the only charge of the wizard); the project lists and the credit balance refresh. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async (project) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
      queryClient.setQueryData(projectQueryKey(project.id), project);
    },
  });
}
