import { useQuery } from '@tanstack/react-query';
import type { TasksDto, TasksOverviewDto } from '../../../../shared/schemas/tasks';
import { api } from '../../../lib/api-client';

export const tasksQueryKey = (projectId: string) => ['tasks', projectId] as const;
export const tasksOverviewQueryKey = ['tasks', 'overview'] as const;

/** One project's board; always re-read on entry (another tab may have moved cards). */
export function useTasks(projectId: string) {
  return useQuery({
    queryKey: tasksQueryKey(projectId),
    queryFn: () => api<TasksDto>(`/projects/${encodeURIComponent(projectId)}/tasks`),
    staleTime: 0,
    gcTime: 60_000,
  });
}

/** Every project's progress and the next tasks across projects (paid plans). */
export function useTasksOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tasksOverviewQueryKey,
    queryFn: () => api<TasksOverviewDto>('/task-overview'),
    staleTime: 0,
    gcTime: 60_000,
    enabled,
  });
}
