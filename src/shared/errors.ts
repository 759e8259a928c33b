/**
 * Error codes shared by the server (which sends `{ message, code, details? }`) and the client
 * (which shows `t('errors.' + code)`). The HTTP status belongs to the code, so a code can never be
 * sent with a status that contradicts it.
 */
export const errorStatus = {
  BAD_REQUEST: 400,
  MALFORMED_JSON: 400,
  VALIDATION_FAILED: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHORIZED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  /** A captcha token was required and missing, or the provider rejected it (the same codes as better-auth's). */
  MISSING_RESPONSE: 400,
  VERIFICATION_FAILED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The payment provider could not be reached (or failed): nothing was charged. */
  PAYMENT_SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export interface ErrorBody {
  message: string;
  /** One of ours, or one of better-auth's (e.g. INVALID_EMAIL_OR_PASSWORD) on /api/auth. */
  code: ErrorCode | 'UNKNOWN_ERROR' | (string & {});
  details?: unknown;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).code === 'string'
  );
}
