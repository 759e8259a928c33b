import type { MiddlewareHandler } from 'hono';

export interface SecurityHeaderOptions {
  /** Origins the browser may call besides our own (the Sentry ingest, a captcha provider...). */
  extraConnectSrc?: string[];
  /** Third-party widgets (the captcha): their script and frame origins. */
  widgetOrigins?: string[];
  /** Scripts loaded from elsewhere that need no frame (analytics, once a visitor consents). */
  extraScriptSrc?: string[];
  /** Image origins besides our own (analytics pixels). */
  extraImgSrc?: string[];
  /** Behind HTTPS: also upgrade insecure requests (on plain http://<lan-ip> that would break every request). */
  production?: boolean;
}

/**
 * The security headers: a strict CSP (no inline script anywhere), HSTS, nosniff, no framing.
 * Styles allow 'unsafe-inline' because the toaster and Radix set style attributes; scripts never do.
 */
export function securityHeaderValues(options: SecurityHeaderOptions = {}): Array<[string, string]> {
  const csp = [
    "default-src 'self'",
    ['script-src', "'self'", ...(options.widgetOrigins ?? []), ...(options.extraScriptSrc ?? [])].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...(options.extraImgSrc ?? [])].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...(options.extraConnectSrc ?? []), ...(options.widgetOrigins ?? [])].join(' '),
    ['frame-src', ...(options.widgetOrigins?.length ? options.widgetOrigins : ["'none'"])].join(' '),
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.production ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()'],
  ];
}

/**
 * Sets the headers on every response. They are prepared before the handler runs, so responses
 * built with `c.json()`/`c.body()` carry them at no extra cost; a raw `Response` a handler returns
 * (better-auth's, say) gets them afterwards.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const headers = securityHeaderValues(options);
  return async (c, next) => {
    for (const [name, value] of headers) c.header(name, value);
    await next();
    const res = c.res.headers;
    if (!res.has('content-security-policy')) for (const [name, value] of headers) res.set(name, value);
  };
}
