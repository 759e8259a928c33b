import { expect } from 'vitest';
import type { CustomDocumentDto } from '../../src/shared/schemas/custom-documents';
import type { TestUser } from './kit-helpers';
import type { TestApp } from './test-app';
import { call } from './workspace-helpers';

/** Polls a custom document until it is no longer queued. */
export async function waitForCustomDocument(
  t: TestApp,
  user: TestUser,
  projectId: string,
  id: string,
  timeoutMs = 20_000,
): Promise<CustomDocumentDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await call(t, user, 'GET', `/api/projects/${projectId}/documents/${id}`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as CustomDocumentDto;
    if (document.status !== 'queued') return document;
    if (Date.now() > deadline) throw new Error(`custom document ${id} still queued`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
