/**
 * `npm run backup [-- --output file]`: a backup of the configured database, as the server finds it
 * (DATABASE_URL, else the embedded database in DATA_DIR). PostgreSQL: `pg_dump --format=custom`,
 * safe while the app runs. The embedded database: PGlite's own dump, taken with the database closed
 * to everyone else, so stop the server first (it refuses while one runs). Backups are 0600 and the
 * folders made for them 0700, whatever the umask: they hold password hashes, sessions and 2FA secrets.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import type { DatabaseKind } from '../src/server/db/client';
import { defaultBackupFile, formatSize, tightenBackupFolder } from '../src/server/db/backups/backup-files';
import { backupPglite } from '../src/server/db/backups/pglite-backup';
import { backupPostgres, describePostgres } from '../src/server/db/backups/postgres-backup';
import { runScript } from '../src/server/db/backups/run-script';
import { getEnv } from '../src/server/env';

runScript(async () => {
  const options = new Command('npm run backup --')
    .description('Back up the configured database (DATABASE_URL, else the embedded one in DATA_DIR) to one file.')
    .option('-o, --output <file>', 'where to write it (default: backups/specforge-<kind>-<UTC time>.<dump|tar.gz>)')
    .option(
      '--pg-dump <path>',
      'the pg_dump program (PostgreSQL; its version must be the server’s or newer)',
      'pg_dump',
    )
    .option('--debug', 'print the stack of unexpected failures')
    .exitOverride()
    .parse()
    .opts<{ output?: string; pgDump: string }>();

  const env = getEnv();
  const fileOf = (kind: DatabaseKind) => {
    if (options.output) return options.output;
    const file = defaultBackupFile(kind);
    tightenBackupFolder(path.dirname(file));
    return file;
  };
  if (env.DATABASE_URL) {
    const file = fileOf('postgres');
    const size = await backupPostgres({ url: env.DATABASE_URL, inheritedEnv: process.env }, file, options.pgDump);
    console.log(`Wrote ${file} (${formatSize(size)}): ${describePostgres(env.DATABASE_URL)}, pg_dump custom format.`);
    return;
  }
  const file = fileOf('pglite');
  const size = await backupPglite(env.DATA_DIR, file);
  console.log(`Wrote ${file} (${formatSize(size)}): the embedded database in ${env.DATA_DIR}, PGlite dump.`);
  if (!env.AUTH_SECRET && existsSync(path.join(env.DATA_DIR, 'auth-secret'))) {
    console.log(
      `Sessions and two-factor secrets are signed with ${path.join(env.DATA_DIR, 'auth-secret')} (AUTH_SECRET is not set): ` +
        'keep a copy of it with the backup, to restore it on another machine.',
    );
  }
});
