import { secureHeaders } from 'hono/secure-headers';

/**
 * DESIGN §8: a strict CSP (no inline script anywhere), HSTS, nosniff, no framing. Styles allow
 * 'unsafe-inline' because the toaster and Radix set style attributes; scripts never do.
 */
export function securityHeaders(options: { extraConnectSrc?: string[]; production?: boolean } = {}) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(options.extraConnectSrc ?? [])],
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      // Only behind HTTPS: on plain http://<lan-ip> it would break every request.
      ...(options.production ? { upgradeInsecureRequests: [] } : {}),
    },
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });
}
