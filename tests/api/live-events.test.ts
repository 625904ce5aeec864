import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { liveLimits } from '#contract/live-events';
import { fillPath } from '#contract/path-template';
import { authPaths, loadPaths, notePaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import type { Db } from '#server/db/connect';
import { recordEvents } from '#server/live/outbox-write';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { changeOf, openLiveStream, readyHead, type LiveStream } from './live-events-helpers';
import { create, createOrderData, json, putOnLoad, read, staffForm, update } from './orders-helpers';

const t = useTestApp({ LIVE_HEARTBEAT_SECONDS: '1' });
const d = useBeforeAll(async () => {
  const data = await createOrderData(t);
  const dispatcher = await createSignedInUser(t, {
    firstName: 'Dana',
    lastName: 'Whitaker',
    identities: [
      { type: 'employee', permissionCodes: [P.PortalAccess, P.OrderView, P.LoadView, P.OrderUpdate] },
    ],
  });
  return { ...data, dispatcher };
});

const opened: LiveStream[] = [];
/**
 * Opens a stream. The server hears a closed stream's end a moment after the client lets go (longer on a
 * busy machine), so a session's place is freed late: a 429 is tried again for up to 3 s.
 */
const open = async (token: string, options?: { lastEventId?: string; query?: string }) => {
  const until = Date.now() + 3000;
  for (;;) {
    const stream = await openLiveStream((path, init) => t.app.request(path, init), token, options);
    opened.push(stream);
    if (stream.status !== 429 || Date.now() > until) return stream;
    await stream.close();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

const newOrder = async (over: Record<string, unknown> = {}) =>
  json(await create(t, d.staff.token, staffForm(d, over)));
const saveOrder = async (orderId: number, over: Record<string, unknown>) => {
  const stored = await json(await read(t, d.staff.token, orderId));
  return json(await update(t, d.staff.token, { ...staffForm(d), ...stored, ...over, orderId }));
};

describe('the live stream of domain events (decision 077)', () => {
  it("brings one session's change to another session's stream within a second, with kind, ids and who", async () => {
    const stream = await open(d.dispatcher.token);
    await readyHead(stream);
    const order = await newOrder({ poNumber: 'PO-LIVE-1' });
    const created = await changeOf(stream, 'order.created', order.orderId);
    expect(created.record).toEqual({ type: 'order', id: order.orderId });
    const started = Date.now();
    await saveOrder(order.orderId, { poNumber: 'PO-LIVE-2' });
    const changed = await changeOf(stream, 'order.changed', order.orderId, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(changed.fields).toEqual(['poNumber']);
    expect(changed.by).toMatchObject({ systemUserId: d.staff.systemUserId });
    const row = await json(await read(t, d.staff.token, order.orderId));
    expect(changed.dateModified).toBe(row.dateModified);
  });

  it('tells a customer its own orders only, and never revenue', async () => {
    const own = await open(d.customer.token);
    const other = await open(d.otherCustomer.token);
    await Promise.all([readyHead(own), readyHead(other)]);
    const acmeOrder = await newOrder({ poNumber: 'PO-ACME' });
    const birchOrder = await newOrder({ orderCustomerId: d.birch.orderCustomerId, poNumber: 'PO-BIRCH' });
    // Five digits no timestamp or id in the stream carries (a moment's milliseconds had matched 987).
    await saveOrder(acmeOrder.orderId, { revenue: 98765, poNumber: 'PO-ACME-2' });
    const changed = await changeOf(own, 'order.changed', acmeOrder.orderId);
    expect(changed.fields).toEqual(['poNumber']);
    expect(changed.by).toBeNull();
    await changeOf(other, 'order.created', birchOrder.orderId);
    // Both streams have now seen everything up to the Birch order: nothing of the other customer's.
    expect(own.changes().map((e) => e.record.id)).not.toContain(birchOrder.orderId);
    expect(other.changes().map((e) => e.record.id)).not.toContain(acmeOrder.orderId);
    expect(own.text()).not.toMatch(/revenue|98765/);
  });

  it('tells a note to those who read its order and its notes, with its owner, and to no other customer', async () => {
    const own = await open(d.customer.token);
    const other = await open(d.otherCustomer.token);
    await Promise.all([readyHead(own), readyHead(other)]);
    const acmeOrder = await newOrder({ poNumber: 'PO-NOTE' });
    const res = await t.call('POST', fillPath(notePaths.order.create, { id: acmeOrder.orderId }), {
      token: d.staff.token,
      body: { noteContent: 'Dock 4 after noon' },
    });
    const note = await json<{ noteId: number }>(res);
    const event = await changeOf(own, 'note.created', note.noteId);
    expect(event.owner).toEqual({ type: 'order', id: acmeOrder.orderId });
    expect(event.fields).toEqual([]);
    const birchOrder = await newOrder({ orderCustomerId: d.birch.orderCustomerId });
    await changeOf(other, 'order.created', birchOrder.orderId);
    expect(other.changes().filter((e) => e.record.type === 'note')).toEqual([]);
    expect(other.text()).not.toContain('Dock 4');
  });

  it("tells a carrier its own loads' events only, without carrier pay", async () => {
    const stream = await open(d.carrierLogin.token);
    await readyHead(stream);
    const order = await newOrder({ poNumber: 'PO-CARRIER' });
    const mine = await putOnLoad(t, d, order.orderId, d.carrier.carrierId);
    const theirs = await putOnLoad(t, d, (await newOrder()).orderId, null);
    for (const load of [theirs.load, mine.load]) {
      const stored = await json(
        await t.call('GET', fillPath(loadPaths.getItemById, { id: load.loadId }), { token: d.staff.token }),
      );
      const saved = await t.call('PUT', fillPath(loadPaths.byId, { id: load.loadId }), {
        token: d.staff.token,
        body: {
          loadId: load.loadId,
          dateModified: stored.dateModified,
          refLoadStatusId: stored.refLoadStatusId,
          trailerNumber: 'TR-9',
          carrierRate: 555,
        },
      });
      expect(saved.status, await saved.clone().text()).toBe(200);
    }
    const changed = await changeOf(stream, 'load.changed', mine.load.loadId);
    expect(changed.fields).toContain('trailerNumber');
    expect(changed.fields).not.toContain('carrierRate');
    const loadIds = stream
      .changes()
      .filter((e) => e.record.type === 'load')
      .map((e) => e.record.id);
    expect([...new Set(loadIds)]).toEqual([mine.load.loadId]);
    expect(stream.text()).not.toMatch(/carrierRate|555/);
  });

  it('resumes after a disconnect from Last-Event-ID with exactly the missed events', async () => {
    const first = await open(d.dispatcher.token);
    const head = await readyHead(first);
    await first.close();
    const order = await newOrder({ poNumber: 'PO-MISSED' });
    await saveOrder(order.orderId, { poNumber: 'PO-MISSED-2' });
    const [newest] = await t.database.rows<{ id: string }>(
      sql`select max(event_id) as id from domain_events`,
    );
    const last = newest!.id;
    const missed = await t.database.rows<{ id: string }>(
      sql`select event_id as id from domain_events where event_id > ${head} order by event_id`,
    );
    const again = await open(d.dispatcher.token, { lastEventId: String(head) });
    await again.next((f) => f.id === String(last));
    expect(again.frames.some((f) => f.event === 'resync')).toBe(false);
    expect(again.changes().map((e) => e.id)).toEqual(missed.map((r) => Number(r.id)));
    expect(again.changes().map((e) => e.kind)).toEqual(['order.created', 'order.changed']);
    // The query parameter does what the header does.
    const byQuery = await open(d.dispatcher.token, { query: `?lastEventId=${head}` });
    await byQuery.next((f) => f.id === String(last));
    expect(byQuery.changes().map((e) => e.id)).toEqual(missed.map((r) => Number(r.id)));
  });

  it('starts fresh with resync from an unknown id, and refuses one that is not digits', async () => {
    const stream = await open(d.dispatcher.token, { lastEventId: '999999999' });
    const resync = await stream.next((f) => f.event === 'resync');
    expect(JSON.parse(resync.data!)).toMatchObject({ reason: 'unknownEventId' });
    const order = await newOrder();
    await changeOf(stream, 'order.created', order.orderId);
    const bad = await t.app.request(`/api/live/events?lastEventId=abc`, {
      headers: { authorization: `Bearer ${d.dispatcher.token}` },
    });
    expect(bad.status).toBe(400);
  });

  it('closes the stream when its session logs out', async () => {
    const person = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.PortalAccess, P.OrderView] }],
    });
    const stream = await open(person.token);
    await readyHead(stream);
    expect((await t.call('GET', authPaths.logout, { token: person.token })).status).toBeLessThan(300);
    const bye = await stream.next((f) => f.event === 'bye', 4000);
    expect(JSON.parse(bye.data!)).toEqual({ reason: 'signedOut' });
    await stream.ended();
  });

  it(`answers 429 past ${liveLimits.streamsPerSession} streams of one session, and 401 without one`, async () => {
    const streams = [];
    for (let i = 0; i < liveLimits.streamsPerSession; i += 1) streams.push(await open(d.dispatcher.token));
    expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
    const refused = await t.app.request('/api/live/events', {
      headers: { authorization: `Bearer ${d.dispatcher.token}` },
    });
    expect(refused.status).toBe(429);
    expect((await t.app.request('/api/live/events')).status).toBe(401);
    // A closed stream frees its place (open tries again while the server has not yet heard the close).
    await streams[0]!.close();
    const again = await open(d.dispatcher.token);
    expect(again.status).toBe(200);
  });

  it('writes nothing for a rolled-back change: the outbox row is in its transaction', async () => {
    const stream = await open(d.dispatcher.token);
    await readyHead(stream);
    const before = await t.database.rows<{ n: string }>(sql`select count(*) as n from domain_events`);
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordEvents(tx as unknown as Db, null, [
          { kind: 'order.changed', recordType: 'order', recordId: 424242, payload: { fields: ['poNumber'] } },
        ]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await t.database.rows<{ n: string }>(sql`select count(*) as n from domain_events`);
    expect(after[0]!.n).toBe(before[0]!.n);
    const order = await newOrder();
    await changeOf(stream, 'order.created', order.orderId);
    expect(stream.changes().map((e) => e.record.id)).not.toContain(424242);
  });
});
