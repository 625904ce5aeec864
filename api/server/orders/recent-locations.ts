import { and, eq, isNotNull, max, or, sql, type SQL } from 'drizzle-orm';
import type { LocationListItem, LocationUse } from '#contract/location';
import { locations } from '../db/schema/locations';
import { orders } from '../db/schema/orders';
import type { ListContext } from '../lists/list-definition';
import { locationsList } from '../lists/locations.list';

/**
 * The places a customer login may put on its orders (decision 056): its own customer's locations, and any
 * place its orders already use (a pickup staff chose, the warehouse), so keeping a stored place is never
 * refused. Its pickers offer its last 10 used places and its customer's list, all of them among these.
 */
export const customerPlaceChoices = (orderCustomerId: number): SQL =>
  or(
    eq(locations.relatedOrderCustomerId, orderCustomerId),
    sql`${locations.locationId} in (select ${orders.sourceLocationId} from ${orders} where ${orders.orderCustomerId} = ${orderCustomerId} union select ${orders.destinationLocationId} from ${orders} where ${orders.orderCustomerId} = ${orderCustomerId})`,
  )!;

/** At most this many recently used locations in one answer. */
export const recentLocationsMax = 50;

/**
 * The customer's last `count` distinct locations (spec 2 §9): the From and To of its orders, the most
 * recently added order first, each location once (where it was last used). With `usedAs`, only that end
 * of its orders: `destination` answers its delivery places, the first being its last one.
 */
export async function recentlyUsedLocations(
  ctx: ListContext,
  orderCustomerId: number,
  count: number,
  usedAs?: LocationUse,
): Promise<LocationListItem[]> {
  const lastUse = new Map<number, [Date, number]>();
  const used = (column: typeof orders.sourceLocationId) =>
    ctx.db
      .select({ locationId: column, at: max(orders.dateAdded), orderId: max(orders.orderId) })
      .from(orders)
      .where(and(eq(orders.orderCustomerId, orderCustomerId), isNotNull(column)))
      .groupBy(column);
  const columns = {
    source: [orders.sourceLocationId],
    destination: [orders.destinationLocationId],
    any: [orders.sourceLocationId, orders.destinationLocationId],
  }[usedAs ?? 'any'];
  for (const rows of await Promise.all(columns.map(used)))
    for (const r of rows) {
      const id = Number(r.locationId);
      const at: [Date, number] = [new Date(r.at ?? 0), Number(r.orderId ?? 0)];
      const seen = lastUse.get(id);
      if (!seen || at[0] > seen[0] || (at[0].getTime() === seen[0].getTime() && at[1] > seen[1]))
        lastUse.set(id, at);
    }
  const ids = [...lastUse.entries()]
    .sort(([a, x], [b, y]) => y[0].getTime() - x[0].getTime() || y[1] - x[1] || a - b)
    .slice(0, count)
    .map(([id]) => id);
  if (!ids.length) return [];
  const items = new Map((await locationsList.load(ids, ctx)).map((l) => [l.locationId, l]));
  return ids.map((id) => items.get(id)).filter((l): l is NonNullable<typeof l> => !!l) as LocationListItem[];
}
