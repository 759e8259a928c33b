import { useQuery } from '@tanstack/react-query';
import type { Platform } from '../../../../shared/schemas/kit';
import type { PromptDto } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { projectQueryKey } from './get-project';

/** The project's implementation prompt for one tool (fresh for 5 min, kept for 10). */
export function usePrompt(projectId: string, platform: Platform) {
  return useQuery({
    queryKey: [...projectQueryKey(projectId), 'prompts', platform],
    queryFn: () => api<PromptDto>(`/projects/${encodeURIComponent(projectId)}/prompts/${platform}`),
    staleTime: 5 * 60_000,
    gcTime: 10 * 60_000,
  });
}
