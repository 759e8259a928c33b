import { createApp, type AppDeps } from '../../src/server/app';
import type { DatabaseKind } from '../../src/server/db/client';
import { parseEnv, type Env } from '../../src/server/env';
import { createLogger } from '../../src/server/logger';
import { createTestDatabase, type TestDatabase } from './databases';

/** The origin test requests pretend to come from. */
export const TEST_APP_URL = 'http://localhost:3000';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  env: Env;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given kind, configured like a test deployment. */
export async function createTestApp(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...options.env,
  });
  const database = await createTestDatabase(kind);
  const app = createApp({ env, database, logger: createLogger(env), ...options.deps });
  return { app, database, env, close: () => database.destroy() };
}

/** A JSON request to the app. */
export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
