import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../../../../shared/schemas/kit';
import type { DecideOfferInput, DocumentDto, DocumentOfferDto } from '../../../../shared/schemas/projects';
import { api } from '../../../lib/api-client';
import { versionsQueryKey } from './document-versions';
import { showCurrentVersion } from './get-documents';
import { projectQueryKey } from './get-project';
import { kitRegenerationQueryKey } from './regenerate-kit';

const offerPath = (projectId: string, kind: DocumentKind) =>
  `/projects/${encodeURIComponent(projectId)}/documents/${encodeURIComponent(kind)}/offer`;

/** The text a regeneration wrote for a document edited by hand, waiting beside it (ADR 0034). */
export function useDocumentOffer(projectId: string, kind: DocumentKind) {
  return useQuery({
    queryKey: [...projectQueryKey(projectId), 'offer', kind] as const,
    queryFn: () => api<DocumentOfferDto>(offerPath(projectId, kind)),
    staleTime: 0,
  });
}

/** Keeps the founder's text, takes the offered one or saves their merge; the tab shows the result at once. */
export function useDecideOffer(projectId: string, kind: DocumentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideOfferInput) =>
      api<DocumentDto>(offerPath(projectId, kind), { method: 'POST', json: input }),
    onSuccess: (current) => {
      showCurrentVersion(queryClient, projectId, current);
      void queryClient.invalidateQueries({ queryKey: kitRegenerationQueryKey(projectId), exact: true });
      void queryClient.invalidateQueries({ queryKey: versionsQueryKey(projectId, kind), exact: true });
    },
  });
}
