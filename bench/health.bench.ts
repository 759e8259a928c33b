/**
 * GET /api/health throughput of the real server against a bare Hono hello-world, both started the
 * same way (`node --import tsx`, loopback, stdout to /dev/null) and loaded by autocannon from this
 * process: 50 connections, 2 s warm-up (discarded), 10 s measured.
 *
 * Order: hello-world, Specforge, hello-world again. The baseline is the mean of the two
 * hello-world runs, so drift during the run (thermal, noisy neighbours) hits both sides alike.
 *
 * The real server runs as in production: NODE_ENV=production on the embedded database in a fresh
 * temporary DATA_DIR, LOG_LEVEL=info (one JSON log line per request, written to /dev/null).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BenchResult } from './lib/bench';
import { assertClean, measure, type LoadResult } from './lib/load';
import { startServer, type RunningServer } from './lib/servers';

const healthPath = '/api/health';
const connections = 50;
const durationSeconds = 10;
const warmupSeconds = 2;
const targetRatio = 0.5;

async function load(server: RunningServer, label: string): Promise<LoadResult> {
  console.log(`  ${label}: ${warmupSeconds} s warm-up + ${durationSeconds} s at ${connections} connections…`);
  const result = await measure({ url: server.origin + healthPath, connections, durationSeconds, warmupSeconds });
  assertClean(label, result);
  return result;
}

function row(label: string, r: Pick<LoadResult, 'reqPerSec' | 'p50Ms' | 'p99Ms'>) {
  return { server: label, 'req/s': Math.round(r.reqPerSec), 'p50 ms': r.p50Ms, 'p99 ms': r.p99Ms };
}

export default async function run(): Promise<BenchResult> {
  const hello = await startServer({
    name: 'hono hello-world',
    file: 'bench/fixtures/hello-hono.ts',
    readyPath: healthPath,
  });
  let helloA: LoadResult;
  let helloB: LoadResult;
  let specforge: LoadResult;
  try {
    helloA = await load(hello, 'hono hello-world (1st)');

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-bench-'));
    try {
      const server = await startServer({
        name: 'specforge',
        file: 'src/server/main.ts',
        readyPath: healthPath,
        readyTimeoutMs: 60_000,
        env: {
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          ALLOW_EMBEDDED_IN_PRODUCTION: '1',
          AUTH_SECRET: randomBytes(32).toString('hex'),
          LOG_LEVEL: 'info',
        },
      });
      try {
        specforge = await load(server, 'specforge');
      } finally {
        await server.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }

    helloB = await load(hello, 'hono hello-world (2nd)');
  } finally {
    await hello.stop();
  }

  const helloReqPerSec = (helloA.reqPerSec + helloB.reqPerSec) / 2;
  const ratio = specforge.reqPerSec / helloReqPerSec;

  console.table([
    row('hono hello-world (1st)', helloA),
    row('specforge', specforge),
    row('hono hello-world (2nd)', helloB),
  ]);

  const verdict = ratio >= targetRatio ? 'met' : 'NOT met';
  return {
    name: 'health',
    summary:
      `health: specforge ${Math.round(specforge.reqPerSec)} req/s, hono hello-world ${Math.round(helloReqPerSec)} req/s ` +
      `(mean of 2 runs), ratio ${ratio.toFixed(2)} (target >= ${targetRatio.toFixed(2)}, ${verdict})`,
    metrics: {
      specforgeReqPerSec: Math.round(specforge.reqPerSec),
      specforgeP50Ms: specforge.p50Ms,
      specforgeP99Ms: specforge.p99Ms,
      helloReqPerSec: Math.round(helloReqPerSec),
      helloFirstReqPerSec: Math.round(helloA.reqPerSec),
      helloSecondReqPerSec: Math.round(helloB.reqPerSec),
      helloP50Ms: helloA.p50Ms,
      helloP99Ms: helloA.p99Ms,
      ratio: Number(ratio.toFixed(3)),
    },
  };
}
