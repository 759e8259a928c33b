import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { DocumentDto, DocumentsDto } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { projectQueryKey } from './get-project';

export const documentsQueryKey = (projectId: string) => [...projectQueryKey(projectId), 'documents'] as const;

export function getDocuments(projectId: string): Promise<DocumentsDto> {
  return api<DocumentsDto>(`/projects/${encodeURIComponent(projectId)}/documents`);
}

export const documentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: documentsQueryKey(projectId),
    queryFn: () => getDocuments(projectId),
    staleTime: 0,
    gcTime: 60_000,
  });

/** The current version of every stored document of a project; `refetchInterval` may look at them. */
export function useDocuments(
  projectId: string,
  { refetchInterval }: { refetchInterval?: (data: DocumentsDto | undefined) => number | false } = {},
) {
  return useQuery({
    ...documentsQueryOptions(projectId),
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}

/** Shows a new current version of one document in the cached documents (after a save or a restore). */
export function showCurrentVersion(queryClient: QueryClient, projectId: string, current: DocumentDto): void {
  queryClient.setQueryData<DocumentsDto>(documentsQueryKey(projectId), (data) =>
    data ? { documents: data.documents.map((d) => (d.kind === current.kind ? current : d)) } : data,
  );
}
