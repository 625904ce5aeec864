import { and, eq, sql } from 'drizzle-orm';
import { stateByCode } from '#contract/geography';
import { orderCustomers } from '../db/schema/customers';
import { orders } from '../db/schema/orders';
import { filterLines } from './report-input';
import type { ReportDefinition } from './report-definition';
import { casesOf, deliveredInWindow, destination, groupRows, sum } from './report-sql';

const californiaId = stateByCode('CA')!.id;

/** A standard bottle and case, for the volume when an order gives cases but no bottle count. */
export const litresPerBottle = 0.75;
export const bottlesPerCase = 12;
const litresPerGallon = 3.785411784;

export const gallonsOf = (bottles: number | null, cases: number) =>
  ((bottles ?? cases * bottlesPerCase) * litresPerBottle) / litresPerGallon;

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The figures of the California (CDTFA) excise return: deliveries into California in the window, per
 * calendar month (business time zone) and customer, with cases, bottles and wine gallons.
 */
export const cdtfaXlsx: ReportDefinition = {
  title: 'CDTFA',
  format: 'xlsx',
  async build(db, input) {
    const month = sql<string>`to_char(${orders.dateDelivered} at time zone ${input.timeZone}, 'YYYY-MM')`;
    const rows = await db
      .select({
        month,
        customer: orderCustomers.orderCustomerName,
        deliveries: sql<number>`count(*)`.mapWith(Number),
        cases: sql<number>`sum(${casesOf})`.mapWith(Number),
        bottles: sql<number>`sum(coalesce(${orders.numberOfBottles}, 0))`.mapWith(Number),
        estimatedBottles:
          sql<number>`sum(coalesce(${orders.numberOfBottles}, ${casesOf} * ${bottlesPerCase}))`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .innerJoin(destination, eq(destination.locationId, orders.destinationLocationId))
      .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, orders.orderCustomerId))
      .where(and(deliveredInWindow(input), eq(destination.refStateId, californiaId)))
      .groupBy(sql`1`, sql`2`)
      .orderBy(sql`1`, sql`2`);
    const lines = rows.map((r) => ({
      ...r,
      customer: r.customer ?? 'No customer',
      gallons: round2((r.estimatedBottles * litresPerBottle) / litresPerGallon),
    }));
    const groups = groupRows(
      lines,
      (l) => l.month,
      (l) => `Month ${l.month}`,
      (l) => [l.month, l.customer, l.deliveries, l.cases, l.bottles, l.gallons],
      (g) => [
        g[0]!.month,
        'Month total',
        sum(g, (l) => l.deliveries),
        sum(g, (l) => l.cases),
        sum(g, (l) => l.bottles),
        round2(sum(g, (l) => l.gallons)),
      ],
    );
    return {
      title: this.title,
      filters: [
        ...(await filterLines(db, input, { customer: true })),
        ['Destination', 'Deliveries into California'],
      ],
      columns: [
        { header: 'Month', width: 10 },
        { header: 'Customer', width: 30 },
        { header: 'Deliveries', width: 10, kind: 'number' },
        { header: 'Cases', width: 10, kind: 'decimal' },
        { header: 'Bottles', width: 10, kind: 'number' },
        { header: 'Wine Gallons', width: 12, kind: 'decimal' },
      ],
      groups,
      totals: [
        'Total',
        null,
        sum(lines, (l) => l.deliveries),
        sum(lines, (l) => l.cases),
        sum(lines, (l) => l.bottles),
        round2(sum(lines, (l) => l.gallons)),
      ],
      emptyText: 'No deliveries into California in this window.',
    };
  },
};
