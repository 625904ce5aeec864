import { and, asc, eq, sql } from 'drizzle-orm';
import { stateCode } from '#contract/geography';
import type { Db } from '../db/connect';
import { orderCustomers } from '../db/schema/customers';
import { orders } from '../db/schema/orders';
import { filterLines, type ReportInput } from './report-input';
import type { ReportDefinition } from './report-definition';
import type { ReportColumn } from './report-model';
import {
  casesOf,
  counted,
  deliveredInWindow,
  destination,
  groupRows,
  inList,
  place,
  sum,
} from './report-sql';

/** Orders delivered in the window (not cancelled), with their destination, oldest delivery first. */
async function deliveredOrders(db: Db, input: ReportInput) {
  const rows = await db
    .select({
      orderId: orders.orderId,
      dateDelivered: orders.dateDelivered,
      poNumber: orders.poNumber,
      cons: orders.cons,
      customerId: orders.orderCustomerId,
      customer: orderCustomers.orderCustomerName,
      cases: casesOf,
      destinationId: destination.locationId,
      destinationName: destination.name,
      city: destination.city,
      stateId: destination.refStateId,
    })
    .from(orders)
    .innerJoin(destination, eq(destination.locationId, orders.destinationLocationId))
    .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, orders.orderCustomerId))
    .where(and(deliveredInWindow(input), inList(destination.refStateId, input.fields.statesList)))
    .orderBy(
      asc(sql`lower(${destination.name})`),
      asc(destination.locationId),
      asc(orderCustomers.orderCustomerName),
      asc(orders.dateDelivered),
      asc(orders.orderId),
    );
  return rows.map((r) => ({
    ...r,
    customer: r.customer ?? 'No customer',
    where: place(r.city, r.stateId == null ? null : stateCode(r.stateId)),
  }));
}
type Delivered = Awaited<ReturnType<typeof deliveredOrders>>[number];

const heading = (r: Delivered) => [r.destinationName, r.where].filter(Boolean).join(' · ');
const filtersOf = (db: Db, input: ReportInput) => filterLines(db, input, { customer: true, states: true });
const emptyText = 'No deliveries in this window.';

const detailColumns: ReportColumn[] = [
  { header: 'Delivered', width: 10, kind: 'date' },
  { header: 'Order #', width: 8, kind: 'text' },
  { header: 'Customer', width: 24 },
  { header: 'PO #', width: 14 },
  { header: 'Consignee', width: 22 },
  { header: 'Cases', width: 8, kind: 'decimal' },
];

/** Every delivered order, grouped by destination location, with cases per destination. */
export const deliveriesByDestination: ReportDefinition = {
  title: 'Deliveries by Destination',
  format: 'pdf',
  async build(db, input) {
    const rows = await deliveredOrders(db, input);
    const groups = groupRows(
      rows,
      (r) => r.destinationId,
      heading,
      (r) => [r.dateDelivered, String(r.orderId), r.customer, r.poNumber, r.cons, r.cases],
      (g) => [null, counted(g.length, 'order'), null, null, 'Destination total', sum(g, (r) => r.cases)],
    );
    return {
      title: this.title,
      filters: await filtersOf(db, input),
      columns: detailColumns,
      groups,
      totals: [
        null,
        counted(rows.length, 'order'),
        counted(groups.length, 'destination'),
        null,
        'Total',
        sum(rows, (r) => r.cases),
      ],
      emptyText,
    };
  },
};

/** One line per destination and customer: how many orders and cases each customer had delivered there. */
export const deliveriesByDestinationSummary: ReportDefinition = {
  title: 'Deliveries by Destination Summary',
  format: 'pdf',
  async build(db, input) {
    const rows = await deliveredOrders(db, input);
    const lines: { destinationId: number; dest: string; customer: string; orders: number; cases: number }[] =
      [];
    for (const r of rows) {
      const last = lines.at(-1);
      if (last && last.destinationId === r.destinationId && last.customer === r.customer) {
        last.orders += 1;
        last.cases += r.cases;
      } else {
        lines.push({
          destinationId: r.destinationId,
          dest: heading(r),
          customer: r.customer,
          orders: 1,
          cases: r.cases,
        });
      }
    }
    const groups = groupRows(
      lines,
      (l) => l.destinationId,
      (l) => l.dest,
      (l) => [l.customer, l.orders, l.cases],
      (g) => ['Destination total', sum(g, (l) => l.orders), sum(g, (l) => l.cases)],
    );
    return {
      title: this.title,
      filters: await filtersOf(db, input),
      columns: [
        { header: 'Customer', width: 40 },
        { header: 'Orders', width: 10, kind: 'number' },
        { header: 'Cases', width: 10, kind: 'decimal' },
      ],
      groups,
      totals: [`Total (${counted(groups.length, 'destination')})`, rows.length, sum(rows, (r) => r.cases)],
      emptyText,
    };
  },
};
