import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, systemPaths, systemUserPaths } from '#contract/paths';
import { precompressDirectory } from '../../scripts/precompress';
import { createUser, testPassword } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

/** A stand-in build: an index and a hashed script, precompressed the way the Vite build does it. */
const staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const indexHtml = `<!doctype html><html><head><meta name="csp-nonce" content="__CSP_NONCE__" /><title>NWDS Portal</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div>${' '.repeat(1200)}</body></html>`;

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), indexHtml);
  writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(staticDir, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await precompressDirectory(staticDir);
  t = await createTestApp({ STATIC_DIR: staticDir });
  https = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
});
afterAll(async () => {
  await t.close();
  await https.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('API answers (issue #11.5)', () => {
  it.each([
    ['health', () => t.call('GET', systemPaths.health), 200],
    ['an error', () => t.call('GET', systemUserPaths.getMe), 401],
    ['a validation error', () => t.call('POST', authPaths.login, { body: {} }), 400],
    ['an unknown call', () => t.call('GET', '/api/nothing'), 404],
    ['the OpenAPI document', () => t.call('GET', systemPaths.openapi), 200],
  ] as const)(
    '%s carries Cache-Control: no-store and a policy that allows nothing',
    async (_l, call, status) => {
      const res = await call();
      expect(res.status).toBe(status);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    },
  );

  it('the Login answer, which carries a token, may not be stored by any cache', async () => {
    const user = await createUser(t.database.db, { identities: [{ type: 'admin' }] });
    const res = await t.call('POST', authPaths.login, {
      body: { login: user.login, password: testPassword },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: string }).token).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the portal (issue #10 security headers)', () => {
  it('has a policy with scripts and styles from self, no inline script, and no framing by others', async () => {
    const res = await t.call('GET', '/orders');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    // Self, and the nonce of this answer alone that the page's run-time styles carry (a modal's scroll lock).
    const nonce = /^style-src 'self' 'nonce-([A-Za-z0-9+/=]{24})'$/.exec(directive('style-src') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(await res.text()).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
    const again = (await t.call('GET', '/orders')).headers.get('content-security-policy') ?? '';
    expect(again).not.toContain(nonce);
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('Strict-Transport-Security only when PUBLIC_URL is https', async () => {
    expect((await t.call('GET', '/orders')).headers.get('strict-transport-security')).toBeNull();
    expect((await t.call('GET', systemPaths.health)).headers.get('strict-transport-security')).toBeNull();
    for (const path of ['/orders', systemPaths.health]) {
      const res = await https.call('GET', path);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });
});

describe('static files go out precompressed (issue #10)', () => {
  const get = (path: string, acceptEncoding?: string) =>
    t.call(
      'GET',
      path,
      acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } },
    );

  it('Brotli first, then gzip, else as is; Vary: Accept-Encoding on each', async () => {
    const path = '/assets/index-abc123.js';
    let res = await get(path, 'gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    const br = Buffer.from(await res.arrayBuffer());
    expect(br.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(br).toString()).toBe(script);

    res = await get(path, 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');

    res = await get(path, 'identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('scripts carry the headers that apply to them, not the document-only ones (decision 090)', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('referrer-policy')).toBe('no-referrer');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy'])
      expect(asset.headers.get(name), name).toBeNull();
    // An SVG may be opened as a page, and the page is one: both keep the whole set.
    for (const path of ['/assets/logo-abc123.svg', '/orders']) {
      const res = await get(path);
      expect(res.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
    }
  });

  it('hashed assets keep their year-long cache; the page is revalidated', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await get('/orders', 'br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('the history fallback sends index.html compressed too, and honours q=0', async () => {
    // The page as sent: index.html with this answer's nonce (the one its policy names) in place.
    const sent = (res: Response) =>
      indexHtml.replace(
        '__CSP_NONCE__',
        /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1] ?? 'none',
      );
    let res = await get('/orders/5', 'br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(sent(res));
    res = await get('/orders/5', 'br;q=0, gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(sent(res));
    res = await get('/orders/5');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(sent(res));
  });
});
