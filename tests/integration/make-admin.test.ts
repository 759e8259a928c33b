import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createEmptyPostgres } from '../support/databases';
import { projectRoot } from '../support/processes';

const dataDirs: string[] = [];
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'specforge-make-admin-'));
  dataDirs.push(dir);
  return dir;
}

/** Runs `scripts/make-admin.ts <args>` as `npm run make-admin -- <args>` does. */
async function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/make-admin.ts', ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function insertUser(database: Database, email: string) {
  await database.query(`insert into "user" (id, name, email, role) values ($1, 'Someone', $2, 'user')`, [
    `id-${email}`,
    email,
  ]);
}

describe('scripts/make-admin.ts', () => {
  it('makes an existing account an admin on the embedded database, and says clearly when there is none', async () => {
    const DATA_DIR = tempDataDir();
    const usage = await run([], { DATA_DIR });
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage: npm run make-admin -- someone@example.com');

    // The first run creates and migrates the database, then finds nobody.
    const missing = await run(['nobody@example.com'], { DATA_DIR });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No account with the email nobody@example.com');

    let database = await openDatabase({ kind: 'pglite', dataDir: path.join(DATA_DIR, 'pglite') });
    await insertUser(database, 'someone@example.com');
    await database.close();

    const made = await run(['Someone@Example.com'], { DATA_DIR });
    expect(made.output).toContain('someone@example.com is now an admin');
    expect(made.code).toBe(0);
    const again = await run(['someone@example.com'], { DATA_DIR });
    expect(again.output).toContain('already an admin');
    expect(again.code).toBe(0);

    database = await openDatabase({ kind: 'pglite', dataDir: path.join(DATA_DIR, 'pglite') });
    try {
      expect(await database.query('select role from "user" where email = $1', ['someone@example.com'])).toEqual([
        { role: 'admin' },
      ]);
    } finally {
      await database.close();
    }
  }, 90_000);

  it('refuses to open the embedded database while another process has it open', async () => {
    const DATA_DIR = tempDataDir();
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(DATA_DIR, 'pglite') });
    try {
      const busy = await run(['someone@example.com'], { DATA_DIR });
      expect(busy.code).toBe(1);
      expect(busy.output).toContain('is in use: stop the server');
    } finally {
      await database.close();
    }
    // Just in case PGlite ever stops writing it: the check is about the file.
    writeFileSync(path.join(DATA_DIR, 'pglite', 'postmaster.pid'), '-42\n');
    expect((await run(['someone@example.com'], { DATA_DIR })).output).toContain('is in use');
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'works on PostgreSQL when DATABASE_URL is set',
    async () => {
      const empty = await createEmptyPostgres();
      try {
        const env = { DATA_DIR: tempDataDir(), DATABASE_URL: empty.url };
        expect((await run(['pg-admin@example.com'], env)).code).toBe(1);
        const database = await openDatabase({ kind: 'postgres', url: empty.url, max: 1 });
        await insertUser(database, 'pg-admin@example.com');
        const made = await run(['pg-admin@example.com'], env);
        expect(made.code).toBe(0);
        expect(await database.query('select role from "user" where email = $1', ['pg-admin@example.com'])).toEqual([
          { role: 'admin' },
        ]);
        await database.close();
      } finally {
        await empty.drop();
      }
    },
    60_000,
  );
});
