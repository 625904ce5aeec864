/**
 * npm run bench:reports -- [--orders 10000] [--runs 5] [--only getOrderPickedDatesReport]
 *
 * Report generation over many orders: an in-memory PGlite (or DATABASE_URL) is migrated and given
 * `--orders` delivered orders (50 customers, 200 destinations, a quarter in California), then each
 * report is generated `--runs` times end to end as the route does (query, layout, render, every byte
 * read). Prints a markdown table for docs/performance.md; CPU is this process's user + system time
 * (PGlite runs in it), which a loaded machine inflates far less than the wall clock, and "of which
 * query" the CPU of the query and layout model alone (the rest is the renderer's). Targets (issue #17):
 * a report over 10,000 orders ≤ 1 s, an XLSX of 10,000 rows ≤ 1 s.
 */
import { parseArgs } from 'node:util';
import { stateByCode } from '#contract/geography';
import { UnitType } from '#contract/order-codes';
import { OrderStatus } from '#contract/order-status';
import { caseEquivalentOf } from '#domain/case-equivalent';
import { openDatabase } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { orderCustomers } from '#server/db/schema/customers';
import { locations } from '#server/db/schema/locations';
import { orders } from '#server/db/schema/orders';
import { generateReport, reportBytes } from '#server/reports/generate-report';
import { reportCatalog, type ReportCall } from '#server/reports/report-catalog';
import { windowOf } from '#server/reports/report-input';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
  },
});
const orderCount = Number(args.orders);
const runs = Number(args.runs);
const timeZone = 'America/Los_Angeles';
const window = { dateStartInclusive: '2025-05-01', dateEndExclusive: '2025-06-01' };

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await migrate(database);
const db = database.db;
const customers = await db
  .insert(orderCustomers)
  .values(Array.from({ length: 50 }, (_, i) => ({ orderCustomerName: `Bench Customer ${i + 1}` })))
  .returning({ id: orderCustomers.orderCustomerId });
const ca = stateByCode('CA')!.id;
const or = stateByCode('OR')!.id;
const places = await db
  .insert(locations)
  .values(
    Array.from({ length: 200 }, (_, i) => ({
      name: `Bench Destination ${i + 1}`,
      city: i % 4 === 0 ? 'Sacramento' : 'Salem',
      refStateId: i % 4 === 0 ? ca : or,
    })),
  )
  .returning({ id: locations.locationId });
const start = Date.UTC(2025, 4, 1, 15);
for (let from = 0; from < orderCount; from += 1000) {
  await db.insert(orders).values(
    Array.from({ length: Math.min(1000, orderCount - from) }, (_, k) => {
      const i = from + k;
      const at = new Date(start + (i % (30 * 24)) * 3_600_000);
      return {
        orderCustomerId: customers[i % customers.length]!.id,
        destinationLocationId: places[i % places.length]!.id,
        refOrderStatusId: OrderStatus.Delivered,
        poNumber: `PO-${100000 + i}`,
        producerName: `Producer ${i % 97}`,
        cons: `Consignee ${i % 311}`,
        quantity: 1 + (i % 40),
        unitType: UnitType.TwelvePackCase,
        caseEquivalent: caseEquivalentOf(1 + (i % 40), UnitType.TwelvePackCase),
        numberOfBottles: 12 * (1 + (i % 40)),
        isPicked: true,
        datePicked: at.toISOString().slice(0, 10),
        dateDelivered: at,
        dateAdded: at,
      };
    }),
  );
}

const allCases: { call: ReportCall; what: string }[] = [
  { call: 'getDeliveriesByDestinationSummaryReport', what: `PDF summary over ${orderCount} orders` },
  { call: 'getOrderStatusXlsxReport', what: `XLSX, ${orderCount} rows` },
  { call: 'getCdtfaXlsxReport', what: `XLSX, ${orderCount} orders summed per month and customer` },
  { call: 'getDeliveriesByDestinationReport', what: `PDF, ${orderCount} rows (one per order)` },
  { call: 'getOrderPickedDatesReport', what: `PDF, ${orderCount} rows (one per order)` },
];
// `--only getOrderPickedDatesReport` measures one report, e.g. under `node --cpu-prof --import tsx`.
const cases = args.only ? allCases.filter((c) => c.call === args.only) : allCases;

const ms = (n: number) => `${Math.round(n)} ms`;
const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1]!;
const cpuSince = (c0: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(c0);
  return (used.user + used.system) / 1000;
};
console.log(
  `\n| Report | What | Bytes | Median | Max | CPU median | of which query |\n| --- | --- | --- | --- | --- | --- | --- |`,
);
for (const { call, what } of cases) {
  const times: number[] = [];
  const cpu: number[] = [];
  const queryCpu: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    // The query and layout model alone, so the rest of the CPU is the renderer's.
    const q0 = process.cpuUsage();
    await reportCatalog[call].build(db, { fields: window, window: windowOf(window, timeZone), timeZone });
    queryCpu.push(cpuSince(q0));

    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const report = await generateReport(db, reportCatalog[call], window, new Date(), timeZone);
    bytes = (await reportBytes(report)).length;
    times.push(performance.now() - t0);
    cpu.push(cpuSince(c0));
  }
  const title = reportCatalog[call].title;
  console.log(
    `| ${title} | ${what} | ${bytes.toLocaleString('en-US')} | ${ms(median(times))} | ${ms(Math.max(...times))} | ${ms(median(cpu))} | ${ms(median(queryCpu))} |`,
  );
}
await database.close();
