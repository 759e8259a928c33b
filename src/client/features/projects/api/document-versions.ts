import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../../../../shared/schemas/kit';
import type { DocumentVersionDto, DocumentVersionsDto, RestoreVersionInput } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { showCurrentVersion } from './get-documents';
import { projectQueryKey } from './get-project';

const versionsPath = (projectId: string, kind: DocumentKind) =>
  `/projects/${encodeURIComponent(projectId)}/documents/${kind}/versions`;

export const versionsQueryKey = (projectId: string, kind: DocumentKind) =>
  [...projectQueryKey(projectId), 'versions', kind] as const;

/** A document's versions, newest first (asked again whenever the history opens). */
export function useDocumentVersions(projectId: string, kind: DocumentKind) {
  return useQuery({
    queryKey: versionsQueryKey(projectId, kind),
    queryFn: () => api<DocumentVersionsDto>(versionsPath(projectId, kind)),
    staleTime: 0,
  });
}

/** One version with its text; versions never change, so each is fetched once. */
export function useDocumentVersion(projectId: string, kind: DocumentKind, version: number | null) {
  return useQuery({
    queryKey: [...versionsQueryKey(projectId, kind), version] as const,
    queryFn: () => api<DocumentVersionDto>(`${versionsPath(projectId, kind)}/${version}`),
    enabled: version !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** Brings an old version back as the new current one; the tab and the history show it at once. */
export function useRestoreVersion(projectId: string, kind: DocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, ...input }: RestoreVersionInput & { version: number }) =>
      api<DocumentVersionDto>(`${versionsPath(projectId, kind)}/${version}/restore`, { method: 'POST', json: input }),
    onSuccess: ({ who: _who, ...restored }) => {
      showCurrentVersion(queryClient, projectId, restored);
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(projectId, kind), exact: true });
    },
  });
}
