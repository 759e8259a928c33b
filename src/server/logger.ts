import pino, { type Logger } from 'pino';
import type { Env } from './env';

export type { Logger };

/** JSON logs in production, readable lines in development, nothing unless asked in tests. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const pretty = env.NODE_ENV === 'development' && process.stdout.isTTY;
  return pino({
    level: env.LOG_LEVEL,
    base: undefined,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
