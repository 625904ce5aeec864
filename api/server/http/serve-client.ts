import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Handler } from 'hono';
import type { Config } from '../config';
import type { AppEnv } from '../deps';

/** What index.html carries where the server puts each answer's nonce. */
const noncePlaceholder = '__CSP_NONCE__';

/** The encodings the page goes out in, best first, each compressing it as it is sent (it is a kilobyte). */
const encodings = [
  ['br', (page: string) => brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })],
  ['gzip', (page: string) => gzipSync(page)],
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
  /**
   * The page itself, for / and any path the history fallback answers: with a fresh nonce in its csp-nonce
   * meta tag and in the answer's style-src (http/security-headers.ts), so the styles Radix writes at run time
   * (the scroll lock of a modal) are allowed and nothing else inline is; compressed as it is sent.
   */
  const page: Handler<AppEnv> = (c) => {
    if (!existsSync(indexPath)) {
      return c.text('The portal has not been built yet: run `npm run build`.', 503);
    }
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    const html = readFileSync(indexPath, 'utf8').replaceAll(noncePlaceholder, nonce);
    const acceptEncoding = c.req.header('accept-encoding');
    for (const [encoding, compress] of encodings) {
      if (!accepts(acceptEncoding, encoding)) continue;
      c.header('Content-Encoding', encoding);
      c.header('Content-Type', 'text/html; charset=UTF-8');
      return c.body(new Uint8Array(compress(html)));
    }
    return c.html(html);
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', serveStatic({ root, precompressed: true }));
  app.get('*', page);
}
