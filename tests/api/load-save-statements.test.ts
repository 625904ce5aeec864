import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LoadStatus } from '#contract/load-status';
import { OrderStatus } from '#contract/order-status';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import { errorBody } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { useStatementLog } from '#fixtures/statement-log';
import { loadChangelogs, orderChangelogs } from '#server/db/schema/changelogs';
import { orders } from '#server/db/schema/orders';
import { loadCalls, loadWorld, withCheck } from './loads-helpers';

/*
 * Decision 096: a load save sends few statements. What it leaves out must not change what it does: the
 * stops are not read again after they are written, a staff save does not count the load first, the
 * orders' other legs are read once, orders whose facts did not change are not looked up, and the moved
 * orders are written in one statement. These tests hold the statements (through drizzle's logger, the
 * same on both engines; begin and commit left out, which only PostgreSQL's driver sends through it, and
 * the session's lookup, which is not the save's) and the behaviour those statements used to give.
 */

const t = useTestApp();
const statementsOf = useStatementLog(t, /from "sessions"/);
const w = useBeforeAll(() => loadWorld(t));
const api = useBeforeAll(async () => loadCalls(t, w.staff.token));

const matching = (statements: string[], pattern: RegExp) => statements.filter((s) => pattern.test(s));
/** A read of the load's stops: the save's (with their orders) or the answer's (with their cards). */
const stopReads = /^select "(load_stops"\.")?load_stop_id"/;

/** The newest event of each kind and record among the load's and its orders', with its row version. */
async function eventsOf(loadId: number, orderIds: number[]) {
  const { rows } = (await t.database.db.execute(sql`select distinct on (kind, record_id) kind, record_id,
      payload ->> 'dateModified' as version from domain_events
    where (record_type = 'order' and record_id = any(${`{${orderIds.join(',')}}`}::int[]))
      or (record_type = 'load' and record_id = ${loadId}) or (record_type = 'stop' and (payload -> 'stop' ->> 'loadId')::int = ${loadId})
    order by kind, record_id, event_id desc`)) as unknown as {
    rows: { kind: string; record_id: number; version: string }[];
  };
  return rows;
}

const ordersOf = (ids: number[]) =>
  t.database.db.select().from(orders).where(inArray(orders.orderId, ids)).orderBy(orders.orderId);

/** A Booked load carrying two orders: one pickup, one delivery. */
async function bookedLoad() {
  const o1 = await w.order();
  const o2 = await w.order();
  let load = await api.create();
  load = await api.ok(await api.add(load.loadId, o1));
  load = await api.ok(await api.add(load.loadId, o2));
  load = await api.ok(await api.put({ ...load, carrierId: w.carrier }));
  expect(load.refLoadStatusId).toBe(LoadStatus.Booked);
  expect(load.loadStops).toHaveLength(2);
  return { load, orderIds: [o1, o2] };
}

describe('a stop check-off PUT', () => {
  it('moves both orders in one write, each with its own version and change log entry', async () => {
    const { load, orderIds } = await bookedLoad();
    const before = await ordersOf(orderIds);
    const { answer, statements } = await statementsOf(() => api.put(withCheck(load, 0, true)));
    const saved = await api.ok(answer);
    expect(saved.refLoadStatusId).toBe(LoadStatus.InTransit);
    expect(saved.loadStops[0]!.pickedUpOrDelivered).toBe(true);
    expect(saved.currentLocationId).toBe(w.source);
    const after = await ordersOf(orderIds);
    expect(after.map((o) => o.refOrderStatusId)).toEqual([OrderStatus.InTransit, OrderStatus.InTransit]);
    for (const [i, order] of after.entries())
      expect(order.dateModified.getTime()).toBeGreaterThan(before[i]!.dateModified.getTime());
    const logs = await t.database.db
      .select()
      .from(orderChangelogs)
      .where(inArray(orderChangelogs.orderId, orderIds));
    for (const id of orderIds)
      expect(
        logs
          .filter((l) => l.orderId === id)
          .flatMap((l) => l.bulletedChanges?.bullets ?? [])
          .filter((b) => b === `Load #${load.loadId}`),
      ).toHaveLength(3); // added, carrier assigned, picked up
    const loadLog = await t.database.db
      .select()
      .from(loadChangelogs)
      .where(eq(loadChangelogs.loadId, load.loadId));
    expect(loadLog.flatMap((l) => l.bulletedChanges?.bullets ?? [])).toContain('Stop #1 picked up');

    // The stops are read once in the save (not again after the update) and once for the answer.
    expect(matching(statements, stopReads)).toHaveLength(2);
    // Decision 102: the stop's update goes with the load's and the orders' lock; the orders' update with
    // every change log entry and event.
    const stopWrite = matching(statements, /update "load_stops"/);
    expect(stopWrite).toHaveLength(1);
    expect(stopWrite[0]).toMatch(/update "loads"/);
    expect(stopWrite[0]).toMatch(/from "orders" .* for update$/);
    const lastWrite = matching(statements, /update "orders"/);
    expect(lastWrite).toHaveLength(1);
    for (const table of ['order_changelogs', 'load_changelogs', 'domain_events'])
      expect(lastWrite[0]).toMatch(new RegExp(`insert into "?${table}"? \\(`));
    expect(matching(statements, /insert into/)).toHaveLength(1);
    expect(matching(statements, /^select count\(\*\) as count from "loads"/)).toEqual([]);
    expect(statements.length).toBeLessThanOrEqual(8);
    // The listening servers are told after the commit, not by the save's transaction (decision 103).
    expect(matching(statements, /pg_notify/)).toEqual([]);

    // Written in the statement that moves them, the orders' events still carry their new versions, and the
    // stop's event the load's (read after the load's update).
    const events = await eventsOf(saved.loadId, orderIds);
    for (const order of after)
      expect(events.find((e) => e.kind === 'order.status' && e.record_id === order.orderId)?.version).toBe(
        order.dateModified.toISOString(),
      );
    expect(events.find((e) => e.kind === 'stop.resolved')?.version).toBe(saved.dateModified);
    expect(events.find((e) => e.kind === 'load.status')?.version).toBe(saved.dateModified);
  });

  it('two check-offs of one load sent together: one is saved, the other is a stale write', async () => {
    const { load, orderIds } = await bookedLoad();
    const answers = await Promise.all([
      api.put(withCheck(load, 0, true)),
      api.put({ ...withCheck(load, 0, true), trailerNumber: 'T-2' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await errorBody(answers.find((a) => a.status === 409)!)).code).toBe('stale_write');
    expect((await ordersOf(orderIds)).map((o) => o.refOrderStatusId)).toEqual([
      OrderStatus.InTransit,
      OrderStatus.InTransit,
    ]);
    const loadLog = await t.database.db
      .select()
      .from(loadChangelogs)
      .where(eq(loadChangelogs.loadId, load.loadId));
    expect(
      loadLog.flatMap((l) => l.bulletedChanges?.bullets ?? []).filter((b) => b === 'Stop #1 picked up'),
    ).toHaveLength(1);
  });
});

describe('a load save that moves no order', () => {
  it('reads and locks no order, and leaves the orders as they were', async () => {
    const { load, orderIds } = await bookedLoad();
    const before = await ordersOf(orderIds);
    const { answer, statements } = await statementsOf(() => api.put({ ...load, carrierNote: 'Dock 4' }));
    expect((await api.ok(answer)).carrierNote).toBe('Dock 4');
    expect(await ordersOf(orderIds)).toEqual(before);
    expect(matching(statements, /for update/)).toHaveLength(1); // the load's own lock
    expect(matching(statements, /^update "orders"/)).toEqual([]);
    expect(matching(statements, stopReads)).toHaveLength(2);
    expect(statements.length).toBeLessThanOrEqual(7);
  });

  it('a carrier change still moves the orders (their facts on the load changed)', async () => {
    const { load, orderIds } = await bookedLoad();
    await api.ok(await api.put({ ...load, carrierId: null }));
    expect((await ordersOf(orderIds)).map((o) => o.refOrderStatusId)).toEqual([
      OrderStatus.Planned,
      OrderStatus.Planned,
    ]);
  });
});

describe('a staff save of a load that is not there', () => {
  it('is 404 before its body is judged, as when the load was counted first', async () => {
    const path = fillPath(loadPaths.byId, { id: 999_999 });
    const missing = await t.call('PUT', path, {
      token: w.staff.token,
      body: { loadId: 1, refLoadStatusId: 1 },
    });
    expect(missing.status).toBe(404);
    const { load } = await bookedLoad();
    const noVersion = await api.put({ ...load, dateModified: undefined } as never);
    expect(noVersion.status).toBe(400);
    expect((await errorBody(noVersion)).fields).toEqual({ dateModified: 'Required' });
  });
});
