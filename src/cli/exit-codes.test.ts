import { ZodError } from 'zod';
import { describe, expect, it } from 'vitest';
import { errorStatus, type ErrorCode } from '../shared/errors';
import { ApiError } from './api-client';
import { CliError, exitCodeFor, exitCodes } from './exit-codes';

const fromServer = (code: ErrorCode) => new ApiError(errorStatus[code], code, 'the server’s message');

describe('the exit code of a failure', () => {
  it('sorts the server’s refusals by kind', () => {
    expect(exitCodeFor(fromServer('TOKEN_INVALID'))).toBe(exitCodes.notSignedIn);
    expect(exitCodeFor(fromServer('UNAUTHORIZED'))).toBe(exitCodes.notSignedIn);
    for (const code of [
      'TOKEN_SCOPE',
      'TOKEN_COOKIE_ONLY',
      'TASKS_PLAN',
      'PLAN_READ_ONLY',
      'QUESTIONS_PLAN',
      'TEAM_ROLE',
    ] as const) {
      expect(exitCodeFor(fromServer(code)), code).toBe(exitCodes.refused);
    }
    expect(exitCodeFor(fromServer('NOT_FOUND'))).toBe(exitCodes.notFound);
    expect(exitCodeFor(fromServer('DOCUMENT_NOT_READY'))).toBe(exitCodes.notFound);
    expect(exitCodeFor(fromServer('RATE_LIMITED'))).toBe(exitCodes.rateLimited);
    expect(exitCodeFor(fromServer('VALIDATION_FAILED'))).toBe(exitCodes.usage);
    expect(exitCodeFor(fromServer('KIT_NOT_READY'))).toBe(exitCodes.unexpected);
    // A start the server refused as blocked (a board read before a dependency reopened): as the CLI's own refusal.
    expect(exitCodeFor(fromServer('TASK_BLOCKED'))).toBe(exitCodes.blocked);
    expect(exitCodeFor(fromServer('INTERNAL_ERROR'))).toBe(exitCodes.unexpected);
  });

  it('gives an unreachable server its own code', () => {
    expect(exitCodeFor(new ApiError(0, 'NETWORK', 'Could not reach http://localhost:1'))).toBe(exitCodes.unreachable);
  });

  it('keeps the CLI’s own codes, and calls anything else unexpected', () => {
    expect(exitCodeFor(new CliError(exitCodes.usage, 'Not inside a git repository'))).toBe(2);
    expect(exitCodeFor(new ZodError([]))).toBe(exitCodes.unexpected);
    expect(exitCodeFor('a string')).toBe(exitCodes.unexpected);
  });

  it('gives every code a distinct number', () => {
    const numbers = Object.values(exitCodes);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
