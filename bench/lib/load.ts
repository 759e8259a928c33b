/** A thin wrapper over autocannon: one warm-up run (discarded), then one measured run. */
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections?: number;
  /** Seconds. */
  durationSeconds?: number;
  /** Seconds of discarded load first (0 to skip). */
  warmupSeconds?: number;
  /** Sent with every request besides `accept-encoding` (e.g. a session cookie). */
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** Mean of the per-second request counts of the measured run. */
  reqPerSec: number;
  /** Latency in ms. */
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export async function measure(options: LoadOptions): Promise<LoadResult> {
  // Sent as a browser would: the server's compression path is part of what is measured.
  const base = {
    url: options.url,
    connections: options.connections ?? 50,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...options.headers },
  };
  const warmup = options.warmupSeconds ?? 2;
  if (warmup > 0) await autocannon({ ...base, duration: warmup });
  const result = await autocannon({ ...base, duration: options.durationSeconds ?? 10 });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Throws when a run had failed requests: its req/s would not mean what it says. */
export function assertClean(label: string, result: LoadResult): void {
  if (result.total === 0 || result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${label}: ${result.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`,
    );
  }
}
