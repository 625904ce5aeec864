import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../config';
import type { AppEnv } from '../deps';

/** The built portal: files as they are (hashed assets cached long), any other path gets index.html. */
export function serveClient(app: OpenAPIHono<AppEnv>, config: Pick<Config, 'STATIC_DIR'>) {
  const root = resolve(config.STATIC_DIR);
  const indexPath = join(root, 'index.html');
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => void c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) {
      return c.text('The portal has not been built yet: run `npm run build`.', 503);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
