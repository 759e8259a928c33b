import { z } from 'zod';
import { kitStepNames, type KitStep } from '../../../shared/schemas/kit';

/** What a job of the kit-step queue carries: the service sends it, the job's adapter parses it. */
export const kitStepJob = z.object({
  projectId: z.uuid(),
  step: z.enum(kitStepNames as [KitStep, ...KitStep[]]),
  /** The project's attempt the job belongs to: a job from an earlier, failed attempt does nothing. */
  attempt: z.number().int().positive(),
});
export type KitStepJob = z.infer<typeof kitStepJob>;

/** What a job of the regeneration queue carries. */
export const regenerateJob = z.object({ regenerationId: z.uuid() });
export type RegenerateJob = z.infer<typeof regenerateJob>;

/** What a job of the repair queue carries: the kit's attempt whose check failed. */
export const kitRepairJob = kitStepJob.omit({ step: true });
export type KitRepairJob = z.infer<typeof kitRepairJob>;

/** What a job of the custom-document queue carries: the custom document to write. */
export const customDocumentJob = z.object({ customDocumentId: z.uuid() });
export type CustomDocumentJob = z.infer<typeof customDocumentJob>;
