import {
  isModelStep,
  type KitStep,
  type ModelStep,
  type ModelStepOutput,
  type StepContext,
  type StepOutput,
} from '../../shared/schemas/kit';
import { noUsage, type KitModel, type ModelResult } from '../ai/kit-model';
import { renderAgentFiles } from './agent-files';
import { renderPlatformPrompts } from './platform-prompts';

/** The writer recorded for a step no model writes. */
export const RENDERED = 'rendered';

/**
 * One kit step, whichever engine writes the kit: the model writes what needs judgement, templates
 * render what the kit data already determines (the rules files, the per-platform prompts), so
 * those parts cost no tokens and read the same for every engine.
 */
export async function writeKitStep<S extends KitStep>(
  model: KitModel,
  step: S,
  context: StepContext,
  signal?: AbortSignal,
): Promise<ModelResult<StepOutput<S>>> {
  if (!isModelStep(step)) return { output: completeStep(step, context), usage: noUsage, model: RENDERED };
  const { output, usage, model: writer } = await model.generateStep(step as S & ModelStep, context, signal);
  return { output: completeStep(step, context, output as ModelStepOutput<ModelStep>), usage, model: writer };
}

/** A step's stored output: what the model wrote with the rendered parts added, or the rendered step. */
export function completeStep<S extends KitStep>(
  step: S,
  context: StepContext,
  written?: ModelStepOutput<ModelStep>,
): StepOutput<S> {
  const input = { ...(context.brief ? { brief: context.brief } : {}), outputs: context.outputs };
  if (step === 'prompts') return renderPlatformPrompts(input) as StepOutput<S>;
  if (written === undefined) throw new Error(`the ${step} step is written by a model`);
  if (step === 'ai_rules') {
    const { rules } = written as ModelStepOutput<'ai_rules'>;
    return { rules, files: renderAgentFiles(input, rules) } as StepOutput<S>;
  }
  return written as unknown as StepOutput<S>;
}
