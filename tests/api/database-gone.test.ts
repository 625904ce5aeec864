import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPaths, systemPaths } from '#contract/paths';
import { allPermissionCodes } from '#contract/permissions';
import { createSignedInUser, errorBody } from '#fixtures/auth-helpers';
import { startTcpProxy, type TcpProxy } from '#fixtures/tcp-proxy';
import { createTestApp, type TestApp } from '#fixtures/test-app';

const serverUrl = process.env.DATABASE_URL;

// PostgreSQL only: PGlite runs inside the server process, so it cannot go away while the server runs.
describe.runIf(serverUrl)('while the database server is away (issue #18)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let token: string;
  const list = () => t.call('POST', orderPaths.getItems, { token, body: { pageNumber: 1, pageSize: 5 } });

  beforeAll(async () => {
    const target = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp(
      {},
      {
        database: {
          route: (url) => {
            const viaProxy = new URL(url);
            viaProxy.hostname = '127.0.0.1';
            viaProxy.port = String(proxy.port);
            return viaProxy.toString();
          },
        },
      },
    );
    ({ token } = await createSignedInUser(t, {
      identities: [{ type: 'admin', permissionCodes: [...allPermissionCodes] }],
    }));
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await t?.close();
    await proxy.close();
  });

  it('answers 503 with a readable text, says so in /api/health, and recovers by itself', async () => {
    expect((await t.call('GET', systemPaths.health)).status).toBe(200);
    expect((await list()).status).toBe(200);

    await proxy.cut();
    const started = Date.now();
    const health = await t.call('GET', systemPaths.health);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'database unavailable' });

    const refused = await list();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    const body = await errorBody(refused);
    expect(body).toEqual({
      statusText: 'The database is not answering. Please try again in a moment.',
      code: 'unavailable',
    });
    expect(JSON.stringify(body)).not.toMatch(/select|query|ECONN|at \w+ \(/i);
    // Neither call waited for a client's patience to run out.
    expect(Date.now() - started).toBeLessThan(12_000);

    await proxy.restore();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await list()).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await t.call('GET', systemPaths.health)).status).toBe(200);
  });
});
