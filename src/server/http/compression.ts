import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
export const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts, if any. */
export function acceptedEncoding(c: Context): Encoding | undefined {
  const accept = c.req.header('accept-encoding');
  if (!accept) return undefined;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return undefined;
}

export function compress(body: string | Uint8Array, encoding: Encoding, level: 'fast' | 'max' = 'fast'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? 11 : 4 } })
    : gzipSync(body, { level: level === 'max' ? 9 : 6 });
}

/**
 * Compresses JSON answers of 1 KB or more with brotli or gzip when the client accepts it. It works
 * where the JSON is serialised (by wrapping `c.json`) rather than on the finished response: the
 * body is at hand there, while reading a finished response back costs more than most requests.
 * Static files are compressed at build time and index.html once at start-up (see spa.ts).
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    const encoding = acceptedEncoding(c);
    if (encoding && c.req.method !== 'HEAD') {
      const json = c.json;
      c.json = ((object: unknown, arg?: number | ResponseInit, headers?: HeadersInit) => {
        const body = JSON.stringify(object);
        if (body.length < MIN_COMPRESS_BYTES) return json(object as never, arg as never, headers as never);
        c.header('Content-Encoding', encoding);
        c.header('Vary', 'Accept-Encoding', { append: true });
        c.header('Content-Type', 'application/json');
        return c.body(new Uint8Array(compress(body, encoding)), arg as never, headers as never);
      }) as typeof c.json;
    }
    await next();
  };
}
