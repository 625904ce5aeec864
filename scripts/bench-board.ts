/**
 * npm run bench:board -- [--runs 30] [--orders 10000] [--database portal_bench_1m]
 *
 * The dispatcher's board (GET /api/Board/getBoard, decision 085) end to end through the HTTP app (session,
 * validation, every figure counted by the list engine, JSON). On PGlite by default, with a book of `--orders`
 * orders in a data directory under the system temp dir (seeded once and reused); with DATABASE_URL on
 * PostgreSQL in `portal_bench_<n>`, the database bench:lists builds. Prints p50/p95 and the machine's load as
 * markdown for docs/performance.md. Run one bench at a time.
 */
import { mkdirSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { boardSchema } from '#contract/board';
import { boardPaths } from '#contract/paths';
import { openDatabase } from '#server/db/connect';
import { benchApp, benchToken, openBenchDatabase, percentile, prepareBenchBook } from './bench-app';
import { benchCaller } from './bench-listener';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    orders: { type: 'string', default: '10000' },
    database: { type: 'string' },
  },
});
const runs = Number(args.runs);
const orders = Number(args.orders);
const label = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}m` : `${n / 1000}k`);

async function open() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = args.database ?? `portal_bench_${label(orders)}`;
    const database = await openBenchDatabase(url, name);
    await prepareBenchBook(database, orders);
    return { database, where: `PostgreSQL ${name}` };
  }
  const dir = process.env.BENCH_PGLITE_DIR ?? join(tmpdir(), `portal-bench-pglite-${orders}`);
  mkdirSync(dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  await prepareBenchBook(database, orders);
  return { database, where: `PGlite ${dir}` };
}

async function main() {
  const { database, where } = await open();
  const app = benchApp(database);
  const token = await benchToken(app, 'dispatch@demo.test');
  const send = benchCaller(app);
  const read = async (neededWithinDays: number) => {
    const res = await send('GET', `${boardPaths.getBoard}?neededWithinDays=${neededWithinDays}`, {
      authorization: `Bearer ${token}`,
    });
    if (res.status !== 200) throw new Error(`${res.status}: ${res.text}`);
    return boardSchema.parse(JSON.parse(res.text));
  };
  const first = await read(3);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await read([1, 3, 7][i % 3]!);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1);
  console.log(`board on ${where}, ${orders.toLocaleString('en-US')} orders, ${runs} runs after one warm-up,`);
  console.log(
    `${cpus().length} CPUs, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  console.log('');
  console.log('| call | figures | p50 ms | p95 ms |');
  console.log('| --- | --- | --- | --- |');
  console.log(
    `| GET /api/Board/getBoard | ${first.figures.length} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`,
  );
  await database.close();
}

await main();
