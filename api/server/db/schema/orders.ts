import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { orderTypeCodes, unitTypeCodes } from '#contract/order-codes';
import { orderStatusCodes } from '#contract/order-status';
import { inCodes, money, upTo999999, userRef } from './business-columns';
import { carriers } from './carriers';
import { auditDates, day, indexWhereSet, tstz } from './columns';
import { orderCustomers } from './customers';
import { locations } from './locations';

/** A group of orders that travel together (groupOrders / ungroupOrders). Ungrouping deletes it (SET NULL). */
export const orderGroups = pgTable('order_groups', {
  orderGroupId: serial('order_group_id').primaryKey(),
  addedByUserId: userRef('added_by_user_id'),
  ...auditDates,
});

const locationRef = (name: string) =>
  integer(name).references(() => locations.locationId, { onDelete: 'restrict' });

/**
 * Order of spec 2 §3 (stored fields; the display fields are derived by the API). Status and type are the
 * contract's codes, held by CHECKs. Customers, locations and carriers an order names cannot be deleted
 * under it (RESTRICT, answered 409); users can, and leave the ids null.
 */
export const orders = pgTable(
  'orders',
  {
    orderId: serial('order_id').primaryKey(),
    orderGroupId: integer('order_group_id').references(() => orderGroups.orderGroupId, {
      onDelete: 'set null',
    }),
    orderCustomerId: integer('order_customer_id').references(() => orderCustomers.orderCustomerId, {
      onDelete: 'restrict',
    }),
    refOrderStatusId: integer('ref_order_status_id').notNull().default(200),
    /** Null until chosen; an Intake order becomes Open when it gets one. */
    refOrderTypeId: integer('ref_order_type_id'),
    warehouseId: locationRef('warehouse_id'),
    sourceLocationId: locationRef('source_location_id'),
    destinationLocationId: locationRef('destination_location_id'),
    currentLocationId: locationRef('current_location_id'),
    nextLocationId: locationRef('next_location_id'),
    pickLocationId: locationRef('pick_location_id'),
    addedByUserId: userRef('added_by_user_id'),
    modifiedByUserId: userRef('modified_by_user_id'),
    pickedByUserId: userRef('picked_by_user_id'),
    placedByCustomerUserId: userRef('placed_by_customer_user_id'),
    deliveringCarrierId: integer('delivering_carrier_id').references(() => carriers.carrierId, {
      onDelete: 'restrict',
    }),
    poNumber: text('po_number'),
    producerName: text('producer_name'),
    bol: text('bol'),
    special: text('special'),
    quantity: integer('quantity'),
    caseEquivalent: numeric('case_equivalent', { precision: 12, scale: 2, mode: 'number' }),
    numberOfBottles: integer('number_of_bottles'),
    unitType: integer('unit_type').notNull().default(2),
    isPicked: boolean('is_picked').notNull().default(false),
    revenue: money('revenue'),
    /** Consignee. */
    cons: text('cons'),
    ignoreStatusUpdates: boolean('ignore_status_updates').notNull().default(false),
    /**
     * Where the order status machine returns to (decision 036): for On Hold / Issue the status underneath,
     * for Cancelled where Reinstate takes it; null otherwise.
     */
    resumeStatus: integer('resume_status'),
    migrationError: text('migration_error'),
    datePicked: day('date_picked'),
    datePickBy: day('date_pick_by'),
    datePlaced: tstz('date_placed'),
    dateReadyBy: day('date_ready_by'),
    dateNeededBy: day('date_needed_by'),
    dateShipBy: day('date_ship_by'),
    dateEstimatedShipBy: day('date_estimated_ship_by'),
    dateShipped: tstz('date_shipped'),
    dateDelivered: tstz('date_delivered'),
    ...auditDates,
  },
  (t) => [
    check('orders_status_ck', inCodes(t.refOrderStatusId, orderStatusCodes)),
    check('orders_resume_status_ck', inCodes(t.resumeStatus, orderStatusCodes)),
    check('orders_type_ck', inCodes(t.refOrderTypeId, orderTypeCodes)),
    check('orders_unit_type_ck', inCodes(t.unitType, unitTypeCodes)),
    check('orders_quantity_ck', upTo999999(t.quantity)),
    check('orders_revenue_ck', upTo999999(t.revenue)),
    // The list screens: a status grouping or a customer, newest first; date filters; location tabs.
    index('orders_status_idx').on(t.refOrderStatusId, t.orderId),
    index('orders_customer_idx').on(t.orderCustomerId, t.orderId),
    // One customer's orders by Needed By, and the newest orders first; migration 0012 adds the status as an
    // INCLUDE column (drizzle-kit cannot write one), so a status grouping reads the index alone (decision 073).
    index('orders_customer_needed_by_idx').on(t.orderCustomerId, t.dateNeededBy, t.orderId),
    index('orders_newest_idx').on(t.orderId.desc().nullsFirst()),
    // The type filter, and type within a status grouping counted from the index alone.
    index('orders_type_idx').on(t.refOrderTypeId, t.refOrderStatusId),
    indexWhereSet('orders_group_idx', t.orderGroupId),
    index('orders_source_idx').on(t.sourceLocationId),
    index('orders_destination_idx').on(t.destinationLocationId),
    indexWhereSet('orders_current_idx', t.currentLocationId),
    indexWhereSet('orders_next_idx', t.nextLocationId),
    indexWhereSet('orders_pick_idx', t.pickLocationId),
    indexWhereSet('orders_warehouse_idx', t.warehouseId),
    indexWhereSet('orders_carrier_idx', t.deliveringCarrierId),
    index('orders_date_added_idx').on(t.dateAdded),
    index('orders_date_needed_by_idx').on(t.dateNeededBy),
    index('orders_date_ship_by_idx').on(t.dateShipBy),
    index('orders_date_delivered_idx').on(t.dateDelivered),
    // Case-insensitive equality and starts-with (lower(x) like 'abc%'); substring search (the list engine's
    // `lower(x) like '%abc%'`) through pg_trgm, which PGlite has only when the extension is loaded at open time.
    index('orders_po_number_idx').on(sql`lower(${t.poNumber}) text_pattern_ops`),
    index('orders_producer_idx').on(sql`lower(${t.producerName}) text_pattern_ops`),
    index('orders_po_number_trgm_idx').using('gin', sql`lower(${t.poNumber}) gin_trgm_ops`),
    index('orders_producer_trgm_idx').using('gin', sql`lower(${t.producerName}) gin_trgm_ops`),
    index('orders_bol_trgm_idx').using('gin', sql`lower(${t.bol}) gin_trgm_ops`),
  ],
);
