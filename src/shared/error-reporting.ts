/**
 * Limits of error reports (spec §9), in Sentry's terms: frames kept per stack, and causes followed
 * beyond the error itself (Sentry's linked-errors limit).
 */
export const STACK_DEPTH = 50;
export const ERROR_CHAIN_DEPTH = 5;
export const TRACE_SAMPLE_RATE = 1;

/** Largest accepted client error report, in bytes. */
export const CLIENT_ERROR_MAX_BYTES = 48 * 1024;

const extensionUrl = /(chrome|moz|safari(-web)?|ms-browser)-extension:\/\//i;
const hostingAnalyticsScript = /\/_vercel\/(insights|speed-insights)\/|va\.vercel-scripts\.com/i;
/** A browser notice, not a failure: observers' work spilled into the next frame (layout still settles). */
const resizeObserverNotice = /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

/**
 * Errors that are not ours to fix: browser extensions' scripts, the hosting analytics script and
 * Safari's 'Load failed' for an aborted fetch. They are logged as warnings, never reported.
 */
export function isSuppressedError(report: { message: string; stack?: string; filename?: string }): boolean {
  const where = `${report.filename ?? ''}\n${report.stack ?? ''}`;
  if (extensionUrl.test(where)) return true;
  if (hostingAnalyticsScript.test(where)) return true;
  if (resizeObserverNotice.test(report.message.trim())) return true;
  return report.message.trim() === 'Load failed' || report.message.trim() === 'TypeError: Load failed';
}

/** Keeps the innermost frames of a V8 / Firefox stack, at most STACK_DEPTH of them. */
export function trimStack(stack: string | undefined): string | undefined {
  if (!stack) return stack;
  const lines = stack.split('\n');
  const head = lines.filter((l) => !/^\s*at |@/.test(l)).slice(0, 1);
  const frames = lines.filter((l) => /^\s*at |@/.test(l)).slice(0, STACK_DEPTH);
  return [...head, ...frames].join('\n');
}

/** The messages of an error and of at most ERROR_CHAIN_DEPTH of its causes. */
export function errorChain(error: unknown): string[] {
  const chain: string[] = [];
  let current: unknown = error;
  while (current && chain.length <= ERROR_CHAIN_DEPTH) {
    chain.push(current instanceof Error ? `${current.name}: ${current.message}` : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** V8 keeps 10 frames by default; reports keep up to STACK_DEPTH. Called once at start-up. */
export function captureDeepStacks(): void {
  Error.stackTraceLimit = STACK_DEPTH;
}

interface EventWithFrames {
  exception?: { values?: Array<{ stacktrace?: { frames?: unknown[] } }> };
}

/** Sentry's `beforeSend`: keeps the innermost STACK_DEPTH frames (Sentry lists frames outermost first). */
export function limitStackFrames<E extends EventWithFrames>(event: E): E {
  for (const exception of event.exception?.values ?? []) {
    const frames = exception.stacktrace?.frames;
    if (frames && frames.length > STACK_DEPTH) exception.stacktrace!.frames = frames.slice(-STACK_DEPTH);
  }
  return event;
}
