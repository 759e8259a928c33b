import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './context';

/** What `clientIp` reads for a request with this X-Forwarded-For, behind `proxies` trusted proxies. */
async function addressFor(proxies: number, forwardedFor?: string): Promise<string> {
  const app = new Hono().get('/', (c) => c.text(clientIp(c, { TRUST_PROXY: proxies })));
  const response = await app.request('/', { headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor } });
  return response.text();
}

describe('the client address', () => {
  it('is the address the trusted proxies appended, never what the client wrote before it', async () => {
    // One proxy: it appends the address it was reached from, after whatever the client sent.
    expect(await addressFor(1, '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor(1, '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor(1, ' 6.6.6.6 ,7.7.7.7,  203.0.113.9 ')).toBe('203.0.113.9');
    // Two proxies: the outer one's entry is second from the right; the inner one appended the outer's.
    expect(await addressFor(2, '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
    // Fewer entries than proxies: all are ours, the leftmost was written first.
    expect(await addressFor(2, '203.0.113.9')).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For when no proxy is trusted (app.request has no socket: unknown)', async () => {
    expect(await addressFor(0, '6.6.6.6')).toBe('unknown');
    expect(await addressFor(1)).toBe('unknown');
  });
});
