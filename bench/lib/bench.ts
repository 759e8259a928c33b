/**
 * The contract between `bench/run-all.ts` and each benchmark: a `bench/*.bench.ts` module whose
 * default export is a `Bench`. A benchmark prints its own progress and returns a `BenchResult`;
 * it throws when it cannot measure (a server that does not start, a run full of errors).
 */
export interface BenchResult {
  /** Short name, e.g. `health`. */
  name: string;
  /** One line a person reads first, e.g. `health: specforge 1234 req/s, … ratio 0.53 (target >= 0.50)`. */
  summary: string;
  /** Numbers worth keeping, in print order (unit in the key, e.g. `specforgeReqPerSec`). */
  metrics: Record<string, number>;
}

export type Bench = () => Promise<BenchResult>;

export function isBench(value: unknown): value is Bench {
  return typeof value === 'function';
}
