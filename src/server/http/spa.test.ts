import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const sourceMap = '{"version":3,"sources":["../../src/client/main.tsx"],"sourcesContent":["secret source"]}';

function writeClient(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'specforge-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><meta property="og:image" content="{{APP_ORIGIN}}/media/demo-poster.jpg" /><meta name="specforge-config" content="{}"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(clientDir, 'assets/index-abc123.js.map'), sourceMap);
  writeFileSync(path.join(clientDir, 'humans.txt'), 'Specforge');
  return clientDir;
}

describe('serving the built client', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = writeClient();
    t = await createTestApp('pglite', {
      env: { SENTRY_DSN: 'https://public@errors.example.com/42' },
      deps: { clientDir },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves index.html for every route of the app, with the public config', async () => {
    for (const route of ['/', '/index.html', '/auth/login', '/dashboard/projects/123', '/offer/Ann', '/offer']) {
      const response = await t.app.request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<div id="root">');
      // Open Graph's absolute URLs point at the configured origin.
      expect(html).toContain('<meta property="og:image" content="http://localhost:3000/media/demo-poster.jpg" />');
      expect(html).toContain('&quot;sentryDsn&quot;:&quot;https://public@errors.example.com/42&quot;');
    }
  });

  it('serves the app with a 404 status for paths that are not routes', async () => {
    const response = await t.app.request('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('lets the browser reach the Sentry ingest only when a DSN is configured', async () => {
    const response = await t.app.request('/');
    expect(response.headers.get('content-security-policy')).toMatch(/connect-src 'self' https:\/\/errors\.example\.com/);
  });

  it('serves hashed assets precompressed with a year-long immutable cache', async () => {
    const br = await t.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/javascript/);

    const gz = await t.app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');

    const plain = await t.app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('serves other files with a short cache and answers a missing file with 404, not the app', async () => {
    const humans = await t.app.request('/humans.txt');
    expect(humans.status).toBe(200);
    expect(humans.headers.get('cache-control')).toBe('public, max-age=3600, must-revalidate');
    const missing = await t.app.request('/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it('serves source maps outside production, for the browser’s developer tools', async () => {
    const map = await t.app.request('/assets/index-abc123.js.map');
    expect(map.status).toBe(200);
    expect(await map.text()).toBe(sourceMap);
  });
});

describe('serving the built client in production', () => {
  let t: TestApp;
  let clientDir: string;

  beforeAll(async () => {
    clientDir = writeClient();
    t = await createTestApp('pglite', {
      env: { NODE_ENV: 'production', ALLOW_EMBEDDED_IN_PRODUCTION: '1', AI_PROVIDER: 'offline', APP_URL: 'https://specforge.example' },
      deps: { clientDir },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('does not publish the client’s sources through its source maps', async () => {
    const map = await t.app.request('/assets/index-abc123.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret source');
    expect((await t.app.request('/assets/index-abc123.js')).status).toBe(200);
  });

  it('serves /index.html as the app’s home page, filled in', async () => {
    const response = await t.app.request('/index.html');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<meta property="og:image" content="https://specforge.example/media/demo-poster.jpg" />');
    expect(html).not.toContain('{{APP_ORIGIN}}');
    expect(html).not.toContain('content="{}"');
  });
});

describe('serving the prerendered landing page', () => {
  let t: TestApp;
  let clientDir: string;
  const landing = (language: string) =>
    `<!doctype html><html lang="${language}"><head><meta name="specforge-config" content="{}"></head><body><div id="root" data-prerendered="${language}"><main>${language} landing</main><a href="mailto:{{SUPPORT_EMAIL}}">mail</a></div></body></html>`;

  beforeAll(async () => {
    clientDir = writeClient();
    writeFileSync(path.join(clientDir, 'landing.en.html'), landing('en'));
    writeFileSync(path.join(clientDir, 'landing.ru.html'), landing('ru'));
    t = await createTestApp('pglite', { env: { SUPPORT_EMAIL: 'help@example.com' }, deps: { clientDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends / the landing page in the language of the cookie, English without one, with the settings filled in', async () => {
    for (const [cookie, language] of [[undefined, 'en'], ['language=ru', 'ru'], ['language=en', 'en'], ['language=xx', 'en']] as const) {
      for (const route of ['/', '/index.html']) {
        const response = await t.app.request(route, { headers: cookie ? { Cookie: cookie } : {} });
        expect(response.status).toBe(200);
        expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
        const html = await response.text();
        expect(html, `${route} with ${cookie}`).toContain(`<main>${language} landing</main>`);
        expect(html).toContain('href="mailto:help@example.com"');
        expect(html).toContain('&quot;supportEmail&quot;:&quot;help@example.com&quot;');
      }
    }
  });

  it('keeps the empty index.html for every other route, and never sends the raw prerendered files', async () => {
    const other = await t.app.request('/auth/login', { headers: { Cookie: 'language=ru' } });
    expect(await other.text()).toContain('<div id="root"></div>');
    expect((await t.app.request('/landing.en.html')).status).toBe(404);
  });

  it('sends the landing page compressed as asked', async () => {
    const response = await t.app.request('/', { headers: { 'Accept-Encoding': 'br', Cookie: 'language=ru' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toContain('<main>ru landing</main>');
  });
});
