import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../tests/support/databases';
import { createTestApp, jsonRequest, type TestApp } from '../../tests/support/test-app';

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim()).toBe("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-request-id')).toBeTruthy();
}

describe.each(databaseKinds)('the API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { MAX_BODY_BYTES: '2048' },
      deps: {
        extend: (app) =>
          app.get('/api/test-only/explode', () => {
            throw new Error('secret internals', { cause: new Error('the root cause') });
          }),
      },
    });
  });
  afterAll(() => t.close());

  it('reports health with the database kind and version', async () => {
    const response = await t.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: kind, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expectSecurityHeaders(response);
  });

  it('answers an unknown API path with a 404 JSON error that has a code', async () => {
    for (const [method, path] of [
      ['GET', '/api/does-not-exist'],
      ['POST', '/api/health/nested'],
      ['DELETE', '/api'],
    ] as const) {
      const response = await t.app.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toEqual({ message: expect.any(String), code: 'NOT_FOUND' });
      expectSecurityHeaders(response);
    }
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const response = await t.app.request('/api/client-errors', jsonRequest('POST', '{"message": "half'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'MALFORMED_JSON' });
    expectSecurityHeaders(response);
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await t.app.request('/api/client-errors', jsonRequest('POST', { message: 'x'.repeat(4096) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expectSecurityHeaders(response);
  });

  it('refuses the size limit even when the body is streamed without a length', async () => {
    const big = new TextEncoder().encode(JSON.stringify({ message: 'y'.repeat(8192) }));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const response = await t.app.request('/api/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('refuses form and text bodies on the API with 415', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await t.app.request('/api/client-errors', {
        method: 'POST',
        headers: { 'Content-Type': type },
        body: 'message=hello',
      });
      expect(response.status, type).toBe(415);
      expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('answers invalid input with the first problem and every issue in details', async () => {
    const response = await t.app.request('/api/client-errors', jsonRequest('POST', { message: '', kind: 'nope' }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string; details: { issues: { path: string }[] } };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.issues.map((i) => i.path).sort()).toEqual(['kind', 'message']);
  });

  it('turns an unexpected error into a reported 500 without leaking it', async () => {
    const response = await t.app.request('/api/test-only/explode');
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ message: 'Something went wrong. Please try again later.', code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expectSecurityHeaders(response);
    const rows = await t.database.query(
      "select message, source, request_id, context from error_events where message = 'secret internals'",
    );
    expect(rows).toEqual([
      {
        message: 'secret internals',
        source: 'server',
        request_id: response.headers.get('x-request-id'),
        context: { chain: ['Error: secret internals', 'Error: the root cause'] },
      },
    ]);
  });

  it('describes itself at /api/openapi.json', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/client-errors']));
  });

  it('compresses JSON responses for clients that accept gzip', async () => {
    const response = await t.app.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('the router', () => {
  it('matches every route with a compiled RegExpRouter: one route it cannot hold would slow every request', async () => {
    // Hono falls back to a tree walk, silently, when a fixed segment sits beside a parameter
    // (`/tasks/overview` beside `/tasks/{id}`); the whole API then routes several times slower.
    const t = await createTestApp('pglite', { kit: { worker: false } });
    try {
      expect((await t.app.request('/api/health')).status).toBe(200);
      expect((t.app.router as unknown as { activeRouter: { name: string } }).activeRouter.name).toBe('RegExpRouter');
    } finally {
      await t.close();
    }
  });
});
