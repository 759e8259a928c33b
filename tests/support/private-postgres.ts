import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { freePort } from './processes';

const run = promisify(execFile);

/**
 * A PostgreSQL server of the test's own, in a temporary folder, for faults that would disturb every
 * other test on the machine's shared server (a restart). Trust authentication on loopback only.
 */
export interface PrivatePostgres {
  /** The `postgres` database's URL. */
  url: string;
  /** Stops the server (fast mode: sessions are cut, as in a failover), waits `downMs`, starts it again. */
  restart(options?: { downMs?: number }): Promise<void>;
  /** The server's own log, for a failure message. */
  log(): string;
  /** Stops the server at once and removes its folder. */
  destroy(): Promise<void>;
}

/** The newest installed server's binaries (Debian's layout), or PG_BIN_DIR. */
function serverBinaries(): string {
  const configured = process.env.PG_BIN_DIR;
  if (configured) return configured;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`no PostgreSQL server binaries (initdb, pg_ctl) under ${root}: install postgresql or set PG_BIN_DIR`);
  }
  return path.join(root, versions[0]!, 'bin');
}

/** initdb refuses to run as root: as root, the server runs as the `postgres` system user. */
async function serverUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = serverBinaries();
  const user = await serverUser();
  const dir = mkdtempSync(path.join(tmpdir(), 'specforge-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'log');
  const asServer = (command: string, args: string[]) =>
    user ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args);
  const pgCtl = (...args: string[]) => asServer('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', ...args]);

  const port = await freePort();
  await asServer('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // The socket goes to the test's folder (the system's may not be writable); fsync is off: a restart
  // in fast mode is a clean shutdown, and these data die with the test.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => pgCtl('-o', options, 'start');
  try {
    await start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let destroyed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async restart({ downMs = 0 } = {}) {
      await pgCtl('-m', 'fast', 'stop');
      await delay(downMs);
      await start();
    },
    log: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''),
    async destroy() {
      if (destroyed) return;
      destroyed = true;
      await pgCtl('-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
