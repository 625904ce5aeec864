import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { Permission } from '#contract/permissions';
import type { reportSubscriptionListSchema } from '#contract/report-subscription';
import { subscriptionWeekdays, type ReportSubscription } from '#contract/report-subscription';
import type { AuthContext } from '../auth/session-store';
import type { Database, Db } from '../db/connect';
import { reportSubscriptions, userIdentities } from '../db/schema/auth';
import { forbidden, invalidFields, notFound } from '../http/errors';
import { iso } from '../lists/related';

type Row = typeof reportSubscriptions.$inferSelect;
type Login = { identityId: number; orderCustomerId: number | null };

export const subscriptionMessages = {
  notYours: 'You can only manage your own report subscriptions.',
  otherLogin: 'This subscription belongs to another customer login.',
  unknown: 'This subscription does not exist.',
  twice: 'This subscription is listed twice.',
} as const;
const M = subscriptionMessages;

/**
 * The customer login `{id}` names, if the caller may use it: a customer identity only its own; staff with
 * UserView to read, UserUpdate to write (docs/api.md "Report subscriptions").
 */
export async function subscriptionLogin(
  db: Db,
  caller: AuthContext,
  systemCustomerId: number,
  mode: 'read' | 'write',
): Promise<Login> {
  if (caller.identity?.identityType === 'customer') {
    if (caller.identity.identityId !== systemCustomerId) throw forbidden(M.notYours);
  } else if (!caller.permissions.has(mode === 'read' ? Permission.UserView : Permission.UserUpdate)) {
    throw forbidden();
  }
  const [login] = await db
    .select({ identityId: userIdentities.identityId, orderCustomerId: userIdentities.orderCustomerId })
    .from(userIdentities)
    .where(and(eq(userIdentities.identityId, systemCustomerId), eq(userIdentities.identityType, 'customer')));
  if (!login) throw notFound('The customer login');
  return login;
}

const view = (row: Row, login: Login): ReportSubscription => ({
  reportSubscriptionId: row.reportSubscriptionId,
  systemCustomerId: row.systemCustomerId,
  systemCustomer: null,
  customEmail: row.customEmail,
  orderCustomerId: row.orderCustomerId ?? login.orderCustomerId ?? 0,
  isOnSunday: row.isOnSunday,
  isOnMonday: row.isOnMonday,
  isOnTuesday: row.isOnTuesday,
  isOnWednesday: row.isOnWednesday,
  isOnThursday: row.isOnThursday,
  isOnFriday: row.isOnFriday,
  isOnSaturday: row.isOnSaturday,
  dateAdded: iso(row.dateAdded)!,
  dateModified: iso(row.dateModified)!,
});

export async function subscriptionsOf(db: Db, login: Login): Promise<ReportSubscription[]> {
  const rows = await db
    .select()
    .from(reportSubscriptions)
    .where(eq(reportSubscriptions.systemCustomerId, login.identityId))
    .orderBy(asc(reportSubscriptions.reportSubscriptionId));
  return rows.map((r) => view(r, login));
}

/**
 * Replaces a login's subscriptions with the list, in one transaction: id 0 adds, a known id updates, the
 * login's others are removed. Each goes to the custom address when one is set, else to the login's e-mail;
 * its customer is the login's. The list's systemCustomerId must be this login's (or null).
 */
export async function putSubscriptions(
  database: Database,
  login: Login,
  list: ReturnType<typeof reportSubscriptionListSchema.parse>,
  now: Date,
): Promise<ReportSubscription[]> {
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  list.forEach((s, i) => {
    if (s.systemCustomerId !== null && s.systemCustomerId !== login.identityId)
      fields[`${i}.systemCustomerId`] = M.otherLogin;
    if (s.reportSubscriptionId > 0) {
      if (seen.has(s.reportSubscriptionId)) fields[`${i}.reportSubscriptionId`] = M.twice;
      seen.add(s.reportSubscriptionId);
    }
  });
  return database.db.transaction(async (tx) => {
    const kept = [...seen];
    const owned = kept.length
      ? await tx
          .select({ id: reportSubscriptions.reportSubscriptionId })
          .from(reportSubscriptions)
          .where(
            and(
              inArray(reportSubscriptions.reportSubscriptionId, kept),
              eq(reportSubscriptions.systemCustomerId, login.identityId),
            ),
          )
      : [];
    list.forEach((s, i) => {
      if (s.reportSubscriptionId > 0 && !owned.some((o) => o.id === s.reportSubscriptionId))
        fields[`${i}.reportSubscriptionId`] ??= M.unknown;
    });
    if (Object.keys(fields).length > 0) throw invalidFields(fields);

    await tx
      .delete(reportSubscriptions)
      .where(
        kept.length
          ? and(
              eq(reportSubscriptions.systemCustomerId, login.identityId),
              notInArray(reportSubscriptions.reportSubscriptionId, kept),
            )
          : eq(reportSubscriptions.systemCustomerId, login.identityId),
      );
    for (const s of list) {
      const values = {
        systemCustomerId: login.identityId,
        customEmail: s.customEmail || null,
        orderCustomerId: login.orderCustomerId,
        ...Object.fromEntries(subscriptionWeekdays.map((day) => [day, s[day]])),
        dateModified: now,
      };
      if (s.reportSubscriptionId > 0)
        await tx
          .update(reportSubscriptions)
          .set(values)
          .where(eq(reportSubscriptions.reportSubscriptionId, s.reportSubscriptionId));
      else await tx.insert(reportSubscriptions).values({ ...values, dateAdded: now });
    }
    return subscriptionsOf(tx, login);
  });
}
