/**
 * DATABASE_URL=postgres://…/portal_bench_100k npx tsx scripts/bench-request-cpu.ts [--runs 200] [--only name]
 *
 * Issue #26: the server's CPU per request, call by call, in one process (no HTTP socket, no client beside it):
 * the app as the server runs it answers `bench:load`'s calls one after another through `app.request`, and
 * this prints each call's CPU (process.cpuUsage: the app and the driver; on PostgreSQL not the database) and
 * how many statements it sent. Steadier than wall time on a shared machine; run it under `node --cpu-prof`
 * (`npx tsx --cpu-prof …`) to see where a call's CPU goes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { fillPath } from '#contract/path-template';
import { loadPaths, notePaths, orderPaths } from '#contract/paths';
import { openDatabase } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { outsiderRowFields, staffRowFields } from '../tests/fixtures/order-row-fields';
import { benchApp, benchToken } from './bench-app';
import { callerOf } from './bench-listener';
import { commandCpuMs } from './process-cpu';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    only: { type: 'string' },
    // A CPU profile of the timed runs only (not the start, the sign-ins or the warm-up), for DevTools.
    profile: { type: 'string' },
    /** PostgreSQL's CPU counted for this database's backends only (when something else runs beside it). */
    'postgres-backends-only': { type: 'boolean', default: false },
    /** `listener`: through the server's request listener (bench-listener.ts); `request`: app.request. */
    caller: { type: 'string', default: 'listener' },
  },
});
const runs = Number(args.runs);

let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...rest: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, rest);
} as typeof query;

/** CPU ms of this process's main thread (Linux), apart from the collector's and the pool's threads. */
const mainThreadMs = () => {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
};

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a bench book with the demo logins (portal_bench_100k)');
  const database = await openDatabase({ url, poolSize: 10 });
  // The book as the server would find it: migrated to this code (a bench book seeded before a migration is not).
  await migrate(database);
  const pgTitle = args['postgres-backends-only'] ? ` ${new URL(url).pathname.slice(1)} ` : undefined;
  const app = benchApp(database);
  const staff = await benchToken(app, 'dispatch@demo.test', 'employee');
  const customer = await benchToken(app, 'customer@demo.test', 'customer');
  const carrier = await benchToken(app, 'carrier@demo.test', 'carrier');

  const send = callerOf(app, args.caller);
  const call = async (method: string, path: string, token: string, body?: unknown) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const { status, text } = await send(
      method,
      path,
      headers,
      body === undefined ? undefined : JSON.stringify(body),
    );
    if (status >= 400 && status !== 409) throw new Error(`${method} ${path}: ${status} ${text}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };
  const rows = (answer: unknown) => (answer as Record<string, unknown>[]).slice(0, -1);
  const orderList = (token: string, page: number, fields = staffRowFields) =>
    call('POST', orderPaths.getItems, token, { pageNumber: page, pageSize: 25, columnSelection: fields });
  const orderIds = rows(await orderList(staff, 1)).map((r) => r.orderId as number);
  const loadIds = rows(await call('POST', loadPaths.getItems, staff, { pageNumber: 1, pageSize: 25 })).map(
    (r) => r.loadId as number,
  );
  const openLoadIds = rows(
    await call('POST', loadPaths.getItems, staff, {
      pageNumber: 0,
      pageSize: 25,
      fields: { currentOrders: 1 },
    }),
  ).map((r) => r.loadId as number);
  const carrierLoadIds = rows(
    await call('POST', loadPaths.getItems, carrier, { pageNumber: 1, pageSize: 25 }),
  ).map((r) => r.loadId as number);
  const words = ['ridge', 'cellar', 'bay', 'harbor', 'glass', 'planned', '45'];
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), 1).toISOString().slice(0, 10);
  const to = new Date(today.getFullYear(), today.getMonth() + 1, 0).toISOString().slice(0, 10);
  let n = 0;
  const pick = <T>(list: T[]) => list[n % list.length]!;
  type Load = Record<string, unknown> & {
    loadId: number;
    loadStops: (Record<string, unknown> & { pickedUpOrDelivered: boolean })[];
  };

  const calls: Record<string, () => Promise<unknown>> = {
    'orders list': () => orderList(staff, 2 + (n % 4)),
    'orders list, customer': () => orderList(customer, 1 + (n % 2), outsiderRowFields),
    'orders search': () =>
      call('POST', orderPaths.getItems, staff, {
        pageNumber: 1,
        pageSize: 25,
        columnSelection: staffRowFields,
        filterText: pick(words),
      }),
    'order detail': () => call('GET', fillPath(orderPaths.getItemById, { id: pick(orderIds) }), staff),
    'loads list': () => call('POST', loadPaths.getItems, staff, { pageNumber: 1, pageSize: 25 }),
    'load detail': () => call('GET', fillPath(loadPaths.getItemById, { id: pick(loadIds) }), staff),
    'load detail, carrier': () =>
      call('GET', fillPath(loadPaths.getItemById, { id: pick(carrierLoadIds) }), carrier),
    'order save': async () => {
      const id = pick(orderIds);
      const order = (await call('GET', fillPath(orderPaths.getItemById, { id }), staff)) as object;
      return call('PUT', fillPath(orderPaths.byId, { id }), staff, { ...order, special: `bench ${n}` });
    },
    'load save': async () => {
      const load = (await call('GET', fillPath(loadPaths.getItemById, { id: pick(loadIds) }), staff)) as Load;
      return call('PUT', fillPath(loadPaths.byId, { id: load.loadId }), staff, {
        ...load,
        carrierNote: `bench ${n}`,
      });
    },
    // A stop checked off and back, so the runs keep finding one.
    'stop check-off (and back)': async () => {
      const id = pick(openLoadIds);
      const load = (await call('GET', fillPath(loadPaths.getItemById, { id }), staff)) as Load;
      const stop = load.loadStops[0];
      if (!stop) return;
      const loadStops = load.loadStops.map((s) =>
        s === stop
          ? {
              ...s,
              pickedUpOrDelivered: !s.pickedUpOrDelivered,
              pickedUpDeliveryDate: s.pickedUpOrDelivered ? null : today.toISOString(),
            }
          : s,
      );
      return call('PUT', fillPath(loadPaths.byId, { id }), staff, { ...load, loadStops });
    },
    'note add': () =>
      call('POST', fillPath(notePaths.order.create, { id: pick(orderIds) }), staff, {
        noteContent: `bench ${n}`,
      }),
    'calendar month': () => call('GET', `${loadPaths.getCalendarItems}?from=${from}&to=${to}`, staff),
  };

  console.log(
    `| call | runs | CPU ms per call | main thread | statements per call | wall ms per call | PostgreSQL CPU ms per call |`,
  );
  console.log(
    `| ---- | ---: | --------------: | ----------: | ------------------: | ---------------: | -------------------------: |`,
  );
  for (const [name, run] of Object.entries(calls)) {
    if (args.only && !name.startsWith(args.only)) continue;
    for (let i = 0; i < Math.min(30, runs); i++, n++) await run();
    const profiler = args.profile ? new Session() : null;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
      await profiler.post('Profiler.start');
    }
    const s0 = statements;
    const main0 = mainThreadMs();
    const pg0 = commandCpuMs('postgres', pgTitle);
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < runs; i++, n++) await run();
    const cpu = process.cpuUsage(cpu0);
    const mainMs = mainThreadMs() - main0;
    const pg1 = commandCpuMs('postgres', pgTitle);
    const wall = performance.now() - t0;
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(`${args.profile}-${name.replace(/\W+/g, '-')}.cpuprofile`, JSON.stringify(profile));
      profiler.disconnect();
    }
    console.log(
      `| ${name} | ${runs} | ${((cpu.user + cpu.system) / 1000 / runs).toFixed(2)} | ${(mainMs / runs).toFixed(2)} | ${((statements - s0) / runs).toFixed(1)} | ${(wall / runs).toFixed(2)} | ${pg0 === null || pg1 === null ? '—' : ((pg1 - pg0) / runs).toFixed(2)} |`,
    );
  }
  await database.close();
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
