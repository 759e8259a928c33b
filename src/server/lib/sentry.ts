import { ERROR_CHAIN_DEPTH, TRACE_SAMPLE_RATE, limitStackFrames } from '../../shared/error-reporting';

export interface SentryClient {
  captureException(error: unknown, context?: Record<string, unknown>): void;
  flush(timeoutMs?: number): Promise<boolean>;
}

/**
 * Starts Sentry when a DSN is configured. Loaded on demand: without a DSN the SDK is never imported.
 */
export async function initSentry(options: {
  dsn: string;
  environment: string;
  release: string;
}): Promise<SentryClient> {
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    tracesSampleRate: TRACE_SAMPLE_RATE,
    // Only errors are sent from here; keep the SDK from patching modules it does not need.
    defaultIntegrations: false,
    integrations: [
      Sentry.linkedErrorsIntegration({ limit: ERROR_CHAIN_DEPTH }),
      Sentry.dedupeIntegration(),
      Sentry.contextLinesIntegration(),
    ],
    beforeSend: limitStackFrames,
  });
  return {
    captureException: (error, context) => {
      // The request id as a tag too: Sentry searches tags, and the same id finds the request's log lines.
      const requestId = typeof context?.requestId === 'string' ? context.requestId : undefined;
      Sentry.captureException(error, context ? { extra: context, ...(requestId && { tags: { request_id: requestId } }) } : undefined);
    },
    flush: (timeoutMs = 2000) => Sentry.flush(timeoutMs),
  };
}
