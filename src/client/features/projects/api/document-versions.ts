import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentKind, type DocumentKind } from '../../../../shared/schemas/kit';
import type { DocumentVersionDto, DocumentVersionsDto, RestoreVersionInput } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { customDocumentsQueryKey } from './custom-documents';
import { showCurrentVersion } from './get-documents';
import { projectQueryKey } from './get-project';

const versionsPath = (projectId: string, kind: DocumentKind | string) =>
  `/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(kind)}/versions`;

export const versionsQueryKey = (projectId: string, kind: DocumentKind | string) =>
  [...projectQueryKey(projectId), 'versions', kind] as const;

/** A document's versions, newest first (asked again whenever the history opens). */
export function useDocumentVersions(projectId: string, kind: DocumentKind | string) {
  return useQuery({
    queryKey: versionsQueryKey(projectId, kind),
    queryFn: () => api<DocumentVersionsDto>(versionsPath(projectId, kind)),
    staleTime: 0,
  });
}

/** One version with its text; versions never change, so each is fetched once. */
export function useDocumentVersion(projectId: string, kind: DocumentKind | string, version: number | null) {
  return useQuery({
    queryKey: [...versionsQueryKey(projectId, kind), version] as const,
    queryFn: () => api<DocumentVersionDto>(`${versionsPath(projectId, kind)}/${version}`),
    enabled: version !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** Brings an old version back as the new current one; the tab and the history show it at once. */
export function useRestoreVersion(projectId: string, kind: DocumentKind | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ version, ...input }: RestoreVersionInput & { version: number }) =>
      api<DocumentVersionDto>(`${versionsPath(projectId, kind)}/${version}/restore`, { method: 'POST', json: input }),
    onSuccess: ({ who: _who, ...restored }) => {
      // A kit document is shown from the documents; a custom one (named by its id) from the custom documents.
      if (documentKind.safeParse(kind).success) showCurrentVersion(queryClient, projectId, restored);
      else void queryClient.invalidateQueries({ queryKey: customDocumentsQueryKey(projectId), exact: true });
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(projectId, kind), exact: true });
    },
  });
}
