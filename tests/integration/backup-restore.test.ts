import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../../src/server/db/client';
import { lockDataDir } from '../../src/server/db/data-dir-lock';
import type { DocumentDto } from '../../src/shared/schemas/projects';
import { createEmptyPostgres } from '../support/databases';
import { userWithCredits } from '../support/kit-helpers';
import { projectRoot } from '../support/processes';
import { createTestApp, type TestApp } from '../support/test-app';
import { call, emptyProject, readyProject } from '../support/workspace-helpers';

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'specforge-backup-'));
  folders.push(dir);
  return dir;
}

/** Runs `scripts/<script>.ts <args>` as `npm run backup|restore -- <args>` does, under the umask given (else the test's). */
function run(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  umask?: string,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const command = [process.execPath, '--import', 'tsx', `scripts/${script}.ts`, ...args];
    const [program, ...programArgs] = umask ? ['/bin/sh', '-c', 'umask "$1" && shift && exec "$@"', 'sh', umask, ...command] : command;
    const child = spawn(program!, programArgs, {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** A backup holds password hashes, sessions and 2FA secrets: its owner's alone, even written under umask 000. */
function expectPrivate(file: string) {
  expect((statSync(file).mode & 0o777).toString(8)).toBe('600');
  expect((statSync(path.dirname(file)).mode & 0o777).toString(8)).toBe('700');
}

/** A refusal a person can act on: exit code 1 and the reason, no stack. */
function expectRefusal(result: { code: number | null; output: string }, reason: string | RegExp) {
  expect(result.output).toMatch(reason);
  expect(result.output).not.toMatch(/\n\s+at /);
  expect(result.code).toBe(1);
}

/** Through the app: a kit written for a paying user, one document edited once (2 versions), and a project not started. */
async function makeData(t: TestApp) {
  const user = await userWithCredits(t, `backup-${t.database.kind}@example.com`, { credits: 2 });
  const project = await readyProject(t, user);
  const overview = `/api/projects/${project.id}/documents/overview`;
  const original = (await (await call(t, user, 'GET', overview)).json()) as DocumentDto;
  const edited = await call(t, user, 'PUT', overview, {
    content: `${original.content}\n\nEdited before the backup.`,
    baseVersion: original.version,
  });
  expect(edited.status).toBe(200);
  await emptyProject(t, user);
}

/** Every project, credit ledger row and document version, whole. */
async function contents(database: Database) {
  const snapshot = {
    projects: await database.query('select * from projects order by id'),
    ledger: await database.query('select * from credit_ledger order by id'),
    documents: await database.query('select * from documents order by id'),
  };
  // What makeData made is all there (the comparison would otherwise prove little).
  expect(snapshot.projects).toHaveLength(2);
  expect(snapshot.ledger.map((row) => row.delta)).toEqual(expect.arrayContaining([2, -1]));
  expect(
    snapshot.documents
      .filter((row) => row.kind === 'overview')
      .map((row) => row.version)
      .sort(),
  ).toEqual([1, 2]);
  return snapshot;
}

async function contentsOfMigrated(database: Database) {
  try {
    // The restored database is one the server can start on: nothing left to migrate, nothing refused.
    await migrateDatabase(database);
    return await contents(database);
  } finally {
    await database.close();
  }
}

describe('npm run backup and npm run restore', () => {
  it('back up the embedded database through PGlite’s dump and restore it into a new DATA_DIR, whole', async () => {
    const source = tempFolder();
    const t = await createTestApp('pglite', { kit: {}, dataDir: path.join(source, 'pglite') });
    let original;
    try {
      await makeData(t);
      original = await contents(t.database);
    } finally {
      await t.close();
    }
    const file = path.join(tempFolder(), 'nightly', 'specforge.tar.gz');

    // A server holds the database: the backup waits for it to stop.
    const release = lockDataDir(path.join(source, 'pglite.lock'));
    try {
      expectRefusal(
        await run('backup', ['--output', file], { DATA_DIR: source }),
        /Another Specforge process .* is using the embedded database/,
      );
    } finally {
      release();
    }

    const backup = await run('backup', ['--output', file], { DATA_DIR: source }, '000');
    expect(backup.output).toMatch(new RegExp(`Wrote ${file} \\(\\d+(\\.\\d)? (kB|MB)\\)`));
    expect(backup.code).toBe(0);
    expectPrivate(file);
    expect(readdirSync(path.dirname(file))).toEqual(['specforge.tar.gz']);
    expectRefusal(await run('backup', ['--output', file], { DATA_DIR: source }), 'already exists');

    const target = tempFolder();
    const restore = await run('restore', [file], { DATA_DIR: target });
    expect(restore.output).toContain(`Restored ${file} into the embedded database in ${target}`);
    expect(restore.code).toBe(0);
    // Loaded beside and renamed into place: nothing else is left in DATA_DIR.
    expect(readdirSync(target).sort()).toEqual(['pglite']);
    expect(
      await contentsOfMigrated(await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'pglite') })),
    ).toEqual(original);

    expectRefusal(await run('restore', [file], { DATA_DIR: target }), 'already holds a database');
    const forced = await run('restore', [file, '--force'], { DATA_DIR: target });
    expect(forced.code, forced.output).toBe(0);
    expect(readdirSync(target).sort()).toEqual(['pglite', expect.stringMatching(/^pglite\.before-restore-/)]);
    expect(
      await contentsOfMigrated(await openDatabase({ kind: 'pglite', dataDir: path.join(target, 'pglite') })),
    ).toEqual(original);
  }, 240_000);

  it('refuses bad input with a reason, without a stack', async () => {
    const folder = tempFolder();
    const env = { DATA_DIR: path.join(folder, 'data') };
    expectRefusal(await run('backup', [], env), 'No embedded database in');
    expectRefusal(await run('restore', [path.join(folder, 'missing.tar.gz')], env), 'No backup at');
    const notABackup = path.join(folder, 'notes.txt');
    writeFileSync(notABackup, 'not a backup');
    expectRefusal(await run('restore', [notABackup], env), 'is not a Specforge backup');
    const truncated = path.join(folder, 'truncated.tar.gz');
    writeFileSync(truncated, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
    expectRefusal(await run('restore', [truncated], env), 'could not be loaded as a PGlite database');
    // Nothing half-restored is left behind.
    expect(readdirSync(env.DATA_DIR)).toEqual([]);
    const usage = await run('restore', [], env);
    expect(usage.output).toContain("missing required argument 'file'");
    expect(usage.code).toBe(2);
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'back up PostgreSQL with pg_dump and restore it with pg_restore into a new database, whole',
    async () => {
      const t = await createTestApp('postgres', { kit: {} });
      const file = path.join(tempFolder(), 'nightly', 'specforge.dump');
      let original;
      try {
        await makeData(t);
        await t.kit!.stop();
        original = await contents(t.database);
        const backup = await run('backup', ['-o', file], { DATA_DIR: tempFolder(), DATABASE_URL: t.database.url! }, '000');
        expect(backup.output).toMatch(new RegExp(`Wrote ${file} \\(\\d+(\\.\\d)? (kB|MB)\\)`));
        expect(backup.code).toBe(0);
        expectPrivate(file);
      } finally {
        await t.close();
      }

      const fresh = await createEmptyPostgres();
      try {
        const env = { DATA_DIR: tempFolder(), DATABASE_URL: fresh.url };
        const restore = await run('restore', [file], env);
        expect(restore.output).toContain(`Restored ${file} into database "${new URL(fresh.url).pathname.slice(1)}"`);
        expect(restore.code).toBe(0);
        const open = () => openDatabase({ kind: 'postgres', url: fresh.url, max: 1 });
        expect(await contentsOfMigrated(await open())).toEqual(original);

        expectRefusal(await run('restore', [file], env), /already holds \d+ tables/);
        const forced = await run('restore', [file, '--force'], env);
        expect(forced.code, forced.output).toBe(0);
        expect(await contentsOfMigrated(await open())).toEqual(original);
        // A damaged backup changes nothing: the restore is one transaction, committed only once pg_restore read it all.
        const damaged = path.join(tempFolder(), 'damaged.dump');
        writeFileSync(damaged, readFileSync(file).subarray(0, Math.floor(statSync(file).size * 0.6)));
        expectRefusal(await run('restore', [damaged, '--force'], env), 'pg_restore failed');
        expect(await contentsOfMigrated(await open())).toEqual(original);
        // A PGlite backup is not restored into PostgreSQL by mistake.
        const pgliteLike = path.join(tempFolder(), 'embedded.tar.gz');
        writeFileSync(pgliteLike, Buffer.from([0x1f, 0x8b, 0x08, 0x00]));
        expectRefusal(await run('restore', [pgliteLike, '--force'], env), 'is a backup of the embedded database');
      } finally {
        await fresh.drop();
      }
    },
    240_000,
  );
});
