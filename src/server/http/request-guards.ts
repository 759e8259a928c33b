import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ValidationIssue } from '../../shared/errors';
import { controlCharactersKey, controlCharactersMessage, hasControlCharacter } from '../../shared/schemas/text';
import { AppError } from './app-error';

const jsonType = /^application\/([a-z.+-]*\+)?json\s*(;|$)/i;

/**
 * API bodies must be JSON. Refusing form and text bodies is also what keeps cross-site forms out:
 * a browser can only send JSON across origins after a CORS preflight, which this server never grants.
 */
export const jsonBodiesOnly: MiddlewareHandler = async (c, next) => {
  if (!hasBody(c)) return next();
  const type = c.req.header('content-type');
  const declaresBody = type !== undefined || c.req.header('content-length') !== undefined || c.req.header('transfer-encoding') !== undefined;
  if (declaresBody && !jsonType.test(type ?? '')) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  return next();
};

/** Whether the request may carry a body, judged from its method and headers alone. */
function hasBody(c: Context): boolean {
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return c.req.header('content-length') !== '0';
}

/**
 * Refuses bodies over `maxSize` bytes with 413, counting streamed bodies as they arrive. Requests
 * without a body skip it: reading `c.req.raw.body` makes the Node adapter build a full Request,
 * which costs more than the rest of a small GET.
 */
export function limitBodySize(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  return (c, next) => (hasBody(c) ? limit(c, next) : next());
}

/** JSON deeper than this is no form anyone fills in; refusing it keeps recursive code safe. */
export const MAX_JSON_DEPTH = 32;

type Issue = ValidationIssue;

/**
 * Refuses control characters (other than tab and newlines; DEL and C1 too, ADR 0037) in the path, the query and every
 * string of a JSON body, keys included, with a field-level VALIDATION_FAILED; refuses malformed
 * JSON and JSON nested deeper than MAX_JSON_DEPTH. One guard in front of every API route, so a
 * new route cannot forget it (ADR 0019). `rawTextPaths` take any text in their body: crash reports
 * are stored whatever they contain.
 */
export function refuseControlCharacters({ rawTextPaths = [] }: { rawTextPaths?: string[] } = {}): MiddlewareHandler {
  return async (c, next) => {
    const issues: Issue[] = [];
    // A control character can only reach a URL percent-encoded (the HTTP parser refuses raw ones,
    // and WHATWG URLs encode them): without a '%' there is nothing to decode and look at.
    const href = c.req.url;
    if (href.includes('%')) {
      const url = new URL(href);
      for (const segment of url.pathname.split('/')) {
        if (hasControlCharacter(decodeSegment(segment))) issues.push({ path: 'path', message: controlCharactersMessage, code: controlCharactersKey });
      }
      for (const [key, value] of url.searchParams) {
        if (hasControlCharacter(key) || hasControlCharacter(value)) issues.push({ path: key, message: controlCharactersMessage, code: controlCharactersKey });
      }
    }
    if (hasBody(c) && jsonType.test(c.req.header('content-type') ?? '')) {
      // An empty body is no body: the route decides whether it needs one.
      const text = await c.req.raw.clone().text();
      if (text !== '') {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new AppError('MALFORMED_JSON');
        }
        if (!rawTextPaths.includes(c.req.path)) issues.push(...jsonIssues(body));
      }
    }
    if (issues.length > 0) throw new AppError('VALIDATION_FAILED', issues[0]!.message, { issues: issues.slice(0, 20) });
    return next();
  };
}

/** A path segment as the router will hand it over (undecodable ones stay as they are). */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The control-character and depth problems of a parsed JSON value, walked without recursion. */
function jsonIssues(root: unknown): Issue[] {
  const issues: Issue[] = [];
  const pending: Array<{ value: unknown; path: string[] }> = [{ value: root, path: [] }];
  while (pending.length > 0 && issues.length < 20) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) issues.push({ path: path.join('.'), message: controlCharactersMessage, code: controlCharactersKey });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_JSON_DEPTH) {
      issues.push({ path: path.join('.'), message: `JSON may be nested at most ${MAX_JSON_DEPTH} levels deep.` });
      continue;
    }
    const entries = Object.entries(value);
    for (const [key] of entries) {
      if (hasControlCharacter(key)) issues.push({ path: [...path, key].join('.'), message: controlCharactersMessage, code: controlCharactersKey });
    }
    // Pushed last to first, so fields are reported in the order they were sent.
    for (let i = entries.length - 1; i >= 0; i--) pending.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
  }
  return issues;
}
