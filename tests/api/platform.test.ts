import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientVersion } from '#contract/messages';
import { accessRequestPaths, authPaths, sessionPaths, systemPaths, systemUserPaths } from '#contract/paths';
import { createApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { errorBody } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

let t: TestApp;
let staticDir: string;
const indexHtml =
  '<!doctype html><html><head><title>Portal</title></head><body><div id="root"></div></body></html>';
beforeAll(async () => {
  staticDir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  writeFileSync(join(staticDir, 'index.html'), indexHtml);
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'assets', 'app-3f2a1b.js'), 'console.log("portal");');
  writeFileSync(join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await t.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The same database and mailer under another configuration (the app reads its config when built). */
const appWith = (env: Record<string, string>): App =>
  createApp({ ...t.deps, config: loadConfig({ NODE_ENV: 'test', STATIC_DIR: staticDir, ...env }) });

describe('health and configuration', () => {
  it('health answers ok with the version and the database engine', async () => {
    const res = await t.call('GET', systemPaths.health);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      version: clientVersion,
      engine: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it.each([
    [{}, 'development'],
    [{ ENVIRONMENT_NAME: 'Staging' }, 'Staging'],
    [{ NODE_ENV: 'production' }, null],
    [{ NODE_ENV: 'production', ENVIRONMENT_NAME: 'UAT' }, 'UAT'],
    [{ ENVIRONMENT_NAME: 'Production' }, null],
  ] as const)('config with %o names the environment %s (null hides the banner)', async (env, name) => {
    const res = await appWith(env).request(systemPaths.config);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      environmentName: name,
      version: clientVersion,
      machineInspector: 'off',
      businessTimeZone: 'America/Los_Angeles',
      maxUploadMb: 25,
    });
  });

  it('config tells the browser the business zone and the upload limit it is configured with', async () => {
    const res = await appWith({ BUSINESS_TIME_ZONE: 'Pacific/Auckland', MAX_UPLOAD_MB: '3' }).request(
      systemPaths.config,
    );
    expect(await res.json()).toMatchObject({ businessTimeZone: 'Pacific/Auckland', maxUploadMb: 3 });
  });
});

describe('the OpenAPI document', () => {
  type Operation = {
    'x-access'?: { kind: string; requires?: number[]; anyOf?: number[]; identityTypes?: string[] };
    security?: unknown[];
    description?: string;
    responses?: Record<string, { description?: string }>;
    parameters?: { name: string; in: string }[];
    operationId?: string;
  };
  type Doc = {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
    components?: Record<string, Record<string, unknown>>;
  };
  let doc: Doc;
  beforeAll(async () => {
    const res = await t.call('GET', systemPaths.openapi);
    expect(res.status).toBe(200);
    doc = (await res.json()) as Doc;
  });
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  it('is an OpenAPI 3.1 document whose every operation is well formed', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual({ title: expect.any(String), version: clientVersion });
    expect(operations().length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const { path, method, op } of operations()) {
      expect(path).toMatch(/^\/api\//);
      expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
      expect(Object.keys(op.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        expect(status).toMatch(/^[1-5]\d\d$/);
        expect(response.description, `${method} ${path} ${status}`).toBeTruthy();
      }
      for (const name of path.match(/\{(\w+)\}/g) ?? [])
        expect(op.parameters?.some((p) => p.in === 'path' && `{${p.name}}` === name)).toBe(true);
      if (op.operationId) {
        expect(ids.has(op.operationId)).toBe(false);
        ids.add(op.operationId);
      }
    }
  });

  it('resolves every $ref inside the document', () => {
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.push(value);
          else walk(value);
        }
    };
    walk(doc);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('lists every mounted API route with its access rule, and the bearer scheme where a session is needed', () => {
    const own = new Set<string>([systemPaths.health, systemPaths.config, systemPaths.openapi, '/api/*']);
    const mounted = new Set(
      t.app.routes
        .filter((r) => r.path.startsWith('/api/') && !own.has(r.path) && r.method !== 'ALL')
        .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const documented = new Set(operations().map(({ method, path }) => `${method} ${path}`));
    expect([...documented].sort()).toEqual([...mounted].sort());
    expect(doc.components?.securitySchemes?.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    for (const { path, method, op } of operations()) {
      const access = op['x-access'];
      expect(access?.kind, `${method} ${path}`).toMatch(/^(public|session|identity)$/);
      expect(op.description).toMatch(/Access: /);
      if (access?.kind === 'public') expect(op.security).toEqual([]);
      else expect(op.security).toEqual([{ bearer: [] }]);
    }
  });

  it('documents the access of the session, profile and access-request calls', () => {
    const access = (path: string, method: string) => doc.paths[path]?.[method]?.['x-access'];
    expect(access(sessionPaths.getEnums, 'post')).toEqual({ kind: 'identity' });
    expect(access(sessionPaths.getEnumsAdmin, 'post')).toEqual({
      kind: 'identity',
      requires: [1, 2],
      anyOf: [12],
      identityTypes: ['admin', 'employee'],
    });
    expect(access(systemUserPaths.getMe, 'get')).toEqual({ kind: 'session' });
    expect(access(systemUserPaths.putMe, 'put')).toEqual({ kind: 'identity' });
    expect(access(accessRequestPaths.base, 'post')).toEqual({ kind: 'public' });
    expect(access(accessRequestPaths.getCount, 'get')).toEqual({
      kind: 'identity',
      requires: [1, 2],
      anyOf: [12, 11],
      identityTypes: ['admin', 'employee'],
    });
    expect(access(authPaths.login, 'post')).toEqual({ kind: 'public' });
  });
});

describe('errors', () => {
  it('an unknown API path, or a known one with another method, is a 404 with the error body', async () => {
    for (const [method, path] of [
      ['GET', '/api/no/such/call'],
      ['POST', '/api/Orders/doesNotExist'],
      ['PATCH', systemUserPaths.getMe],
    ] as const) {
      const res = await t.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ statusText: 'No such API call.', code: 'not_found' });
    }
  });

  it('malformed JSON is a 400 with the error body, never a 500', async () => {
    for (const rawBody of ['{"login": ', 'not json', '{"a":1}}']) {
      const res = await t.call('POST', authPaths.login, {
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, rawBody).toBe(400);
      const body = await errorBody(res);
      expect(body.code).toBe('bad_request');
      expect(body.statusText).toBe('The request body is not valid JSON.');
    }
  });

  it('a body of another media type is a 415 with the error body, not a 500', async () => {
    const res = await t.call('POST', accessRequestPaths.base, {
      rawBody: 'firstName=Rosa',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect((await errorBody(res)).code).toBe('bad_request');
  });

  it('a body over the size limit is a 413 with the error body', async () => {
    const app = appWith({ MAX_UPLOAD_MB: '1' });
    const big = JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024 + 10) });
    for (const headers of <Record<string, string>[]>[
      { 'content-type': 'application/json', 'content-length': String(big.length) },
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      // A length that says less than is sent is counted too (the stream, not the header, decides).
      { 'content-type': 'application/json', 'content-length': '10', 'transfer-encoding': 'chunked' },
    ]) {
      const res = await app.request(accessRequestPaths.base, { method: 'POST', headers, body: big });
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        statusText: 'Request must be smaller than 1mb.',
        code: 'too_large',
      });
    }
  });

  it('never shows a stack trace', async () => {
    const res = await t.call('POST', authPaths.login, {
      rawBody: '{',
      headers: { 'content-type': 'application/json' },
    });
    const text = await res.text();
    expect(text).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect(Object.keys(JSON.parse(text) as object).sort()).toEqual(['code', 'statusText']);
  });
});

describe('the built portal', () => {
  it('answers a non-API path with index.html (history fallback), never cached', async () => {
    for (const path of ['/orders', '/orders/5', '/login/reset-password/abc', '/users/admin/requests?x=1']) {
      const res = await t.call('GET', path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(indexHtml);
    }
    const root = await t.call('GET', '/');
    expect(root.status).toBe(200);
    expect(await root.text()).toBe(indexHtml);
  });

  it('caches hashed assets for a year and revalidates everything else, `/` included', async () => {
    const asset = await t.call('GET', '/assets/app-3f2a1b.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.call('GET', '/')).headers.get('cache-control')).toBe('no-cache');
    expect((await t.call('GET', '/favicon.svg')).headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the built files as they are', async () => {
    const asset = await t.call('GET', '/assets/app-3f2a1b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log("portal");');
    const icon = await t.call('GET', '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(await icon.text()).toContain('<svg');
  });

  it('does not answer API paths with the portal', async () => {
    const res = await t.call('GET', '/api/orders/5');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
  });

  it('says so when the portal has not been built', async () => {
    const res = await appWith({ STATIC_DIR: join(staticDir, 'missing') }).request('/orders/5');
    expect(res.status).toBe(503);
    expect(await res.text()).toMatch(/npm run build/);
  });
});

describe('old portal host', () => {
  const app = () =>
    appWith({ OLD_HOSTS: 'old.example.com, legacy.example.com', PUBLIC_URL: 'https://portal.example.com' });

  it('redirects (301) to the public URL, path and query kept', async () => {
    for (const host of ['old.example.com', 'OLD.example.com:8080', 'legacy.example.com']) {
      const res = await app().request('/orders?x=1', { headers: { host } });
      expect(res.status, host).toBe(301);
      expect(res.headers.get('location')).toBe('https://portal.example.com/orders?x=1');
    }
    const api = await app().request('/api/health', { headers: { host: 'old.example.com' } });
    expect(api.status).toBe(301);
    expect(api.headers.get('location')).toBe('https://portal.example.com/api/health');
  });

  it('leaves other hosts alone', async () => {
    for (const host of ['portal.example.com', 'old.example.com.evil.test', 'example.com']) {
      const res = await app().request('/orders?x=1', { headers: { host } });
      expect(res.status, host).toBe(200);
    }
  });
});

describe('secure headers', () => {
  it.each([
    ['an API answer', () => t.call('GET', systemPaths.health)],
    ['an API error', () => t.call('GET', systemUserPaths.getMe)],
    ['the portal', () => t.call('GET', '/orders/5')],
    ['a 404', () => t.call('GET', '/api/nothing')],
  ] as const)('are on %s', async (_label, request) => {
    const res = await request();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
