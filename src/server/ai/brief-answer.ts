import { z } from 'zod';
import { brief, briefObject, briefQuestion, MAX_QUESTIONS } from '../../shared/schemas/brief';
import { repairBrief } from './brief-repair';
import type { ProposeBriefOptions, ReadResult } from './kit-model';

/**
 * The AI engine's structured output for a brief: the brief's own shape (without the cross-reference
 * rules, which JSON Schema cannot say), the questions and an `unclear` flag. The answer is repaired
 * (`repairBrief`), given the founder's language and platforms, then checked with the full `brief`
 * schema; an answer that still fails is malformed output, so the model's retry loop asks again.
 */
export function briefAnswer(options: ProposeBriefOptions) {
  return z
    .object({
      unclear: z
        .boolean()
        .describe('True only when no honest product can be planned from the idea; then brief is omitted'),
      brief: briefObject.optional().describe('What was understood; required unless unclear'),
      questions: z
        .array(briefQuestion)
        .describe(`Up to ${MAX_QUESTIONS} questions whose answers would change the brief the most`),
    })
    .transform((answer, ctx): ReadResult => {
      const questions = answer.questions.slice(0, MAX_QUESTIONS);
      if (answer.unclear) return { kind: 'unclear', questions };
      if (!answer.brief) {
        ctx.addIssue({ code: 'custom', message: 'A brief is required unless the idea is unclear.', path: ['brief'] });
        return z.NEVER;
      }
      const repaired = repairBrief({
        ...answer.brief,
        language: options.language ?? answer.brief.language,
        platforms: options.platforms?.length ? [...new Set(options.platforms)] : answer.brief.platforms,
      });
      const checked = brief.safeParse(repaired);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['brief', ...issue.path] });
        }
        return z.NEVER;
      }
      return { kind: 'brief', brief: checked.data, questions };
    });
}
