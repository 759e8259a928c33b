/**
 * Start a TypeScript server as a child process on a free loopback port, wait until it answers,
 * and stop it. Children run as `node --import tsx <file>` from the repository root, so relative
 * paths (`dist/client`, `DATA_DIR`) and the `tsx` loader resolve as they do for `npm start`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const loopback = '127.0.0.1';

/** A port the OS says is free right now (listen on 0, read the port, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, loopback, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('could not read the probe port'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

export interface StartOptions {
  /** Label for messages. */
  name: string;
  /** The entry file, relative to the repository root (or absolute). */
  file: string;
  /** Extra arguments after the file. */
  args?: string[];
  /** Node's own options, before the file (e.g. `--cpu-prof`, which NODE_OPTIONS may not carry). */
  nodeArgs?: string[];
  /** Added to the parent's environment. `PORT` and `HOST` are set for you. */
  env?: Record<string, string>;
  /** Listen on this port (e.g. one from `freePort()` already written into `APP_URL`); default a fresh free one. */
  port?: number;
  /** The path polled with GET until it answers 2xx. */
  readyPath: string;
  /** Give up after this long (default 60 s: the first embedded-database start takes several seconds). */
  readyTimeoutMs?: number;
  /** Where the child's stdout goes (default 'ignore', i.e. /dev/null). stderr is kept for error messages. */
  stdout?: 'ignore' | 'inherit';
}

export interface RunningServer {
  name: string;
  port: number;
  /** e.g. `http://127.0.0.1:41234` */
  origin: string;
  child: ChildProcess;
  /** SIGTERM, wait for exit (SIGKILL after `graceMs`). Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

const stderrKeep = 16 * 1024;

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const origin = `http://${loopback}:${port}`;
  const file = path.resolve(repoRoot, options.file);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', file, ...(options.args ?? [])], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: loopback },
    stdio: ['ignore', options.stdout ?? 'ignore', 'pipe'],
  });

  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-stderrKeep);
  });

  // Set when the child exits or cannot be spawned; checked on every poll.
  let gone: string | undefined;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      gone = `exited (code ${code}, signal ${signal})`;
      resolve();
    });
  });
  child.once('error', (error) => {
    gone ??= `could not be started: ${error.message}`;
  });

  const stop = async (graceMs = 15_000) => {
    if (gone !== undefined || child.pid === undefined) return;
    child.kill('SIGTERM');
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), graceMs).unref());
    if ((await Promise.race([exited, timer])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  };

  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  const url = origin + options.readyPath;
  const fail = (problem: string) => new Error(`${options.name} ${problem}\n--- stderr ---\n${stderr.trim()}`);
  let lastProblem = 'no answer yet';
  try {
    for (;;) {
      if (gone !== undefined) throw fail(gone + ' before it answered');
      if (Date.now() > deadline) throw fail(`did not answer GET ${url} within ${timeoutMs} ms (${lastProblem})`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.ok) break;
        lastProblem = `status ${response.status}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop(5_000);
    throw error;
  }

  return { name: options.name, port, origin, child, stop };
}
