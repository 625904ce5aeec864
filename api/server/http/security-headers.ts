import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from '../config';

/**
 * The built portal's policy: every script and style comes from our own origin (Vite emits files, never
 * inline code; vanilla-extract emits .css files), and nothing but the portal itself may frame it. The
 * style properties React and Radix set (popover positions, virtual rows) go through the DOM's style object,
 * which a policy does not restrict; the one <style> element written at run time (a modal's scroll lock)
 * carries the page's nonce, given on the page's own answer. Images may be data: URLs (icons) and blob: URLs (downloads).
 */
export const portalContentSecurityPolicy = (styleNonce?: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce ? `style-src 'self' 'nonce-${styleNonce}'` : "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The report screens preview the PDF the server made through a blob: URL in a frame (spec 2 §2).
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** API answers are data, never a page: they may load and frame nothing. */
export const apiContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** The built scripts and style sheets: never a document, and fetched by the dozen on a first visit. */
const isScriptOrStyle = (path: string) => path.startsWith('/assets/') && /\.(js|css)$/.test(path);

/**
 * Headers a browser reads only on a document (or a worker, which the portal has none of): on a script or a
 * style sheet they do nothing, and over HTTP/1.1 each costs its bytes again on every file (about 520 of
 * the 944 header bytes of a script; issue #26, decision 090). An SVG or any other asset keeps them, since a
 * person may open one as a page.
 */
const documentOnlyHeaders = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * Headers every answer carries (docs/security.md). HSTS only when the public address is https: on plain
 * http the browser ignores it, and a developer's localhost must not be pinned to https.
 */
export function securityHeaders(config: Pick<Config, 'publicUrl'>) {
  const https = config.publicUrl.startsWith('https:');
  const base = secureHeaders({
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'SAMEORIGIN',
    referrerPolicy: 'no-referrer',
  });
  const policy = createMiddleware(async (c, next) => {
    await next();
    if (isScriptOrStyle(c.req.path)) return;
    const api = isApi(c.req.path);
    c.res.headers.set(
      'Content-Security-Policy',
      api ? apiContentSecurityPolicy : portalContentSecurityPolicy(c.get('cspNonce')),
    );
    // A Login answer carries a token, every other one private data: no cache, shared or not, may keep them.
    if (api) c.res.headers.set('Cache-Control', 'no-store');
  });
  // First in, so its part after `next` runs last, after `base` has set the headers it takes away.
  const subresource = createMiddleware(async (c, next) => {
    await next();
    if (isScriptOrStyle(c.req.path)) for (const name of documentOnlyHeaders) c.res.headers.delete(name);
  });
  return [subresource, base, policy] as const;
}
