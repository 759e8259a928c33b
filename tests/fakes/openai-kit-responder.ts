import { modelSchema, viabilityOutput, type KitOutputs, type KitStep } from '../../src/shared/schemas/kit';
import { composeStep, composeViability } from '../../src/server/ai/offline/compose';
import { readIdea } from '../../src/server/ai/offline/reader';
import { parseBriefPrompt, parseCustomDocumentPrompt, parseStepPrompt, stepFromOutputName } from '../../src/server/ai/step-prompts';
import { composeCustomDocument } from '../../src/server/ai/offline/custom-document';
import { customDocumentOutput } from '../../src/shared/schemas/custom-documents';
import type { FakeOpenAIRequest, FakeOpenAIResponder } from './openai-server';

/**
 * The fake provider's default answers (used by `openai-cli.ts`): a valid structured output for every
 * kit step, for the viability evaluation and for the brief, written by the offline engine from the
 * context that `stepPrompt` (or `briefPrompt`) put in the user message. The step comes from the
 * schema name (`kit_<step>`), the idea from `<idea>…</idea>`. Answers are checked against the step's
 * schema, so a bad one is a 500.
 */

export async function kitResponder(request: FakeOpenAIRequest): Promise<unknown> {
  const step = stepFromOutputName(request.schemaName);
  if (step === undefined) return 'OK';
  const user = [...request.messages].reverse().find((m) => m.role === 'user');
  const text = typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content ?? '');
  if (step === 'brief') return briefAnswerOf(text);
  if (step === 'custom_document') return customDocumentAnswerOf(text);
  const parsed = parseStepPrompt(text);
  if (!parsed) throw new Error(`no <idea> in the ${request.schemaName} request`);
  if (step === 'viability') {
    if (!parsed.brief) throw new Error('no <brief> in the kit_viability request');
    return viabilityOutput.parse(composeViability(parsed.brief));
  }
  return modelSchema(step).parse(composeStep(step, parsed));
}

/** A step's answer spoilt the way a careless model spoils it (a feature left out of the plan...). */
export type KitDrift = { [S in KitStep]?: (output: KitOutputs[S]) => KitOutputs[S] };

/**
 * The default answers, with planted inconsistencies: each step `drift` names is answered spoilt
 * unless its prompt lists the kit check's problems (the repair round's block), as a model that
 * drifts once and fixes what it is told.
 */
export function driftingKitResponder(drift: KitDrift): FakeOpenAIResponder {
  return async (request) => {
    const answer = await kitResponder(request);
    const step = stepFromOutputName(request.schemaName) as KitStep | undefined;
    const spoil = step === undefined ? undefined : (drift[step] as ((output: unknown) => unknown) | undefined);
    const user = [...request.messages].reverse().find((m) => m.role === 'user');
    const repairing = typeof user?.content === 'string' && /<repair>[\s\S]*<\/repair>/.test(user.content);
    return spoil && !repairing ? spoil(structuredClone(answer)) : answer;
  };
}

/** The brief request answered in the AI engine's answer shape, read by the offline reader. */
function briefAnswerOf(text: string): unknown {
  const parsed = parseBriefPrompt(text);
  if (!parsed) throw new Error('no <idea> in the kit_brief request');
  const result = readIdea(parsed.idea, parsed.options);
  return result.kind === 'brief'
    ? { unclear: false, brief: result.brief, questions: result.questions }
    : { unclear: true, questions: result.questions };
}

/** A custom document's request answered by the offline composer, from the documents the prompt carried. */
function customDocumentAnswerOf(text: string): unknown {
  const request = parseCustomDocumentPrompt(text);
  if (!request) throw new Error('no <idea> in the kit_custom_document request');
  return customDocumentOutput.parse(composeCustomDocument(request));
}
