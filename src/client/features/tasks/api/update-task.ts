import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TaskDto, TasksDto, UpdateTaskInput } from '../../../../shared/schemas/tasks';
import { api } from '../../../lib/api-client';
import { tasksOverviewQueryKey, tasksQueryKey } from './get-tasks';

export function updateTask(taskId: string, input: UpdateTaskInput): Promise<TaskDto> {
  return api<TaskDto>(`/tasks/${encodeURIComponent(taskId)}`, { method: 'PATCH', json: input });
}

/**
 * Moves a card or ticks a subtask. The board is updated by the caller before the request
 * (`optimistic`), rolled back when the server refuses, and re-read once the request settles.
 */
export function useUpdateTask(projectId: string) {
  const queryClient = useQueryClient();
  const key = tasksQueryKey(projectId);
  const mutationKey = [...key, 'update'];
  return useMutation({
    mutationKey,
    mutationFn: ({ taskId, input }: { taskId: string; input: UpdateTaskInput; optimistic: TasksDto }) =>
      updateTask(taskId, input),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TasksDto>(key);
      queryClient.setQueryData(key, optimistic);
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: async () => {
      // Only the last of several quick moves re-reads the board, so a stale answer cannot undo a newer move.
      if (queryClient.isMutating({ mutationKey }) <= 1) await queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: tasksOverviewQueryKey });
    },
  });
}
