import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  CreateCustomDocumentInput,
  CustomDocumentDto,
  CustomDocumentsDto,
} from '../../../../shared/schemas/custom-documents';
import { documentKind, type DocumentKind } from '../../../../shared/schemas/kit';
import { api } from '../../../lib/api-client';
import { PROJECT_POLL_MS, projectQueryKey } from './get-project';

export const customDocumentsQueryKey = (projectId: string) => [...projectQueryKey(projectId), 'custom-documents'] as const;

export function getCustomDocuments(projectId: string): Promise<CustomDocumentsDto> {
  return api<CustomDocumentsDto>(`/projects/${encodeURIComponent(projectId)}/custom-documents`);
}

/** The project's custom documents; asked for again every few seconds while one is being written. */
export function useCustomDocuments(projectId: string) {
  return useQuery({
    queryKey: customDocumentsQueryKey(projectId),
    queryFn: () => getCustomDocuments(projectId),
    staleTime: 0,
    gcTime: 60_000,
    refetchInterval: (query) =>
      query.state.data?.documents.some((document) => document.status === 'queued') ? PROJECT_POLL_MS : false,
  });
}

export function createCustomDocument(projectId: string, input: CreateCustomDocumentInput): Promise<CustomDocumentDto> {
  return api<CustomDocumentDto>(`/projects/${encodeURIComponent(projectId)}/documents`, { method: 'POST', json: input });
}

/** Asks for a new custom document (Growth); its tab appears at once, writing. */
export function useCreateCustomDocument(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCustomDocumentInput) => createCustomDocument(projectId, input),
    onSuccess: (created) => {
      queryClient.setQueryData<CustomDocumentsDto>(customDocumentsQueryKey(projectId), (data) =>
        data
          ? { documents: [...data.documents.filter((d) => d.id !== created.id && d.title !== created.title), created] }
          : { documents: [created] },
      );
      return queryClient.invalidateQueries({ queryKey: customDocumentsQueryKey(projectId), exact: true });
    },
  });
}

/** A document's name on the page: a kit document's in the interface language, a custom one's title (from the loaded list). */
export function useDocumentName(projectId: string, ref: DocumentKind | string): string {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  if (documentKind.safeParse(ref).success) return t(`projects.documents.${ref}`);
  const custom = queryClient.getQueryData<CustomDocumentsDto>(customDocumentsQueryKey(projectId));
  return custom?.documents.find((document) => document.id === ref)?.title ?? '';
}
