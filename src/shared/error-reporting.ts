/**
 * Limits of error reports (ADR 0003), in Sentry's terms: frames kept per stack, and causes followed
 * beyond the error itself (Sentry's linked-errors limit).
 */
export const STACK_DEPTH = 50;
export const ERROR_CHAIN_DEPTH = 5;
export const TRACE_SAMPLE_RATE = 1;

/** Largest accepted client error report, in bytes. */
export const CLIENT_ERROR_MAX_BYTES = 48 * 1024;

const extensionUrl = /(chrome|moz|safari(-web)?|ms-browser)-extension:\/\//i;
/** The hosting platform's analytics script, and the analytics providers' scripts we may load. */
const analyticsScript =
  /\/_vercel\/(insights|speed-insights)\/|va\.vercel-scripts\.com|plausible\.io\/js\/|googletagmanager\.com\/gtag\/|google-analytics\.com\//i;
/** Chrome's and Safari's wording of a read from `undefined`. */
const undefinedRead = /^(TypeError: )?(Cannot read propert(y|ies) of undefined|undefined is not an object)/i;
/** A frame in our own code: the built bundle (`/assets/…`) or Vite's sources in development (`/src/…`). */
const ownFrame = /\/(assets|src)\/[^\s)]+\.(m?js|tsx?)\b/;
/** A browser notice, not a failure: observers' work spilled into the next frame (layout still settles). */
const resizeObserverNotice = /^ResizeObserver loop (completed with undelivered notifications|limit exceeded)/;

/**
 * Errors that are not ours to fix, logged as warnings and never reported (ADR 0003):
 * - errors from browser extensions' scripts;
 * - unhandled rejections like 'Cannot read properties of undefined' that no frame of ours raised
 *   (injected scripts, extensions' content scripts); the same rejection from our bundle is a bug;
 * - anything from the hosting analytics script or an analytics provider's script;
 * - Safari's 'Load failed' for an aborted fetch.
 */
export function isSuppressedError(report: { message: string; stack?: string; filename?: string; kind?: string }): boolean {
  const where = `${report.filename ?? ''}\n${report.stack ?? ''}`;
  const message = report.message.trim();
  if (extensionUrl.test(where)) return true;
  if (analyticsScript.test(where)) return true;
  if (resizeObserverNotice.test(message)) return true;
  if (report.kind === 'unhandledrejection' && undefinedRead.test(message) && !ownFrame.test(where)) return true;
  return message === 'Load failed' || message === 'TypeError: Load failed';
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
