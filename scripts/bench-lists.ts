/**
 * npm run bench:lists -- [--runs 30] [--warmup 200] [--pglite-orders 100000] [--postgres-orders 1000000] [--only pglite|postgres]
 *   [--scenario <text in its name>] [--export-page 1000] [--postgres-db portal_bench_<n>]
 *
 * The list engine under load, end to end through the HTTP app (validation, session, compile, count, page,
 * display fields): PGlite with 100k orders in a data directory under the system temp dir, and, when
 * DATABASE_URL is set, PostgreSQL with 1M orders in a database `portal_bench_<n>` on that server. Both
 * are seeded on the first run (1M takes about 16 minutes) and reused afterwards. Prints p50/p95 per
 * scenario as a markdown table for docs/performance.md, with the best hand-written SQL for the same answer
 * (scripts/best-sql.ts) timed beside each order scenario and the p95 ratio (decision 074). Not part of
 * `npm test`.
 */
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { desc, sql } from 'drizzle-orm';
import type { ListQueryInput } from '#contract/list-query';
import { loadPaths, locationPaths, orderPaths } from '#contract/paths';
import { openDatabase, type Database } from '#server/db/connect';
import { orders } from '#server/db/schema/orders';
import { bestCurrent, bestOrders, bestSearch, neededByFirst, newestFirst } from './best-sql';
import {
  benchApp,
  benchToken,
  openBenchDatabase,
  orderCount,
  percentile,
  prepareBenchBook,
} from './bench-app';
import { callerOf } from './bench-listener';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    /** Untimed turns of each scenario and its best SQL before the timed ones (the JIT's warm-up). */
    warmup: { type: 'string', default: '200' },
    'pglite-orders': { type: 'string', default: '100000' },
    'postgres-orders': { type: 'string', default: '1000000' },
    only: { type: 'string' },
    /** Rows a page of the export (exportRows); the client asks for 1000 (decision 079). */
    'export-page': { type: 'string', default: '1000' },
    /** Runs only the scenarios whose name contains this text ('export', 'search'). */
    scenario: { type: 'string' },
    /** The PostgreSQL database of the book (default portal_bench_<n>: portal_bench_1m, portal_bench_100k). */
    'postgres-db': { type: 'string' },
    /** `listener`: through the server's request listener (decision 100); `request`: app.request, as before it. */
    caller: { type: 'string', default: 'listener' },
  },
});
const runs = Number(args.runs);
const warmup = Number(args.warmup);
const exportPage = Number(args['export-page']);
const exportPages = Math.ceil(2000 / exportPage);
const label = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n >= 1000 ? `${n / 1000}k` : String(n);

async function openPglite(n: number) {
  const dir = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), `portal-bench-pglite-${n}`);
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  await prepareBenchBook(database, n);
  return { database, where: dir };
}

async function openPostgres(url: string, n: number) {
  const name = args['postgres-db'] ?? `portal_bench_${label(n)}`;
  const database = await openBenchDatabase(url, name);
  await prepareBenchBook(database, n);
  return { database, where: name };
}

interface Scenario {
  name: string;
  run: () => Promise<unknown>;
  /** The best hand-written SQL for the same answer (scripts/best-sql.ts), timed beside it. */
  best?: () => Promise<unknown>;
}

interface Measured {
  p50: number;
  p95: number;
  max: number;
  /** This process's CPU per run: the app's (and on PGlite the database's) work, whatever the neighbours do. */
  cpu: number;
}

function summary(times: number[], cpuMicros: number): Measured {
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1)!,
    cpu: cpuMicros / 1000 / times.length,
  };
}

/** One timed run: its wall time, and this process's CPU during it (µs) added to `cpu`. */
async function timed(run: () => Promise<unknown>, cpu: { micros: number }) {
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  await run();
  const took = performance.now() - started;
  const used = process.cpuUsage(cpu0);
  cpu.micros += used.user + used.system;
  return took;
}

/**
 * A scenario and its best SQL, measured in turns (one run of each, `runs` times), after `warmup` turns of
 * both untimed: the two sides meet the same moments of a machine whose speed drifts, and each is measured
 * as a running server answers, its code compiled by the JIT (decision 098; `--warmup 3` measures as the bench
 * did before). A scenario without best SQL runs alone.
 */
async function measure(run: () => Promise<unknown>, best?: () => Promise<unknown>) {
  for (let i = 0; i < warmup; i++) {
    await run();
    await best?.();
  }
  const times: number[] = [];
  const bestTimes: number[] = [];
  const cpu = { micros: 0 };
  const bestCpu = { micros: 0 };
  for (let i = 0; i < runs; i++) {
    times.push(await timed(run, cpu));
    if (best) bestTimes.push(await timed(best, bestCpu));
  }
  return { api: summary(times, cpu.micros), best: best ? summary(bestTimes, bestCpu.micros) : null };
}

async function benchEngine(database: Database) {
  const app = benchApp(database);
  const token = await benchToken(app, 'admin@demo.test', 'admin');
  // Through the server's request listener, as a running server answers (decision 100).
  const send = callerOf(app, args.caller);
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = async (path: string, body: ListQueryInput | { query: ListQueryInput; fields: string[] }) => {
    const { status, text } = await send('POST', path, headers, JSON.stringify(body));
    if (status !== 200) throw new Error(`${path} ${status}: ${text}`);
    return JSON.parse(text) as { totalItems?: number; totalItemsIsEstimate?: boolean }[];
  };
  const current = { currentOrders: 1 } as const;
  const [busiest] = await database.db
    .select({ id: orders.orderCustomerId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .groupBy(orders.orderCustomerId)
    .orderBy(desc(sql`count(*)`))
    .limit(1);
  const customer = busiest!.id!;
  const total = (await post(orderPaths.getItems, { pageSize: 1, fields: current })).at(-1)!.totalItems!;
  const terms = ['ridge', 'cellar', '4567', 'bay state', 'wahl'];
  // The columns the order list shows by default (src/features/orders/list/orders-list.tsx), as the export asks.
  const exportFields = [
    ...['orderId', 'refOrderStatusId', 'refOrderTypeId', 'orderCustomerName', 'producerName', 'poNumber'],
    ...['quantity', 'source', 'destination', 'dateNeededBy'],
  ];
  const rowFields = [...exportFields, 'unitType', 'orderGroupId'];
  let term = 0;
  let bestTerm = 0;
  const byCustomer = sql`o.order_customer_id = ${customer}::int`;
  const customerFilter = [
    [{ property: 'orderCustomerId', value: customer, compareType: 4, operatorType: 1 }],
  ] as const;
  const typeFilter = [[{ property: 'refOrderTypeId', value: 1, compareType: 8, operatorType: 1 }]] as const;
  const filteredFirstPage = (
    what: string,
    filter: typeof customerFilter | typeof typeFilter,
    where: ReturnType<typeof sql>,
  ): Scenario => ({
    name: `first page, filter + sort (${what}, Current, needed-by ↑)`,
    best: () =>
      bestOrders(database, { where: sql`${where} and ${bestCurrent}`, orderBy: neededByFirst, limit: 25 }),
    run: () =>
      post(orderPaths.getItems, {
        pageSize: 25,
        fields: current,
        columnSelection: rowFields,
        filters: filter.map((g) => [...g]),
        sortColumns: [{ sortBy: 'dateNeededBy', isSortAscending: true }],
      }),
  });
  const scenarios: Scenario[] = [
    {
      // Whole items (about 70 fields an order), as a client that names no columns gets them.
      name: 'first page, whole items (Current, 25, default sort)',
      run: () => post(orderPaths.getItems, { pageSize: 25, fields: current }),
      best: () => bestOrders(database, { where: bestCurrent, orderBy: newestFirst, limit: 25 }),
    },
    {
      // What the order list's rows read (decision 091): its default columns, the group marker and the unit.
      name: `first page, the row's fields (Current, 25, columnSelection of ${rowFields.length})`,
      run: () => post(orderPaths.getItems, { pageSize: 25, fields: current, columnSelection: rowFields }),
      best: () => bestOrders(database, { where: bestCurrent, orderBy: newestFirst, limit: 25 }),
    },
    filteredFirstPage('customer', customerFilter, byCustomer),
    filteredFirstPage('type', typeFilter, sql`o.ref_order_type_id = 1`),
    {
      name: `deep page (Current, page ${Math.floor(total / 25 / 2).toLocaleString('en-US')} of 25)`,
      run: () =>
        post(orderPaths.getItems, {
          pageSize: 25,
          pageNumber: Math.floor(total / 25 / 2),
          fields: current,
          columnSelection: rowFields,
        }),
      best: () =>
        bestOrders(database, {
          where: bestCurrent,
          orderBy: newestFirst,
          limit: 25,
          offset: Math.floor(total / 25 / 2) * 25,
        }),
    },
    {
      name: `text search, 3+ chars (${terms.map((t) => `“${t}”`).join(', ')})`,
      run: () =>
        post(orderPaths.getItems, {
          pageSize: 25,
          filterText: terms[term++ % terms.length]!,
          columnSelection: rowFields,
        }),
      best: () =>
        bestOrders(database, {
          where: bestSearch(terms[bestTerm++ % terms.length]!),
          orderBy: newestFirst,
          limit: 25,
        }),
    },
    // Issue #26's goal holds for every word: each on its own, beside its best SQL.
    ...terms.map((word): Scenario => ({
      name: `text search, one word (“${word}”)`,
      run: () => post(orderPaths.getItems, { pageSize: 25, filterText: word, columnSelection: rowFields }),
      best: () => bestOrders(database, { where: bestSearch(word), orderBy: newestFirst, limit: 25 }),
    })),
    {
      name: 'count: exact (one customer, all statuses)',
      run: () =>
        post(orderPaths.getItems, {
          pageSize: 1,
          filters: customerFilter.map((g) => [...g]),
          columnSelection: rowFields,
        }),
      best: () => bestOrders(database, { where: byCustomer, orderBy: newestFirst, limit: 1 }),
    },
    {
      name: 'count: capped + estimate (Current)',
      run: () => post(orderPaths.getItems, { pageSize: 1, fields: current, columnSelection: rowFields }),
      best: () => bestOrders(database, { where: bestCurrent, orderBy: newestFirst, limit: 1 }),
    },
    {
      name: `export 2,000 rows (exportRows: ${exportPages} page${exportPages > 1 ? 's' : ''} of ${exportPage}, 3 at a time after the first)`,
      best: () => bestOrders(database, { where: bestCurrent, orderBy: newestFirst, limit: 2000 }),
      run: async () => {
        const page = (pageNumber: number) =>
          post(orderPaths.exportRows, {
            query: { pageSize: exportPage, pageNumber, fields: current },
            fields: exportFields,
          });
        await page(0);
        let next = 1;
        const worker = async () => {
          while (next < exportPages) await page(next++);
        };
        await Promise.all([worker(), worker(), worker()]);
      },
    },
    {
      name: 'export 2,000 rows, before (getItems: 10 pages of 200, 3 at a time)',
      // The best SQL reads the 2,000 rows in one statement.
      best: () => bestOrders(database, { where: bestCurrent, orderBy: newestFirst, limit: 2000 }),
      run: async () => {
        let next = 0;
        const worker = async () => {
          while (next < 10)
            await post(orderPaths.getItems, { pageSize: 200, pageNumber: next++, fields: current });
        };
        await Promise.all([worker(), worker(), worker()]);
      },
    },
    {
      name: 'loads: first page (current loads)',
      run: () => post(loadPaths.getItems, { pageSize: 25, fields: current }),
    },
    {
      name: 'loads: text search (same words)',
      run: () => post(loadPaths.getItems, { pageSize: 25, filterText: terms[term++ % terms.length]! }),
    },
    {
      name: 'locations: first page, then a text search',
      run: async () => {
        await post(locationPaths.getItems, { pageSize: 25 });
        await post(locationPaths.getItems, { pageSize: 25, filterText: terms[term++ % terms.length]! });
      },
    },
  ];
  const results = [];
  for (const scenario of scenarios.filter((s) => !args.scenario || s.name.includes(args.scenario))) {
    const { api: r, best } = await measure(scenario.run, scenario.best);
    results.push({ scenario: scenario.name, ...r, best });
    console.error(
      `  ${scenario.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, CPU ${r.cpu.toFixed(2)} ms a run${best ? `; best SQL p50 ${best.p50.toFixed(1)} ms, p95 ${best.p95.toFixed(1)} ms, ${(r.p95 / best.p95).toFixed(1)}×` : ''}`,
    );
  }
  return { results, current: total, customer, orders: await orderCount(database) };
}

async function engineVersion(database: Database) {
  const [row] = await database.rows<{ v: string }>(sql`select version() as v`);
  return row!.v.split(' on ')[0]!;
}

async function main() {
  const targets: { engine: 'pglite' | 'postgres'; n: number }[] = [];
  if (args.only !== 'postgres') targets.push({ engine: 'pglite', n: Number(args['pglite-orders']) });
  if (process.env.DATABASE_URL && args.only !== 'pglite')
    targets.push({ engine: 'postgres', n: Number(args['postgres-orders']) });
  const pgliteVersion = (
    JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string }
  ).version;
  console.log(
    `\nMachine: ${cpus().length} CPUs (${cpus()[0]?.model}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM (${(freemem() / 2 ** 30).toFixed(1)} free), Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const { engine, n } of targets) {
    const { database, where } =
      engine === 'pglite' ? await openPglite(n) : await openPostgres(process.env.DATABASE_URL!, n);
    try {
      const version = await engineVersion(database);
      console.error(`\n${engine} (${where}), ${runs} runs per scenario after ${warmup} untimed`);
      const { results, current, orders: count } = await benchEngine(database);
      console.log(
        `\n### ${engine === 'pglite' ? `PGlite ${pgliteVersion}` : 'PostgreSQL'} — ${version}, ${count.toLocaleString('en-US')} orders (${current.toLocaleString('en-US')} current), ${runs} runs after ${warmup} untimed, in turns with the best SQL, load average after ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
      );
      console.log(
        '| scenario | p50 ms | p95 ms | max ms | CPU ms a run | best SQL p50 ms | best SQL p95 ms | p95 ratio |\n|---|---:|---:|---:|---:|---:|---:|---:|',
      );
      for (const r of results) {
        const best = r.best
          ? `${r.best.p50.toFixed(1)} | ${r.best.p95.toFixed(1)} | ${(r.p95 / r.best.p95).toFixed(1)}×`
          : '— | — | —';
        console.log(
          `| ${r.scenario} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.cpu.toFixed(2)} | ${best} |`,
        );
      }
    } finally {
      await database.close();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
