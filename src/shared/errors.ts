/**
 * Error codes shared by the server (which sends `{ message, code, details? }`) and the client
 * (which shows `t('errors.' + code)`, src/client/lib/error-text.ts). The code identifies the error;
 * the message is only the English text. The HTTP status belongs to the code, so a code can never be
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

  // Specific failures the client tells apart (its screens react to them, not only show them).
  PLAN_READ_ONLY: 403,
  PROMPTS_PLAN: 403,
  TASKS_PLAN: 403,
  /** The task waits for tasks not done yet: started only when the request says so (`force`); `details.blockers` names them. */
  TASK_BLOCKED: 409,
  REGENERATION_PLAN: 403,
  REGENERATION_LIMIT: 409,
  CUSTOM_DOCUMENTS_PLAN: 403,
  /** The project holds as many custom documents as it may. */
  CUSTOM_DOCUMENT_LIMIT: 409,
  /** Another document of the project has this title. */
  CUSTOM_DOCUMENT_TITLE_TAKEN: 409,
  QUESTIONS_PLAN: 403,
  /** The document or prompt asked for is not written yet. */
  DOCUMENT_NOT_READY: 404,
  /** The kit is still being generated, so the whole-kit action cannot run yet. */
  KIT_NOT_READY: 409,
  KIT_NOT_RETRYABLE: 409,
  /** The kit is already being written again from an edited brief. */
  KIT_REGENERATING: 409,
  /** The edit started from a version that is no longer the current one. */
  STALE_VERSION: 409,
  EVALUATION_USED: 409,
  EVALUATION_QUOTA: 429,
  EVALUATION_TIMEOUT: 503,
  CANNOT_BAN_SELF: 400,
  CHECKOUT_INVALID_PRICE: 400,
  CHECKOUT_INVALID_RESPONSE: 503,
  ALREADY_SUBSCRIBED: 409,
  NO_SUBSCRIPTION: 409,
  /** The payment provider could not be reached (or failed): nothing was charged. */
  PAYMENT_SERVICE_UNAVAILABLE: 503,
  /** No honest kit can be made from the idea: the body carries `questions` that would make it clear. */
  IDEA_UNCLEAR: 422,
  /** The project has no brief (its kit was made before briefs existed). */
  BRIEF_NOT_FOUND: 404,
  /** The document has no version with that number. */
  VERSION_NOT_FOUND: 404,
  /** No regeneration's text is waiting for a decision on this document (decided already, or never offered). */
  OFFER_NOT_FOUND: 404,
  /** Teams are a Growth feature of the owner's. */
  TEAM_PLAN: 403,
  /** The team holds as many people as it may, pending invitations included. */
  TEAM_FULL: 409,
  TEAM_MEMBER_EXISTS: 409,
  /** The invitation link expired, was withdrawn or was used. */
  INVITATION_INVALID: 404,
  INVITATION_EMAIL_MISMATCH: 403,
  /** The member's role does not allow the action. */
  TEAM_ROLE: 403,
  /** The owner left Growth: the team's projects are read-only for its members. */
  TEAM_READ_ONLY: 403,
  TEAM_OWNER_CANNOT_LEAVE: 409,
  TEAM_NOT_MEMBER: 404,
  /** No pending transfer of the team to the reader: cancelled, declined, expired or never offered. */
  TEAM_TRANSFER_NOT_FOUND: 404,
  /** The member already owns a team, and an account owns at most one. */
  TEAM_OWNS_ANOTHER: 409,
  ROADMAP_PLAN: 403,
  CODE_ANALYSIS_PLAN: 403,
  /** The bearer token is unknown, expired or revoked. */
  TOKEN_INVALID: 401,
  /** A read-only token asked to change something. */
  TOKEN_SCOPE: 403,
  /** The endpoint takes a signed-in browser session only (billing, the account, the tokens themselves). */
  TOKEN_COOKIE_ONLY: 403,
  TOKEN_LIMIT: 409,
  /** The proof a sensitive action asks for (ADR 0016) was wrong: better-auth's codes, sent by our routes too. */
  INVALID_PASSWORD: 400,
  SESSION_EXPIRED: 403,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** better-auth's codes the app words (on /api/auth, its answers carry them as `code`, with their own statuses). */
export const authErrorCodes = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
  'EMAIL_PASSWORD_SIGN_UP_DISABLED',
  'INVALID_TOKEN',
  'INVALID_PASSWORD',
  'SESSION_EXPIRED',
  'INVALID_CODE',
  'INVALID_BACKUP_CODE',
  'BANNED_USER',
] as const;
export type AuthErrorCode = (typeof authErrorCodes)[number];

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

/** One problem of a VALIDATION_FAILED answer: `code` is the message key (e.g. `validation.emailRequired`) when the rule has one. */
export interface ValidationIssue {
  path: string;
  message: string;
  code?: string;
}
