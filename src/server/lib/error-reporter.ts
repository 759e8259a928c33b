import type { Db } from '../db/client';
import { errorEvents } from '../db/schema';
import { errorChain, trimStack } from '../../shared/error-reporting';
import type { Logger } from '../logger';
import { isRateLimited, type RateLimit } from './rate-limit';
import type { SentryClient } from './sentry';

export interface ErrorReport {
  source: 'client' | 'server';
  message: string;
  stack?: string;
  url?: string;
  userAgent?: string;
  requestId?: string;
  context?: Record<string, unknown>;
}

/** Crash reports one address may cause in the window: a crash anyone can provoke must not fill the table or the Sentry quota. */
export const SERVER_CRASH_REPORTS = { name: 'server-crash-reports', points: 20, durationSeconds: 5 * 60 } as const;

/** Where crashes go: the log, the `error_events` table and, when configured, Sentry. */
export class ErrorReporter {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly sentry?: SentryClient,
    /** Per address (SERVER_CRASH_REPORTS): crashes of a request beyond it are logged briefly, not stored or sent. */
    private readonly limit?: RateLimit,
  ) {}

  /** An unexpected server error: logged, stored and sent to Sentry (at most `limit` per address). Never throws. */
  async serverError(error: unknown, meta: { requestId?: string; url?: string; address?: string } = {}): Promise<void> {
    const err = error instanceof Error ? error : new Error(String(error));
    const { address, ...context } = meta;
    if (address !== undefined && !(await this.withinLimit(address))) {
      this.logger.warn({ reqId: meta.requestId, url: meta.url, address, error: err.message }, 'unhandled server error (not reported: too many from this address)');
      return;
    }
    // `reqId`, as on every other line of the request (the request logger's key).
    this.logger.error({ err, reqId: meta.requestId, url: meta.url }, 'unhandled server error');
    this.sentry?.captureException(err, context);
    await this.store({
      source: 'server',
      message: err.message,
      stack: err.stack,
      url: meta.url,
      requestId: meta.requestId,
      context: { chain: errorChain(err) },
    });
  }

  /** A crash reported by a browser: stored and logged (the browser sends it to Sentry itself). */
  async clientError(report: Omit<ErrorReport, 'source'>): Promise<void> {
    this.logger.warn({ clientError: { message: report.message, url: report.url }, requestId: report.requestId }, 'client error');
    await this.store({ ...report, source: 'client' });
  }

  /** A limit that cannot be read (its database is down) lets the report through: that crash matters most. */
  private async withinLimit(address: string): Promise<boolean> {
    if (!this.limit) return true;
    try {
      await this.limit.consume(address);
      return true;
    } catch (error) {
      return !isRateLimited(error);
    }
  }

  private async store(report: ErrorReport): Promise<void> {
    try {
      await this.db.insert(errorEvents).values(escapeNul({ ...report, stack: trimStack(report.stack) }));
    } catch (storeError) {
      this.logger.error({ err: storeError }, 'could not store an error event');
    }
  }
}

/**
 * PostgreSQL refuses NUL in text and in JSON strings; a crash report is stored whatever it holds,
 * so each NUL (in values and keys, at any depth) becomes the visible escape `\u0000`.
 */
export function escapeNul<T>(value: T): T {
  if (typeof value === 'string') return value.replaceAll('\u0000', '\\u0000') as T;
  if (Array.isArray(value)) return value.map(escapeNul) as T;
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [escapeNul(key), escapeNul(child)])) as T;
  }
  return value;
}
