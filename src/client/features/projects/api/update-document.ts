import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomDocumentDto, CustomDocumentsDto } from '../../../../shared/schemas/custom-documents';
import type { DocumentKind } from '../../../../shared/schemas/kit';
import type { DocumentDto, UpdateDocumentInput } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { customDocumentsQueryKey } from './custom-documents';
import { showCurrentVersion } from './get-documents';

/** Saves a kit document (by its kind) or a custom one (by its id) as its new version. */
export function updateDocument(
  projectId: string,
  ref: DocumentKind | string,
  input: UpdateDocumentInput,
): Promise<DocumentDto | CustomDocumentDto> {
  return api<DocumentDto | CustomDocumentDto>(`/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(ref)}`, {
    method: 'PUT',
    json: input,
  });
}

/** Saves an edited document as its new version; the tab shows it at once. */
export function useUpdateDocument(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...input }: UpdateDocumentInput & { kind: DocumentKind | string }) => updateDocument(projectId, kind, input),
    onSuccess: (saved) => {
      if (saved.kind !== 'custom') return showCurrentVersion(queryClient, projectId, saved);
      queryClient.setQueryData<CustomDocumentsDto>(customDocumentsQueryKey(projectId), (data) =>
        data ? { documents: data.documents.map((d) => (d.id === saved.id ? saved : d)) } : data,
      );
    },
  });
}
