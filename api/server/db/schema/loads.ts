import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { loadStopTypeOptions, loadTypeOptions, trailerTypeOptions } from '#contract/load-codes';
import { loadStatusCodes } from '#contract/load-status';
import { inCodes, money, upTo999999, userRef } from './business-columns';
import { carriers } from './carriers';
import { auditDates, day, indexWhereSet, parentRef, tstz } from './columns';
import { locations } from './locations';
import { orders } from './orders';
import { refLoadDesignations } from './reference';

const codesOf = (options: readonly { value: number }[]) => options.map((o) => o.value);
const locationRef = (name: string) =>
  integer(name).references(() => locations.locationId, { onDelete: 'restrict' });

/**
 * Load of spec 2 §3. Origin, current and destination are kept (the API sets them from the stops when it
 * saves) so the list can sort and filter on them; counts, cases and net revenue are derived.
 */
export const loads = pgTable(
  'loads',
  {
    loadId: serial('load_id').primaryKey(),
    refLoadTypeId: integer('ref_load_type_id'),
    refLoadStatusId: integer('ref_load_status_id').notNull().default(1),
    refLoadDesignationId: integer('ref_load_designation_id').references(
      () => refLoadDesignations.refLoadDesignationId,
      { onDelete: 'restrict' },
    ),
    refLoadTrailerTypeId: integer('ref_load_trailer_type_id'),
    carrierId: integer('carrier_id').references(() => carriers.carrierId, { onDelete: 'restrict' }),
    originLocationId: locationRef('origin_location_id'),
    currentLocationId: locationRef('current_location_id'),
    destinationLocationId: locationRef('destination_location_id'),
    trailerNumber: text('trailer_number'),
    carrierNote: text('carrier_note'),
    miles: integer('miles'),
    isAllDay: boolean('is_all_day').notNull().default(false),
    revenue: money('revenue'),
    showRevenueOnLoadSummary: boolean('show_revenue_on_load_summary').notNull().default(false),
    carrierPaid: boolean('carrier_paid').notNull().default(false),
    carrierRate: money('carrier_rate'),
    carrierAccessoryCharge: money('carrier_accessory_charge'),
    carrierAccessoryChargeDescription: text('carrier_accessory_charge_description'),
    carrierPaidCheckNumber: text('carrier_paid_check_number'),
    carrierPaidInvoiceNumber: text('carrier_paid_invoice_number'),
    carrierPaidAmount: money('carrier_paid_amount'),
    carrierPaidNote: text('carrier_paid_note'),
    carrierPaidDate: day('carrier_paid_date'),
    carrierPaidByUserId: userRef('carrier_paid_by_user_id'),
    ignoreStatusUpdates: boolean('ignore_status_updates').notNull().default(false),
    estimatedShippingDate: tstz('estimated_shipping_date'),
    addedByUserId: userRef('added_by_user_id'),
    modifiedByUserId: userRef('modified_by_user_id'),
    ...auditDates,
  },
  (t) => [
    check('loads_status_ck', inCodes(t.refLoadStatusId, loadStatusCodes)),
    check('loads_type_ck', inCodes(t.refLoadTypeId, codesOf(loadTypeOptions))),
    check('loads_trailer_type_ck', inCodes(t.refLoadTrailerTypeId, codesOf(trailerTypeOptions))),
    check('loads_miles_ck', upTo999999(t.miles)),
    index('loads_status_idx').on(t.refLoadStatusId, t.loadId),
    indexWhereSet('loads_carrier_idx', t.carrierId),
    index('loads_designation_idx').on(t.refLoadDesignationId),
    index('loads_ship_date_idx').on(t.estimatedShippingDate),
    index('loads_origin_idx').on(t.originLocationId),
    index('loads_destination_idx').on(t.destinationLocationId),
    indexWhereSet('loads_current_idx', t.currentLocationId),
    // The list's search by trailer (the list engine's `lower(x) like '%abc%'`).
    index('loads_trailer_trgm_idx').using('gin', sql`lower(${t.trailerNumber}) gin_trgm_ops`),
  ],
);

/**
 * A pickup or delivery stop of a load, part of it (CASCADE). `stopSequence` is unique per load by the
 * API's rule, not by an index: reordering rewrites every sequence in one statement, which a
 * non-deferrable unique index would refuse half-way through a swap.
 */
export const loadStops = pgTable(
  'load_stops',
  {
    loadStopId: serial('load_stop_id').primaryKey(),
    loadId: parentRef('load_id', () => loads.loadId),
    locationId: locationRef('location_id').notNull(),
    refLoadStopTypeId: integer('ref_load_stop_type_id').notNull(),
    stopSequence: integer('stop_sequence').notNull(),
    pickedUpOrDelivered: boolean('picked_up_or_delivered').notNull().default(false),
    pickedUpDeliveryDate: tstz('picked_up_delivery_date'),
    /** The carrier stop note. */
    stopDirections: text('stop_directions'),
    fromDate: tstz('from_date'),
    toDate: tstz('to_date'),
    hasAppointment: boolean('has_appointment').notNull().default(false),
    carrierMakesAppointment: boolean('carrier_makes_appointment').notNull().default(false),
    scheduledWithDescription: text('scheduled_with_description'),
    stopHasIssue: boolean('stop_has_issue').notNull().default(false),
    issueDescription: text('issue_description'),
    ...auditDates,
  },
  (t) => [
    check('load_stops_type_ck', inCodes(t.refLoadStopTypeId, codesOf(loadStopTypeOptions))),
    check('load_stops_sequence_ck', sql`${t.stopSequence} >= 0`),
    check(
      'load_stops_window_ck',
      sql`${t.fromDate} is null or ${t.toDate} is null or ${t.fromDate} <= ${t.toDate}`,
    ),
    index('load_stops_load_idx').on(t.loadId, t.stopSequence),
    index('load_stops_location_idx').on(t.locationId),
    index('load_stops_from_date_idx').on(t.fromDate),
    // The board's on-time rates (decision 085, migration 0019, which adds INCLUDE load_id to the first).
    index('load_stops_checked_off_idx')
      .on(t.refLoadStopTypeId, t.pickedUpDeliveryDate)
      .where(sql`${t.pickedUpOrDelivered}`),
    index('load_stops_load_checked_off_idx')
      .on(t.loadId, t.refLoadStopTypeId, t.pickedUpDeliveryDate)
      .where(sql`${t.pickedUpOrDelivered}`),
    // The board's stop issues and late stops, as load list filters (decision 085, migration 0022).
    index('load_stops_issue_idx')
      .on(t.loadId)
      .where(sql`${t.stopHasIssue}`),
    index('load_stops_open_idx')
      .on(t.loadId, t.toDate, t.fromDate)
      .where(sql`not ${t.pickedUpOrDelivered}`),
    // The calendar finds the stops whose window overlaps its days (decision 043).
    index('load_stops_window_idx')
      .using(
        'gist',
        sql`tstzrange(coalesce(${t.fromDate}, ${t.toDate}), coalesce(${t.toDate}, ${t.fromDate}), '[]')`,
      )
      .where(sql`${t.fromDate} is not null or ${t.toDate} is not null`),
    // Stops without a window place their load on its ship date; the calendar asks per load whether it has one.
    index('load_stops_no_window_idx')
      .on(t.loadId)
      .where(sql`${t.fromDate} is null and ${t.toDate} is null`),
    // Windows over 31 days, which load_calendar_days leaves out; the calendar asks whether one touches its days.
    index('load_stops_long_window_idx')
      .using(
        'gist',
        sql`tstzrange(coalesce(${t.fromDate}, ${t.toDate}), coalesce(${t.toDate}, ${t.fromDate}), '[]')`,
      )
      .where(
        sql`coalesce(${t.toDate}, ${t.fromDate}) - coalesce(${t.fromDate}, ${t.toDate}) > interval '31 days'`,
      ),
  ],
);

/**
 * An order picked up or delivered at a stop. An order on a load cannot be deleted (RESTRICT): remove it
 * from the load first. `isConsolidation` marks a delivery into a consolidation location (the warehouse).
 */
export const loadStopOrders = pgTable(
  'load_stop_orders',
  {
    loadStopId: parentRef('load_stop_id', () => loadStops.loadStopId),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'restrict' }),
    isConsolidation: boolean('is_consolidation').notNull().default(false),
    dateAdded: auditDates.dateAdded,
  },
  (t) => [
    primaryKey({ columns: [t.loadStopId, t.orderId] }),
    index('load_stop_orders_order_idx').on(t.orderId),
  ],
);
