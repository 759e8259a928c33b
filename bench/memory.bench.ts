/**
 * Memory under sustained load: 100,000 signed-in GET /api/me requests (50 connections) against the
 * real server as in production (see lib/signed-in-server.ts), after 10,000 of warm-up (JIT, caches,
 * pools). The server's resident memory is read from /proc/<pid>/status (VmRSS, and VmHWM, the peak)
 * before, every 10,000 requests, and after.
 *
 * Criterion: after the warm-up, RSS grows by less than 10% over the 100,000 requests. A leak of a
 * few hundred bytes per request (a listener, a cached object per request) would show as tens of MB.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { BenchResult } from './lib/bench';
import { startSignedInServer } from './lib/signed-in-server';

const path = '/api/me';
const connections = 50;
const warmupRequests = 10_000;
const totalRequests = 100_000;
const sampleEvery = 10_000;
const maxGrowth = 0.1;

interface Memory {
  rssMb: number;
  peakMb: number;
}

/** The process's resident set and its peak, from the kernel's view of it. */
async function memoryOf(pid: number): Promise<Memory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

async function send(url: string, cookie: string, amount: number): Promise<void> {
  const result = await autocannon({ url, connections, amount, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${amount} requests: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts)`);
  }
}

const mb = (value: number) => Number(value.toFixed(1));

export default async function run(): Promise<BenchResult> {
  const specforge = await startSignedInServer();
  const samples: Array<{ requests: number } & Memory> = [];
  try {
    const pid = specforge.server.child.pid!;
    const url = specforge.server.origin + path;
    console.log(`  warm-up: ${warmupRequests} requests to ${path}…`);
    await send(url, specforge.cookie, warmupRequests);
    samples.push({ requests: 0, ...(await memoryOf(pid)) });
    console.log(`  ${totalRequests} requests at ${connections} connections, RSS read every ${sampleEvery}…`);
    for (let sent = sampleEvery; sent <= totalRequests; sent += sampleEvery) {
      await send(url, specforge.cookie, sampleEvery);
      samples.push({ requests: sent, ...(await memoryOf(pid)) });
    }
  } finally {
    await specforge.stop();
  }

  console.table(samples.map((s) => ({ requests: s.requests, 'RSS MB': mb(s.rssMb), 'peak MB': mb(s.peakMb) })));
  const start = samples[0]!;
  const middle = samples[Math.floor(samples.length / 2)]!;
  const end = samples.at(-1)!;
  const growth = (end.rssMb - start.rssMb) / start.rssMb;
  const verdict = growth < maxGrowth ? 'met' : 'NOT met';
  return {
    name: 'memory',
    summary:
      `memory: ${totalRequests} GET ${path} after ${warmupRequests} of warm-up, server RSS ${mb(start.rssMb)} MB at start, ` +
      `${mb(middle.rssMb)} MB after ${middle.requests}, ${mb(end.rssMb)} MB at end (peak ${mb(end.peakMb)} MB): ` +
      `growth ${(growth * 100).toFixed(1)}% (target < ${maxGrowth * 100}%, ${verdict})`,
    metrics: {
      requests: totalRequests,
      startRssMb: mb(start.rssMb),
      middleRssMb: mb(middle.rssMb),
      endRssMb: mb(end.rssMb),
      peakRssMb: mb(end.peakMb),
      growthPercent: Number((growth * 100).toFixed(2)),
    },
  };
}
