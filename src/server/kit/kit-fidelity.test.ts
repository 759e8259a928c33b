import { describe, expect, it } from 'vitest';
import { composeKit } from '../ai/offline/offline-model';
import { checkBriefs } from './kit-check.briefs';
import { kitFidelity, kitSentences, repetitionShares } from './kit-fidelity';

describe('kit fidelity', () => {
  const { idea, brief } = checkBriefs.find((b) => b.kind === 'regulated product')!;
  const kit = composeKit(idea, {}, 1, brief);

  it('counts the brief’s entities, integrations, constraints and dependencies found where they belong', () => {
    // 4 entities, 1 integration, 1 constraint and 3 dependencies.
    expect(kitFidelity(kit, brief)).toEqual({ found: 9, total: 9, misses: [] });
    const gap = structuredClone(kit);
    gap.tech_stack.integrations = [];
    expect(kitFidelity(gap, brief)).toEqual({
      found: 8,
      total: 9,
      misses: ['Integration SMS is not in the tech stack'],
    });
  });

  it('reads a kit’s sentences over 40 characters from its documents, board and prompts, without markdown', () => {
    const sentences = kitSentences(kit);
    expect(sentences.size).toBeGreaterThan(50);
    for (const sentence of sentences) {
      expect(sentence.length).toBeGreaterThan(40);
      expect(sentence).not.toMatch(/^(?:#|- |\|)/);
      expect(sentence).toBe(sentence.toLowerCase());
    }
    expect([...sentences].some((s) => s.includes('carer') || s.includes('nurse'))).toBe(true);
  });
});

describe('repetition', () => {
  it('is the share of a kit’s sentences found in more than a third of the other kits', () => {
    const common = 'this sentence is the same in every single kit we wrote';
    const half = 'this sentence appears in exactly two of the four kits';
    const own = (n: number) => `a sentence that only kit number ${n} of the four has`;
    const kits = [
      new Set([common, half, own(1), own(11)]),
      new Set([common, half, own(2), own(22)]),
      new Set([common, own(3)]),
      new Set([own(4)]),
    ];
    // Of 3 other kits, more than one must share it: `common` counts, `half` (one other) does not.
    expect(repetitionShares(kits)).toEqual([1 / 4, 1 / 4, 1 / 2, 0]);
  });
});

describe('repetition of the offline engine’s kits', () => {
  it('keeps each of six different products’ kits at most 10% text shared with over a third of the others', () => {
    const kits = checkBriefs.map(({ idea, brief }) => kitSentences(composeKit(idea, {}, 1, brief)));
    const shares = repetitionShares(kits);
    const byKind = checkBriefs.map(({ kind }, index) => `${kind} ${(100 * shares[index]!).toFixed(1)}%`).join(', ');
    expect(Math.max(...shares), byKind).toBeLessThanOrEqual(0.1);
  });
});
