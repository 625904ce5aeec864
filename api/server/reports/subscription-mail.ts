import { and, eq, or, sql } from 'drizzle-orm';
import type { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/connect';
import { reportSubscriptions, systemUsers, userIdentities } from '../db/schema/auth';
import { orderCustomers } from '../db/schema/customers';
import { reportDeliveries } from '../db/schema/report-deliveries';
import type { Mailer } from '../mail/mailer';
import { generateReport, reportBytes } from './generate-report';
import { orderPickedDates } from './order-reports';
import { companyName, windowText } from './report-format';

/** What a subscription sends: Order Picked Dates, the one report customers get (spec 2 §6). */
export const subscribedReport = orderPickedDates;

export interface Subscriber {
  reportSubscriptionId: number;
  dateAdded: Date;
  weekdays: boolean[];
  orderCustomerId: number | null;
  customer: string | null;
  toAddress: string | null;
}

/**
 * Subscriptions with their recipient: the custom address, else the e-mail of the customer login; the
 * customer is the subscription's, else the login's. Logins that are inactive or deleted get nothing.
 */
export async function subscribers(database: Database, reportSubscriptionId?: number): Promise<Subscriber[]> {
  const rows = await database.db
    .select({
      s: reportSubscriptions,
      loginCustomerId: userIdentities.orderCustomerId,
      email: systemUsers.emailAddress,
      customer: orderCustomers.orderCustomerName,
    })
    .from(reportSubscriptions)
    .leftJoin(userIdentities, eq(userIdentities.identityId, reportSubscriptions.systemCustomerId))
    .leftJoin(systemUsers, eq(systemUsers.systemUserId, userIdentities.systemUserId))
    .leftJoin(
      orderCustomers,
      eq(
        orderCustomers.orderCustomerId,
        sql`coalesce(${reportSubscriptions.orderCustomerId}, ${userIdentities.orderCustomerId})`,
      ),
    )
    .where(
      and(
        reportSubscriptionId ? eq(reportSubscriptions.reportSubscriptionId, reportSubscriptionId) : undefined,
        or(
          sql`${reportSubscriptions.systemCustomerId} is null`,
          and(
            eq(userIdentities.isActive, true),
            eq(systemUsers.isActive, true),
            sql`${systemUsers.isDeleted} is not true`,
          ),
        ),
      ),
    );
  return rows.map(({ s, loginCustomerId, email, customer }) => ({
    reportSubscriptionId: s.reportSubscriptionId,
    dateAdded: s.dateAdded,
    weekdays: [
      s.isOnSunday,
      s.isOnMonday,
      s.isOnTuesday,
      s.isOnWednesday,
      s.isOnThursday,
      s.isOnFriday,
      s.isOnSaturday,
    ],
    orderCustomerId: s.orderCustomerId ?? loginCustomerId,
    customer,
    toAddress: s.customEmail || email,
  }));
}

/** The seven business days before `day`: a weekly report covers the week up to the morning it is sent. */
export function weekBefore(day: Temporal.PlainDate, timeZone: string) {
  const instant = (d: Temporal.PlainDate) => new Date(d.toZonedDateTime({ timeZone }).epochMilliseconds);
  return { start: instant(day.subtract({ days: 7 })), end: instant(day) };
}

/**
 * Generates the subscriber's report for the week before `day` and mails it, then records the delivery
 * row as sent (or its error). The row is the claim: the caller has inserted or taken it over.
 */
export async function deliver(
  deps: { database: Database; mailer: Mailer; now: () => Date; timeZone: string },
  reportDeliveryId: number,
  subscriber: Subscriber,
  day: Temporal.PlainDate,
): Promise<boolean> {
  const { database, timeZone } = deps;
  const record = (values: Partial<typeof reportDeliveries.$inferInsert>) =>
    database.db
      .update(reportDeliveries)
      .set(values)
      .where(eq(reportDeliveries.reportDeliveryId, reportDeliveryId));
  try {
    if (!subscriber.toAddress)
      throw new Error('No e-mail address: the login has none and no custom address is set.');
    if (subscriber.orderCustomerId == null) throw new Error('The subscription names no customer.');
    const window = weekBefore(day, timeZone);
    const fields = {
      orderCustomerId: subscriber.orderCustomerId,
      dateStartInclusive: window.start.toISOString(),
      dateEndExclusive: window.end.toISOString(),
    };
    const report = await generateReport(database.db, subscribedReport, fields, deps.now(), timeZone);
    const content = await reportBytes(report);
    const customer = subscriber.customer ?? `Customer #${subscriber.orderCustomerId}`;
    const period = windowText(window.start, window.end, timeZone);
    await deps.mailer.send({
      to: subscriber.toAddress,
      subject: `${subscribedReport.title}: ${customer}, ${period}`,
      text: `Attached is the ${subscribedReport.title} report for ${customer}, ${period} (${report.fileName}).\n\nYou receive it because of a report subscription on the portal; change its weekdays in your profile.\n\n${companyName}`,
      attachments: [{ filename: report.fileName, content, contentType: report.contentType }],
    });
    await record({
      sentAt: deps.now(),
      toAddress: subscriber.toAddress,
      byteSize: content.length,
      lastError: null,
    });
    return true;
  } catch (error) {
    await record({ lastError: String(error instanceof Error ? error.message : error).slice(0, 500) });
    return false;
  }
}
