import { ERROR_CHAIN_DEPTH, TRACE_SAMPLE_RATE, isSuppressedError, limitStackFrames } from '../../shared/error-reporting';
import type { ClientErrorInput } from '../../shared/schemas/client-errors';
import type * as SentryReact from '@sentry/react';
import type { PublicConfig } from '../../server/env';

type SentryModule = typeof SentryReact;

let sentry: Promise<SentryModule | undefined> | undefined;
const reported = new WeakSet<object>();

/** Starts Sentry in the browser when the server shares a DSN; the SDK is loaded only then. */
export function initSentry(config: Partial<PublicConfig>): void {
  if (!config.sentryDsn || sentry) return;
  const dsn = config.sentryDsn;
  sentry = import('@sentry/react')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        environment: config.environment,
        tracesSampleRate: TRACE_SAMPLE_RATE,
        // We report crashes ourselves (below) so that suppressed errors stay out.
        defaultIntegrations: false,
        integrations: [
          Sentry.linkedErrorsIntegration({ limit: ERROR_CHAIN_DEPTH }),
          Sentry.dedupeIntegration(),
          Sentry.browserTracingIntegration(),
        ],
        beforeSend: limitStackFrames,
      });
      return Sentry;
    })
    .catch(() => undefined);
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

/**
 * Reports a crash once: to the server (`POST /api/client-errors`) and to Sentry when configured.
 * Errors that are not ours (extensions, foreign unhandled rejections, analytics scripts,
 * 'Load failed') are only logged as warnings.
 */
export function reportClientError(
  error: unknown,
  options: { kind: NonNullable<ClientErrorInput['kind']>; componentStack?: string; filename?: string },
): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const { message, stack } = describe(error);
  if (isSuppressedError({ message, stack, filename: options.filename, kind: options.kind })) {
    console.warn('Suppressed an error that is not the app’s:', message);
    return;
  }
  console.error('Specforge crashed:', error);
  const body: ClientErrorInput = {
    message: message.slice(0, 2000),
    stack: stack?.slice(0, 20_000),
    componentStack: options.componentStack?.slice(0, 20_000),
    url: window.location.href.slice(0, 2000),
    kind: options.kind,
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
  void sentry?.then((Sentry) => Sentry?.captureException(error, { extra: { kind: options.kind } }));
}

/** Uncaught errors and unhandled rejections anywhere in the page. */
export function installGlobalErrorHandlers(win: Window = window): void {
  win.addEventListener('error', (event) => {
    reportClientError(event.error ?? event.message, { kind: 'error', filename: event.filename });
  });
  win.addEventListener('unhandledrejection', (event) => {
    reportClientError(event.reason, { kind: 'unhandledrejection' });
  });
}
