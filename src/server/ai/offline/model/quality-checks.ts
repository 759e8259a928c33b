import type { QualityFacts, QualityPhrases } from './quality-phrases';

/**
 * What the quality document states beside its test cases, and in what order: the test strategy and
 * the checks that fit the platform. The phrasebook of the kit's language words each item.
 */

/** The test strategy from one of two angles: layer by layer over three must-have features, or by risk over two. */
export function qaStrategy(c: QualityFacts, say: QualityPhrases): string {
  const b = c.brief;
  const ids = c.must.map((f) => f.id);
  return c.pick(
    [
      say.strategy.layered(c.stack, c.must.slice(0, 3), b.backendRequired ? b.endpoints.length : undefined, c.first),
      say.strategy.riskFirst(c.stack, c.must.slice(0, 2), b.backendRequired, ids),
    ],
    'strategy',
  );
}
