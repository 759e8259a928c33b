import { describe, expect, it } from 'vitest';
import { ApiClient, ApiError } from '../api-client';
import { toolFailureText } from './tool-failure';

const url = 'http://specforge.test';
const failureOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('toolFailureText', () => {
  it('names a server that gave no answer in time, and where to check its address', async () => {
    const timedOut = new ApiClient({
      url,
      token: 'sf_x',
      timeoutMs: 30_000,
      fetch: () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    });
    expect(toolFailureText(await failureOf(timedOut.projects()), url)).toBe(
      `Could not reach the Specforge server at ${url} (no answer within 30 s): is it running? Check SPECFORGE_URL or \`specforge login --url <address>\`.`,
    );
    const midAnswer = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    expect(toolFailureText(midAnswer, url)).toContain('(it stopped answering): is it running?');
  });

  it('passes on any other refusal as the server’s message and code', () => {
    const refused = new ApiError(403, 'TOKEN_SCOPE', 'This API token is read-only: it cannot change anything.');
    expect(toolFailureText(refused, url)).toBe('This API token is read-only: it cannot change anything. (TOKEN_SCOPE)');
  });
});
