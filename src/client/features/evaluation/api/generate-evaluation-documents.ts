import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EvaluationDto, EvaluationStateDto } from '../../../../shared/schemas/evaluations';
import { api } from '../../../lib/api-client';
import { EVALUATION_CLIENT_TIMEOUT_MS } from './create-evaluation';
import { evaluationQueryKey } from './get-evaluation';

export function generateEvaluationDocuments(id: string): Promise<EvaluationDto> {
  return api<EvaluationDto>(`/evaluations/${encodeURIComponent(id)}/documents`, {
    method: 'POST',
    signal: AbortSignal.timeout(EVALUATION_CLIENT_TIMEOUT_MS),
  });
}

/** 'Generate overview and PRD' for the evaluated idea. */
export function useGenerateEvaluationDocuments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateEvaluationDocuments,
    onSuccess: (evaluation) => {
      queryClient.setQueryData<EvaluationStateDto>(evaluationQueryKey, (state) => ({
        available: state?.available ?? false,
        evaluation,
      }));
    },
  });
}
