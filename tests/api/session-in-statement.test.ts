import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { orders } from '#server/db/schema/orders';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';
import { useStatementLog } from '#fixtures/statement-log';

/*
 * Decision 098: a list page is one statement. The guard starts from the session this process found last
 * (on PGlite its cache, on PostgreSQL a copy the page's own statement reads again), and nothing is answered
 * before that read agrees: a session revoked, changed or taken away meanwhile answers exactly as if it had
 * been looked up first, whatever wrote the change, and whatever the request was (a page, an empty page, a
 * body the list refuses, an export).
 */
const t = useTestApp();
const statementsOf = useStatementLog(t);

const reader = (customer?: number) =>
  createSignedInUser(t, {
    identities: [
      customer === undefined
        ? { type: 'employee', permissionCodes: [P.OrderView] }
        : { type: 'customer', orderCustomerId: customer, permissionCodes: [P.OrderView] },
    ],
  });
const rowFields = ['orderId', 'orderCustomerId', 'poNumber'];
const page = (token: string, body: object = { pageSize: 5, columnSelection: rowFields }) =>
  t.call('POST', orderPaths.getItems, { token, body });
const exportRows = (token: string) =>
  t.call('POST', orderPaths.exportRows, {
    token,
    body: { query: { pageSize: 5 }, fields: ['orderId', 'orderCustomerId'] },
  });
/** An order number no order has: a page with no rows, which cannot carry the session's stamp. */
const nothing = { pageSize: 5, columnSelection: rowFields, filterText: 'no-such-order-text-zq' };
const revoke = (systemUserId: number) =>
  t.db.execute(sql`update sessions set revoked_at = now() where system_user_id = ${systemUserId}`);
const rowsOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as Record<string, unknown>[]).slice(0, -1);
};

describe('a list page and its session in one statement', () => {
  it('a list page, and an export page, are one statement once the session was found', async () => {
    const u = await reader();
    expect((await page(u.token)).status).toBe(200);
    const list = await statementsOf(() => page(u.token));
    expect(await rowsOf(list.answer)).toHaveLength(5);
    // The page alone: its count (the demo book's few orders, counted each time) in the same statement, and
    // no statement of the session's own.
    expect(list.statements).toHaveLength(1);
    expect(list.statements[0]).toMatch(/^select "orders"\."order_id" as id/);
    // On PostgreSQL it reads the session's stamp; PGlite's kept session needs no reading (decision 079).
    expect(/session_stamp/.test(list.statements[0]!)).toBe(t.database.engine === 'postgres');
    const exported = await statementsOf(() => exportRows(u.token));
    expect(await rowsOf(exported.answer)).toHaveLength(5);
    expect(exported.statements).toHaveLength(1);
  });

  it('a session revoked by SQL outside the app is refused at the next page, export, empty page or bad body', async () => {
    for (const call of [
      (token: string) => page(token),
      exportRows,
      (token: string) => page(token, nothing),
      (token: string) => page(token, { pageSize: 5, sortColumns: [{ sortBy: 'noSuchField' }] }),
      // Refused by the body's schema, before the handler runs.
      (token: string) => page(token, { pageSize: 'five' }),
    ]) {
      const u = await reader();
      expect((await page(u.token)).status).toBe(200);
      await revoke(u.systemUserId);
      expect((await call(u.token)).status).toBe(401);
      expect((await page(u.token)).status).toBe(401);
    }
  });

  it('an empty page confirms its session with a lookup after it', async () => {
    const u = await reader();
    expect((await page(u.token)).status).toBe(200);
    const empty = await statementsOf(() => page(u.token, nothing));
    expect(await rowsOf(empty.answer)).toEqual([]);
    expect(empty.statements.some((s) => /from "sessions"/.test(s) && !/as id/.test(s))).toBe(
      t.database.engine === 'postgres',
    );
  });

  it('a bad body is 400 for a live session', async () => {
    const u = await reader();
    expect((await page(u.token)).status).toBe(200);
    expect((await page(u.token, { pageSize: 5, sortColumns: [{ sortBy: 'noSuchField' }] })).status).toBe(400);
    expect((await page(u.token, { pageSize: 'five' })).status).toBe(400);
  });

  it('codes taken away answer 403, and a login moved to another customer is answered for that customer', async () => {
    const a = await reader();
    expect((await page(a.token)).status).toBe(200);
    await t.db.execute(
      sql`update sessions set permission_codes = ${`{${P.PortalAccess}}`}::int[] where system_user_id = ${a.systemUserId}`,
    );
    expect((await page(a.token)).status).toBe(403);
    expect((await exportRows(a.token)).status).toBe(403);

    const c = await reader(1);
    const before = await rowsOf(await page(c.token));
    expect(before.length).toBeGreaterThan(0);
    expect(new Set(before.map((r) => r.orderCustomerId))).toEqual(new Set([1]));
    expect(await t.database.db.$count(orders, eq(orders.orderCustomerId, 2))).toBeGreaterThan(0);
    await t.db.execute(
      sql`update user_identities set order_customer_id = 2 where system_user_id = ${c.systemUserId}`,
    );
    const after = await rowsOf(await page(c.token));
    expect(after.length).toBeGreaterThan(0);
    expect(new Set(after.map((r) => r.orderCustomerId))).toEqual(new Set([2]));
    const exported = await rowsOf(await exportRows(c.token));
    expect(new Set(exported.map((r) => r.orderCustomerId))).toEqual(new Set([2]));
  });
});
