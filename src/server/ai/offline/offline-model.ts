import type { Brief } from '../../../shared/schemas/brief';
import {
  isModelStep,
  kitStepNames,
  kitSteps,
  modelSchema,
  viabilityOutput,
  type KitOptions,
  type KitOutputs,
  type KitStep,
  type ModelStep,
  type StepContext,
} from '../../../shared/schemas/kit';
import { customDocumentOutput } from '../../../shared/schemas/custom-documents';
import { completeStep } from '../../kit/write-step';
import { noUsage, type KitModel, type KitQuestion, type ProposeBriefOptions } from '../kit-model';
import { extractiveAnswer } from '../questions/extractive-answer';
import { composeStep, composeViability } from './compose';
import { composeCustomDocument } from './custom-document';
import { compileKeywords } from './catalogue/lexicon';
import { readIdea } from './reader';

/**
 * The offline engine as a `KitModel`: no network, no key, no randomness. Every output is checked
 * against its step's schema here, so a bug in a template fails loudly instead of storing a broken
 * document.
 */
export function createOfflineModel(): KitModel {
  return {
    name: 'offline',
    async generateStep<S extends ModelStep>(step: S, context: StepContext, signal?: AbortSignal) {
      signal?.throwIfAborted();
      const output = modelSchema(step).parse(composeStep(step, context));
      return { output, usage: noUsage, model: 'offline' };
    },
    async evaluate(_idea: string, brief: Brief, signal?: AbortSignal) {
      signal?.throwIfAborted();
      return { output: viabilityOutput.parse(composeViability(brief)), usage: noUsage, model: 'offline' };
    },
    async proposeBrief(idea: string, options?: ProposeBriefOptions, signal?: AbortSignal) {
      signal?.throwIfAborted();
      return { output: readIdea(idea, options), usage: noUsage, model: 'offline' };
    },
    async writeCustomDocument(request, signal) {
      signal?.throwIfAborted();
      return { output: customDocumentOutput.parse(composeCustomDocument(request)), usage: noUsage, model: 'offline' };
    },
    async *answerQuestion(question: KitQuestion, signal?: AbortSignal) {
      for (const piece of extractiveAnswer(question)) {
        signal?.throwIfAborted();
        yield piece;
      }
    },
  };
}

/**
 * A whole kit, every step in graph order with its inputs and its rendered parts, validated (for tests and benchmarks);
 * from the confirmed brief when one is given, as the kit pipeline does.
 */
export function composeKit(idea: string, options: KitOptions = {}, variant = 1, brief?: Brief): KitOutputs {
  const outputs: Partial<KitOutputs> = {};
  for (const step of kitStepNames) {
    const inputs: Partial<KitOutputs> = {};
    for (const input of kitSteps[step].inputs as readonly KitStep[]) {
      Object.assign(inputs, { [input]: outputs[input] });
    }
    const context: StepContext = { idea, options, brief, variant, outputs: inputs };
    const written = isModelStep(step) ? modelSchema(step).parse(composeStep(step, context)) : undefined;
    Object.assign(outputs, { [step]: kitSteps[step].schema.parse(completeStep(step, context, written)) });
  }
  return outputs as KitOutputs;
}

/**
 * Composes one kit per language outside any request, so the first founder's kit does not pay for
 * compiling the composer's code and keyword expressions (a cold first kit blocks the event loop
 * several times longer; Russian kits run code of their own). Each idea asks for many capabilities,
 * so that most of the composer's code has run once.
 */
export function warmUpComposer(): void {
  for (const idea of [
    'A marketplace where cyclists book vetted bike repairers, pay by card with payouts to repairers, chat, get SMS reminders, leave reviews and see repairers on a map; admins approve repairers and export monthly reports.',
    'Запись клиентов к массажистам с напоминаниями и оплатой картой; массажисты ведут расписание, клиенты оставляют отзывы, администратор смотрит отчёты.',
  ]) {
    const read = readIdea(idea);
    composeKit(idea, {}, 1, read.kind === 'brief' ? read.brief : undefined);
  }
  compileKeywords();
}
