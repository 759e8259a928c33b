import { spawn } from 'node:child_process';
import pg from 'pg';
import { BackupError } from './backup-error';
import { readBackupFormat, reserveBackupFile } from './backup-files';

export interface PostgresTarget {
  /** DATABASE_URL. */
  url: string;
  /** The environment pg_dump and pg_restore inherit (PATH, PGSSLROOTCERT…). */
  inheritedEnv: NodeJS.ProcessEnv;
}

/** `database "specforge" on db.example:5432`: how messages name a database, without its password. */
export function describePostgres(url: string): string {
  const parsed = new URL(url);
  return `database "${decodeURIComponent(parsed.pathname.slice(1)) || parsed.username}" on ${parsed.host || 'the local socket'}`;
}

/**
 * The URL without its password, which travels in PGPASSWORD instead: a command line is readable
 * by every user of the machine (`ps`).
 */
function connection(target: PostgresTarget): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(target.url);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...target.inheritedEnv, PGPASSWORD: password } : target.inheritedEnv };
}

function notFound(program: string): BackupError {
  const name = program.split('/').pop() ?? program;
  return new BackupError(
    `${program} was not found. Install the PostgreSQL client programs of your server's version or newer ` +
      `(Debian: apt-get install postgresql-client), or name it with --${name.replace('_', '-')} /path/to/${name}.`,
  );
}

/** A PostgreSQL client program at work; its error output becomes the message of a failure. */
function startClient(program: string, args: string[], env: NodeJS.ProcessEnv, stdio: { stdin: boolean; stdout: boolean }) {
  const name = program.split('/').pop();
  const child = spawn(program, args, { env, stdio: [stdio.stdin ? 'pipe' : 'ignore', stdio.stdout ? 'pipe' : 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? notFound(program) : error));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${name} failed (${signal ?? `exit code ${code}`}):\n${stderr.trim()}`));
    });
  });
  return { child, done };
}

/** `pg_dump --format=custom` of the whole database into `file` (written whole or not at all). */
export async function backupPostgres(target: PostgresTarget, file: string, pgDump: string): Promise<number> {
  const { dbname, env } = connection(target);
  const reserved = reserveBackupFile(file);
  try {
    await startClient(pgDump, ['--format=custom', `--file=${reserved.partial}`, `--dbname=${dbname}`], env, { stdin: false, stdout: false }).done;
    return reserved.commit();
  } catch (error) {
    reserved.abandon();
    throw error;
  }
}

/** The tables and schemas the database holds outside PostgreSQL's own schemas. */
async function inspect(url: string): Promise<{ tables: number; schemas: string[] }> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(
      `Could not connect to ${describePostgres(url)}: ${(error as Error).message}. ` +
        'Restore into an existing (preferably new, empty) database: create it first, e.g. createdb -O <owner> <name>.',
    );
  }
  try {
    const system = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;
    const tables = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r', 'p') and ${system}`,
    );
    const schemas = await client.query<{ name: string }>(`select n.nspname as name from pg_namespace n where ${system} order by 1`);
    return { tables: tables.rows[0]?.count ?? 0, schemas: schemas.rows.map((row) => row.name) };
  } finally {
    await client.end();
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Restores a `pg_dump --format=custom` file into the database. pg_restore turns it into SQL that
 * psql runs in one transaction: all or nothing. A database that already holds tables is refused
 * unless `force`, which empties it in that same transaction (every schema of ours dropped; pg_restore's
 * own --clean cannot drop pg-boss's partitioned tables). Returns the number of tables afterwards.
 */
export async function restorePostgres(
  target: PostgresTarget,
  file: string,
  options: { force: boolean; pgRestore: string; psql: string },
): Promise<number> {
  const format = readBackupFormat(file);
  if (format === 'pglite-gzip') {
    throw new BackupError(`${file} is a backup of the embedded database (PGlite): restore it without DATABASE_URL, into DATA_DIR.`);
  }
  if (format !== 'postgres-custom') throw new BackupError(`${file} is not a Specforge backup (a pg_dump custom-format file).`);
  const existing = await inspect(target.url);
  if (existing.tables > 0 && !options.force) {
    throw new BackupError(
      `${describePostgres(target.url)} already holds ${existing.tables} tables. Restore into a new, empty database, ` +
        'or pass --force to replace everything in it (stop every web and worker process first).',
    );
  }
  const { dbname, env } = connection(target);
  const emptying = options.force
    ? [...existing.schemas.map((schema) => `drop schema ${quoteIdentifier(schema)} cascade;`), 'create schema public;']
    : [];
  const psql = startClient(
    options.psql,
    ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${dbname}`, ...emptying.flatMap((sql) => ['--command', sql]), '--file=-'],
    env,
    { stdin: true, stdout: false },
  );
  const pgRestore = startClient(options.pgRestore, ['--no-owner', '--no-privileges', '--file=-', file], env, { stdin: false, stdout: true });
  // psql commits when its input ends: it ends only once pg_restore has written the whole backup.
  pgRestore.child.stdout!.pipe(psql.child.stdin!, { end: false });
  psql.child.stdin!.on('error', () => {}); // psql stopped first: its own failure says why.
  try {
    await pgRestore.done;
  } catch (error) {
    psql.child.kill('SIGKILL');
    await psql.done.catch(() => {});
    throw error;
  }
  psql.child.stdin!.end();
  await psql.done;
  return (await inspect(target.url)).tables;
}
