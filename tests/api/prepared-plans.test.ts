import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '#server/db/connect';
import { loadLoadItems } from '#server/lists/loads.view';
import { loadOrderItem } from '#server/lists/orders.view';
import { readLegsElsewhere } from '#server/loads/load-legs';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { create, createOrderData, json, putOnLoad, staffForm } from './orders-helpers';

/*
 * Decision 102: the statements read on every detail and save are named prepared statements whose plan
 * PostgreSQL keeps after its first five custom ones. A statement over an int[] of ids was planned again on
 * every read (its generic plan, guessing ten ids, looked dearer than a custom plan for one), and planning
 * took longer than running it. Each is run eight times on one connection (a transaction's), then the
 * connection's own prepared statements say how each was planned.
 */
const t = useTestApp();
const d = useBeforeAll(async () => {
  const data = await createOrderData(t);
  const order = await json(await create(t, data.staff.token, staffForm(data)));
  const { load } = await putOnLoad(t, data, order.orderId, data.carrier.carrierId);
  return { orderId: order.orderId as number, loadId: load.loadId };
});

describe("the views of one record and a save's legs keep their plans", () => {
  // PGlite's driver sends every statement unnamed (drizzle's pglite session ignores the name), so there is
  // no plan to keep there and nothing in pg_prepared_statements: this holds on PostgreSQL only.
  it.skipIf(!process.env.DATABASE_URL)(
    'are planned generically after five runs on a connection',
    async () => {
      const plans = await t.database.db.transaction(async (handle) => {
        const tx = handle as unknown as Db;
        for (let i = 0; i < 8; i++) {
          expect(await loadOrderItem(tx, d.orderId)).toBeDefined();
          expect(await loadLoadItems(tx, [d.loadId])).toHaveLength(1);
          expect((await readLegsElsewhere(tx, d.loadId, [d.orderId], true)).orderIds).toEqual(
            new Set([d.orderId]),
          );
        }
        const { rows } = (await tx.execute(
          sql`select name, generic_plans::int as generic from pg_prepared_statements`,
        )) as unknown as { rows: { name: string; generic: number }[] };
        return new Map(rows.map((r) => [r.name, r.generic]));
      });
      // Of the eight runs, the first five are custom plans; those after them reuse the generic one.
      for (const name of ['orders_view_one', 'loads_view_one', 'journey_legs_of_load_for_save'])
        expect(plans.get(name), name).toBeGreaterThanOrEqual(3);
    },
  );
});
