import { countProviderTokens } from '../metrics/process-metrics';
import type { KitModel, ModelResult } from './kit-model';

function counted<T>(result: ModelResult<T>): ModelResult<T> {
  countProviderTokens(result.model, result.usage);
  return result;
}

/**
 * The model, counting the tokens of every call that returns a result, under the provider and model
 * that wrote it (the fallback's when it took over). Question answers stream and report no usage.
 */
export function meteredModel(model: KitModel): KitModel {
  return {
    name: model.name,
    generateStep: async (step, context, signal) => counted(await model.generateStep(step, context, signal)),
    evaluate: async (idea, brief, signal) => counted(await model.evaluate(idea, brief, signal)),
    proposeBrief: async (idea, options, signal) => counted(await model.proposeBrief(idea, options, signal)),
    writeCustomDocument: async (request, signal) => counted(await model.writeCustomDocument(request, signal)),
    answerQuestion: (question, signal) => model.answerQuestion(question, signal),
  };
}
