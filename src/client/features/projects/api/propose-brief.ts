import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { briefQuestion, type BriefProposal, type BriefQuestion } from '../../../../shared/schemas/brief';
import { ApiError, api } from '../../../lib/api-client';

/** Reads an idea into a brief and up to three questions: free, nothing is charged (ADR 0022). */
export function proposeBrief(idea: string): Promise<BriefProposal> {
  return api<BriefProposal>('/briefs', { method: 'POST', json: { idea } });
}

export function useProposeBrief() {
  return useMutation({ mutationFn: proposeBrief });
}

const unclearBody = z.object({ questions: z.array(briefQuestion) });

/**
 * The questions that would make an unclear idea clear, when the error says the idea was unclear;
 * null for any other failure.
 */
export function unclearIdeaOf(error: unknown): { questions: BriefQuestion[] } | null {
  if (!(error instanceof ApiError) || error.code !== 'IDEA_UNCLEAR') return null;
  const body = unclearBody.safeParse(error.body);
  const details = unclearBody.safeParse(error.details);
  return { questions: body.data?.questions ?? details.data?.questions ?? [] };
}
