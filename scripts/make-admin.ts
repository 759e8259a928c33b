/**
 * `npm run make-admin -- someone@example.com`: gives an existing account the admin role, which opens
 * the admin area (/dashboard/admin) to it. Uses the configured database exactly as the server does
 * (DATABASE_URL, else the embedded one in DATA_DIR). The embedded database serves one process at a
 * time: stop the server first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_ROLE, isAdminRole } from '../src/shared/schemas/admin';
import { openAppDatabase } from '../src/server/db/open-from-env';
import { EnvError, getEnv } from '../src/server/env';
import { findUserByEmail, setUserRole } from '../src/server/modules/admin/admin.repo';

const USAGE = 'Usage: npm run make-admin -- someone@example.com';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const email = args[0]?.trim();
  if (args.length !== 1 || !email || !email.includes('@')) {
    console.error(USAGE);
    return 2;
  }

  const env = getEnv();
  if (!env.DATABASE_URL) {
    // PGlite keeps this file while a process has the database open (and removes it on a clean stop).
    const lock = path.resolve(env.DATA_DIR, 'pglite', 'postmaster.pid');
    if (existsSync(lock)) {
      console.error(
        `The embedded database in ${path.dirname(lock)} is in use: stop the server (or worker) first, then run this again.\n` +
          `If nothing is running, a crash left ${lock} behind: delete it and try again.`,
      );
      return 1;
    }
  }

  const database = await openAppDatabase(env);
  try {
    const account = await findUserByEmail(database.db, email);
    if (!account) {
      console.error(`No account with the email ${email}. Sign up with it first, then run this again.`);
      return 1;
    }
    if (isAdminRole(account.role)) {
      console.log(`${account.email} is already an admin.`);
      return 0;
    }
    await setUserRole(database.db, account.id, ADMIN_ROLE);
    console.log(
      `${account.email} is now an admin: the admin area is at ${new URL('/dashboard/admin', env.APP_URL).toString()}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof EnvError ? error.message : error);
    process.exit(1);
  },
);
