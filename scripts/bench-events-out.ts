/**
 * npx tsx scripts/bench-events-out.ts -- [--events 2000] [--endpoints 2] [--rate 20] [--notices]
 *
 * Issue #30, "every delivery path states its figures": a fresh database (PGlite in a temporary directory, or
 * DATABASE_URL), `--endpoints` webhook endpoints on a receiver at 127.0.0.1 answering 200, one dispatcher, and
 * `--events` domain events written one transaction each (as saves write them, decision 077). Prints events sent
 * per second (deliveries over the time from the first commit to the last delivery) and the delay from each
 * event's commit to its arrival at the receiver (p50, p95, max).
 *
 * `--notices` measures the notice mails instead (decision 088): `--endpoints` opted-in contacts of one customer,
 * a real SMTP server at 127.0.0.1, and each event an order of that customer moving to Delivered; the delay is
 * from the event's commit to the mail's arrival at the SMTP server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../api/server/config';
import { openDatabase } from '../api/server/db/connect';
import { migrate } from '../api/server/db/migrate';
import { createWebhookDispatcher } from '../api/server/events-out/webhook-dispatcher';
import { sealSecret, webhookKey } from '../api/server/events-out/webhook-secret';
import { stopLiveHub } from '../api/server/live/live-hub';
import { emptyScope } from '../api/server/live/event-scope';
import { recordEvents } from '../api/server/live/outbox-write';
import { createLogger } from '../api/server/logging/logger';
import { createMailer } from '../api/server/mail/create-mailer';
import { startSmtpServer } from '../tests/fixtures/smtp-server';

const { values: args } = parseArgs({
  options: {
    events: { type: 'string', default: '2000' },
    endpoints: { type: 'string', default: '2' },
    rate: { type: 'string', default: '0' },
    notices: { type: 'boolean', default: false },
  },
});
const total = Number(args.events);
const endpointCount = Number(args.endpoints);
/** Events written per second; 0 writes them back to back (a flood, for throughput). */
const rate = Number(args.rate);
const notices = args.notices;
const dir = mkdtempSync(join(tmpdir(), 'bench-events-out-'));
const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { url } : { dataDir: join(dir, 'pglite') });
await migrate(database);
const smtp = notices ? await startSmtpServer() : null;
const config = loadConfig({
  DATA_DIR: dir,
  ...(smtp ? { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } : {}),
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
});

const arrivals = new Map<string, number>();
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    arrivals.set(`${req.url}:${String(req.headers['webhook-id'])}`, Date.now());
    res.end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
for (let i = 0; i < endpointCount && !notices; i++)
  await database.db
    .execute(sql`insert into webhook_endpoints (url, event_groups, secret_sealed, cursor_event_id)
    values (${`${base}/e${i}`}, '{record.changed}', ${sealSecret(webhookKey(config), 'whsec_AAAA')},
      (select coalesce(max(event_id), 0) from domain_events))`);

const log = createLogger('silent');
// Notices: contacts opted in on one customer, and its orders (ids 1..total after the first).
const orderIds: number[] = [];
if (notices) {
  const [customer] = await database.rows<{ id: number }>(
    sql`insert into order_customers (order_customer_name) values ('Bench') returning order_customer_id as id`,
  );
  for (let i = 0; i < endpointCount; i++)
    await database.db.execute(sql`insert into contacts (order_customer_id, name, email, email_notices)
      values (${customer!.id}, ${`c${i}`}, ${`c${i}@bench.test`}, true)`);
  const made = await database.rows<{ id: number }>(sql`insert into orders (order_customer_id)
    select ${customer!.id} from generate_series(1, ${total}) returning order_id as id`);
  orderIds.push(...made.map((r) => r.id));
}
const dispatcher = createWebhookDispatcher({
  database,
  config,
  log,
  ...(notices
    ? { mailer: createMailer({ database, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }) }
    : {}),
});
await dispatcher.start();

const committed = new Map<number, number>();
const started = Date.now();
for (let i = 1; i <= total; i++) {
  await database.db.transaction((tx) =>
    recordEvents(tx, null, [
      notices
        ? {
            kind: 'order.status',
            recordType: 'order',
            recordId: orderIds[i - 1]!,
            payload: { status: { from: 500, to: 600, events: [] } },
            scope: emptyScope,
          }
        : {
            kind: 'order.changed',
            recordType: 'order',
            recordId: i,
            payload: { fields: ['poNumber'] },
            scope: emptyScope,
          },
    ]),
  );
  committed.set(i, Date.now());
  if (rate > 0) {
    const due = started + (i * 1000) / rate;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
  }
}
const wrote = Date.now();
const expected = total * endpointCount;
// A mail's arrival, keyed as a webhook's is: the address and `msg_<outbox id>` of its order's event.
const [head] = await database.rows<{ id: string }>(sql`select min(event_id) as id from domain_events`);
const noteMails = () => {
  for (const m of smtp?.received ?? []) {
    const order = Number(/Order #(\d+)/.exec(m.raw)?.[1]);
    arrivals.set(`${m.to[0]}:msg_${orderIds.indexOf(order) + Number(head!.id)}`, m.at);
  }
};
while (arrivals.size < expected && Date.now() - wrote < 120_000) {
  noteMails();
  await new Promise((r) => setTimeout(r, 20));
}
const finished = Date.now();

const [first] = await database.rows<{ id: string }>(sql`select min(event_id) as id from domain_events`);
const offset = Number(first!.id) - 1;
const delays = [...arrivals.entries()]
  .map(([key, at]) => at - committed.get(Number(key.split(':msg_')[1]) - offset)!)
  .sort((a, b) => a - b);
const pick = (p: number) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))];
console.log(
  JSON.stringify(
    {
      engine: database.engine,
      events: total,
      rate: rate || 'flood',
      [notices ? 'contacts' : 'endpoints']: endpointCount,
      delivered: arrivals.size,
      writeSeconds: (wrote - started) / 1000,
      deliveriesPerSecond: Math.round(arrivals.size / ((finished - started) / 1000)),
      delayMs: { p50: pick(50), p95: pick(95), max: delays.at(-1) },
      loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
    },
    null,
    2,
  ),
);
await dispatcher.stop();
await stopLiveHub(database);
await database.close();
receiver.close();
await smtp?.close();
rmSync(dir, { recursive: true, force: true });
