import { kitSteps, viabilityOutput } from '../../src/shared/schemas/kit';
import { composeStep, composeViability } from '../../src/server/ai/offline/compose';
import { parseStepPrompt, stepFromOutputName } from '../../src/server/ai/step-prompts';
import type { FakeOpenAIRequest } from './openai-server';

/**
 * The fake provider's default answers (used by `openai-cli.ts`): a valid structured output for every
 * kit step and for the viability evaluation, written by the offline engine from the context that
 * `stepPrompt` put in the user message. The step comes from the schema name (`kit_<step>`), the idea
 * from `<idea>…</idea>`. Answers are checked against the step's schema, so a bad one is a 500.
 */

export async function kitResponder(request: FakeOpenAIRequest): Promise<unknown> {
  const step = stepFromOutputName(request.schemaName);
  if (step === undefined) return 'OK';
  const user = [...request.messages].reverse().find((m) => m.role === 'user');
  const parsed = parseStepPrompt(
    typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content ?? ''),
  );
  if (!parsed) throw new Error(`no <idea> in the ${request.schemaName} request`);
  if (step === 'viability') return viabilityOutput.parse(composeViability(parsed.idea));
  const output = composeStep(step, parsed);
  return kitSteps[step].schema.parse(output);
}
