/**
 * `npm run restore -- <file> [--force]`: restores a backup made by `npm run backup` into the
 * configured database (DATABASE_URL, else DATA_DIR). Stop every web and worker process first. A
 * database that already holds data is refused unless --force.
 */
import { Command } from 'commander';
import { restorePglite } from '../src/server/db/backups/pglite-backup';
import { describePostgres, restorePostgres } from '../src/server/db/backups/postgres-backup';
import { runScript } from '../src/server/db/backups/run-script';
import { getEnv } from '../src/server/env';

runScript(async () => {
  const program = new Command('npm run restore --')
    .description('Restore a backup into the configured database (DATABASE_URL, else the embedded one in DATA_DIR).')
    .argument('<file>', 'a file written by npm run backup')
    .option(
      '--force',
      'replace a database that already holds data (PostgreSQL: everything in it; embedded: the whole database, kept aside)',
    )
    .option('--pg-restore <path>', 'the pg_restore program (PostgreSQL)', 'pg_restore')
    .option('--psql <path>', 'the psql program (PostgreSQL)', 'psql')
    .option('--debug', 'print the stack of unexpected failures')
    .exitOverride()
    .parse();
  const [file] = program.args as [string];
  const options = program.opts<{ force?: boolean; pgRestore: string; psql: string }>();
  const force = options.force ?? false;

  const env = getEnv();
  if (env.DATABASE_URL) {
    const tables = await restorePostgres({ url: env.DATABASE_URL, inheritedEnv: process.env }, file, {
      force,
      pgRestore: options.pgRestore,
      psql: options.psql,
    });
    console.log(`Restored ${file} into ${describePostgres(env.DATABASE_URL)} (${tables} tables).`);
    return;
  }
  const restored = await restorePglite(env.DATA_DIR, file, { force });
  console.log(`Restored ${file} into the embedded database in ${env.DATA_DIR} (${restored.tables} tables).`);
  if (restored.previous)
    console.log(`The database it replaced is in ${restored.previous}: delete it when you no longer need it.`);
});
