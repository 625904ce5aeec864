import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../config';
import type { AppEnv } from '../deps';

/** The encodings the build writes beside each file (scripts/precompress.ts), best first. */
const encodings = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

const accepts = (header: string | undefined, encoding: string) =>
  (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name === encoding && !params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
  });

/**
 * The built portal: files as they are, any other path gets index.html (history fallback).
 * Hashed assets are cached for a year; everything else is revalidated so a deploy shows at once.
 * Each file goes out as its precompressed Brotli or gzip sibling when the browser takes one.
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
    // Caches between us and the browser must keep one copy per encoding, even of an uncompressed answer.
    if (!c.res.headers.get('Vary')?.includes('Accept-Encoding'))
      c.res.headers.append('Vary', 'Accept-Encoding');
  });
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', (c) => {
    if (!existsSync(indexPath)) {
      return c.text('The portal has not been built yet: run `npm run build`.', 503);
    }
    const acceptEncoding = c.req.header('accept-encoding');
    for (const [encoding, suffix] of encodings) {
      if (accepts(acceptEncoding, encoding) && existsSync(indexPath + suffix)) {
        c.header('Content-Encoding', encoding);
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(readFileSync(indexPath + suffix));
      }
    }
    return c.html(readFileSync(indexPath, 'utf8'));
  });
}
