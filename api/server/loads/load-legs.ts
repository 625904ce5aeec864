import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { LoadStopType } from '#contract/load-codes';
import type { JourneyLeg } from '#domain/stop-sequencing';
import type { Db } from '../db/connect';
import { idArray, perDatabase } from '../db/prepared';
import { loadStopOrders, loadStops } from '../db/schema/loads';
import { orders } from '../db/schema/orders';

const carrying = alias(loadStops, 'carrying');

/** The orders asked about: one int[] parameter, so the statement's text is the same for any number. */
const askedOrders = sql`${loadStopOrders.orderId} = any(${sql.placeholder('orderIds')}::int[])`;

/** The orders on the load (`loadId`), found by the statement itself. */
const ordersOfTheLoad = sql`${loadStopOrders.orderId} in (select on_load.order_id from load_stop_orders on_load
  join load_stops own_stop on own_stop.load_stop_id = on_load.load_stop_id where own_stop.load_id = ${sql.placeholder('loadId')})`;

/** The numbered stops' columns that `more` may add to a row. */
interface NumberedStops {
  refLoadStopTypeId: PgColumn;
}

/**
 * Each stop of another load that carries one of the `asked` orders, numbered within its own load as the stop
 * cards number it; `more` adds columns to each row (the saves' extra facts).
 */
function legsOf<More extends Record<string, SQL.Aliased | PgColumn>>(
  db: Db,
  asked: SQL,
  more: (numbered: NumberedStops) => More,
) {
  const otherLoads = db
    .selectDistinct({ loadId: carrying.loadId })
    .from(carrying)
    .innerJoin(loadStopOrders, eq(loadStopOrders.loadStopId, carrying.loadStopId))
    .where(and(asked, ne(carrying.loadId, sql.placeholder('loadId'))));
  const numbered = db
    .select({
      loadStopId: loadStops.loadStopId,
      loadId: loadStops.loadId,
      refLoadStopTypeId: loadStops.refLoadStopTypeId,
      pickedUpOrDelivered: loadStops.pickedUpOrDelivered,
      stopNumber:
        sql<number>`row_number() over (partition by ${loadStops.loadId} order by ${loadStops.stopSequence}, ${loadStops.loadStopId})`
          .mapWith(Number)
          .as('stop_number'),
    })
    .from(loadStops)
    .where(inArray(loadStops.loadId, otherLoads))
    .as('numbered');
  return db
    .select({
      loadId: numbered.loadId,
      stopNumber: numbered.stopNumber,
      pickedUpOrDelivered: numbered.pickedUpOrDelivered,
      orderId: loadStopOrders.orderId,
      ...more(numbered),
    })
    .from(numbered)
    .innerJoin(loadStopOrders, eq(loadStopOrders.loadStopId, numbered.loadStopId))
    .where(asked)
    .orderBy(asc(numbered.loadId), asc(numbered.stopNumber), asc(loadStopOrders.orderId));
}

/**
 * The journey legs of the orders on the load (`loadId`), the statement finding them itself so the load's read
 * need not wait for its stops first. Built once per database or transaction handle, a named prepared
 * statement (db/prepared.ts, issue #26).
 */
const legsOfLoad = perDatabase((db) =>
  legsOf(db, ordersOfTheLoad, () => ({})).prepare('journey_legs_of_load'),
);

/**
 * The same legs with what a save's order events need besides (decision 096): whether the leg is a
 * consolidation one, the stop's type, and whether the order has been picked at the warehouse.
 */
const saveFacts = (numbered: NumberedStops) => ({
  isConsolidation: loadStopOrders.isConsolidation,
  refLoadStopTypeId: numbered.refLoadStopTypeId,
  isPicked:
    sql<boolean>`(select ${orders.isPicked} from ${orders} where ${orders.orderId} = ${loadStopOrders.orderId})`.as(
      'is_picked',
    ),
});
const legsOfOrdersForSave = perDatabase((db) =>
  legsOf(db, askedOrders, saveFacts).prepare('journey_legs_for_save'),
);
/**
 * The same for every order on the load, found by the statement itself: PostgreSQL keeps this one's plan,
 * while it plans the asked orders' on every save (an array of unknown length looks dearer than the few ids
 * each custom plan sees; decision 102).
 */
const legsOfLoadOrdersForSave = perDatabase((db) =>
  legsOf(db, ordersOfTheLoad, saveFacts).prepare('journey_legs_of_load_for_save'),
);

/** Rows of one stop and order each, in load and stop order, folded into legs of one stop and its orders. */
function foldLegs(
  rows: readonly { loadId: number; stopNumber: number; pickedUpOrDelivered: boolean; orderId: number }[],
) {
  const legs: JourneyLeg[] = [];
  for (const r of rows) {
    const last = legs.at(-1);
    if (last && last.loadId === r.loadId && last.stopNumber === r.stopNumber) last.orderIds.push(r.orderId);
    else
      legs.push({
        loadId: r.loadId,
        stopNumber: Number(r.stopNumber),
        orderIds: [r.orderId],
        pickedUpOrDelivered: r.pickedUpOrDelivered,
      });
  }
  return legs;
}

/** The legs of the orders on the load on the other loads, numbered within their own loads. */
export async function readJourneyLegsOfLoad(db: Db, loadId: number): Promise<JourneyLeg[]> {
  return foldLegs(await legsOfLoad(db).execute({ loadId }));
}

/** What a load save knows of its orders' legs on other loads. */
export interface LegsElsewhere {
  /** The orders asked about. */
  orderIds: ReadonlySet<number>;
  /** Their legs, for the sequencing rule across loads. */
  legs: JourneyLeg[];
  /** Those on another load too: leaving this one does not make them unplanned. */
  onOtherLoads: Set<number>;
  /**
   * Those an earlier leg on another load dropped at a consolidation location (its delivery checked off):
   * an unchecked pickup on this load returns them there, Staged when they have been picked since.
   */
  dropped: Map<number, 'consolidated' | 'staged'>;
}

/**
 * The legs of `orderIds` on other loads and the facts the order events need of them, in one statement
 * (before decision 096: the legs, the orders on other loads and the orders dropped elsewhere, three).
 * `allOnLoad`: `orderIds` are every order on the load's stops as read under its lock (which every change
 * of a load's orders takes), so the statement finds them itself.
 */
export async function readLegsElsewhere(
  db: Db,
  loadId: number,
  orderIds: readonly number[],
  allOnLoad = false,
): Promise<LegsElsewhere> {
  const rows = !orderIds.length
    ? []
    : allOnLoad
      ? await legsOfLoadOrdersForSave(db).execute({ loadId })
      : await legsOfOrdersForSave(db).execute({ loadId, orderIds: idArray(orderIds) });
  const dropped = new Map<number, 'consolidated' | 'staged'>();
  for (const r of rows)
    if (r.isConsolidation && r.pickedUpOrDelivered && r.refLoadStopTypeId !== LoadStopType.Pickup)
      dropped.set(r.orderId, r.isPicked ? 'staged' : 'consolidated');
  return {
    orderIds: new Set(orderIds),
    legs: foldLegs(rows),
    onOtherLoads: new Set(rows.map((r) => r.orderId)),
    dropped,
  };
}

/** The orders on a load's stops, each once. */
export const ordersOnStops = (stops: readonly { loadStopOrders: readonly { orderId: number }[] }[]) => [
  ...new Set(stops.flatMap((s) => s.loadStopOrders.map((o) => o.orderId))),
];
