import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brief } from '../../../../shared/schemas/brief';
import type { KitRegenerationResultDto, ProjectBriefDto } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { projectQueryKey } from './get-project';

const projectPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}`;
export const projectBriefQueryKey = (projectId: string) => [...projectQueryKey(projectId), 'brief'] as const;
export const kitRegenerationQueryKey = (projectId: string) => [...projectQueryKey(projectId), 'regeneration'] as const;

/** The brief the kit is written from (its newest version), while `enabled`. */
export function useProjectBrief(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: projectBriefQueryKey(projectId),
    queryFn: () => api<ProjectBriefDto>(`${projectPath(projectId)}/brief`),
    enabled,
    staleTime: 0,
  });
}

/** The newest regeneration of the whole kit (what it changed) and the regenerations left this month. */
export function useKitRegeneration(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: kitRegenerationQueryKey(projectId),
    queryFn: () => api<KitRegenerationResultDto>(`${projectPath(projectId)}/regeneration`),
    enabled,
    staleTime: 0,
  });
}

/** Writes the whole kit again from the edited brief (one of the plan's monthly regenerations). */
export function useRegenerateKit(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (brief: Brief) =>
      api<KitRegenerationResultDto>(`${projectPath(projectId)}/regenerate`, { method: 'POST', json: { brief } }),
    onSuccess: (result) => {
      queryClient.setQueryData(kitRegenerationQueryKey(projectId), result);
      // The project goes back to work: ask again, which reopens its live updates.
      void queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId), exact: true });
      void queryClient.invalidateQueries({ queryKey: projectBriefQueryKey(projectId) });
    },
  });
}
