/**
 * npm run bench:load -- [--seconds 60] [--sessions 200] [--think-ms 1000] [--url http://127.0.0.1:3000]
 *
 * Issue #18, "Load": many signed-in people at once against the real HTTP server, each running what their
 * identity does (lists with search and paging, detail reads, order and load saves, stop check-offs, notes,
 * file uploads, the calendar), with a think time between actions. Without --url it starts the server on a
 * fresh embedded database with the demo data (or on DATABASE_URL when that is set: the database must hold
 * the demo logins, as the bench:lists databases do). Prints requests per second and p50/p95/p99 per call,
 * with 409 conflicts (two people saving one record) apart from errors (5xx, network, any other 4xx), and the
 * server's CPU per request (its process group's user + system time over the run, from /proc; not with --url).
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { fillPath } from '#contract/path-template';
import { filePaths, loadPaths, notePaths, orderPaths } from '#contract/paths';
import { outsiderRowFields, staffRowFields } from '../tests/fixtures/order-row-fields';
import { send } from './bench-http';
import { startBenchServer } from './bench-server';
import { signInOver } from './bench-sign-in';
import { groupCpuMs } from './process-cpu';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '60' },
    sessions: { type: 'string', default: '200' },
    'think-ms': { type: 'string', default: '1000' },
  },
});
const seconds = Number(args.seconds);
const sessionCount = Number(args.sessions);
const thinkMs = Number(args['think-ms']);
const words = ['ridge', 'cellar', 'bay', 'harbor', 'glass', 'planned', '45'];

type Kind = 'dispatch' | 'admin' | 'customer' | 'carrier';
const logins: Record<Kind, string> = {
  dispatch: 'dispatch@demo.test',
  admin: 'admin@demo.test',
  customer: 'customer@demo.test',
  carrier: 'carrier@demo.test',
};
const kindOf = (i: number): Kind => {
  const r = (i * 37) % 100;
  return r < 60 ? 'dispatch' : r < 75 ? 'admin' : r < 90 ? 'customer' : 'carrier';
};

interface Stat {
  ms: number[];
  conflicts: number;
  errors: number;
  lastError?: string;
}
const stats = new Map<string, Stat>();
const statOf = (name: string) => {
  let s = stats.get(name);
  if (!s) stats.set(name, (s = { ms: [], conflicts: 0, errors: 0 }));
  return s;
};

let base = '';
async function call(
  name: string,
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  form?: FormData,
): Promise<unknown> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const s = statOf(name);
  try {
    const res = await send(
      `${base}${path}`,
      method,
      headers,
      form ?? (body !== undefined ? JSON.stringify(body) : undefined),
    );
    const text = res.text;
    s.ms.push(performance.now() - started);
    if (res.status === 409) s.conflicts++;
    else if (res.status >= 400) {
      s.errors++;
      s.lastError = `${res.status} ${text.slice(0, 160)}`;
    }
    return res.status < 300 && text ? JSON.parse(text) : null;
  } catch (error) {
    s.errors++;
    s.lastError = String(error);
    return null;
  }
}

const signIn = (kind: Kind): Promise<string> =>
  signInOver(base, logins[kind], kind === 'dispatch' ? 'employee' : kind);

const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const rowsOf = (answer: unknown): Record<string, unknown>[] =>
  Array.isArray(answer) ? (answer.slice(0, -1) as Record<string, unknown>[]) : [];
const idsOf = (answer: unknown, key: string) =>
  rowsOf(answer)
    .map((r) => r[key] as number)
    .filter(Boolean);

interface Session {
  kind: Kind;
  token: string;
  orderIds: number[];
  loadIds: number[];
  /** Current loads (not Delivered or Cancelled), where a dispatcher finds stops to check off. */
  openLoadIds: number[];
  n: number;
}

type Action = [weight: number, run: (s: Session) => Promise<unknown>];

const rowFieldsOf = (s: Session) =>
  s.kind === 'customer' || s.kind === 'carrier' ? outsiderRowFields : staffRowFields;

const orderList = (s: Session) =>
  call('orders list', 'POST', orderPaths.getItems, s.token, {
    pageNumber: 1 + Math.floor(Math.random() * 4),
    pageSize: 25,
    columnSelection: rowFieldsOf(s),
  }).then((a) => (s.orderIds = idsOf(a, 'orderId').length ? idsOf(a, 'orderId') : s.orderIds));
const orderSearch = (s: Session) =>
  call('orders search', 'POST', orderPaths.getItems, s.token, {
    pageNumber: 1,
    pageSize: 25,
    columnSelection: rowFieldsOf(s),
    filterText: pick(words),
  });
const orderDetail = (s: Session) => {
  const id = pick(s.orderIds);
  return id ? call('order detail', 'GET', fillPath(orderPaths.getItemById, { id }), s.token) : orderList(s);
};
const loadList = (s: Session) =>
  call('loads list', 'POST', loadPaths.getItems, s.token, { pageNumber: 1, pageSize: 25 }).then(
    (a) => (s.loadIds = idsOf(a, 'loadId').length ? idsOf(a, 'loadId') : s.loadIds),
  );
const loadDetail = (s: Session) => {
  const id = pick(s.loadIds);
  return id ? call('load detail', 'GET', fillPath(loadPaths.getItemById, { id }), s.token) : loadList(s);
};
const orderSave = async (s: Session) => {
  const id = pick(s.orderIds);
  if (!id) return orderList(s);
  const order = (await call(
    'order detail',
    'GET',
    fillPath(orderPaths.getItemById, { id }),
    s.token,
  )) as Record<string, unknown> | null;
  if (order)
    await call('order save', 'PUT', fillPath(orderPaths.byId, { id }), s.token, {
      ...order,
      special: `bench ${++s.n}`,
    });
};
interface Stop {
  loadStopId: number;
  pickedUpOrDelivered: boolean;
}
const currentLoads = (s: Session) =>
  call('loads list', 'POST', loadPaths.getItems, s.token, {
    pageNumber: 0,
    pageSize: 25,
    fields: { currentOrders: 1 },
  }).then((a) => (s.openLoadIds = idsOf(a, 'loadId')));
const readLoad = async (s: Session, ids = s.loadIds) => {
  const id = pick(ids);
  if (!id) return null;
  return (await call('load detail', 'GET', fillPath(loadPaths.getItemById, { id }), s.token)) as
    (Record<string, unknown> & { loadId: number; loadStops: Stop[] }) | null;
};
const loadSave = async (s: Session) => {
  const load = await readLoad(s);
  if (load)
    await call('load save', 'PUT', fillPath(loadPaths.byId, { id: load.loadId }), s.token, {
      ...load,
      carrierNote: `bench ${++s.n}`,
    });
};
// From the current loads, not the list's second page: repeated runs on one database had checked off every
// stop there, and the call no longer ran at all.
const checkOff = async (s: Session) => {
  if (!s.openLoadIds.length) await currentLoads(s);
  const load = await readLoad(s, s.openLoadIds);
  const next = load?.loadStops.find((stop) => !stop.pickedUpOrDelivered);
  if (load && !next) s.openLoadIds = s.openLoadIds.filter((id) => id !== load.loadId);
  if (!load || !next) return;
  const loadStops = load.loadStops.map((stop) =>
    stop === next
      ? { ...stop, pickedUpOrDelivered: true, pickedUpDeliveryDate: new Date().toISOString() }
      : stop,
  );
  await call('stop check-off', 'PUT', fillPath(loadPaths.byId, { id: load.loadId }), s.token, {
    ...load,
    loadStops,
  });
};
const carrierStopNote = async (s: Session) => {
  const load = await readLoad(s);
  const stop = pick(load?.loadStops ?? []);
  if (stop)
    await call('carrier stop note', 'PUT', loadPaths.putCarrierStopNotes, s.token, {
      stopNoteUpdates: [{ objectId: stop.loadStopId, updatedNote: `on our way ${++s.n}` }],
    });
};
const noteAdd = (s: Session) => {
  const id = pick(s.orderIds);
  return id
    ? call('note add', 'POST', fillPath(notePaths.order.create, { id }), s.token, {
        noteContent: `bench note ${++s.n}`,
      })
    : orderList(s);
};
const upload = (s: Session) => {
  const id = pick(s.orderIds);
  if (!id) return orderList(s);
  const form = new FormData();
  form.append(
    'formFile',
    new Blob([`bill of lading ${++s.n}\n`.repeat(100)], { type: 'text/plain' }),
    `bol-${s.n}.txt`,
  );
  return call(
    'file upload',
    'POST',
    fillPath(filePaths.order.list, { ownerId: id }),
    s.token,
    undefined,
    form,
  );
};
const calendar = (s: Session) => {
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), 1).toISOString().slice(0, 10);
  const to = new Date(today.getFullYear(), today.getMonth() + 1, 0).toISOString().slice(0, 10);
  return call('calendar month', 'GET', `${loadPaths.getCalendarItems}?from=${from}&to=${to}`, s.token);
};

const staff: Action[] = [
  [20, orderList],
  [12, orderSearch],
  [14, orderDetail],
  [9, loadList],
  [9, loadDetail],
  [8, orderSave],
  [6, loadSave],
  [4, checkOff],
  [6, noteAdd],
  [4, upload],
  [4, calendar],
];
const actions: Record<Kind, Action[]> = {
  dispatch: staff,
  admin: staff,
  customer: [
    [40, orderList],
    [15, orderSearch],
    [30, orderDetail],
    [15, noteAdd],
  ],
  carrier: [
    [35, loadList],
    [40, loadDetail],
    [25, carrierStopNote],
  ],
};
const choose = (list: Action[]) => {
  let r = Math.random() * list.reduce((sum, [w]) => sum + w, 0);
  for (const [w, run] of list) if ((r -= w) < 0) return run;
  return list[0]![1];
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

async function main() {
  const server: { url: string; stop: () => void; pid?: number } = args.url
    ? { url: args.url, stop: () => {} }
    : await startBenchServer({
        SEED_SIZE: 'demo',
        ...(process.env.DATABASE_URL
          ? { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO_DATA: 'false' }
          : {}),
      });
  base = server.url;
  try {
    console.error(`signing in ${sessionCount} sessions…`);
    const sessions: Session[] = [];
    for (let i = 0; i < sessionCount; i += 4) {
      const batch = Array.from({ length: Math.min(4, sessionCount - i) }, (_, j) => kindOf(i + j));
      sessions.push(
        ...(await Promise.all(
          batch.map(async (kind) => ({
            kind,
            token: await signIn(kind),
            orderIds: [],
            loadIds: [],
            openLoadIds: [],
            n: 0,
          })),
        )),
      );
    }
    for (const s of sessions) {
      if (s.kind === 'carrier') await loadList(s);
      else
        await Promise.all([
          orderList(s),
          s.kind === 'customer' ? null : loadList(s),
          s.kind === 'customer' ? null : currentLoads(s),
        ]);
    }
    stats.clear();
    console.error(`running ${seconds} s…`);
    const load0 = loadavg()[0]!;
    const serverCpu0 = server.pid ? groupCpuMs(server.pid) : null;
    const benchCpu0 = process.cpuUsage();
    const started = performance.now();
    const until = started + seconds * 1000;
    await Promise.all(
      sessions.map(async (s, i) => {
        await new Promise((r) => setTimeout(r, (i / sessions.length) * thinkMs));
        while (performance.now() < until) {
          await choose(actions[s.kind])(s);
          await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const serverCpu1 = server.pid ? groupCpuMs(server.pid) : null;
    const benchCpu = process.cpuUsage(benchCpu0);
    const total = [...stats.values()].reduce((n, s) => n + s.ms.length, 0);
    const errors = [...stats.values()].reduce((n, s) => n + s.errors, 0);
    console.log(
      `\n${sessionCount} sessions (${Object.entries(logins)
        .map(([k]) => `${sessions.filter((s) => s.kind === k).length} ${k}`)
        .join(', ')}), ` +
        `think time ${thinkMs} ms ±50%, ${elapsed.toFixed(0)} s: ${total} requests, ${(total / elapsed).toFixed(1)} per second, ` +
        `${errors} errors; load average ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
    );
    const perRequest = (ms: number) => `${(ms / total).toFixed(2)} ms`;
    console.log(
      `CPU per request: server ${serverCpu0 !== null && serverCpu1 !== null ? `${perRequest(serverCpu1 - serverCpu0)} (${((serverCpu1 - serverCpu0) / 1000).toFixed(1)} s over the run)` : 'not measured (--url, or no /proc)'}; ` +
        `this bench client ${perRequest((benchCpu.user + benchCpu.system) / 1000)}\n`,
    );
    console.log('| call | count | p50 ms | p95 ms | p99 ms | 409 | errors |');
    console.log('| ---- | ----: | -----: | -----: | -----: | --: | -----: |');
    for (const [name, s] of [...stats.entries()].sort((a, b) => b[1].ms.length - a[1].ms.length)) {
      const sorted = [...s.ms].sort((a, b) => a - b);
      console.log(
        `| ${name} | ${sorted.length} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.95).toFixed(1)} | ${quantile(sorted, 0.99).toFixed(1)} | ${s.conflicts} | ${s.errors} |`,
      );
    }
    for (const [name, s] of stats) if (s.lastError) console.error(`last error of ${name}: ${s.lastError}`);
  } finally {
    server.stop();
  }
}

await main();
