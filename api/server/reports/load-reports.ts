import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stateCode } from '#contract/geography';
import { loadDesignationLabel, LoadStopType } from '#contract/load-codes';
import { loadStatusLabel } from '#contract/load-status';
import { carriers } from '../db/schema/carriers';
import { loadStopOrders, loadStops, loads } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { orders } from '../db/schema/orders';
import { filterLines, type ReportInput } from './report-input';
import type { ReportDefinition } from './report-definition';
import { counted, destination, groupRows, inList, place, sum } from './report-sql';

const origin = alias(locations, 'origin');

/** Orders and cases on a stop, or on every stop of a load. */
const stopOrderCount =
  sql<number>`(select count(*) from ${loadStopOrders} where ${loadStopOrders.loadStopId} = ${loadStops.loadStopId})`.mapWith(
    Number,
  );
const stopCases =
  sql<number>`(select coalesce(sum(coalesce(o.case_equivalent, o.quantity, 0)), 0) from ${loadStopOrders} join ${orders} o on o.order_id = ${loadStopOrders.orderId} where ${loadStopOrders.loadStopId} = ${loadStops.loadStopId})`.mapWith(
    Number,
  );

/** A load's ship date: its estimated shipping date, else its first stop window's start. */
const shipDate =
  sql<Date | null>`coalesce(${loads.estimatedShippingDate}, (select min(s.from_date) from ${loadStops} s where s.load_id = ${loads.loadId}))`.mapWith(
    (v: string | Date | null) => (v == null ? null : new Date(v)),
  );

const windowOn = (column: SQL, input: ReportInput) =>
  input.window ? sql`${column} >= ${input.window.start} and ${column} < ${input.window.end}` : undefined;

/** Loads shipping in the window: status, designation, carrier, route, stops, orders, cases and revenue. */
export const loadReport: ReportDefinition = {
  title: 'Load Report',
  format: 'pdf',
  async build(db, input) {
    const rows = await db
      .select({
        loadId: loads.loadId,
        status: loads.refLoadStatusId,
        designation: loads.refLoadDesignationId,
        carrier: carriers.name,
        origin: origin.name,
        destination: destination.name,
        shipDate,
        stops: sql<number>`(select count(*) from ${loadStops} s where s.load_id = ${loads.loadId})`.mapWith(
          Number,
        ),
        orders:
          sql<number>`(select count(distinct so.order_id) from ${loadStopOrders} so join ${loadStops} s on s.load_stop_id = so.load_stop_id where s.load_id = ${loads.loadId})`.mapWith(
            Number,
          ),
        cases:
          sql<number>`(select coalesce(sum(coalesce(o.case_equivalent, o.quantity, 0)), 0) from ${orders} o where o.order_id in (select so.order_id from ${loadStopOrders} so join ${loadStops} s on s.load_stop_id = so.load_stop_id where s.load_id = ${loads.loadId}))`.mapWith(
            Number,
          ),
        revenue: loads.revenue,
      })
      .from(loads)
      .leftJoin(carriers, eq(carriers.carrierId, loads.carrierId))
      .leftJoin(origin, eq(origin.locationId, loads.originLocationId))
      .leftJoin(destination, eq(destination.locationId, loads.destinationLocationId))
      .where(
        and(
          windowOn(shipDate, input),
          inList(loads.refLoadDesignationId, input.fields.chosenDesignationIds),
          inList(loads.loadId, input.fields.loadIds),
        ),
      )
      .orderBy(asc(shipDate), asc(loads.loadId));
    return {
      title: this.title,
      filters: await filterLines(db, input, { designations: true }),
      columns: [
        { header: 'Ship Date', width: 9, kind: 'date' },
        { header: 'Load #', width: 7 },
        { header: 'Status', width: 9 },
        { header: 'Designation', width: 12 },
        { header: 'Carrier', width: 16 },
        { header: 'Origin', width: 16 },
        { header: 'Destination', width: 16 },
        { header: 'Stops', width: 5, kind: 'number' },
        { header: 'Orders', width: 6, kind: 'number' },
        { header: 'Cases', width: 7, kind: 'decimal' },
        { header: 'Revenue', width: 9, kind: 'money' },
      ],
      groups: [
        {
          rows: rows.map((r) => [
            r.shipDate,
            String(r.loadId),
            loadStatusLabel(r.status),
            r.designation == null ? null : loadDesignationLabel(r.designation),
            r.carrier,
            r.origin,
            r.destination,
            r.stops,
            r.orders,
            r.cases,
            r.revenue,
          ]),
        },
      ],
      totals: [
        null,
        counted(rows.length, 'load'),
        null,
        null,
        null,
        null,
        'Total',
        sum(rows, (r) => r.stops),
        sum(rows, (r) => r.orders),
        sum(rows, (r) => r.cases),
        sum(rows, (r) => r.revenue),
      ],
      emptyText: 'No loads ship in this window.',
    };
  },
};

/** Pickup stops in the window at each location (warehouses first by name), skipping locations marked to be ignored. */
export const pickupsByWarehouse: ReportDefinition = {
  title: 'Pickups by Warehouse',
  format: 'pdf',
  async build(db, input) {
    const { fields } = input;
    const day = sql<Date | null>`coalesce(${loadStops.pickedUpDeliveryDate}, ${loadStops.fromDate})`.mapWith(
      (v: string | Date | null) => (v == null ? null : new Date(v)),
    );
    const rows = await db
      .select({
        locationId: locations.locationId,
        location: locations.name,
        city: locations.city,
        stateId: locations.refStateId,
        day,
        loadId: loads.loadId,
        carrier: carriers.name,
        done: loadStops.pickedUpOrDelivered,
        orders: stopOrderCount,
        cases: stopCases,
      })
      .from(loadStops)
      .innerJoin(loads, eq(loads.loadId, loadStops.loadId))
      .innerJoin(locations, eq(locations.locationId, loadStops.locationId))
      .leftJoin(carriers, eq(carriers.carrierId, loads.carrierId))
      .where(
        and(
          eq(loadStops.refLoadStopTypeId, LoadStopType.Pickup),
          eq(locations.ignoredByWarehousePickupsReport, false),
          windowOn(day, input),
          fields.locationId != null ? eq(locations.locationId, fields.locationId) : undefined,
          fields.onlyNWDWarehouses ? eq(locations.isNWDWarehouse, true) : undefined,
        ),
      )
      .orderBy(
        sql`${locations.isNWDWarehouse} desc`,
        asc(sql`lower(${locations.name})`),
        asc(locations.locationId),
        asc(day),
        asc(loads.loadId),
      );
    const groups = groupRows(
      rows,
      (r) => r.locationId,
      (r) =>
        [r.location, place(r.city, r.stateId == null ? null : stateCode(r.stateId))]
          .filter(Boolean)
          .join(' · '),
      (r) => [r.day, String(r.loadId), r.carrier, r.done ? 'Picked up' : 'Scheduled', r.orders, r.cases],
      (g) => [
        null,
        counted(g.length, 'pickup'),
        null,
        'Location total',
        sum(g, (r) => r.orders),
        sum(g, (r) => r.cases),
      ],
    );
    return {
      title: this.title,
      filters: await filterLines(db, input, { warehouse: true }),
      columns: [
        { header: 'Date', width: 10, kind: 'date' },
        { header: 'Load #', width: 8 },
        { header: 'Carrier', width: 24 },
        { header: 'Pickup', width: 12 },
        { header: 'Orders', width: 8, kind: 'number' },
        { header: 'Cases', width: 8, kind: 'decimal' },
      ],
      groups,
      totals: [
        null,
        counted(rows.length, 'pickup'),
        null,
        'Total',
        sum(rows, (r) => r.orders),
        sum(rows, (r) => r.cases),
      ],
      emptyText: 'No pickups in this window.',
    };
  },
};
