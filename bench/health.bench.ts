/**
 * Throughput of the real server against a bare Hono hello-world, both started the same way
 * (`node --import tsx`, loopback, stdout to /dev/null) and loaded by autocannon from this process:
 * 50 connections, 2 s warm-up (discarded), 10 s measured per path.
 *
 * Paths: GET /api/health, and as a signed-in browser (its session cookie on every request)
 * GET /api/projects and GET /api/me, the request every page of the app starts with.
 *
 * Order: hello-world, Specforge (each path in turn), hello-world again, then the yardstick. The
 * baseline is the mean of the two hello-world runs, so drift during the run (thermal, noisy
 * neighbours) hits both sides alike.
 *
 * The yardstick is the same hello-world spinning 20 µs per request before it answers: what a budget
 * of app work costs in ratio on this machine, where the load generator shares the server's cores
 * (ADR 0033). Everything `/api/me` does (the request id, the metrics, the log line, the security
 * headers, the guards, the route, the session and the JSON) has to fit in that budget to reach 0.5.
 *
 * The real server runs as in production: NODE_ENV=production on the embedded database in a fresh
 * temporary DATA_DIR, LOG_LEVEL=info (one JSON log line per request, written to /dev/null), with
 * one account that has a few projects (see lib/signed-in-server.ts).
 */
import type { BenchResult } from './lib/bench';
import { assertClean, measure, type LoadResult } from './lib/load';
import { startServer, type RunningServer } from './lib/servers';
import { startSignedInServer } from './lib/signed-in-server';

const healthPath = '/api/health';
const connections = 50;
const durationSeconds = 10;
const warmupSeconds = 2;
const targetRatio = 0.5;
const yardstickWorkUs = 20;

async function load(origin: string, path: string, label: string, headers?: Record<string, string>): Promise<LoadResult> {
  console.log(`  ${label}: ${warmupSeconds} s warm-up + ${durationSeconds} s at ${connections} connections…`);
  const result = await measure({ url: origin + path, connections, durationSeconds, warmupSeconds, headers });
  assertClean(label, result);
  return result;
}

function row(label: string, r: Pick<LoadResult, 'reqPerSec' | 'p50Ms' | 'p99Ms'>, baseline: number) {
  return {
    server: label,
    'req/s': Math.round(r.reqPerSec),
    'p50 ms': r.p50Ms,
    'p99 ms': r.p99Ms,
    'ratio to hello': Number((r.reqPerSec / baseline).toFixed(2)),
  };
}

const describe = (r: LoadResult, ratio: number) =>
  `${Math.round(r.reqPerSec)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, ratio ${ratio.toFixed(2)}`;

export default async function run(): Promise<BenchResult> {
  const hello: RunningServer = await startServer({
    name: 'hono hello-world',
    file: 'bench/fixtures/hello-hono.ts',
    readyPath: healthPath,
  });
  let helloA: LoadResult;
  let helloB: LoadResult;
  let yardstick: LoadResult;
  let health: LoadResult;
  let me: LoadResult;
  let projects: LoadResult;
  try {
    helloA = await load(hello.origin, healthPath, 'hono hello-world (1st)');

    const specforge = await startSignedInServer();
    try {
      const { origin } = specforge.server;
      const headers = { cookie: specforge.cookie };
      health = await load(origin, healthPath, 'specforge GET /api/health');
      projects = await load(origin, '/api/projects', 'specforge GET /api/projects (signed in)', headers);
      me = await load(origin, '/api/me', 'specforge GET /api/me (signed in)', headers);
    } finally {
      await specforge.stop();
    }

    helloB = await load(hello.origin, healthPath, 'hono hello-world (2nd)');
  } finally {
    await hello.stop();
  }

  const busyHello = await startServer({
    name: `hono hello-world + ${yardstickWorkUs} µs`,
    file: 'bench/fixtures/hello-hono.ts',
    readyPath: healthPath,
    env: { WORK_US: String(yardstickWorkUs) },
  });
  try {
    yardstick = await load(busyHello.origin, healthPath, `hono hello-world + ${yardstickWorkUs} µs of work per request`);
  } finally {
    await busyHello.stop();
  }

  const helloReqPerSec = (helloA.reqPerSec + helloB.reqPerSec) / 2;
  const ratioOf = (r: LoadResult) => r.reqPerSec / helloReqPerSec;

  console.table([
    row('hono hello-world (1st)', helloA, helloReqPerSec),
    row('specforge /api/health', health, helloReqPerSec),
    row('specforge /api/projects', projects, helloReqPerSec),
    row('specforge /api/me', me, helloReqPerSec),
    row('hono hello-world (2nd)', helloB, helloReqPerSec),
    row(`hello-world + ${yardstickWorkUs} µs/request`, yardstick, helloReqPerSec),
  ]);

  const meRatio = ratioOf(me);
  const verdict = meRatio >= targetRatio ? 'met' : 'NOT met';
  return {
    name: 'health',
    // Ends with the /api/me ratio against its target: the figure this benchmark is read for.
    summary:
      `health: hono hello-world ${Math.round(helloReqPerSec)} req/s (mean of 2 runs); specforge /api/health ${describe(health, ratioOf(health))}; ` +
      `/api/projects ${describe(projects, ratioOf(projects))}; ` +
      `yardstick: hello-world + ${yardstickWorkUs} µs/request ratio ${ratioOf(yardstick).toFixed(2)}; ` +
      `/api/me ${describe(me, meRatio)} (target >= ${targetRatio.toFixed(2)}, ${verdict})`,
    metrics: {
      helloReqPerSec: Math.round(helloReqPerSec),
      helloFirstReqPerSec: Math.round(helloA.reqPerSec),
      helloSecondReqPerSec: Math.round(helloB.reqPerSec),
      helloP50Ms: helloA.p50Ms,
      helloP99Ms: helloA.p99Ms,
      healthReqPerSec: Math.round(health.reqPerSec),
      healthP50Ms: health.p50Ms,
      healthP99Ms: health.p99Ms,
      healthRatio: Number(ratioOf(health).toFixed(3)),
      projectsReqPerSec: Math.round(projects.reqPerSec),
      projectsP50Ms: projects.p50Ms,
      projectsP99Ms: projects.p99Ms,
      projectsRatio: Number(ratioOf(projects).toFixed(3)),
      meReqPerSec: Math.round(me.reqPerSec),
      meP50Ms: me.p50Ms,
      meP99Ms: me.p99Ms,
      meRatio: Number(meRatio.toFixed(3)),
      yardstickWorkUs,
      yardstickReqPerSec: Math.round(yardstick.reqPerSec),
      yardstickRatio: Number(ratioOf(yardstick).toFixed(3)),
    },
  };
}
