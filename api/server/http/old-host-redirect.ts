import { createMiddleware } from 'hono/factory';
import type { Config } from '../config';

/** Visitors of an old portal host get a 301 to the public URL, path and query kept. */
export const oldHostRedirect = (config: Pick<Config, 'OLD_HOSTS' | 'publicUrl'>) =>
  createMiddleware(async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase().replace(/:\d+$/, '');
    if (host && config.OLD_HOSTS.includes(host)) {
      const url = new URL(c.req.url);
      return c.redirect(new URL(url.pathname + url.search, config.publicUrl).toString(), 301);
    }
    await next();
  });
