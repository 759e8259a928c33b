import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionFrom, createTestApp, type TestApp } from '../../../tests/support/test-app';
import { isLoopbackAddress } from './local-clients-only';

describe('development pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const devPaths = ['/dev/mailbox', '/api/dev/mailbox', '/dev/checkout/cs_test_missing'];

  it('answer a browser on this machine', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.request('/dev/mailbox', {}, connectionFrom(address))).status, address).toBe(200);
      expect((await t.app.request('/api/dev/mailbox', {}, connectionFrom(address))).status, address).toBe(200);
    }
  });

  it('do not exist for anyone else, whatever the request claims', async () => {
    for (const path of [...devPaths, '/dev/a-page-added-later', '/api/dev/anything']) {
      for (const address of ['203.0.113.9', '10.0.0.2', '2001:db8::1', '::ffff:192.0.2.1']) {
        const response = await t.app.request(path, { headers: { 'X-Forwarded-For': '127.0.0.1' } }, connectionFrom(address));
        expect(response.status, `${path} from ${address}`).toBe(404);
        expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
  });

  it('are refused when a proxy on this machine relays the request', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const response = await t.app.request('/dev/mailbox', { headers: { [header]: '203.0.113.9' } }, connectionFrom('127.0.0.1'));
      expect(response.status, header).toBe(404);
    }
  });

  it('are refused to a request without a socket', async () => {
    const response = await t.app.request('/api/dev/mailbox', {}, {});
    expect(response.status).toBe(404);
  });
});

describe('isLoopbackAddress', () => {
  it('knows the loopback addresses and nothing else', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of [undefined, '', '0.0.0.0', '128.0.0.1', '10.127.0.1', '::2', '::ffff:10.0.0.1', '127.0.0.1.evil', 'localhost']) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
