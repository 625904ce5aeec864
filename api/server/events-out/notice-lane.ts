import { sql, type SQL } from 'drizzle-orm';
import { staffIdentityTypes } from '#contract/identity';
import { OrderStatus } from '#contract/order-status';
import type { Database, Db } from '../db/connect';
import type { StoredEvent } from '../live/outbox-read';
import type { Mailer } from '../mail/mailer';
import { rowsOf } from '../ops/schema-catalog';
import type { ClaimedRow, DeliveryLane } from './delivery-lane';
import { noticeMail, stopIssueNotice, type NoticeMailKind } from './notice-texts';

interface NoticeRow extends ClaimedRow {
  toAddress: string;
  subject: string;
  textBody: string;
}

interface MailText {
  id: number;
  kind: NoticeMailKind;
  orderId: number;
  poNumber: string | null;
  place: string | null;
}

interface NoticeText {
  id: number;
  loadId: number;
  seq: number;
  issue: string | null;
  place: string | null;
}

const cursorName = 'notices';
/** A mail server that has not answered in this long has a dead sender; its mails are claimed again. */
const holdMs = 5 * 60_000;

/** The order moves that customers hear of (decision 088): en route is picked up. */
const mailOfStatus: Partial<Record<number, NoticeMailKind>> = {
  [OrderStatus.InTransit]: 'pickedUp',
  [OrderStatus.Delivered]: 'delivered',
};

const place = sql`nullif(concat_ws(', ', nullif(l.city, ''), (select code from ref_states s where s.ref_state_id = l.ref_state_id)), '')`;
const staffTypes = sql.join(
  staffIdentityTypes.map((t) => sql`${t}`),
  sql`, `,
);

/** A stop issue counts when it is raised, not when it is cleared or reworded. */
const issueRaised = (e: StoredEvent) =>
  e.kind === 'stop.issue' &&
  e.payload.stop?.stopHasIssue === true &&
  !!e.payload.fields?.includes('stopHasIssue');

/**
 * Notices as a lane of the outbox dispatcher (decision 088). For an order moving to In Transit or Delivered,
 * and for each order at a stop whose issue is raised, a mail row per opted-in contact of the order's customer;
 * for a raised stop issue, a staff notice to each staff member who made or changed the load (not to the one
 * who raised it). Mails are claimed and retried as webhook deliveries are; staff notices need no sending,
 * their insert is the delivery. Both inserts are idempotent per event, so two servers make one of each.
 */
export function noticeLane(database: Database, mailer: Mailer): DeliveryLane<NoticeRow> {
  async function cursor(): Promise<number> {
    const [row] = await database.rows<{ cursor: string | number }>(
      sql`select cursor_event_id as cursor from events_out_cursors where name = ${cursorName}`,
    );
    return Number(row?.cursor ?? 0);
  }

  /** The rows one event makes, as insert statements. */
  function statementsOf(event: StoredEvent): SQL[] {
    const orderMail = (kind: NoticeMailKind, orders: SQL) =>
      sql`insert into notice_mails (event_id, order_id, contact_id, kind, to_address, subject, text_body)
        select ${event.id}, o.order_id, c.contact_id, ${kind}, lower(trim(c.email)), '', ''
        from ${orders} o join contacts c on c.order_customer_id = o.order_customer_id
        where c.email_notices and coalesce(trim(c.email), '') <> ''
        on conflict do nothing`;
    if (event.kind === 'order.status') {
      const kind = mailOfStatus[event.payload.status?.to ?? -1];
      if (!kind) return [];
      return [
        orderMail(
          kind,
          sql`(select order_id, order_customer_id from orders where order_id = ${event.recordId})`,
        ),
      ];
    }
    if (!issueRaised(event)) return [];
    const loadId = event.payload.stop!.loadId;
    return [
      orderMail(
        'stopIssue',
        sql`(select o.order_id, o.order_customer_id from load_stop_orders so
          join orders o on o.order_id = so.order_id where so.load_stop_id = ${event.recordId})`,
      ),
      sql`insert into staff_notices (system_user_id, event_id, kind, load_id, load_stop_id, text)
        select u.id, ${event.id}, 'stopIssue', ${loadId}, ${event.recordId}, ''
        from (select added_by_user_id as id from loads where load_id = ${loadId}
          union select modified_by_user_id from loads where load_id = ${loadId}
          union select system_user_id from load_changelogs where load_id = ${loadId}) u
        where u.id is not null and u.id is distinct from ${event.systemUserId}
          and exists (select 1 from system_users su where su.system_user_id = u.id and su.is_active)
          and exists (select 1 from user_identities i where i.system_user_id = u.id and i.is_active
            and i.identity_type in (${staffTypes}))
        on conflict do nothing`,
    ];
  }

  /** Fills the texts of the rows just made (their order, stop and place read once, in the same transaction). */
  async function fillTexts(tx: Db, after: number, upTo: number) {
    const mails = await rowsOf<MailText>(
      tx,
      sql`select m.notice_mail_id as id, m.kind, m.order_id as "orderId",
        o.po_number as "poNumber", (select ${place} from load_stops st join locations l
          on l.location_id = st.location_id where st.load_stop_id = (select record_id from domain_events e
          where e.event_id = m.event_id and e.kind = 'stop.issue')) as place
      from notice_mails m join orders o on o.order_id = m.order_id
      where m.event_id > ${after} and m.event_id <= ${upTo} and m.subject = ''`,
    );
    for (const m of mails) {
      const { subject, text } = noticeMail(m.kind, m, m.place);
      await tx.execute(sql`update notice_mails set subject = ${subject}, text_body = ${text}
        where notice_mail_id = ${m.id}`);
    }
    const notices = await rowsOf<NoticeText>(
      tx,
      sql`select n.staff_notice_id as id, n.load_id as "loadId",
        (select count(*)::int from load_stops s2 where s2.load_id = st.load_id
          and (s2.stop_sequence, s2.load_stop_id) <= (st.stop_sequence, st.load_stop_id)) as seq, st.issue_description as issue, ${place} as place
      from staff_notices n join load_stops st on st.load_stop_id = n.load_stop_id
      join locations l on l.location_id = st.location_id
      where n.event_id > ${after} and n.event_id <= ${upTo} and n.text = ''`,
    );
    for (const n of notices)
      await tx.execute(sql`update staff_notices set text = ${stopIssueNotice(n.loadId, n.seq, n.place, n.issue)}
        where staff_notice_id = ${n.id}`);
  }

  return {
    name: cursorName,
    table: 'notice_mails',
    idColumn: 'notice_mail_id',
    holdMs,
    claimed: sql`select c.notice_mail_id::int as id, c.attempts, c.to_address as "toAddress", c.subject,
        c.text_body as "textBody"
      from claimed c order by c.notice_mail_id`,
    cursor,

    async enqueue(events) {
      const from = await cursor();
      const last = events.at(-1)!.id;
      if (last <= from) return false;
      const statements = events.filter((e) => e.id > from).flatMap(statementsOf);
      let made = false;
      await database.db.transaction(async (tx) => {
        for (const statement of statements) await tx.execute(statement);
        if (statements.length) {
          await fillTexts(tx, from, last);
          const [count] = await rowsOf<{ n: number }>(
            tx,
            sql`select count(*)::int as n from notice_mails
              where event_id > ${from} and event_id <= ${last} and status = 'pending' and attempts = 0`,
          );
          made = (count?.n ?? 0) > 0;
        }
        await tx.execute(sql`update events_out_cursors set cursor_event_id = greatest(cursor_event_id, ${last})
          where name = ${cursorName}`);
      });
      return made;
    },

    async send(row) {
      try {
        await mailer.sendOrThrow({ to: row.toAddress, subject: row.subject, text: row.textBody });
        return { ok: true, statusCode: null, error: null };
      } catch (e) {
        const code = (e as { responseCode?: unknown }).responseCode;
        return {
          ok: false,
          statusCode: typeof code === 'number' ? code : null,
          error: (e instanceof Error ? e.message : String(e)).slice(0, 500),
        };
      }
    },
  };
}
