import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoadmapDto, UpdateRoadmapInput } from '../../../../shared/schemas/roadmap';
import { api } from '../../../lib/api-client';

/**
 * Under the project's task board key: the board's moves invalidate that key, so the roadmap's
 * progress is read again after every move on the board.
 */
export const roadmapQueryKey = (projectId: string) => ['tasks', projectId, 'roadmap'] as const;

const roadmapPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/roadmap`;

/** The calendar file of the roadmap's milestones (a download, not a JSON call). */
export const roadmapCalendarHref = (projectId: string) => `/api${roadmapPath(projectId)}.ics`;

export function useRoadmap(projectId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: roadmapQueryKey(projectId),
    queryFn: () => api<RoadmapDto>(roadmapPath(projectId)),
    staleTime: 0,
    gcTime: 60_000,
    enabled,
  });
}

/** Saves the start date and/or the phase moves; the answer replaces the roadmap shown. */
export function useUpdateRoadmap(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRoadmapInput) => api<RoadmapDto>(roadmapPath(projectId), { method: 'PUT', json: input }),
    onSuccess: (roadmap) => queryClient.setQueryData(roadmapQueryKey(projectId), roadmap),
  });
}
