import { expect } from 'vitest';
import type { ApiTokenScope, CreatedApiTokenDto } from '../../src/shared/schemas/api-tokens';
import type { TestUser } from './kit-helpers';
import type { TestApp } from './test-app';
import { call } from './workspace-helpers';

/** A new API token of `user`'s, made through the API with its browser session. */
export async function apiTokenFor(t: TestApp, user: TestUser, scope: ApiTokenScope, name = `${scope} token`): Promise<CreatedApiTokenDto> {
  const response = await call(t, user, 'POST', '/api/tokens', { name, scope });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as CreatedApiTokenDto;
}

/** `app.request` carrying an API token, as the CLI sends it (no cookie, no Origin). */
export function withToken(t: TestApp, token: string, method: string, path: string, body?: unknown) {
  return t.app.request(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
