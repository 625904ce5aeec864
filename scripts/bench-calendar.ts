/**
 * npm run bench:calendar -- [--runs 50] [--orders 1000000] [--database portal_bench_1m]
 *
 * The load calendar's call (GET /api/Loads/getCalendarItems, decision 043) end to end through the HTTP app
 * (session, validation, query, JSON) on PostgreSQL (DATABASE_URL) with the bench book of `--orders` orders in
 * `portal_bench_<n>`, the database bench:lists builds and reuses (seeded here too if missing, under the same
 * flock-free rule: run one bench at a time). Each scenario walks months around the seed's anchor, so no run
 * reads exactly what the one before it read. Prints p50/p95 per scenario as markdown for docs/performance.md.
 * `--database` names another database (a copy made with `createdb -T portal_bench_1m`, to try a migration
 * without touching the book others bench against); it is migrated, and seeded only if it has too few orders.
 */
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { CalendarResponse } from '#contract/calendar';
import { LoadDesignation } from '#contract/load-codes';
import { loadPaths } from '#contract/paths';
import { calendarWindow, visibleDays } from '#machines/load-calendar/calendar-dates';
import { loadsPerDay } from '#machines/load-calendar/load-calendar.machine';
import {
  benchAnchor,
  benchApp,
  benchToken,
  openBenchDatabase,
  percentile,
  prepareBenchBook,
} from './bench-app';
import { benchCaller } from './bench-listener';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '50' },
    orders: { type: 'string', default: '1000000' },
    database: { type: 'string' },
  },
});
const runs = Number(args.runs);
const orders = Number(args.orders);
const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}m` : `${n / 1000}k`);

async function open(url: string) {
  const name = args.database ?? `portal_bench_${label(orders)}`;
  const database = await openBenchDatabase(url, name);
  await prepareBenchBook(database, orders);
  return { database, name };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to a PostgreSQL server (the bench database is made on it).');
  const { database, name } = await open(url);
  const app = benchApp(database);
  const token = await benchToken(app, 'dispatch@demo.test');
  const send = benchCaller(app);
  let sizes: number[] = [];
  const get = async (query: Record<string, string | number>) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await send('GET', `${loadPaths.getCalendarItems}?${qs}`, {
      authorization: `Bearer ${token}`,
    });
    if (res.status !== 200) throw new Error(`${res.status}: ${res.text}`);
    const body = JSON.parse(res.text) as CalendarResponse;
    sizes.push(body.days.reduce((n, d) => n + d.total, 0));
  };
  // Twelve dates a month apart, from ten months before the anchor to a month after it.
  const dates = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(benchAnchor);
    d.setUTCMonth(d.getUTCMonth() - 10 + i);
    return d.toISOString().slice(0, 10);
  });
  let i = 0;
  const next = () => dates[i++ % dates.length]!;
  const month =
    (extra: object = {}) =>
    () =>
      get({ ...calendarWindow('month', next()), perDay: loadsPerDay.month, ...extra });
  const scenarios: { name: string; run: () => Promise<void> }[] = [
    { name: 'month (42 days, 3 a day)', run: month() },
    { name: 'month, current loads only', run: month({ currentOnly: 'true' }) },
    {
      name: 'month, two designations',
      run: month({ designation: `${LoadDesignation.California},${LoadDesignation.East}` }),
    },
    {
      name: 'week (12 a day)',
      run: () => get({ ...calendarWindow('week', next()), perDay: loadsPerDay.week }),
    },
    {
      name: 'day (all its loads)',
      run: () => get({ ...calendarWindow('day', next()), perDay: loadsPerDay.day }),
    },
    {
      name: '"+N more" (one day, no limit)',
      run: () => {
        const day = visibleDays('month', next())[10]!;
        return get({ from: day, to: day });
      },
    },
  ];
  const [counts] = await database.rows<{ loads: number; stops: number }>(
    sql`select (select count(*)::int from loads) as loads, (select count(*)::int from load_stops) as stops`,
  );
  const [version] = await database.rows<{ v: string }>(sql`select version() as v`);
  console.log(
    `\n### PostgreSQL — ${version!.v.split(' on ')[0]}, ${name}: ${orders.toLocaleString('en-US')} orders, ${counts!.loads.toLocaleString('en-US')} loads, ${counts!.stops.toLocaleString('en-US')} stops; ${runs} runs; ${cpus().length} CPUs, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log('| scenario | p50 ms | p95 ms | max ms | loads placed (mean) |\n|---|---:|---:|---:|---:|');
  for (const scenario of scenarios) {
    for (let w = 0; w < 5; w++) await scenario.run();
    sizes = [];
    const times: number[] = [];
    for (let r = 0; r < runs; r++) {
      const started = performance.now();
      await scenario.run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const mean = Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length);
    console.log(
      `| ${scenario.name} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} | ${mean.toLocaleString('en-US')} |`,
    );
  }
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
