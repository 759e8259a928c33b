import { ApiError } from './api-client';

/**
 * The CLI's exit codes, one table for every command (the README lists them): scripts and coding
 * agents branch on these, so a failure's code depends on its kind, never on the command.
 */
export const exitCodes = {
  ok: 0,
  /** Anything unforeseen, or a server failure that no other code names (5xx, conflicts). */
  unexpected: 1,
  /** Bad arguments or options, or the request the server refused as invalid. */
  usage: 2,
  /** No token saved, or the server does not accept it (unknown, expired, revoked). */
  notSignedIn: 3,
  /** The project, task or document does not exist (or is not yours). */
  notFound: 4,
  /** The plan, the token's scope or a cookie-only endpoint refused the action. */
  refused: 5,
  /** The server could not be reached. */
  unreachable: 6,
  rateLimited: 7,
  /** The task waits for tasks not done yet: `start --force` starts it anyway (ADR 0045). */
  blocked: 8,
} as const;

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

/** A failure the CLI found itself (no server involved), with the exit code it means. */
export class CliError extends Error {
  constructor(
    readonly exitCode: ExitCode,
    message: string,
    /** Like the server's codes, for `--json` output. */
    readonly code = 'CLI_ERROR',
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The HTTP status decides, so a server code added later still lands in the right row. */
function exitCodeForApiError(error: ApiError): ExitCode {
  if (error.code === 'NETWORK') return exitCodes.unreachable;
  if (error.code === 'TASK_BLOCKED') return exitCodes.blocked;
  if (error.status === 401) return exitCodes.notSignedIn;
  if (error.status === 403) return exitCodes.refused;
  if (error.status === 404) return exitCodes.notFound;
  if (error.status === 429) return exitCodes.rateLimited;
  if (error.status === 400 || error.status === 413 || error.status === 422) return exitCodes.usage;
  return exitCodes.unexpected;
}

export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof CliError) return error.exitCode;
  if (error instanceof ApiError) return exitCodeForApiError(error);
  return exitCodes.unexpected;
}

/** The code named in `--json` error output: the server's, the CLI's own, or INTERNAL_ERROR. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof CliError || error instanceof ApiError) return error.code;
  return 'INTERNAL_ERROR';
}
