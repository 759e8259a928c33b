import { z } from 'zod';
import { viabilityOutput } from './kit';
import { idea } from './projects';

export const createEvaluationInput = z.object({ idea });
export type CreateEvaluationInput = z.input<typeof createEvaluationInput>;

export const evaluationDto = z.object({
  id: z.uuid(),
  idea: z.string(),
  /** The product's name as the evaluation read it (the wizard keeps it for the same idea); null before briefs. */
  productName: z.string().nullable(),
  viability: viabilityOutput,
  /** Markdown, once 'Generate overview and PRD' has run. */
  overview: z.string().nullable(),
  requirements: z.string().nullable(),
  createdAt: z.string(),
});
export type EvaluationDto = z.infer<typeof evaluationDto>;

export const evaluationStateDto = z.object({
  /** True while the account has not used its one free evaluation. */
  available: z.boolean(),
  evaluation: evaluationDto.nullable(),
});
export type EvaluationStateDto = z.infer<typeof evaluationStateDto>;

export const evaluationParams = z.object({ id: z.uuid() });
