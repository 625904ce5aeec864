import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths, orderPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { createSignedInUser, testPassword } from '#fixtures/auth-helpers';
import { signInOverHttp, startTwoServers, type ServerProcess } from '#fixtures/server-process';
import { useBeforeAll, useTestAppWithUrl } from '#fixtures/file-app';
import { changeOf, openLiveStream, readyHead } from './live-events-helpers';
import { createOrderData, staffForm } from './orders-helpers';

/**
 * Issue #28, "several servers": two real server processes (`tsx api/server/main.ts`) on one PostgreSQL
 * database, as behind a load balancer. A session made on one is honoured and ended on the other, a change
 * through one reaches a live stream on the other within a second, and the sign-in throttle counts failures
 * made on either. PGlite belongs to one process (decision 068), so this runs with DATABASE_URL only (CI's
 * PostgreSQL run).
 */
const { t, databaseUrl } = useTestAppWithUrl();
const d = useBeforeAll(async () => {
  const data = await createOrderData(t);
  const dispatcher = await createSignedInUser(t, {
    identities: [
      { type: 'employee', permissionCodes: [P.PortalAccess, P.OrderView, P.OrderAdd, P.OrderUpdate] },
    ],
  });
  const guarded = await createSignedInUser(t, {
    identities: [{ type: 'employee', permissionCodes: [P.PortalAccess, P.OrderView] }],
  });
  return { ...data, dispatcher, guarded };
});

const servers: ServerProcess[] = [];
let pair: Awaited<ReturnType<typeof startTwoServers>> | undefined;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  if (!onPostgres) return;
  pair = await startTwoServers(databaseUrl(), { THROTTLE_MAX_FAILURES_PER_ACCOUNT: '3' });
  servers.push(...pair.servers);
}, 120_000);
afterAll(async () => {
  await pair?.stop();
});

const call = (server: ServerProcess, method: string, path: string, token: string, body?: unknown) =>
  fetch(`${server.base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const login = (server: ServerProcess, password: string) =>
  fetch(`${server.base}${authPaths.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      login: d.guarded.login,
      password,
      localTime: new Date().toISOString(),
      timezoneOffsetMinutes: 0,
    }),
  });

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database (issue #28)', () => {
  it('honours a session made on one server on the other, and ends it on both at logout', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = await signInOverHttp(a.base, d.dispatcher.login, testPassword);
    expect((await call(b, 'GET', authPaths.claims, token)).status).toBe(200);
    expect((await call(a, 'GET', authPaths.logout, token)).status).toBeLessThan(300);
    expect((await call(b, 'GET', authPaths.claims, token)).status).toBe(401);
    expect((await call(a, 'GET', authPaths.claims, token)).status).toBe(401);
  });

  it('brings a save through server A to a live stream on server B within a second', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const token = await signInOverHttp(a.base, d.dispatcher.login, testPassword);
    const stream = await openLiveStream((path, init) => fetch(`${b.base}${path}`, init), token);
    try {
      await readyHead(stream);
      const started = Date.now();
      const res = await call(a, 'POST', orderPaths.base, token, staffForm(d, { poNumber: 'PO-TWO-SERVERS' }));
      expect(res.status, await res.clone().text()).toBe(200);
      const order = (await res.json()) as { orderId: number };
      await changeOf(stream, 'order.created', order.orderId, 1000);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await stream.close();
    }
  });

  it('counts failed sign-ins made on either server toward one account limit', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect((await login(a, 'Wrong#Pass1')).status).toBe(401);
    expect((await login(b, 'Wrong#Pass1')).status).toBe(401);
    expect((await login(a, 'Wrong#Pass1')).status).toBe(401);
    // Three failures across the two servers: the account is held on both, even with the right password.
    expect((await login(b, testPassword)).status).toBe(429);
    expect((await login(a, testPassword)).status).toBe(429);
  });
});
