import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDto, ProjectStatus } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';

/** Every project query starts with this key (the list, one project, its documents). */
export const projectsQueryKey = ['projects'] as const;
export const projectQueryKey = (id: string) => [...projectsQueryKey, id] as const;

/** How often the page asks for news when the live event stream is unavailable. */
export const PROJECT_POLL_MS = 3000;

export function isSettled(status: ProjectStatus): boolean {
  return status === 'ready' || status === 'failed';
}

export function getProject(id: string): Promise<ProjectDto> {
  return api<ProjectDto>(`/projects/${encodeURIComponent(id)}`);
}

/** Projects are always stale and kept for a minute. */
export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectQueryKey(id),
    queryFn: () => getProject(id),
    staleTime: 0,
    gcTime: 60_000,
  });

/** One project, with the progress of its kit (kept live by `useProjectLiveUpdates`). */
export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
