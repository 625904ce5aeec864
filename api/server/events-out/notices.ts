import { sql } from 'drizzle-orm';
import type { MarkNoticesRead, MyNotices, NoticeMail } from '#contract/notice';
import type { Db } from '../db/connect';
import type { RequestContext } from '../http/request-context';
import { requireVisibleOwner } from '../records/owner-access';
import { rowsOf } from '../ops/schema-catalog';
import { ts } from './delivery-lane';

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

/** A staff member's newest notices and the count of unread ones (decision 088). */
export async function myNotices(db: Db, systemUserId: number, limit: number): Promise<MyNotices> {
  const items = await rowsOf<{
    staffNoticeId: number;
    kind: 'stopIssue';
    loadId: number | null;
    text: string;
    dateAdded: string;
    readAt: string | null;
  }>(
    db,
    sql`select staff_notice_id::int as "staffNoticeId", kind, load_id as "loadId", text,
      date_added as "dateAdded", read_at as "readAt"
    from staff_notices where system_user_id = ${systemUserId} and text <> ''
    order by staff_notice_id desc limit ${limit}`,
  );
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from staff_notices
      where system_user_id = ${systemUserId} and read_at is null and text <> ''`,
  );
  return {
    unread: count?.n ?? 0,
    items: items.map((n) => ({ ...n, dateAdded: iso(n.dateAdded)!, readAt: iso(n.readAt) })),
  };
}

/** Marks the caller's own notices read (the given ones, or all); another's ids are simply not theirs. */
export async function markNoticesRead(
  db: Db,
  systemUserId: number,
  { staffNoticeIds }: MarkNoticesRead,
  now: Date,
): Promise<void> {
  const only = staffNoticeIds
    ? staffNoticeIds.length
      ? sql`and staff_notice_id in (${sql.join(
          staffNoticeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`and false`
    : sql``;
  await db.execute(sql`update staff_notices set read_at = ${ts(now)}
    where system_user_id = ${systemUserId} and read_at is null ${only}`);
}

/** The notice e-mails of an order and their delivery, newest first (404 for an order out of reach). */
export async function noticeMailsOf(ctx: RequestContext, orderId: number): Promise<NoticeMail[]> {
  await requireVisibleOwner(ctx, 'order', orderId);
  const rows = await rowsOf<NoticeMail & { dateAdded: string }>(
    ctx.db,
    sql`select notice_mail_id::int as "noticeMailId", kind, to_address as "toAddress", subject, status,
      attempts, last_error as "lastError", last_attempt_at as "lastAttemptAt", delivered_at as "deliveredAt",
      date_added as "dateAdded"
    from notice_mails where order_id = ${orderId} and subject <> ''
    order by notice_mail_id desc limit 200`,
  );
  return rows.map((r) => ({
    ...r,
    lastAttemptAt: iso(r.lastAttemptAt),
    deliveredAt: iso(r.deliveredAt),
    dateAdded: iso(r.dateAdded)!,
  }));
}
