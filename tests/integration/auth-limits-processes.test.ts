import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEmptyPostgres } from '../support/databases';
import { freePort, runTs, waitForOk } from '../support/processes';

const APP_URL = 'http://localhost:3000';
const PASSWORD = 'Str0ng!Passw0rd';

async function startServer(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'specforge-limits-'));
  const server = runTs('src/server/main.ts', {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    APP_URL,
    AUTH_SECRET: 'shared-secret-shared-secret-shared-secret',
    LOG_LEVEL: 'warn',
  });
  await waitForOk(`http://127.0.0.1:${port}/api/health`, server);
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    post: (route: string, body: unknown) =>
      fetch(base + route, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: APP_URL }, body: JSON.stringify(body) }),
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('login limits across processes', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'refuse the 6th login for one email when the attempts alternate between two servers on one PostgreSQL',
    async () => {
      const empty = await createEmptyPostgres();
      const a = await startServer(empty.url);
      const b = await startServer(empty.url);
      try {
        const email = 'shared-limit@example.com';
        expect((await a.post('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'x' })).status).toBe(200);
        const [mail] = (await (await fetch(`${b.base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
        const verify = new URL(mail!.links.find((l) => l.includes('verify-email'))!);
        expect((await fetch(b.base + verify.pathname + verify.search, { redirect: 'manual' })).status).toBe(302);

        for (let i = 0; i < 5; i++) {
          const server = i % 2 === 0 ? a : b;
          expect((await server.post('/api/auth/sign-in/email', { email, password: 'Wr0ng!Password' })).status).toBe(401);
        }
        for (const server of [a, b]) {
          const refused = await server.post('/api/auth/sign-in/email', { email, password: PASSWORD });
          expect(refused.status).toBe(429);
          expect(await refused.json()).toMatchObject({ message: 'Too many attempts. Please try again in 15 minutes.' });
        }
      } finally {
        await a.stop();
        await b.stop();
        await empty.drop();
      }
    },
  );
});
