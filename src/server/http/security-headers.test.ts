import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { securityHeaderValues } from './security-headers';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? '';

const cspOf = (headers: Array<[string, string]>) => headers.find(([name]) => name === 'Content-Security-Policy')![1];

describe('the CSP', () => {
  it('allows only our own scripts and connections by default', () => {
    const csp = cspOf(securityHeaderValues());
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });

  it('adds extra script and image origins without framing them', () => {
    const csp = cspOf(
      securityHeaderValues({ extraScriptSrc: ['https://plausible.io'], extraConnectSrc: ['https://plausible.io'], extraImgSrc: ['https://img.example'] }),
    );
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://plausible.io");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://plausible.io");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://img.example");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });
});

describe('the CSP of an app with analytics configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_SCRIPT_URL: 'https://stats.example.org/js/script.manual.js' },
    });
  });
  afterAll(() => t.close());

  it('lets the browser load the analytics script and post its events to that origin only', async () => {
    const csp = (await t.app.request('/api/health')).headers.get('content-security-policy')!;
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://stats.example.org");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://stats.example.org");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
  });
});
