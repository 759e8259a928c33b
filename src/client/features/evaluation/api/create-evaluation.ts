import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEvaluationInput, EvaluationDto, EvaluationStateDto } from '../../../../shared/schemas/evaluations';
import { api } from '../../../lib/api-client';
import { evaluationQueryKey } from './get-evaluation';

/** The server gives the model about a minute; past two the browser stops waiting. */
export const EVALUATION_CLIENT_TIMEOUT_MS = 120_000;

/** `headers` carries a visitor's captcha token, when captcha is on. */
export function createEvaluation(input: CreateEvaluationInput, headers: Record<string, string> = {}): Promise<EvaluationDto> {
  return api<EvaluationDto>('/evaluations', {
    method: 'POST',
    json: input,
    headers,
    signal: AbortSignal.timeout(EVALUATION_CLIENT_TIMEOUT_MS),
  });
}

/** The free evaluation (once per account); afterwards it is no longer available. */
export function useCreateEvaluation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEvaluationInput) => createEvaluation(input),
    onSuccess: (evaluation) => {
      queryClient.setQueryData<EvaluationStateDto>(evaluationQueryKey, { available: false, evaluation });
    },
  });
}
