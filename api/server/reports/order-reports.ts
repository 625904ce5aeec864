import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { stateCode } from '#contract/geography';
import { orderTypeLabel, unitTypeLabel } from '#contract/order-codes';
import { OrderStatus, orderStatusLabel } from '#contract/order-status';
import { systemUsers } from '../db/schema/auth';
import { orderCustomers } from '../db/schema/customers';
import { locations } from '../db/schema/locations';
import { orders } from '../db/schema/orders';
import { filterLines } from './report-input';
import type { ReportDefinition } from './report-definition';
import {
  casesOf,
  counted,
  customerIs,
  destination,
  groupRows,
  inDayWindow,
  inWindow,
  place,
  sum,
} from './report-sql';

const source = alias(locations, 'source');
const picker = alias(systemUsers, 'picker');
const where = (name: string | null, city: string | null, stateId: number | null) =>
  [name, place(city, stateId == null ? null : stateCode(stateId))].filter(Boolean).join(' · ');

/** Orders picked in the window: when each was picked, by whom, and for where. Customers get only their own. */
export const orderPickedDates: ReportDefinition = {
  title: 'Order Picked Dates',
  format: 'pdf',
  async build(db, input) {
    const rows = await db
      .select({
        orderId: orders.orderId,
        datePicked: orders.datePicked,
        poNumber: orders.poNumber,
        producer: orders.producerName,
        customer: orderCustomers.orderCustomerName,
        destination: destination.name,
        quantity: orders.quantity,
        unitType: orders.unitType,
        cases: casesOf,
        picker: sql<string | null>`nullif(trim(concat_ws(' ', ${picker.firstName}, ${picker.lastName})), '')`,
      })
      .from(orders)
      .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, orders.orderCustomerId))
      .leftJoin(destination, eq(destination.locationId, orders.destinationLocationId))
      .leftJoin(picker, eq(picker.systemUserId, orders.pickedByUserId))
      .where(and(inDayWindow(orders.datePicked, input), customerIs(input)))
      .orderBy(asc(orders.datePicked), asc(orders.orderId));
    return {
      title: this.title,
      filters: await filterLines(db, input, { customer: true }),
      columns: [
        { header: 'Picked', width: 17, kind: 'day' },
        { header: 'Order #', width: 8 },
        { header: 'Customer', width: 17 },
        { header: 'PO #', width: 12 },
        { header: 'Producer', width: 13 },
        { header: 'Destination', width: 18 },
        { header: 'Qty', width: 6, kind: 'number' },
        { header: 'Unit', width: 9 },
        { header: 'Cases', width: 7, kind: 'decimal' },
        { header: 'Picked By', width: 12 },
      ],
      groups: [
        {
          rows: rows.map((r) => [
            r.datePicked,
            String(r.orderId),
            r.customer,
            r.poNumber,
            r.producer,
            r.destination,
            r.quantity,
            unitTypeLabel(r.unitType),
            r.cases,
            r.picker,
          ]),
        },
      ],
      totals: [
        counted(rows.length, 'order'),
        null,
        null,
        null,
        null,
        'Total',
        sum(rows, (r) => r.quantity),
        null,
        sum(rows, (r) => r.cases),
        null,
      ],
      emptyText: 'No orders were picked in this window.',
    };
  },
};

/** Statuses of an order still waiting to move: not yet on the road, delivered or cancelled. */
const waiting = [
  OrderStatus.Open,
  OrderStatus.Planned,
  OrderStatus.Booked,
  OrderStatus.Consolidated,
  OrderStatus.Staged,
];

/** Orders ready in the window that have not left yet, by the location they are picked up from. */
export const orderAvailability: ReportDefinition = {
  title: 'Order Availability',
  format: 'pdf',
  async build(db, input) {
    const rows = await db
      .select({
        orderId: orders.orderId,
        dateReadyBy: orders.dateReadyBy,
        dateNeededBy: orders.dateNeededBy,
        poNumber: orders.poNumber,
        customer: orderCustomers.orderCustomerName,
        status: orders.refOrderStatusId,
        cases: casesOf,
        sourceId: source.locationId,
        sourceName: source.name,
        city: source.city,
        stateId: source.refStateId,
        destination: destination.name,
      })
      .from(orders)
      .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, orders.orderCustomerId))
      .leftJoin(source, eq(source.locationId, orders.sourceLocationId))
      .leftJoin(destination, eq(destination.locationId, orders.destinationLocationId))
      .where(
        and(
          inDayWindow(orders.dateReadyBy, input),
          inArray(orders.refOrderStatusId, waiting),
          customerIs(input),
        ),
      )
      .orderBy(
        asc(sql`lower(${source.name})`),
        asc(source.locationId),
        asc(orders.dateReadyBy),
        asc(orders.orderId),
      );
    const groups = groupRows(
      rows,
      (r) => r.sourceId ?? 0,
      (r) => (r.sourceId ? where(r.sourceName, r.city, r.stateId) : 'No pickup location'),
      (r) => [
        r.dateReadyBy,
        r.dateNeededBy,
        String(r.orderId),
        r.customer,
        r.poNumber,
        r.destination,
        orderStatusLabel(r.status),
        r.cases,
      ],
      (g) => [
        null,
        null,
        counted(g.length, 'order'),
        null,
        null,
        null,
        'Location total',
        sum(g, (r) => r.cases),
      ],
    );
    return {
      title: this.title,
      filters: await filterLines(db, input, { customer: true }),
      columns: [
        { header: 'Ready By', width: 9, kind: 'day' },
        { header: 'Needed By', width: 9, kind: 'day' },
        { header: 'Order #', width: 8 },
        { header: 'Customer', width: 20 },
        { header: 'PO #', width: 12 },
        { header: 'Destination', width: 20 },
        { header: 'Status', width: 10 },
        { header: 'Cases', width: 7, kind: 'decimal' },
      ],
      groups,
      totals: [
        null,
        null,
        counted(rows.length, 'order'),
        null,
        null,
        null,
        'Total',
        sum(rows, (r) => r.cases),
      ],
      emptyText: 'No orders are ready and waiting in this window.',
    };
  },
};

/** Every order added in the window with its status and dates, one row each, for a spreadsheet. */
export const orderStatusXlsx: ReportDefinition = {
  title: 'Order Status',
  format: 'xlsx',
  async build(db, input) {
    const excluded = input.fields.excludeStatusIds ?? [];
    const rows = await db
      .select({
        orderId: orders.orderId,
        dateAdded: orders.dateAdded,
        customer: orderCustomers.orderCustomerName,
        poNumber: orders.poNumber,
        producer: orders.producerName,
        status: orders.refOrderStatusId,
        type: orders.refOrderTypeId,
        source: source.name,
        destination: destination.name,
        quantity: orders.quantity,
        unitType: orders.unitType,
        cases: casesOf,
        dateShipBy: orders.dateShipBy,
        dateShipped: orders.dateShipped,
        dateDelivered: orders.dateDelivered,
      })
      .from(orders)
      .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, orders.orderCustomerId))
      .leftJoin(source, eq(source.locationId, orders.sourceLocationId))
      .leftJoin(destination, eq(destination.locationId, orders.destinationLocationId))
      .where(
        and(
          inWindow(orders.dateAdded, input),
          customerIs(input),
          excluded.length ? notInArray(orders.refOrderStatusId, excluded) : undefined,
          input.fields.orderTypeId != null ? eq(orders.refOrderTypeId, input.fields.orderTypeId) : undefined,
        ),
      )
      .orderBy(asc(orders.orderId));
    return {
      title: this.title,
      filters: await filterLines(db, input, { customer: true }),
      columns: [
        { header: 'Order #', width: 9, kind: 'number' },
        { header: 'Added', width: 11, kind: 'date' },
        { header: 'Customer', width: 24 },
        { header: 'PO #', width: 14 },
        { header: 'Producer', width: 18 },
        { header: 'Status', width: 12 },
        { header: 'Type', width: 14 },
        { header: 'Source', width: 20 },
        { header: 'Destination', width: 20 },
        { header: 'Qty', width: 7, kind: 'number' },
        { header: 'Unit', width: 10 },
        { header: 'Cases', width: 8, kind: 'decimal' },
        { header: 'Ship By', width: 11, kind: 'day' },
        { header: 'Shipped', width: 11, kind: 'date' },
        { header: 'Delivered', width: 11, kind: 'date' },
      ],
      groups: [
        {
          rows: rows.map((r) => [
            r.orderId,
            r.dateAdded,
            r.customer,
            r.poNumber,
            r.producer,
            orderStatusLabel(r.status),
            r.type == null ? null : orderTypeLabel(r.type),
            r.source,
            r.destination,
            r.quantity,
            unitTypeLabel(r.unitType),
            r.cases,
            r.dateShipBy,
            r.dateShipped,
            r.dateDelivered,
          ]),
        },
      ],
      totals: [
        counted(rows.length, 'order'),
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        'Total',
        sum(rows, (r) => r.quantity),
        null,
        sum(rows, (r) => r.cases),
        null,
        null,
        null,
      ],
    };
  },
};
