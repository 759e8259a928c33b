import { useMutation } from '@tanstack/react-query';
import type { BriefQuestion } from '../../../../shared/schemas/brief';
import { ideaUnclearDto, type BriefProposalDto } from '../../../../shared/schemas/projects';
import { ApiError, api } from '../../../lib/api-client';

/** Reads an idea into a brief and up to three questions: free, nothing is charged (ADR 0022). */
export function proposeBrief(idea: string): Promise<BriefProposalDto> {
  return api<BriefProposalDto>('/briefs', { method: 'POST', json: { idea } });
}

export function useProposeBrief() {
  return useMutation({ mutationFn: proposeBrief });
}

/**
 * The questions that would make an unclear idea clear (they travel beside the 422's message), when
 * the error says the idea was unclear; null for any other failure.
 */
export function unclearIdeaOf(error: unknown): { questions: BriefQuestion[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'IDEA_UNCLEAR') return null;
  return { questions: ideaUnclearDto.safeParse(error.body).data?.questions ?? [] };
}
