import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Load } from '#contract/load';
import {
  LoadStopType,
  type LoadDesignationCode,
  type LoadTypeCode,
  type TrailerTypeCode,
} from '#contract/load-codes';
import type { LoadStatusCode } from '#contract/load-status';
import type { Db } from '../db/connect';
import { idArray, perDatabase } from '../db/prepared';
import { systemUsers } from '../db/schema/auth';
import { carriers } from '../db/schema/carriers';
import { loads } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import {
  checkedOffOnTime,
  hasCarrier,
  hasLateStop,
  hasStopIssue,
  lastCheckedOff,
} from '../board/stop-exceptions';
import { dayText, intArray, iso, withFields } from './related';

const l = loads;
const origin = alias(locations, 'origin');
const current = alias(locations, 'cur');
const destination = alias(locations, 'dest');
const createdBy = alias(systemUsers, 'created_by');
const modifiedBy = alias(systemUsers, 'modified_by');

const withName = (
  u: { systemUserId: number | null; firstName: string | null; lastName: string | null } | null,
) =>
  u?.systemUserId
    ? {
        systemUserId: u.systemUserId,
        firstName: u.firstName,
        lastName: u.lastName,
        name: `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || null,
      }
    : null;

/** The select of loadLoadItems over the loads `where` picks; `visibleOrders` as there. */
function loadRows(db: Db, where: SQL, visibleOrders?: SQL) {
  const onlyVisible = visibleOrders ? sql` and so.order_id in (${visibleOrders})` : sql``;
  // The stop counts and cases of a shared load, too, count the caller's own orders only.
  const stopVisible = visibleOrders
    ? sql` and exists (select 1 from load_stop_orders so where so.load_stop_id = s.load_stop_id and so.order_id in (${visibleOrders}))`
    : sql``;
  return db
    .select({
      load: l,
      carrierName: carriers.name,
      originLocationName: origin.name,
      currentLocationName: current.name,
      destinationLocationName: destination.name,
      createdBy: {
        systemUserId: createdBy.systemUserId,
        firstName: createdBy.firstName,
        lastName: createdBy.lastName,
      },
      modifiedBy: {
        systemUserId: modifiedBy.systemUserId,
        firstName: modifiedBy.firstName,
        lastName: modifiedBy.lastName,
      },
      pickups:
        sql<number>`(select count(*) from load_stops s where s.load_id = ${l.loadId} and s.ref_load_stop_type_id = 1${stopVisible})`.mapWith(
          Number,
        ),
      deliveries:
        sql<number>`(select count(*) from load_stops s where s.load_id = ${l.loadId} and s.ref_load_stop_type_id = 2${stopVisible})`.mapWith(
          Number,
        ),
      noteCount: sql<number>`(select count(*) from notes n where n.load_id = ${l.loadId})`.mapWith(Number),
      cases:
        sql<number>`(select coalesce(sum(o.case_equivalent), 0) from load_stops s join load_stop_orders so on so.load_stop_id = s.load_stop_id join orders o on o.order_id = so.order_id where s.load_id = ${l.loadId} and s.ref_load_stop_type_id = 1${onlyVisible})`.mapWith(
          Number,
        ),
      hasLateStop: sql<boolean>`${hasLateStop}`,
      hasStopIssue: sql<boolean>`${hasStopIssue}`,
      hasCarrier: sql<boolean>`${hasCarrier}`,
      lastPickupAt: sql<unknown>`${lastCheckedOff(LoadStopType.Pickup)}`,
      pickupsOnTime: sql<boolean | null>`${checkedOffOnTime(LoadStopType.Pickup)}`,
      lastDeliveryAt: sql<unknown>`${lastCheckedOff(LoadStopType.Delivery)}`,
      deliveriesOnTime: sql<boolean | null>`${checkedOffOnTime(LoadStopType.Delivery)}`,
      orderIds: sql<unknown>`(select coalesce(array_agg(distinct so.order_id order by so.order_id), '{}') from load_stops s join load_stop_orders so on so.load_stop_id = s.load_stop_id where s.load_id = ${l.loadId}${onlyVisible})`,
    })
    .from(l)
    .leftJoin(carriers, eq(carriers.carrierId, l.carrierId))
    .leftJoin(origin, eq(origin.locationId, l.originLocationId))
    .leftJoin(current, eq(current.locationId, l.currentLocationId))
    .leftJoin(destination, eq(destination.locationId, l.destinationLocationId))
    .leftJoin(createdBy, eq(createdBy.systemUserId, l.addedByUserId))
    .leftJoin(modifiedBy, eq(modifiedBy.systemUserId, l.modifiedByUserId))
    .where(where);
}

/** Staff see every order on a load: one statement text for any ids, built once (db/prepared.ts). */
const staffLoadRows = perDatabase((db) =>
  loadRows(db, sql`${l.loadId} = any(${sql.placeholder('ids')}::int[])`).prepare('loads_view'),
);

/** One load, for staff: its own statement, whose plan PostgreSQL keeps (as orders.view.ts, decision 102). */
const staffLoadRow = perDatabase((db) =>
  loadRows(db, sql`${l.loadId} = ${sql.placeholder('id')}::int`).prepare('loads_view_one'),
);

/**
 * Loads with the names, counts and totals the list shows, for one page of ids (no stops: the detail has those).
 * `visibleOrders` (a query of order ids) limits orderIdsOnLoad, the pickup and delivery counts and the cases to
 * the caller's own orders on a shared load.
 */
export async function loadLoadItems(
  db: Db,
  ids: number[],
  visibleOrders?: SQL,
): Promise<Omit<Load, 'loadStops'>[]> {
  const rows = visibleOrders
    ? await loadRows(db, inArray(l.loadId, ids), visibleOrders)
    : ids.length === 1
      ? await staffLoadRow(db).execute({ id: ids[0] })
      : await staffLoadRows(db).execute({ ids: idArray(ids) });
  return rows.map((r) => {
    const { addedByUserId: _added, modifiedByUserId: _modified, ...row } = r.load;
    const net =
      row.revenue == null
        ? null
        : Math.round((row.revenue - (row.carrierRate ?? 0) - (row.carrierAccessoryCharge ?? 0)) * 100) / 100;
    return withFields(row, {
      refLoadTypeId: row.refLoadTypeId as LoadTypeCode | null,
      refLoadStatusId: row.refLoadStatusId as LoadStatusCode,
      refLoadDesignationId: row.refLoadDesignationId as LoadDesignationCode | null,
      refLoadTrailerTypeId: row.refLoadTrailerTypeId as TrailerTypeCode | null,
      carrierPaidDate: dayText(row.carrierPaidDate),
      estimatedShippingDate: iso(row.estimatedShippingDate),
      dateAdded: iso(row.dateAdded)!,
      dateModified: iso(row.dateModified)!,
      carrierName: r.carrierName,
      originLocationName: r.originLocationName,
      currentLocationName: r.currentLocationName,
      destinationLocationName: r.destinationLocationName,
      pickups: r.pickups,
      deliveries: r.deliveries,
      cases: r.cases,
      noteCount: r.noteCount,
      netRevenue: net,
      orderIdsOnLoad: intArray(r.orderIds),
      hasLateStop: r.hasLateStop === true,
      hasStopIssue: r.hasStopIssue === true,
      hasCarrier: r.hasCarrier === true,
      lastPickupAt: iso(r.lastPickupAt as string | null),
      pickupsOnTime: r.pickupsOnTime,
      lastDeliveryAt: iso(r.lastDeliveryAt as string | null),
      deliveriesOnTime: r.deliveriesOnTime,
      createdByUser: withName(r.createdBy),
      modifiedByUser: withName(r.modifiedBy),
    });
  });
}
