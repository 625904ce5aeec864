import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/connect';
import { emptyScope, scopesOf } from '#server/live/event-scope';
import { recordEvents, type NewEvent } from '#server/live/outbox-write';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { create, createOrderData, json, putOnLoad, staffForm } from './orders-helpers';

const t = useTestApp();
const d = useBeforeAll(async () => {
  const data = await createOrderData(t);
  const order = await json(await create(t, data.staff.token, staffForm(data)));
  const { load } = await putOnLoad(t, data, order.orderId, data.carrier.carrierId);
  return { ...data, orderId: order.orderId as number, loadId: load.loadId };
});

interface EventRow {
  kind: string;
  record_type: string;
  record_id: number;
  order_customer_ids: number[];
  carrier_ids: number[];
  load_ids: number[];
  payload: Record<string, unknown>;
}

describe('recordEvents writes events with their scopes in one statement (decision 095)', () => {
  it('gives each event the scope and row version the reading form (scopesOf) answers, in the order given', async () => {
    const refs = [
      { type: 'order', id: d.orderId },
      { type: 'load', id: d.loadId },
      { type: 'location', id: d.cellar.locationId },
      { type: 'customer', id: d.birch.orderCustomerId },
      { type: 'order', id: 987654 },
    ] as const;
    const explicit = {
      orderCustomerIds: [7],
      carrierIds: [8, 9],
      loadIds: [],
      version: '2026-01-02T03:04:05.678Z',
    };
    const events: NewEvent[] = [
      { kind: 'order.changed', recordType: 'order', recordId: d.orderId, payload: { fields: ['poNumber'] } },
      { kind: 'load.changed', recordType: 'load', recordId: d.loadId, payload: { fields: [] } },
      {
        kind: 'stop.resolved',
        recordType: 'stop',
        recordId: 1,
        payload: { stop: { loadId: d.loadId, pickedUpOrDelivered: true, stopHasIssue: false } },
      },
      { kind: 'location.changed', recordType: 'location', recordId: d.cellar.locationId, payload: {} },
      { kind: 'customer.changed', recordType: 'customer', recordId: d.birch.orderCustomerId, payload: {} },
      {
        kind: 'note.created',
        recordType: 'note',
        recordId: 5,
        payload: { owner: { type: 'order', id: d.orderId }, dateModified: '2020-01-01T00:00:00.000Z' },
      },
      { kind: 'order.deleted', recordType: 'order', recordId: 987654, payload: {} },
      { kind: 'order.changed', recordType: 'order', recordId: 3, payload: {}, scope: explicit },
    ];
    const { written, read } = await t.database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const read = await scopesOf(db, [...refs]);
      const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: T[] }).rows;
      const [{ last }] = (await rowsOf<{ last: number }>(
        sql`select coalesce(max(event_id), 0)::int as last from domain_events`,
      )) as [{ last: number }];
      await recordEvents(db, null, events);
      const written = await rowsOf<EventRow>(sql`select kind, record_type, record_id, order_customer_ids,
        carrier_ids, load_ids, payload from domain_events where event_id > ${last} order by event_id`);
      return { written, read };
    });
    const scope = (key: string) => read.get(key) ?? emptyScope;
    const expected = events.map((e) => {
      const owner =
        e.payload.owner ??
        (e.recordType === 'stop'
          ? { type: 'load', id: e.payload.stop!.loadId }
          : { type: e.recordType, id: e.recordId });
      const s = e.scope ?? scope(`${owner.type}:${owner.id}`);
      return {
        kind: e.kind,
        record_type: e.recordType,
        record_id: e.recordId,
        order_customer_ids: s.orderCustomerIds,
        carrier_ids: s.carrierIds,
        load_ids: s.loadIds,
        payload: { ...e.payload, dateModified: e.payload.dateModified ?? s.version ?? null },
      };
    });
    expect(written).toEqual(expected);
    // The reading form found the order on its load with its carrier, so the comparison above is not empty.
    expect(scope(`order:${d.orderId}`)).toMatchObject({
      orderCustomerIds: [d.acme.orderCustomerId],
      carrierIds: [d.carrier.carrierId],
      loadIds: [d.loadId],
      version: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });
});
