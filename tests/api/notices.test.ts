import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnedContact } from '#contract/contact';
import type { MyNotices, NoticeMail } from '#contract/notice';
import { OrderStatus } from '#contract/order-status';
import { fillPath } from '#contract/path-template';
import { contactPaths, noticePaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { createWebhookDispatcher, type WebhookDispatcher } from '#server/events-out/webhook-dispatcher';
import { stopLiveHub } from '#server/live/live-hub';
import { recordEvents } from '#server/live/outbox-write';
import { createLogger } from '#server/logging/logger';
import { createMailer } from '#server/mail/create-mailer';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { everyCode } from '#fixtures/record-owners';
import { startSmtpServer } from '#fixtures/smtp-server';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { until } from '#fixtures/webhook-receiver';
import { loadCalls, loadWorld, type LoadWorld } from './loads-helpers';
import { json } from './orders-helpers';

/**
 * Notices (issue #30, decision 088) through a real SMTP server: one mail per opted-in contact per event and
 * none for the others, a refused mail retried and logged on the order, the stop issue's in-portal notice to
 * the staff who made the load only. Both engines (DATABASE_URL for PostgreSQL).
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let w: LoadWorld;
let dispatcher: WebhookDispatcher;
type SignedInUser = Awaited<ReturnType<typeof createSignedInUser>>;
let other: SignedInUser;
let customer: SignedInUser;
let carrier: SignedInUser;
let customerId: number;

const mailsTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim();

const addContact = async (email: string, emailNotices: boolean, owner = customerId) =>
  json<OwnedContact>(
    await t.call('POST', fillPath(contactPaths.customer.list, { ownerId: owner }), {
      token: w.staff.token,
      body: { name: email.split('@')[0], email, emailNotices },
    }),
  );

/** An order status move as the order save writes it to the outbox. */
const statusMoved = (orderId: number, to: number) =>
  t.database.db.transaction((tx) =>
    recordEvents(tx, null, [
      {
        kind: 'order.status',
        recordType: 'order',
        recordId: orderId,
        payload: { status: { from: OrderStatus.Booked, to, events: [] } },
      },
    ]),
  );

const mailsOf = async (orderId: number, token = w.staff.token) =>
  json<NoticeMail[]>(
    await t.call('GET', fillPath(noticePaths.getMailsByOrderId, { id: orderId }), { token }),
  );
const mine = async (token: string) => json<MyNotices>(await t.call('GET', noticePaths.getMine, { token }));

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Portal <no-reply@portal.test>',
  });
  w = await loadWorld(t);
  customerId = (
    await t.database.rows<{ id: number }>(sql`select order_customer_id as id from order_customers
      where order_customer_name = 'Harbor Wines'`)
  )[0]!.id;
  other = await createSignedInUser(t, {
    firstName: 'Otto',
    identities: [{ type: 'employee', permissionCodes: [...everyCode] }],
  });
  customer = await createSignedInUser(t, {
    identities: [
      { type: 'customer', orderCustomerId: customerId, permissionCodes: [P.OrderView, P.LoadView] },
    ],
  });
  carrier = await createSignedInUser(t, {
    identities: [{ type: 'carrier', carrierId: w.carrier, permissionCodes: [P.OrderView, P.LoadView] }],
  });
  const log = createLogger('silent');
  dispatcher = createWebhookDispatcher({
    database: t.database,
    config: t.config,
    log,
    mailer: createMailer({ database: t.database, log, smtpUrl: t.config.SMTP_URL, from: t.config.MAIL_FROM }),
    retryDelaysMs: [50, 50],
    pollMs: 50,
  });
  await dispatcher.start();
});
afterAll(async () => {
  await dispatcher?.stop();
  if (t) await stopLiveHub(t.database);
  await t?.close();
  await smtp?.close();
});

describe('notice e-mails', () => {
  it('keeps the opt-in with a customer contact, and never turns it on for a location contact', async () => {
    const made = await addContact('keeps@harbor.test', true);
    expect(made.emailNotices).toBe(true);
    const saved = await json<OwnedContact>(
      await t.call(
        'PUT',
        fillPath(contactPaths.customer.byId, { ownerId: customerId, contactId: made.contactId }),
        {
          token: w.staff.token,
          body: {
            name: 'keeps',
            email: 'keeps@harbor.test',
            emailNotices: false,
            dateModified: made.dateModified,
          },
        },
      ),
    );
    expect(saved.emailNotices).toBe(false);
    const atPlace = await json<OwnedContact>(
      await t.call('POST', fillPath(contactPaths.location.list, { ownerId: w.source }), {
        token: w.staff.token,
        body: { name: 'Dock', email: 'dock@harbor.test', emailNotices: true },
      }),
    );
    expect(atPlace.emailNotices).toBe(false);
  });

  it('sends one mail per opted-in contact for picked up, delivered and a stop issue, none to the others', async () => {
    await addContact('ana@harbor.test', true);
    await addContact('bo@harbor.test', false);
    const elsewhere = (
      await t.database.rows<{ id: number }>(sql`insert into order_customers (order_customer_name)
        values ('Elsewhere') returning order_customer_id as id`)
    )[0]!.id;
    await addContact('eve@elsewhere.test', true, elsewhere);

    const orderId = await w.order({ poNumber: 'PO-77' });
    const calls = loadCalls(t, w.staff.token);
    const load = await calls.create({ carrierId: w.carrier });
    expect((await calls.add(load.loadId, orderId)).status).toBe(200);

    await statusMoved(orderId, OrderStatus.InTransit);
    await statusMoved(orderId, OrderStatus.Delivered);
    // Another person raises an issue at the pickup: a stop.issue event from the load save.
    const read = await calls.get(load.loadId);
    const raised = {
      ...read,
      loadStops: read.loadStops.map((s, i) =>
        i === 0 ? { ...s, stopHasIssue: true, issueDescription: 'Dock closed' } : s,
      ),
    };
    const put = await calls.put(raised, other.token);
    expect(put.status, await put.clone().text()).toBe(200);

    const ana = await until(
      () => mailsTo('ana@harbor.test').filter((m) => m.raw.includes(`#${orderId}`)),
      (m) => m.length >= 3,
    );
    await dispatcher.settled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ana.map((m) => subjectOf(m.raw)).sort()).toEqual(
      [
        `Order #${orderId} (PO PO-77) was delivered`,
        `Order #${orderId} (PO PO-77) was picked up`,
        `Order #${orderId} (PO PO-77): an issue at a stop`,
      ].sort(),
    );
    expect(mailsTo('ana@harbor.test').filter((m) => m.raw.includes(`#${orderId}`))).toHaveLength(3);
    expect(mailsTo('bo@harbor.test')).toHaveLength(0);
    expect(mailsTo('eve@elsewhere.test')).toHaveLength(0);
    // No prices, people or notes: the issue's words stay inside.
    expect(ana.some((m) => m.raw.includes('Dock closed'))).toBe(false);

    const log = await mailsOf(orderId);
    expect(log).toHaveLength(3);
    expect(log.every((m) => m.status === 'delivered' && m.attempts === 1 && m.deliveredAt)).toBe(true);
    expect(
      (
        await t.call('GET', fillPath(noticePaths.getMailsByOrderId, { id: orderId }), {
          token: customer.token,
        })
      ).status,
    ).toBe(403);
  });

  it('retries a mail the SMTP server refuses, and records the refusal and the final failure', async () => {
    await addContact('cy@harbor.test', true);
    const retried = await w.order({ poNumber: 'PO-RETRY' });
    smtp.refuseNext(1);
    await statusMoved(retried, OrderStatus.Delivered);
    // Two contacts of this customer are opted in (ana, cy): the first mail is refused once, then sent.
    const sent = await until(
      () => mailsOf(retried),
      (m) => m.length === 2 && m.every((x) => x.status === 'delivered'),
    );
    expect(sent.map((m) => m.toAddress).sort()).toEqual(['ana@harbor.test', 'cy@harbor.test']);
    expect(sent.map((m) => m.attempts).sort()).toEqual([1, 2]);
    for (const address of ['ana@harbor.test', 'cy@harbor.test'])
      expect(mailsTo(address).filter((m) => m.raw.includes('PO-RETRY'))).toHaveLength(1);

    const failing = await w.order({ poNumber: 'PO-FAIL' });
    smtp.refuseNext(1000);
    await statusMoved(failing, OrderStatus.InTransit);
    const failed = await until(
      () => mailsOf(failing),
      (m) => m.length === 2 && m.every((x) => x.status === 'failed'),
    );
    smtp.refuseNext(0);
    expect(failed[0]).toMatchObject({ status: 'failed', attempts: 3, deliveredAt: null });
    expect(failed[0]!.lastError).toMatch(/451|Try again later/);
    const [row] = await t.database.rows<{ code: number | null }>(
      sql`select last_status_code as code from notice_mails where notice_mail_id = ${failed[0]!.noticeMailId}`,
    );
    expect(row!.code).toBe(451);
  });
});

describe('in-portal notices', () => {
  it('reach the staff who made the load, not the one who raised the issue, nor customers or carriers', async () => {
    const notices = await until(
      () => mine(w.staff.token),
      (n) => n.unread >= 1,
    );
    expect(notices.unread).toBe(1);
    expect(notices.items[0]!.text).toMatch(/^Stop 1 of load #\d+( \(.*\))? has an issue: Dock closed$/);
    expect((await mine(other.token)).items).toHaveLength(0);
    expect((await t.call('GET', noticePaths.getMine, { token: customer.token })).status).toBe(403);
    expect((await t.call('GET', noticePaths.getMine, { token: carrier.token })).status).toBe(403);
    expect((await t.call('POST', noticePaths.markRead, { token: customer.token, body: {} })).status).toBe(
      403,
    );

    // Marking another's notice read changes nothing of theirs.
    const theirs = notices.items[0]!.staffNoticeId;
    expect(
      (
        await json<MyNotices>(
          await t.call('POST', noticePaths.markRead, {
            token: other.token,
            body: { staffNoticeIds: [theirs] },
          }),
        )
      ).unread,
    ).toBe(0);
    expect((await mine(w.staff.token)).unread).toBe(1);
    const after = await json<MyNotices>(
      await t.call('POST', noticePaths.markRead, { token: w.staff.token, body: {} }),
    );
    expect(after.unread).toBe(0);
    expect(after.items[0]!.readAt).not.toBeNull();
  });
});
