import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/errors';
import type { ErrorReporter } from '../lib/error-reporter';
import { AppError } from './app-error';
import type { AppEnv } from './context';

/** Maps what Hono's own middleware throws (validators, body limit) onto our codes. */
function fromHttpException(error: HTTPException): AppError {
  if (error.status === 400 && /malformed json/i.test(error.message)) return new AppError('MALFORMED_JSON');
  if (error.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  const byStatus: Partial<Record<number, ErrorCode>> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
  };
  const code = byStatus[error.status];
  return code ? new AppError(code) : new AppError('INTERNAL_ERROR');
}

/**
 * Whether reading the request failed because the client closed the connection before its body
 * ended: Node fails the body with `Error: aborted` (ECONNRESET), the Node adapter aborts the
 * request's signal. Nothing went wrong here, so it is no crash (ADR 0003). A database connection
 * reset carries another message and stays a crash.
 */
function cutOffByClient(error: unknown, c: Context): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    const code = (cause as NodeJS.ErrnoException).code;
    if (code === 'ECONNRESET' && cause.message === 'aborted') return true;
    if (cause.name === 'AbortError' && c.req.raw.signal.aborted) return true;
  }
  return false;
}

/**
 * `app.onError`: expected errors become `{ message, code, details? }`; a request the client cut
 * off is a 400 logged at info; anything else is a reported 500 (reports limited per address).
 */
export function errorHandler(reporter: ErrorReporter, addressOf?: (c: Context<AppEnv>) => string) {
  return async (error: Error, c: Context<AppEnv>) => {
    let appError: AppError | undefined;
    if (error instanceof AppError) appError = error;
    else if (error instanceof HTTPException && error.status < 500) appError = fromHttpException(error);
    else if (cutOffByClient(error, c)) {
      c.get('log')?.info({ url: c.req.path }, 'request cut off by the client');
      appError = new AppError('BAD_REQUEST', 'The request ended before its body did.');
    }

    if (!appError) {
      await reporter.serverError(error, { requestId: c.get('requestId'), url: c.req.path, address: addressOf?.(c) });
      appError = new AppError('INTERNAL_ERROR');
    }
    if (appError.status === 429) {
      const retryAfter = (appError.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
      if (retryAfter) c.header('Retry-After', String(retryAfter));
    }
    return c.json(appError.toBody(), appError.status as ContentfulStatusCode);
  };
}
