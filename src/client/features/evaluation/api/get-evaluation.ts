import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EvaluationStateDto } from '../../../../shared/schemas/evaluations';
import { api } from '../../../lib/api-client';

export const evaluationQueryKey = ['evaluation'] as const;

export function getEvaluationState(): Promise<EvaluationStateDto> {
  return api<EvaluationStateDto>('/evaluations');
}

export const evaluationQueryOptions = queryOptions({
  queryKey: evaluationQueryKey,
  queryFn: getEvaluationState,
});

/** Whether the free evaluation is still available, and the evaluation once made. */
export function useEvaluationState() {
  return useQuery(evaluationQueryOptions);
}
