import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { LoadStatus } from '#contract/load-status';
import { OrderStatus } from '#contract/order-status';
import { loadFactsOf } from '#domain/load-status.rules';
import { outOfSequenceOrderIds, resolvedArePrefix } from '#domain/stop-sequencing';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { orders } from '#server/db/schema/orders';
import { loadCalls, loadWorld } from './loads-helpers';

const t = useTestApp();
const w = useBeforeAll(() => loadWorld(t));
const api = useBeforeAll(async () => loadCalls(t, w.staff.token));

type Op =
  | { kind: 'add' | 'remove'; order: number }
  | { kind: 'check' | 'uncheck'; index: number }
  | { kind: 'reorder'; seed: number }
  | { kind: 'carrier'; on: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), order: fc.nat(2) }),
  fc.record({ kind: fc.constant('remove' as const), order: fc.nat(2) }),
  fc.record({ kind: fc.constant('check' as const), index: fc.nat(5) }),
  fc.record({ kind: fc.constant('uncheck' as const), index: fc.nat(5) }),
  fc.record({ kind: fc.constant('reorder' as const), seed: fc.nat(1000) }),
  fc.record({ kind: fc.constant('carrier' as const), on: fc.boolean() }),
);

/** What the tables (docs/load-status.md, docs/order-status.md) allow an order on one delivery load to be. */
function expectedOrderStatus(
  stops: { refLoadStopTypeId: number; pickedUpOrDelivered: boolean; loadStopOrders: { orderId: number }[] }[],
  orderId: number,
  carrier: boolean,
) {
  const own = stops.filter((s) => s.loadStopOrders.some((o) => o.orderId === orderId));
  if (!own.length) return OrderStatus.Open;
  if (own.some((s) => s.refLoadStopTypeId === 2 && s.pickedUpOrDelivered)) return OrderStatus.Delivered;
  if (own.some((s) => s.refLoadStopTypeId === 1 && s.pickedUpOrDelivered)) return OrderStatus.InTransit;
  return carrier ? OrderStatus.Booked : OrderStatus.Planned;
}

it('random add, remove, reorder, check, uncheck and carrier changes never leave a status the tables forbid', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 9 }), async (ops) => {
      const ids = [await w.order(), await w.order(), await w.order({ destinationLocationId: w.warehouse })];
      let load = await api.create();
      for (const step of ops) {
        let res: Response;
        if (step.kind === 'add') res = await api.add(load.loadId, ids[step.order]!);
        else if (step.kind === 'remove') res = await api.remove(load.loadId, [ids[step.order]!]);
        else if (step.kind === 'reorder') {
          const stopIds = load.loadStops.map((s) => s.loadStopId);
          const shuffled = stopIds
            .map((id, i) => [id, (i * 7919 + step.seed) % 101] as const)
            .sort((a, b) => a[1] - b[1])
            .map(([id]) => id);
          res = await api.reorder(load.loadId, shuffled.length ? shuffled : [0]);
        } else if (step.kind === 'carrier')
          res = await api.put({ ...load, carrierId: step.on ? w.carrier : null });
        else
          res = await api.put({
            ...load,
            loadStops: load.loadStops.map((s, i) =>
              'index' in step && i === step.index
                ? { ...s, pickedUpOrDelivered: step.kind === 'check', pickedUpDeliveryDate: null }
                : s,
            ),
          });
        expect([200, 400, 404, 409], `${JSON.stringify(step)}: ${await res.clone().text()}`).toContain(
          res.status,
        );
        load = await api.get(load.loadId);

        const facts = loadFactsOf(load.loadStops, load.carrierId);
        expect(resolvedArePrefix(load.loadStops)).toBe(true);
        expect(outOfSequenceOrderIds(load.loadStops)).toEqual([]);
        const expected = facts.allStopsResolved
          ? LoadStatus.Delivered
          : facts.firstStopResolved
            ? LoadStatus.InTransit
            : facts.hasOrders
              ? facts.hasCarrier
                ? LoadStatus.Booked
                : LoadStatus.Planned
              : LoadStatus.Open;
        expect(load.refLoadStatusId, JSON.stringify(ops)).toBe(expected);
        const rows = await t.database.db.select().from(orders).where(inArray(orders.orderId, ids));
        for (const row of rows)
          expect(row.refOrderStatusId, `order ${row.orderId} after ${JSON.stringify(ops)}`).toBe(
            expectedOrderStatus(load.loadStops, row.orderId, load.carrierId != null),
          );
      }
    }),
    // A fixed seed keeps CI reproducible; LOADS_PROPERTY_SEED and LOADS_PROPERTY_RUNS explore further (a
    // random seed found that a pickup on a load with no carrier left the order Planned; fixed).
    {
      numRuns: Number(process.env.LOADS_PROPERTY_RUNS ?? 8),
      seed: Number(process.env.LOADS_PROPERTY_SEED ?? 20261124),
    },
  );
}, 300_000);
