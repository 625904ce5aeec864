/**
 * npm run bench:lists -- [--runs 30] [--pglite-orders 100000] [--postgres-orders 1000000] [--only pglite|postgres]
 *
 * The list engine under load, end to end through the HTTP app (validation, session, compile, count, page,
 * display fields): PGlite with 100k orders in a data directory under the system temp dir, and, when
 * DATABASE_URL is set, PostgreSQL with 1M orders in a database `portal_bench_<n>` on that server. Both
 * are seeded on the first run (1M takes about 16 minutes) and reused afterwards. Prints p50/p95 per
 * scenario as a markdown table for docs/performance.md. Not part of `npm test`.
 */
import { cpus, freemem, loadavg, tmpdir, totalmem } from 'node:os';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { desc, sql } from 'drizzle-orm';
import pg from 'pg';
import type { SignInResult } from '#contract/identity';
import type { ListQueryInput } from '#contract/list-query';
import { authPaths, loadPaths, locationPaths, orderPaths } from '#contract/paths';
import { createApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type Database } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { orders } from '#server/db/schema/orders';
import { demoPassword, hasUsers, resetDatabase, seedDatabase } from '#server/db/seed/demo';
import { createLogger } from '#server/logging/logger';
import { createMailer } from '#server/mail/create-mailer';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    'pglite-orders': { type: 'string', default: '100000' },
    'postgres-orders': { type: 'string', default: '1000000' },
    only: { type: 'string' },
  },
});
const runs = Number(args.runs);
const anchor = new Date('2025-09-04T00:00:00Z');
const label = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n >= 1000 ? `${n / 1000}k` : String(n);

async function orderCount(database: Database) {
  const [row] = await database.rows<{ n: number }>(sql`select count(*)::int as n from ${orders}`);
  return Number(row?.n ?? 0);
}

/** Migrates, and seeds `n` orders unless the database already holds them. */
async function prepare(database: Database, n: number) {
  await migrate(database);
  if ((await orderCount(database)) >= n) return;
  if (await hasUsers(database)) await resetDatabase(database);
  const started = performance.now();
  console.error(`Seeding ${n.toLocaleString('en-US')} orders (${database.engine})…`);
  await seedDatabase(database, { orders: n, anchor, seed: 1, log: (line) => console.error(line) });
  await database.exec('vacuum analyze');
  console.error(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function openPglite(n: number) {
  const dir = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), `portal-bench-pglite-${n}`);
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  await prepare(database, n);
  return { database, where: dir };
}

async function openPostgres(url: string, n: number) {
  const name = `portal_bench_${label(n)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ url: u.toString(), poolSize: 10 });
  await prepare(database, n);
  return { database, where: name };
}

/** The app as the server runs it, and a bearer token of the demo admin's admin identity. */
async function appFor(database: Database): Promise<{ app: App; token: string }> {
  const config = loadConfig({ NODE_ENV: 'production', ALLOW_DEMO_ACCOUNTS: 'true', LOG_LEVEL: 'silent' });
  const log = createLogger('silent');
  const app = createApp({
    database,
    config,
    log,
    mailer: createMailer({ database, log, from: config.MAIL_FROM }),
    now: () => new Date(),
  });
  const json = { 'content-type': 'application/json' };
  const login = (await (
    await app.request(authPaths.login, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ login: 'admin@demo.test', password: demoPassword }),
    })
  ).json()) as SignInResult;
  const identity = login.userIdentities?.find((i) => i.identityType === 'admin');
  const chosen = (await (
    await app.request(authPaths.loginToAccount, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ hash: identity!.hash, applyRolePermissions: true }),
    })
  ).json()) as SignInResult;
  return { app, token: chosen.token! };
}

interface Scenario {
  name: string;
  run: () => Promise<unknown>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(scenario: Scenario) {
  for (let i = 0; i < 3; i++) await scenario.run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await scenario.run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

async function benchEngine(database: Database) {
  const { app, token } = await appFor(database);
  const post = async (path: string, body: ListQueryInput) => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} ${res.status}: ${await res.text()}`);
    return (await res.json()) as { totalItems?: number; totalItemsIsEstimate?: boolean }[];
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
  let term = 0;
  const customerFilter = [
    [{ property: 'orderCustomerId', value: customer, compareType: 4, operatorType: 1 }],
  ] as const;
  const typeFilter = [[{ property: 'refOrderTypeId', value: 1, compareType: 8, operatorType: 1 }]] as const;
  const scenarios: Scenario[] = [
    {
      name: 'first page (Current, 25, default sort)',
      run: () => post(orderPaths.getItems, { pageSize: 25, fields: current }),
    },
    {
      name: 'first page, filter + sort (customer, Current, needed-by ↑)',
      run: () =>
        post(orderPaths.getItems, {
          pageSize: 25,
          fields: current,
          filters: customerFilter.map((g) => [...g]),
          sortColumns: [{ sortBy: 'dateNeededBy', isSortAscending: true }],
        }),
    },
    {
      name: 'first page, filter + sort (type, Current, needed-by ↑)',
      run: () =>
        post(orderPaths.getItems, {
          pageSize: 25,
          fields: current,
          filters: typeFilter.map((g) => [...g]),
          sortColumns: [{ sortBy: 'dateNeededBy', isSortAscending: true }],
        }),
    },
    {
      name: `deep page (Current, page ${Math.floor(total / 25 / 2).toLocaleString('en-US')} of 25)`,
      run: () =>
        post(orderPaths.getItems, { pageSize: 25, pageNumber: Math.floor(total / 25 / 2), fields: current }),
    },
    {
      name: `text search, 3+ chars (${terms.map((t) => `“${t}”`).join(', ')})`,
      run: () => post(orderPaths.getItems, { pageSize: 25, filterText: terms[term++ % terms.length]! }),
    },
    {
      name: 'count: exact (one customer, all statuses)',
      run: () => post(orderPaths.getItems, { pageSize: 1, filters: customerFilter.map((g) => [...g]) }),
    },
    {
      name: 'count: capped + estimate (Current)',
      run: () => post(orderPaths.getItems, { pageSize: 1, fields: current }),
    },
    {
      name: 'export 2,000 rows (10 pages of 200, 3 at a time)',
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
  for (const scenario of scenarios) {
    const r = await measure(scenario);
    results.push({ scenario: scenario.name, ...r });
    console.error(`  ${scenario.name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms`);
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
      console.error(`\n${engine} (${where}), ${runs} runs per scenario`);
      const { results, current, orders: count } = await benchEngine(database);
      console.log(
        `\n### ${engine === 'pglite' ? `PGlite ${pgliteVersion}` : 'PostgreSQL'} — ${version}, ${count.toLocaleString('en-US')} orders (${current.toLocaleString('en-US')} current), ${runs} runs, load average after ${loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}\n`,
      );
      console.log('| scenario | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|');
      for (const r of results)
        console.log(`| ${r.scenario} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} |`);
    } finally {
      await database.close();
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
