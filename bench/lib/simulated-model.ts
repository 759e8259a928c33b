import type { KitModel } from '../../src/server/ai/kit-model';
import { composeKit, createOfflineModel } from '../../src/server/ai/offline/offline-model';

/**
 * A simulated provider of fixed latency: each idea's kit is written by the offline engine before
 * the clock starts, and every call answers with its step's output after exactly `ms`. (Composing
 * during the run would add the engine's CPU time, spent one step after another on this thread, to
 * the parallel steps' latency.)
 */
export function simulatedModel(ms: number, kitIdeas: string[]): KitModel {
  // Briefs are read before the clock of a kit starts (when the project is ordered), by the offline engine.
  const offline = createOfflineModel();
  const kits = new Map(kitIdeas.map((idea) => [idea, composeKit(idea, {})]));
  const sleep = () => new Promise((resolve) => setTimeout(resolve, ms));
  const name = `simulated(${ms} ms/step)`;
  return {
    ...offline,
    name,
    generateStep: (async (step, context) => {
      await sleep();
      const kit = kits.get(context.idea);
      if (!kit) throw new Error(`no simulated kit for ${context.idea}`);
      return { output: kit[step], usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 }, model: name };
    }) as KitModel['generateStep'],
    evaluate: () => Promise.reject(new Error('not simulated')),
  };
}
