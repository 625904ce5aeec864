import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config';

/**
 * The caller's address, for throttling and the session record. Behind a proxy (TRUST_PROXY) it is the
 * first x-forwarded-for entry, the client as the proxy saw it; otherwise the socket's peer, since a
 * header set by the client itself cannot be trusted.
 */
export function clientAddress(c: Context, config: Pick<Config, 'TRUST_PROXY'>): string {
  if (config.TRUST_PROXY) {
    const first = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (first) return first.slice(0, 100);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() (tests, in-process calls) has no socket.
    return 'unknown';
  }
}
