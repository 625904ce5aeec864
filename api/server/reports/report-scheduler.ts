import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/connect';
import { reportDeliveries } from '../db/schema/report-deliveries';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import { deliver, subscribedReport, subscribers } from './subscription-mail';

export interface SchedulerOptions {
  database: Database;
  mailer: Mailer;
  log: Logger;
  now: () => Date;
  timeZone: string;
  /** The business-time hour a subscribed report is due on its weekday. */
  sendHour: number;
  /** Days back a restarted server still sends what it missed. */
  catchUpDays?: number;
  /** A claim older than this, never marked sent, belonged to a process that died mid-send. */
  staleClaimMs?: number;
}

/** When `day`'s reports are due, as an instant. */
const dueAt = (day: Temporal.PlainDate, hour: number, timeZone: string) =>
  day.toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(hour) }).epochMilliseconds;

/**
 * Sends each subscription's report on its ticked weekdays at the configured hour (decision 042).
 *
 * A tick looks at the last `catchUpDays` business days whose hour has passed. For each subscription due
 * on such a day, it inserts the (subscription, day) delivery row; the unique index lets one process win
 * that insert, and only the winner sends. A restart re-runs the same look-back, so a day missed while
 * down is sent late rather than skipped, and a day already claimed is never sent again. A claim left
 * unsent past `staleClaimMs` (its process died) is taken over by an UPDATE only one process can win.
 */
export function createReportScheduler(options: SchedulerOptions) {
  const { database, log, timeZone, sendHour } = options;
  const catchUpDays = options.catchUpDays ?? 7;
  const staleClaimMs = options.staleClaimMs ?? 15 * 60_000;
  const processId = randomUUID();
  let running: Promise<number> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  async function runTick(): Promise<number> {
    const now = options.now();
    const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
      .toZonedDateTimeISO(timeZone)
      .toPlainDate();
    const days = Array.from({ length: catchUpDays }, (_, k) => today.subtract({ days: k })).filter(
      (day) => dueAt(day, sendHour, timeZone) <= now.getTime(),
    );
    if (days.length === 0) return 0;
    const subs = await subscribers(database);
    const byId = new Map(subs.map((s) => [s.reportSubscriptionId, s]));
    const claimed: { id: number; subscriptionId: number; day: Temporal.PlainDate }[] = [];

    for (const day of days) {
      const due = dueAt(day, sendHour, timeZone);
      for (const s of subs) {
        if (!s.weekdays[day.dayOfWeek % 7] || s.dateAdded.getTime() > due) continue;
        const [row] = await database.db
          .insert(reportDeliveries)
          .values({
            reportSubscriptionId: s.reportSubscriptionId,
            trigger: 'schedule',
            deliveryDay: day.toString(),
            reportName: subscribedReport.title,
            claimedBy: processId,
            claimedAt: now,
          })
          .onConflictDoNothing()
          .returning({ id: reportDeliveries.reportDeliveryId });
        if (row) claimed.push({ id: row.id, subscriptionId: s.reportSubscriptionId, day });
      }
    }
    const stale = await database.db
      .update(reportDeliveries)
      .set({ claimedBy: processId, claimedAt: now })
      .where(
        and(
          eq(reportDeliveries.trigger, 'schedule'),
          isNull(reportDeliveries.sentAt),
          isNull(reportDeliveries.lastError),
          lt(reportDeliveries.claimedAt, new Date(now.getTime() - staleClaimMs)),
          gte(reportDeliveries.deliveryDay, days.at(-1)!.toString()),
        ),
      )
      .returning({
        id: reportDeliveries.reportDeliveryId,
        subscriptionId: reportDeliveries.reportSubscriptionId,
        day: reportDeliveries.deliveryDay,
      });
    for (const r of stale) {
      if (r.subscriptionId != null)
        claimed.push({ id: r.id, subscriptionId: r.subscriptionId, day: Temporal.PlainDate.from(r.day) });
    }

    let sent = 0;
    for (const c of claimed) {
      const subscriber = byId.get(c.subscriptionId);
      if (!subscriber) continue;
      if (await deliver({ ...options, timeZone }, c.id, subscriber, c.day)) sent += 1;
      else log.warn('subscribed report not sent', { reportDeliveryId: c.id });
    }
    if (sent) log.info('subscribed reports sent', { count: sent });
    return sent;
  }

  /** One pass; a pass still running is awaited instead of overlapped. Resolves to the reports sent. */
  const tick = (): Promise<number> => {
    running ??= runTick().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    tick,
    start(everyMs = 60_000) {
      if (timer) return;
      const safeTick = () =>
        void tick().catch((error: unknown) => log.error('report scheduler failed', { error: String(error) }));
      safeTick();
      timer = setInterval(safeTick, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
export type ReportScheduler = ReturnType<typeof createReportScheduler>;

/** sendReport/{id}: one subscription's report now, recorded like a scheduled one but never claimed twice. */
export async function sendReportNow(
  options: Pick<SchedulerOptions, 'database' | 'mailer' | 'now' | 'timeZone'>,
  reportSubscriptionId: number,
): Promise<{ sent: boolean; error: string | null }> {
  const [subscriber] = await subscribers(options.database, reportSubscriptionId);
  if (!subscriber) return { sent: false, error: null };
  const now = options.now();
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime())
    .toZonedDateTimeISO(options.timeZone)
    .toPlainDate();
  const [row] = await options.database.db
    .insert(reportDeliveries)
    .values({
      reportSubscriptionId,
      trigger: 'now',
      deliveryDay: today.toString(),
      reportName: subscribedReport.title,
      claimedBy: 'sendReport',
      claimedAt: now,
    })
    .returning({ id: reportDeliveries.reportDeliveryId });
  // "Now" covers the seven days up to tomorrow, so today's picks are in it.
  const sent = await deliver(options, row!.id, subscriber, today.add({ days: 1 }));
  if (sent) return { sent, error: null };
  const [failed] = await options.database.db
    .select({ error: reportDeliveries.lastError })
    .from(reportDeliveries)
    .where(eq(reportDeliveries.reportDeliveryId, row!.id));
  return { sent, error: failed?.error ?? 'Not sent.' };
}
