import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

/** The path prefixes of the development pages and APIs (the mailbox, the test checkout and its portal…). */
export const devPathPrefixes = ['/dev', '/api/dev'] as const;

/** Whether an address is this machine's own: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The socket's remote address; undefined without a socket (a request made in memory). */
function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * Lets through only a browser or script on this machine: the socket's own address, never a header
 * a client can write, and nothing a proxy relayed (a proxy on the same host connects from loopback
 * too, on behalf of anyone). Everyone else gets the 404 of a path that does not exist. A request
 * without a socket is not local.
 */
export const localClientsOnly: MiddlewareHandler = async (c, next) => {
  const relayed = ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => c.req.header(name) !== undefined);
  if (relayed || !isLoopbackAddress(socketAddress(c))) throw new AppError('NOT_FOUND');
  await next();
};
