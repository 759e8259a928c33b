/**
 * The real server as in production (NODE_ENV=production, embedded database in a fresh DATA_DIR,
 * LOG_LEVEL=info to /dev/null) with one account signed in: the account is seeded into the data
 * folder before the server opens it (email confirmed, a password, a few projects), then signs in
 * over HTTP like a browser, so the cookie is the one better-auth hands out.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/auth/password';
import { openAppDatabase } from '../../src/server/db/open-from-env';
import { account, projects, user } from '../../src/server/db/schema';
import { parseEnv } from '../../src/server/env';
import { benchAccount } from './accounts';
import { freePort, loopback, startServer, type RunningServer } from './servers';

const password = 'bench-Passw0rd!';
const seededProjects = 5;

export interface SignedInServer {
  server: RunningServer;
  /** The `Cookie` header a signed-in browser sends. */
  cookie: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
}

async function seedAccount(env: Record<string, string>): Promise<string> {
  const database = await openAppDatabase(parseEnv(env));
  try {
    const userId = await benchAccount(database, 10);
    await database.db.insert(account).values({
      id: randomUUID(),
      accountId: userId,
      providerId: 'credential',
      userId,
      password: await hashPassword(password),
    });
    await database.db.insert(projects).values(
      Array.from({ length: seededProjects }, (_, i) => ({
        ownerId: userId,
        name: `Bench project ${i + 1}`,
        idea: 'A habit tracker mobile app with streaks, reminders and a weekly reflection journal.',
        status: 'ready' as const,
      })),
    );
    const [row] = await database.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
    return row!.email;
  } finally {
    await database.close();
  }
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`bench sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  if (!cookie) throw new Error('bench sign-in set no cookie');
  return cookie;
}

/** `nodeArgs` go to the server's node (e.g. `--cpu-prof` to see what a request runs). */
export async function startSignedInServer(nodeArgs: string[] = []): Promise<SignedInServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'specforge-bench-'));
  try {
    const port = await freePort();
    const origin = `http://${loopback}:${port}`;
    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_IN_PRODUCTION: '1',
      AI_PROVIDER: 'offline',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'info',
      APP_URL: origin,
    };
    const email = await seedAccount(env);
    const server = await startServer({
      name: 'specforge',
      file: 'src/server/main.ts',
      port,
      readyPath: '/api/health',
      readyTimeoutMs: 60_000,
      env,
      nodeArgs,
    });
    try {
      const cookie = await signIn(origin, email);
      return {
        server,
        cookie,
        stop: async () => {
          await server.stop();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
