import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../config';
import type { AppEnv } from '../deps';

/**
 * The built portal: files as they are, any other path gets index.html (history fallback).
 * Hashed assets are cached for a year; everything else is revalidated so a deploy shows at once.
 */
export function serveClient(app: OpenAPIHono<AppEnv>, config: Pick<Config, 'STATIC_DIR'>) {
  const root = resolve(config.STATIC_DIR);
  const indexPath = join(root, 'index.html');
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.req.path.startsWith('/api/') || c.res.status !== 200) return;
    c.res.headers.set(
      'Cache-Control',
      c.req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  });
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) {
      return c.text('The portal has not been built yet: run `npm run build`.', 503);
    }
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
