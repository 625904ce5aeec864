import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { contactPaths, orderPaths, webhookPaths } from '#contract/paths';
import { OrderStatus } from '#contract/order-status';
import { signWebhook } from '#server/events-out/webhook-secret';
import { recordEvents } from '#server/live/outbox-write';
import { createAdmin, useBeforeAll, useTestAppWithUrl } from '#fixtures/file-app';
import { startTwoServers, type ServerProcess } from '#fixtures/server-process';
import { startSmtpServer } from '#fixtures/smtp-server';
import {
  startWebhookReceiver,
  until as waitUntil,
  type ReceivedMessage,
  type WebhookReceiver,
} from '#fixtures/webhook-receiver';
import { createOrderData, staffForm } from './orders-helpers';

/**
 * Issue #30, once only across servers (decision 088): two real server processes on one PostgreSQL database,
 * each running the outbox dispatcher, a webhook endpoint on a local receiver and a mail server. N orders made
 * through both servers reach the endpoint once each, correctly signed; N deliveries reach an opted-in contact
 * once each. PGlite belongs to one process (decision 068), so this runs with DATABASE_URL only.
 */
const n = 30;
const { t, databaseUrl } = useTestAppWithUrl();
const d = useBeforeAll(async () => ({ ...(await createOrderData(t)), admin: await createAdmin(t) }));
const onPostgres = Boolean(process.env.DATABASE_URL);
const servers: ServerProcess[] = [];
const received: ReceivedMessage[] = [];
let receiver: WebhookReceiver;
let receiverBase = '';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let pair: Awaited<ReturnType<typeof startTwoServers>> | undefined;

/** Waits for a condition the servers bring about (up to 30 s on a loaded machine). */
const until = <T>(read: () => T | Promise<T>, done: (value: T) => boolean) => waitUntil(read, done, 30_000);

const call = (server: ServerProcess, method: string, path: string, token: string, body?: unknown) =>
  fetch(`${server.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

beforeAll(async () => {
  if (!onPostgres) return;
  smtp = await startSmtpServer();
  receiver = await startWebhookReceiver(received);
  receiverBase = receiver.base;
  pair = await startTwoServers(databaseUrl(), {
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_SECRET_KEY: Buffer.alloc(32, 9).toString('base64'),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Portal <no-reply@portal.test>',
  });
  servers.push(...pair.servers);
}, 120_000);
afterAll(async () => {
  await pair?.stop();
  if (receiver) await receiver.close();
  await smtp?.close();
});

describe.skipIf(!onPostgres)('events out with two server processes on one PostgreSQL (issue #30)', () => {
  it(`delivers each of ${n} orders made through both servers to the endpoint once, signed`, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const made = await call(a, 'POST', webhookPaths.create, d.admin.token, {
      url: `${receiverBase}/erp`,
      eventGroups: ['record.created'],
    });
    expect(made.status, await made.clone().text()).toBe(200);
    const { secret } = (await made.json()) as { secret: string };
    const orderIds: number[] = [];
    for (let i = 0; i < n; i++) {
      const res = await call(
        i % 2 ? b : a,
        'POST',
        orderPaths.base,
        d.staff.token,
        staffForm(d, { poNumber: `PO-TWO-${i}` }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      orderIds.push(((await res.json()) as { orderId: number }).orderId);
    }
    const ofOrders = () =>
      received.filter((r) => {
        const data = (JSON.parse(r.body) as { type: string; data: { recordId: number } }).data;
        return orderIds.includes(data.recordId);
      });
    await until(ofOrders, (r) => r.length >= n);
    // A moment more for a second send, should one come.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const got = ofOrders();
    expect(got).toHaveLength(n);
    expect(new Set(got.map((r) => r.headers['webhook-id'])).size).toBe(n);
    for (const r of got) {
      const id = String(r.headers['webhook-id']);
      const timestamp = Number(r.headers['webhook-timestamp']);
      expect(r.headers['webhook-signature']).toBe(signWebhook(secret, id, timestamp, r.body));
    }
    const [row] = await t.database.rows<{ delivered: number; attempts: number }>(
      sql`select count(*)::int as delivered, sum(attempts)::int as attempts from webhook_deliveries
        where status = 'delivered' and kind = 'order.created'`,
    );
    expect(row).toEqual({ delivered: n, attempts: n });
  });

  it(`mails an opted-in contact once for each of ${n} deliveries`, async () => {
    const contact = await t.call(
      'POST',
      fillPath(contactPaths.customer.list, { ownerId: d.acme.orderCustomerId }),
      {
        token: d.staff.token,
        body: { name: 'Nia', email: 'nia@acme.test', emailNotices: true },
      },
    );
    expect(contact.status).toBe(200);
    const orders = await t.database.rows<{ id: number }>(
      sql`select order_id as id from orders where po_number like 'PO-TWO-%' order by order_id`,
    );
    expect(orders).toHaveLength(n);
    // The order saves' outbox rows, as a status move writes them, committed one by one.
    for (const { id } of orders)
      await t.database.db.transaction((tx) =>
        recordEvents(tx, null, [
          {
            kind: 'order.status',
            recordType: 'order',
            recordId: id,
            payload: { status: { from: OrderStatus.InTransit, to: OrderStatus.Delivered, events: [] } },
          },
        ]),
      );
    const toNia = () => smtp.received.filter((m) => m.to.includes('nia@acme.test'));
    await until(toNia, (m) => m.length >= n);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const subjects = toNia().map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim());
    expect(subjects).toHaveLength(n);
    expect(new Set(subjects).size).toBe(n);
    const [row] = await t.database.rows<{ delivered: number; attempts: number }>(
      sql`select count(*)::int as delivered, sum(attempts)::int as attempts from notice_mails
        where status = 'delivered' and to_address = 'nia@acme.test'`,
    );
    expect(row).toEqual({ delivered: n, attempts: n });
  });
});
