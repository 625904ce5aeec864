import { describe, expect, it } from 'vitest';
import { loadPaths, orderPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { writeChangelogs } from '#server/changelog/write-changelog';
import type { Db } from '#server/db/connect';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity } from '#fixtures/record-owners';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const owners = useBeforeAll(() => createOwners(t));
const admin = useBeforeAll(() => signedInIdentity(t, 'admin', everyCode, owners, 'Ada'));

const orderLog = (orderId: number, body: unknown = {}, token = admin.token) =>
  t.call('POST', orderPaths.getChangeLogs.replace('{orderId}', String(orderId)), { token, body });
const loadLog = (loadId: number, body: unknown = {}, token = admin.token) =>
  t.call('POST', loadPaths.getLoadChangeLogs.replace('{loadId}', String(loadId)), { token, body });

type Entry = {
  actionType: number;
  bulletedChanges: { bullets: string[] };
  createdBy: string;
  dateAdded: string;
};
const read = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  const all = (await res.json()) as unknown[];
  return {
    entries: all.slice(0, -1) as Entry[],
    pager: all.at(-1) as { totalItems: number; pageSize: number },
  };
};

describe('order changelog', () => {
  it('shows a grouping as an Updated entry by its author, newest first, then the pager', async () => {
    const before = await read(await orderLog(owners.a.orderId));
    const res = await t.call('POST', orderPaths.groupOrders, {
      token: admin.token,
      body: [owners.a.orderId, owners.b.orderId],
    });
    const { orderGroupId } = (await res.json()) as { orderGroupId: number };
    t.advance(60_000);
    await t.call('POST', orderPaths.ungroupOrders, { token: admin.token, body: [owners.a.orderId] });

    const { entries, pager } = await read(await orderLog(owners.a.orderId));
    expect(pager).toMatchObject({ totalItems: before.pager.totalItems + 2, pageSize: 10 });
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({
        actionType: 0,
        createdBy: 'Ada Tester',
        bulletedChanges: expect.objectContaining({ bullets: [`Order group: #${orderGroupId} → none`] }),
      }),
      expect.objectContaining({
        bulletedChanges: expect.objectContaining({ bullets: [`Order group: none → #${orderGroupId}`] }),
      }),
    ]);
    const oldestFirst = await read(
      await orderLog(owners.a.orderId, { sortColumns: [{ sortBy: 'dateAdded', isSortAscending: true }] }),
    );
    expect(oldestFirst.entries[0]!.dateAdded < oldestFirst.entries.at(-1)!.dateAdded).toBe(true);
  });

  it('pages by 5, 10 or 25 and refuses other sizes', async () => {
    await t.database.db.transaction(async (tx) => {
      const changes = Array.from({ length: 7 }, (_, i) => ({
        id: owners.b.orderId,
        before: { quantity: i },
        after: { quantity: i + 1 },
      }));
      await writeChangelogs(
        tx as unknown as Db,
        'order',
        { systemUserId: admin.systemUserId, now: new Date() },
        changes,
      );
    });
    const page = await read(await orderLog(owners.b.orderId, { pageSize: 5, pageNumber: 1 }));
    expect(page.pager).toMatchObject({ pageSize: 5 });
    expect(page.entries.length).toBe(Math.min(5, page.pager.totalItems - 5));
    for (const size of [25, 10])
      expect((await orderLog(owners.b.orderId, { pageSize: size })).status).toBe(200);
    const wrong = await orderLog(owners.b.orderId, { pageSize: 20 });
    expect(wrong.status).toBe(400);
    expect((await errorBody(wrong)).fields).toEqual({ pageSize: 'Page size must be 5, 10 or 25' });
    expect(
      (await orderLog(owners.b.orderId, { sortColumns: [{ sortBy: 'nope', isSortAscending: true }] })).status,
    ).toBe(400);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await orderLog(999_999)).status).toBe(404);
  });
});

describe('load changelog', () => {
  it('lists the entries written for a load, a Created one included', async () => {
    await t.database.db.transaction(async (tx) => {
      const actor = { systemUserId: admin.systemUserId, now: new Date() };
      await writeChangelogs(tx as unknown as Db, 'load', actor, [
        { id: owners.a.loadId, before: null, after: { refLoadStatusId: 1 } },
        {
          id: owners.a.loadId,
          before: { refLoadStatusId: 1 },
          after: { refLoadStatusId: 6 },
          extra: ['Order #9 added to stop 2'],
        },
        // Nothing a person reads changed: no entry.
        { id: owners.a.loadId, before: { miles: 5 }, after: { miles: 5 } },
      ]);
    });
    const { entries, pager } = await read(await loadLog(owners.a.loadId, { pageSize: 25 }));
    expect(pager.totalItems).toBe(2);
    expect(entries.map((e) => [e.actionType, e.bulletedChanges.bullets])).toEqual(
      expect.arrayContaining([
        [1, ['Status: Open']],
        [0, ['Status: Open → Planned', 'Order #9 added to stop 2']],
      ]),
    );
    expect((await loadLog(999_999)).status).toBe(404);
  });
});

describe('who may read change logs', () => {
  it('staff with the view code; not customers or carriers, even holding every code; 401 without a session', async () => {
    const withoutCodes = await signedInIdentity(t, 'employee', [], owners);
    const orderViewer = await signedInIdentity(t, 'employee', [Permission.OrderView], owners);
    const loadViewer = await signedInIdentity(t, 'employee', [Permission.LoadView], owners);
    const customer = await signedInIdentity(t, 'customer', everyCode, owners);
    const carrier = await signedInIdentity(t, 'carrier', everyCode, owners);
    expect((await orderLog(owners.a.orderId, {}, orderViewer.token)).status).toBe(200);
    expect((await loadLog(owners.a.loadId, {}, loadViewer.token)).status).toBe(200);
    expect((await orderLog(owners.a.orderId, {}, loadViewer.token)).status).toBe(403);
    expect((await loadLog(owners.a.loadId, {}, orderViewer.token)).status).toBe(403);
    expect((await orderLog(owners.a.orderId, {}, withoutCodes.token)).status).toBe(403);
    expect((await orderLog(owners.a.orderId, {}, customer.token)).status).toBe(403);
    expect((await loadLog(owners.a.loadId, {}, customer.token)).status).toBe(403);
    expect((await loadLog(owners.a.loadId, {}, carrier.token)).status).toBe(403);
    expect(
      (await t.call('POST', orderPaths.getChangeLogs.replace('{orderId}', '1'), { body: {} })).status,
    ).toBe(401);
  });
});
