import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { reportSubscriptions } from '#server/db/schema/auth';
import { reportDeliveries } from '#server/db/schema/report-deliveries';
import { createLogger } from '#server/logging/logger';
import { createReportScheduler } from '#server/reports/report-scheduler';
import { startSmtpServer } from '#fixtures/smtp-server';
import { attachedPdf, createReportData, pdfText, type ReportData } from './reports-helpers';

const zone = 'America/Los_Angeles';
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let d: ReportData;
let clock = new Date();
let subs: { loginMonThu: number; customWed: number; none: number };

/** A local time in the business zone as an instant. */
const at = (local: string) =>
  new Date(Temporal.PlainDateTime.from(local).toZonedDateTime(zone).epochMilliseconds);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, BUSINESS_TIME_ZONE: zone });
  d = await createReportData(t);
  const login = d.customer.identity('customer').identityId;
  // The template database's demo subscriptions would be sent too; this week is about these three.
  await t.database.db.delete(reportSubscriptions);
  const base = { orderCustomerId: d.acme.orderCustomerId, dateAdded: at('2025-05-04T00:00') };
  const insert = async (values: Partial<typeof reportSubscriptions.$inferInsert>) =>
    (
      await t.database.db
        .insert(reportSubscriptions)
        .values({ ...base, ...values })
        .returning()
    )[0]!.reportSubscriptionId;
  subs = {
    loginMonThu: await insert({ systemCustomerId: login, isOnMonday: true, isOnThursday: true }),
    customWed: await insert({ systemCustomerId: login, customEmail: 'ops@acme.test', isOnWednesday: true }),
    none: await insert({ systemCustomerId: login }),
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const newScheduler = () =>
  createReportScheduler({
    database: t.database,
    mailer: t.deps.mailer,
    log: createLogger('silent'),
    now: () => clock,
    timeZone: zone,
    sendHour: 6,
  });

describe('the subscription scheduler on a simulated clock', () => {
  it('sends a week of subscriptions on their weekdays at 6:00, once, across two processes and a restart', async () => {
    // Two processes share the database; both tick every hour of the week of Sunday 4 May 2025.
    let a = newScheduler();
    const b = newScheduler();
    const sentAt: string[] = [];
    for (let hour = 0; hour < 7 * 24; hour++) {
      clock = new Date(at('2025-05-04T00:30').getTime() + hour * 3_600_000);
      const local = Temporal.Instant.fromEpochMilliseconds(clock.getTime()).toZonedDateTimeISO(zone);
      // Process A is down all Wednesday morning and restarts (a new scheduler) at 20:30.
      const aDown = local.day === 7 && local.hour < 20;
      if (local.day === 7 && local.hour === 20) a = newScheduler();
      const before = smtp.received.length;
      await Promise.all([aDown ? Promise.resolve(0) : a.tick(), b.tick()]);
      for (let i = before; i < smtp.received.length; i++)
        sentAt.push(`${local.toPlainDate()} ${local.hour}h`);
    }
    expect(sentAt).toEqual(['2025-05-05 6h', '2025-05-07 6h', '2025-05-08 6h']);
    const [mon, wed, thu] = smtp.received;
    expect(mon!.to).toEqual([d.customer.email]);
    expect(wed!.to).toEqual(['ops@acme.test']);
    expect(thu!.to).toEqual([d.customer.email]);

    // Each carries the week's Order Picked Dates of Acme as a PDF named for the day it was made.
    const monday = attachedPdf(mon!.raw)!;
    expect(monday.fileName).toBe('Order_Picked_Dates_2025-05-05.pdf');
    const mondayText = await pdfText(monday.bytes);
    expect(mondayText).toContain('Date window: 04/28/2025 to 05/04/2025');
    expect(mondayText).toContain('Customer: Acme Cellars');
    expect(mondayText).not.toContain('PO-PICK-A');
    const thursdayText = await pdfText(attachedPdf(thu!.raw)!.bytes);
    expect(thursdayText).toContain('Date window: 05/01/2025 to 05/07/2025');
    expect(thursdayText).toContain('PO-PICK-A');
    expect(thursdayText).not.toContain('PO-PICK-B');
    expect(mon!.raw).toMatch(/Subject: Order Picked Dates: Acme Cellars, 04\/28\/2025 to 05\/04\/2025/);

    // What it sent is recorded, one row per subscription and day.
    const rows = await t.database.db
      .select()
      .from(reportDeliveries)
      .where(eq(reportDeliveries.trigger, 'schedule'));
    expect(rows.map((r) => [r.reportSubscriptionId, r.deliveryDay, r.toAddress]).sort()).toEqual(
      [
        [subs.loginMonThu, '2025-05-05', d.customer.email],
        [subs.customWed, '2025-05-07', 'ops@acme.test'],
        [subs.loginMonThu, '2025-05-08', d.customer.email],
      ].sort(),
    );
    expect(rows.every((r) => r.sentAt && r.byteSize! > 1000 && !r.lastError)).toBe(true);
  }, 240_000);

  it('a day missed while every process was down is sent when one comes back, not skipped', async () => {
    const before = smtp.received.length;
    // Nobody ran on Monday 12 May; a process starts on Tuesday at 09:00.
    clock = at('2025-05-13T09:00');
    expect(await newScheduler().tick()).toBe(1);
    expect(smtp.received.length).toBe(before + 1);
    expect(attachedPdf(smtp.received.at(-1)!.raw)!.fileName).toBe('Order_Picked_Dates_2025-05-13.pdf');
    expect(await newScheduler().tick()).toBe(0);
  });

  it('takes over a claim left unsent by a process that died mid-send, once it is stale', async () => {
    await t.database.db.insert(reportDeliveries).values({
      reportSubscriptionId: subs.customWed,
      trigger: 'schedule',
      deliveryDay: '2025-05-14',
      reportName: 'Order Picked Dates',
      claimedBy: 'dead-process',
      claimedAt: at('2025-05-14T06:00'),
    });
    const before = smtp.received.length;
    clock = at('2025-05-14T06:10');
    expect(await newScheduler().tick()).toBe(0);
    clock = at('2025-05-14T06:30');
    const [x, y] = await Promise.all([newScheduler().tick(), newScheduler().tick()]);
    expect(x + y).toBe(1);
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['ops@acme.test']]);
  });
});

describe('sendReport/{id}', () => {
  it('sends one subscription now, to its address, and records it', async () => {
    const before = smtp.received.length;
    clock = new Date();
    const res = await t.call('GET', reportPaths.sendReport.replace('{id}', String(subs.customWed)), {
      token: d.staff.token,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);
    expect(smtp.received.slice(before).map((m) => m.to)).toEqual([['ops@acme.test']]);
    const now = await t.database.db
      .select()
      .from(reportDeliveries)
      .where(eq(reportDeliveries.trigger, 'now'));
    expect(now).toHaveLength(1);
  });

  it('lets a customer send its own, not another login’s; staff need User View; unknown is 404', async () => {
    const path = (id: number) => reportPaths.sendReport.replace('{id}', String(id));
    expect((await t.call('GET', path(subs.none), { token: d.customer.token })).status).toBe(200);
    const other = await createSignedInUser(t, {
      identities: [
        {
          type: 'customer',
          orderCustomerId: d.birch.orderCustomerId,
          permissionCodes: [Permission.ReportView],
        },
      ],
    });
    expect((await t.call('GET', path(subs.none), { token: other.token })).status).toBe(403);
    const staffNoUsers = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [Permission.ReportView] }],
    });
    expect((await t.call('GET', path(subs.none), { token: staffNoUsers.token })).status).toBe(403);
    expect((await t.call('GET', path(999_999), { token: d.staff.token })).status).toBe(404);
  });
});
