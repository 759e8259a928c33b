import { describe, expect, it } from 'vitest';
import { withFallback } from '../fallback-model';
import { KitModelError, type KitModel, type KitQuestion } from '../kit-model';
import { createOfflineModel } from '../offline/offline-model';

const question: KitQuestion = { question: 'Risks?', language: 'en', sections: [] };
const offline = createOfflineModel();

/** A model whose answer yields `pieces`, then fails with `error` when one is given. */
function answering(name: string, pieces: string[], error?: Error): KitModel {
  return {
    ...offline,
    name,
    async *answerQuestion() {
      for (const piece of pieces) yield piece;
      if (error) throw error;
    },
  };
}

const collect = async (model: KitModel) => {
  let text = '';
  for await (const piece of model.answerQuestion(question)) text += piece;
  return text;
};

describe('an answer with a fallback model', () => {
  it('is written by the fallback when the main model fails before its first piece', async () => {
    const calls: string[] = [];
    const model = withFallback(answering('main', [], new KitModelError('down', 'provider')), answering('fallback', ['From ', 'the fallback.']), (event) =>
      calls.push(event.call),
    );
    expect(await collect(model)).toBe('From the fallback.');
    expect(calls).toEqual(['answer']);
  });

  it('is not written again when the main model fails half-way: the failure ends it', async () => {
    const model = withFallback(answering('main', ['Half'], new KitModelError('cut', 'provider')), answering('fallback', ['Whole']));
    await expect(collect(model)).rejects.toThrow('cut');
  });
});
