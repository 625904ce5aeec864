/**
 * npm run bench:live -- [--sessions 200] [--seconds 30] [--saves-per-second 5] [--url http://…] [--with-load]
 *
 * Issue #28, "the live desk under load": `--sessions` signed-in people each hold the live stream open, read
 * with the browser's own reader (src/app/live-stream.ts, every frame checked against the contract), while a
 * dispatcher saves orders at `--saves-per-second`. With `--with-load`, `bench:load` runs against the same
 * server at the same time (its sessions are extra). Prints, per stream kind: events delivered, delay from the
 * save sent to its event's arrival (an upper bound of commit to delivery) and from the save's answer (a lower
 * bound; negative when the event beat the answer), events lost (a staff stream missing a save's event), events
 * per second, and the server's memory per open stream. Without --url it starts the server on a fresh embedded
 * database with the demo data, or on DATABASE_URL when set (the database must hold the demo logins).
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { LiveEvent } from '#contract/live-events';
import { fillPath } from '#contract/path-template';
import { orderPaths } from '#contract/paths';
import { openLiveStream } from '../src/app/live-stream';
import { percentile } from './bench-app';
import { startBenchServer } from './bench-server';
import { signInOver } from './bench-sign-in';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '30' },
    sessions: { type: 'string', default: '200' },
    'saves-per-second': { type: 'string', default: '5' },
    'with-load': { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const sessionCount = Number(args.sessions);
const savesPerSecond = Number(args['saves-per-second']);

type Kind = 'dispatch' | 'customer' | 'carrier';
const logins: Record<Kind, [login: string, identityType: string]> = {
  dispatch: ['dispatch@demo.test', 'employee'],
  customer: ['customer@demo.test', 'customer'],
  carrier: ['carrier@demo.test', 'carrier'],
};
const kindOf = (i: number): Kind => (i % 10 === 8 ? 'customer' : i % 10 === 9 ? 'carrier' : 'dispatch');

interface Listener {
  kind: Kind;
  received: Map<string, number>;
  failures: number;
  close: () => void;
}

/** The server process group's resident memory (tsx and its node child), in bytes; null off Linux. */
function groupRss(pgid: number | undefined): number | null {
  if (!pgid) return null;
  try {
    let total = 0;
    for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        if (Number(fields[2]) !== pgid) continue;
        const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        total += rss ? Number(rss[1]) * 1024 : 0;
      } catch {
        // the process ended while being read
      }
    }
    return total;
  } catch {
    return null;
  }
}

const keyOf = (type: string, id: number, version: string | null | undefined) => `${type}:${id}:${version}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function listen(base: string, kind: Kind, token: string): Promise<Listener> {
  const listener: Listener = { kind, received: new Map(), failures: 0, close: () => {} };
  return new Promise((resolve) => {
    listener.close = openLiveStream(
      { getToken: () => token, baseUrl: base },
      { lastEventId: null },
      (event) => {
        if (event.type === 'stream.opened') resolve(listener);
        if (event.type === 'stream.failed' || event.type === 'stream.closed') {
          listener.failures++;
          resolve(listener);
        }
        if (event.type === 'stream.message') {
          const data = event.message.data as LiveEvent;
          listener.received.set(keyOf(data.record.type, data.record.id, data.dateModified), Date.now());
        }
      },
    );
  });
}

const ms = (values: number[], p: number) =>
  percentile(
    [...values].sort((a, b) => a - b),
    p,
  ).toFixed(1);

async function main() {
  const server = args.url
    ? { url: args.url, stop: () => {}, pid: undefined }
    : await startBenchServer({
        SEED_SIZE: 'demo',
        ...(process.env.DATABASE_URL
          ? { DATABASE_URL: process.env.DATABASE_URL, SEED_DEMO_DATA: 'false' }
          : {}),
      });
  const base = server.url;
  try {
    console.error(`signing in ${sessionCount} sessions…`);
    const signedIn: { kind: Kind; token: string }[] = [];
    for (let i = 0; i < sessionCount; i += 4) {
      const batch = Array.from({ length: Math.min(4, sessionCount - i) }, (_, j) => kindOf(i + j));
      signedIn.push(
        ...(await Promise.all(
          batch.map(async (kind) => ({ kind, token: await signInOver(base, ...logins[kind]) })),
        )),
      );
    }
    // Memory with every session signed in, then with every stream open: the difference is the streams'.
    await sleep(1000);
    const rssBefore = groupRss(server.pid);
    console.error(`opening ${signedIn.length} streams…`);
    const listeners = await Promise.all(signedIn.map(({ kind, token }) => listen(base, kind, token)));
    await sleep(1000);
    const rssAfter = groupRss(server.pid);
    const writer = await signInOver(base, ...logins.dispatch);
    const list = (await (
      await fetch(`${base}${orderPaths.getItems}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer}` },
        body: JSON.stringify({ pageNumber: 1, pageSize: 50 }),
      })
    ).json()) as { orderId: number }[];
    const orderIds = list.slice(0, -1).map((o) => o.orderId);
    if (!orderIds.length) throw new Error('no orders to save: the database holds no demo orders');

    const load = args['with-load']
      ? spawn(
          'node_modules/.bin/tsx',
          ['scripts/bench-load.ts', '--url', base, '--seconds', String(seconds)],
          { stdio: 'inherit' },
        )
      : null;
    const saves: { key: string; sent: number; answered: number }[] = [];
    let saveErrors = 0;
    const load0 = loadavg()[0]!;
    const started = Date.now();
    const until = started + seconds * 1000;
    const gap = 1000 / savesPerSecond;
    const running: Promise<void>[] = [];
    for (let n = 0; Date.now() < until; n++) {
      const id = orderIds[n % orderIds.length]!;
      running.push(
        (async () => {
          const headers = { 'content-type': 'application/json', authorization: `Bearer ${writer}` };
          const order = (await (
            await fetch(`${base}${fillPath(orderPaths.getItemById, { id })}`, { headers })
          ).json()) as Record<string, unknown>;
          const sent = Date.now();
          const res = await fetch(`${base}${fillPath(orderPaths.byId, { id })}`, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ ...order, special: `live bench ${n}` }),
          });
          const answered = Date.now();
          if (!res.ok) {
            saveErrors++;
            return;
          }
          const saved = (await res.json()) as { dateModified: string };
          saves.push({ key: keyOf('order', id, saved.dateModified), sent, answered });
        })(),
      );
      await sleep(Math.max(0, started + (n + 1) * gap - Date.now()));
    }
    await Promise.all(running);
    // Stragglers: a second for the last events to arrive.
    await sleep(1000);
    const elapsed = (Date.now() - started) / 1000;
    if (load) await new Promise((r) => load.on('exit', r));

    console.log(
      `\n${listeners.length} streams (${(['dispatch', 'customer', 'carrier'] as Kind[])
        .map((k) => `${listeners.filter((l) => l.kind === k).length} ${k}`)
        .join(', ')}), ${saves.length} order saves in ${elapsed.toFixed(0)} s (${saveErrors} failed)` +
        `${load ? ', bench:load beside' : ''}; load average ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}\n`,
    );
    console.log(
      '| streams | events delivered | per second | from save sent p50 / p95 ms | from answer p50 / p95 ms | lost | stream failures |',
    );
    console.log(
      '| ------- | ---------------: | ---------: | --------------------------: | -----------------------: | ---: | --------------: |',
    );
    for (const kind of ['dispatch', 'customer', 'carrier'] as Kind[]) {
      const mine = listeners.filter((l) => l.kind === kind);
      if (!mine.length) continue;
      const fromSent: number[] = [];
      const fromAnswer: number[] = [];
      let lost = 0;
      let delivered = 0;
      for (const l of mine) {
        delivered += l.received.size;
        for (const save of saves) {
          const at = l.received.get(save.key);
          if (at === undefined) {
            if (kind === 'dispatch') lost++;
            continue;
          }
          fromSent.push(at - save.sent);
          fromAnswer.push(at - save.answered);
        }
      }
      console.log(
        `| ${mine.length} ${kind} | ${delivered} | ${(delivered / elapsed).toFixed(0)} | ` +
          `${fromSent.length ? `${ms(fromSent, 0.5)} / ${ms(fromSent, 0.95)}` : '–'} | ` +
          `${fromAnswer.length ? `${ms(fromAnswer, 0.5)} / ${ms(fromAnswer, 0.95)}` : '–'} | ` +
          `${kind === 'dispatch' ? lost : '–'} | ${mine.reduce((n, l) => n + l.failures, 0)} |`,
      );
    }
    if (rssBefore !== null && rssAfter !== null)
      console.log(
        `\nserver memory: ${(rssBefore / 2 ** 20).toFixed(0)} MB with the sessions signed in, ${(rssAfter / 2 ** 20).toFixed(0)} MB with them open: ` +
          `${((rssAfter - rssBefore) / 1024 / listeners.length).toFixed(0)} kB per open stream`,
      );
    for (const l of listeners) l.close();
  } finally {
    server.stop();
  }
}

await main();
