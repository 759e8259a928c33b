import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../../../../shared/schemas/kit';
import type { DocumentDto, UpdateDocumentInput } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { showCurrentVersion } from './get-documents';

export function updateDocument(projectId: string, kind: DocumentKind, input: UpdateDocumentInput): Promise<DocumentDto> {
  return api<DocumentDto>(`/projects/${encodeURIComponent(projectId)}/documents/${kind}`, { method: 'PUT', json: input });
}

/** Saves an edited document as its new version; the tab shows it at once. */
export function useUpdateDocument(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...input }: UpdateDocumentInput & { kind: DocumentKind }) => updateDocument(projectId, kind, input),
    onSuccess: (saved) => showCurrentVersion(queryClient, projectId, saved),
  });
}
