import { useQuery } from '@tanstack/react-query';
import type { CodeReportsDto } from '../../../../shared/schemas/code-analysis';
import { api } from '../../../lib/api-client';

export const codeReportsQueryKey = (projectId: string) => ['code-reports', projectId] as const;

/** The project's latest `specforge check` report and the history's counts (always stale: a check may land any time). */
export function useCodeReports(projectId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: codeReportsQueryKey(projectId),
    queryFn: () => api<CodeReportsDto>(`/projects/${encodeURIComponent(projectId)}/code-reports`),
    staleTime: 0,
    gcTime: 60_000,
    enabled,
  });
}
