import { useQuery } from '@tanstack/react-query';
import type { ProjectsDto } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { projectsQueryKey } from './get-project';

export const projectListQueryKey = [...projectsQueryKey, 'list'] as const;

/** The user's projects, newest first (always stale, kept for a minute). */
export function useProjects() {
  return useQuery({
    queryKey: projectListQueryKey,
    queryFn: () => api<ProjectsDto>('/projects'),
    staleTime: 0,
    gcTime: 60_000,
    select: (data) => data.projects,
  });
}
