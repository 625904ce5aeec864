import type { Database } from '../connect';
import { loadChangelogs, orderChangelogs } from '../schema/changelogs';
import { loadStopOrders, loadStops, loads } from '../schema/loads';
import { notes } from '../schema/notes';
import { orderGroups, orders } from '../schema/orders';
import { insertRows } from './writer';

/** Rows waiting for the next transaction, in foreign-key order. */
export const emptyBatch = () => ({
  groups: [] as (typeof orderGroups.$inferInsert)[],
  loads: [] as (typeof loads.$inferInsert)[],
  stops: [] as (typeof loadStops.$inferInsert)[],
  orders: [] as (typeof orders.$inferInsert)[],
  stopOrders: [] as (typeof loadStopOrders.$inferInsert)[],
  notes: [] as (typeof notes.$inferInsert)[],
  orderChangelogs: [] as (typeof orderChangelogs.$inferInsert)[],
  loadChangelogs: [] as (typeof loadChangelogs.$inferInsert)[],
});
export type Batch = ReturnType<typeof emptyBatch>;
export const batchSize = (b: Batch) => Object.values(b).reduce((n, rows) => n + rows.length, 0);

export async function writeBatch(database: Database, b: Batch): Promise<void> {
  await database.db.transaction(async (tx) => {
    await insertRows(tx, orderGroups, b.groups);
    await insertRows(tx, loads, b.loads);
    await insertRows(tx, loadStops, b.stops);
    await insertRows(tx, orders, b.orders);
    await insertRows(tx, loadStopOrders, b.stopOrders);
    await insertRows(tx, notes, b.notes);
    await insertRows(tx, orderChangelogs, b.orderChangelogs);
    await insertRows(tx, loadChangelogs, b.loadChangelogs);
  });
}
