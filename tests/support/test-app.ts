import type { KitModel } from '../../src/server/ai/kit-model';
import { createApp, type AppDeps } from '../../src/server/app';
import { startKitRuntime, type KitRuntime } from '../../src/server/jobs/kit-runtime';
import type { Database, DatabaseKind } from '../../src/server/db/client';
import { parseEnv, type Env } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createTestDatabase, type TestDatabase } from './databases';
import { testScryptLogN } from './test-scrypt';

/** The origin test requests pretend to come from. */
export const TEST_APP_URL = 'http://localhost:3000';

/**
 * The server bindings of a request arriving on a socket from `address` (what @hono/node-server
 * passes the app), for `app.request(path, init, connectionFrom('203.0.113.9'))`.
 */
export function connectionFrom(address: string) {
  return { incoming: { socket: { remoteAddress: address, remotePort: 50_000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } } };
}

/**
 * What the request helpers need: something that answers the app's requests (the app in this
 * process, or a server process over HTTP) and the database behind it.
 */
export interface AppClient {
  app: { request(input: string, init?: RequestInit): Response | Promise<Response> };
  database: Database;
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  env: Env;
  /** Present when the app was created with `kit`. */
  kit?: KitRuntime;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given kind, configured like a test deployment. */
export async function createTestApp(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    /** Starts the kit runtime (queue, notifications, model) and, unless `worker: false`, a worker. */
    kit?: { model?: KitModel; worker?: boolean };
    /** PGlite only: keep the database in this folder (for a server process to open afterwards). */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    // As behind one proxy: requests name their address in X-Forwarded-For (app.request has no socket).
    TRUST_PROXY: '1',
    // Production refuses a lowered work factor: production-mode test apps hash as production does.
    ...(options.env?.NODE_ENV === 'production' ? {} : { SCRYPT_LOG_N: testScryptLogN }),
    ...options.env,
  });
  const database = await createTestDatabase(kind, { dataDir: options.dataDir });
  const logger = createLogger(env);
  const kit = options.kit
    ? await startKitRuntime({ database, env, logger, worker: options.kit.worker ?? true, model: options.kit.model })
    : undefined;
  const app = createApp({ env, database, logger, kit, ...options.deps });
  // Requests come from this machine, as a developer's browser's would (the dev pages need that),
  // unless a test passes another connection.
  const request = app.request;
  app.request = (input, init, bindings, executionCtx) => request(input, init, bindings ?? connectionFrom('127.0.0.1'), executionCtx);
  return {
    app,
    database,
    env,
    kit,
    close: async () => {
      await kit?.stop();
      await database.destroy();
    },
  };
}

/** A JSON request to the app. */
export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
