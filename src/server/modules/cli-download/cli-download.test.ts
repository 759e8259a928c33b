import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

describe('the CLI the server hands out', () => {
  let t: TestApp;
  let dir: string;
  const tarball = Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4]);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'specforge-cli-dir-'));
    writeFileSync(path.join(dir, 'specforge-1.2.3.tgz'), tarball);
    t = await createTestApp('pglite', { deps: { cliDir: dir, version: '1.2.3' } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves its own version for good, and the latest for a short while, as gzip with an ETag', async () => {
    const versioned = await t.app.request('/cli/specforge-1.2.3.tgz');
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('Content-Type')).toBe('application/gzip');
    expect(versioned.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await versioned.arrayBuffer())).toEqual(tarball);

    const latest = await t.app.request('/cli/specforge.tgz');
    expect(latest.status).toBe(200);
    expect(latest.headers.get('Cache-Control')).toBe('public, max-age=300, must-revalidate');
    expect(latest.headers.get('Content-Disposition')).toBe('attachment; filename="specforge-1.2.3.tgz"');
    expect(Buffer.from(await latest.arrayBuffer())).toEqual(tarball);
    const etag = latest.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/cli/specforge.tgz', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for another version or another file, and when nothing was packed', async () => {
    for (const other of ['/cli/specforge-1.2.2.tgz', '/cli/specforge-9.9.9.tgz', '/cli/other.tgz', '/cli/']) {
      const response = await t.app.request(other);
      expect(response.status, other).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const unbuilt = await createTestApp('pglite', { deps: { cliDir: path.join(dir, 'missing'), version: '1.2.3' } });
    try {
      expect((await unbuilt.app.request('/cli/specforge.tgz')).status).toBe(404);
    } finally {
      await unbuilt.close();
    }
  });

  it('states its version on every API answer, refusals included', async () => {
    for (const [pathname, status] of [
      ['/api/health', 200],
      ['/api/tokens/current', 401],
      ['/api/no-such-endpoint', 404],
    ] as const) {
      const response = await t.app.request(pathname);
      expect(response.status, pathname).toBe(status);
      expect(response.headers.get('Specforge-Version'), pathname).toBe('1.2.3');
    }
  });
});
