import { errorStatus, type ErrorBody, type ErrorCode } from '../../shared/errors';
import { adminMessages } from '../../shared/schemas/admin';
import { apiTokenMessages } from '../../shared/schemas/api-tokens';
import { billingMessages } from '../../shared/schemas/billing';
import type { BriefQuestion } from '../../shared/schemas/brief';
import { codeAnalysisMessages } from '../../shared/schemas/code-analysis';
import { customDocumentMessages } from '../../shared/schemas/custom-documents';
import { projectMessages } from '../../shared/schemas/projects';
import { questionMessages } from '../../shared/schemas/questions';
import { taskMessages } from '../../shared/schemas/tasks';
import { teamMessages } from '../../shared/schemas/teams';

/** Each code's English text, word for word what users see; a throw may word it more precisely. */
export const defaultMessages: Record<ErrorCode, string> = {
  BAD_REQUEST: 'The request could not be understood.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  VALIDATION_FAILED: 'Please check the form fields and try again.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  UNAUTHORIZED: 'Authentication error. Please sign in again.',
  INSUFFICIENT_CREDITS:
    'Insufficient Credits - You have used all your available credits. Buy more credits and continue creating projects.',
  FORBIDDEN: 'You do not have access to this.',
  MISSING_RESPONSE: 'Please complete the CAPTCHA verification.',
  VERIFICATION_FAILED: 'CAPTCHA verification failed. Please try again.',
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  CONFLICT: 'This conflicts with the current state. Reload and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  RATE_LIMITED: 'Too many attempts. Please try again later.',
  INTERNAL_ERROR: 'Something went wrong. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again later.',
  PLAN_READ_ONLY: projectMessages.readOnly,
  PROMPTS_PLAN: projectMessages.promptsPlan,
  TASKS_PLAN: taskMessages.plan,
  TASK_BLOCKED: taskMessages.blocked,
  REGENERATION_PLAN: projectMessages.regenerationPlan,
  REGENERATION_LIMIT: projectMessages.regenerationLimit,
  CUSTOM_DOCUMENTS_PLAN: customDocumentMessages.plan,
  CUSTOM_DOCUMENT_LIMIT: customDocumentMessages.limit,
  CUSTOM_DOCUMENT_TITLE_TAKEN: customDocumentMessages.titleTaken,
  QUESTIONS_PLAN: questionMessages.plan,
  DOCUMENT_NOT_READY: projectMessages.notReady,
  KIT_NOT_READY: projectMessages.notReady,
  KIT_NOT_RETRYABLE: 'Only a failed kit can be started again.',
  KIT_REGENERATING: projectMessages.kitRegenerating,
  STALE_VERSION: projectMessages.editConflict,
  EVALUATION_USED: projectMessages.evaluationUsed,
  EVALUATION_QUOTA: projectMessages.evaluationQuota,
  EVALUATION_TIMEOUT: projectMessages.evaluationTimeout,
  CANNOT_BAN_SELF: adminMessages.cannotBanSelf,
  CHECKOUT_INVALID_PRICE: billingMessages.invalidPricing,
  CHECKOUT_INVALID_RESPONSE: billingMessages.invalidResponse,
  ALREADY_SUBSCRIBED: billingMessages.alreadySubscribed,
  NO_SUBSCRIPTION: billingMessages.noSubscription,
  PAYMENT_SERVICE_UNAVAILABLE: billingMessages.paymentServiceUnavailable,
  IDEA_UNCLEAR:
    'We could not tell what to build from this idea. Describe the product: who uses it and what they do with it.',
  BRIEF_NOT_FOUND: 'This kit was made before briefs existed, so it has no brief.',
  VERSION_NOT_FOUND: projectMessages.versionNotFound,
  OFFER_NOT_FOUND: projectMessages.offerNotFound,
  TEAM_PLAN: teamMessages.plan,
  TEAM_FULL: teamMessages.full,
  TEAM_MEMBER_EXISTS: teamMessages.alreadyMember,
  INVITATION_INVALID: teamMessages.invitationInvalid,
  INVITATION_EMAIL_MISMATCH: teamMessages.invitationEmail,
  TEAM_ROLE: teamMessages.role,
  TEAM_READ_ONLY: teamMessages.readOnly,
  TEAM_OWNER_CANNOT_LEAVE: teamMessages.ownerCannotLeave,
  TEAM_NOT_MEMBER: teamMessages.notMember,
  TEAM_TRANSFER_NOT_FOUND: teamMessages.transferNotFound,
  TEAM_OWNS_ANOTHER: teamMessages.ownsAnotherTeam,
  ROADMAP_PLAN: 'Upgrade to the Founder or Growth plan to use the roadmap.',
  CODE_ANALYSIS_PLAN: codeAnalysisMessages.plan,
  TOKEN_INVALID: apiTokenMessages.invalid,
  TOKEN_SCOPE: apiTokenMessages.scope,
  TOKEN_COOKIE_ONLY: apiTokenMessages.cookieOnly,
  TOKEN_LIMIT: apiTokenMessages.limit,
  INVALID_PASSWORD: 'Invalid password.',
  SESSION_EXPIRED: 'Authentication error. Please sign in again.',
};

/** An expected failure: becomes `{ message, code, details? }` with the code's HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    // An expected outcome, not a bug: skip capturing a stack (50 frames deep here) for it.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message ?? defaultMessages[code]);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status() {
    return errorStatus[this.code];
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, code: this.code, details: this.details };
  }
}

/** IDEA_UNCLEAR: the questions that would make the idea clear travel beside the message (ADR 0022). */
export class IdeaUnclearError extends AppError {
  constructor(readonly questions: BriefQuestion[]) {
    super('IDEA_UNCLEAR');
    this.name = 'IdeaUnclearError';
  }

  override toBody(): ErrorBody & { questions: BriefQuestion[] } {
    return { ...super.toBody(), questions: this.questions };
  }
}

/** Whole minutes until a limit lifts, rounded up: 'Too many attempts. Please try again in {N} minutes.' */
export function rateLimitedError(msBeforeNext: number): AppError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new AppError('RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minutes.`, {
    retryAfterSeconds: Math.ceil(msBeforeNext / 1000),
  });
}
