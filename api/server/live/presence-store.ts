import { sql } from 'drizzle-orm';
import {
  initialsOfName,
  presenceLimits,
  presenceRecordTypes,
  type PresenceRecordType,
  type PresentPerson,
} from '#contract/live-presence';
import type { Database, Db } from '../db/connect';
import { notifyOnCommit } from '../db/notify-on-commit';
import type { Viewer } from './live-access';

export interface PresenceRecord {
  type: PresenceRecordType;
  id: number;
}

export interface PresenceKey extends PresenceRecord {
  sessionId: number;
}

interface PresentRow {
  systemUserId: number;
  name: string;
  editing: boolean;
}

/**
 * Says that a session has the record open (and whether its person is editing it) until the expiry, and
 * answers the others present, in one transaction.
 */
export async function renewPresence(
  database: Database,
  key: PresenceKey,
  viewer: Viewer,
  editing: boolean,
  now: Date,
): Promise<PresentPerson[]> {
  const expires = new Date(now.getTime() + presenceLimits.expirySeconds * 1000);
  const stale = new Date(now.getTime() - presenceLimits.expirySeconds * 1000);
  return database.db.transaction(async (tx) => {
    // Every renewal clears what expired a while ago anywhere, so the table holds only the pages open now.
    await tx.execute(sql`delete from record_presence where expires_at < ${stale.toISOString()}`);
    const before = (await tx.execute(sql`select editing from record_presence
      where session_id = ${key.sessionId} and record_type = ${key.type} and record_id = ${key.id}
        and expires_at > ${now.toISOString()}`)) as unknown as { rows: { editing: boolean }[] };
    // The select list's parameters are typed: PostgreSQL would read them as text, not as the columns' types.
    await tx.execute(sql`insert into record_presence (session_id, record_type, record_id, system_user_id, name,
        identity_type, order_customer_id, carrier_id, editing, expires_at)
      select ${key.sessionId}::int, ${key.type}::text, ${key.id}::int, u.system_user_id,
        coalesce(nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), ''), 'Someone'),
        ${viewer.identityType}::text, ${viewer.orderCustomerId}::int, ${viewer.carrierId}::int, ${editing}::boolean,
        ${expires.toISOString()}::timestamptz
      from system_users u where u.system_user_id = ${viewer.systemUserId}
      on conflict (session_id, record_type, record_id) do update set editing = excluded.editing,
        expires_at = excluded.expires_at, identity_type = excluded.identity_type,
        order_customer_id = excluded.order_customer_id, carrier_id = excluded.carrier_id`);
    // An arrival (or a return after expiry) or a change of editing is news to the others on the record.
    if (before.rows[0]?.editing !== editing) notifyPresence(tx, key);
    const result = (await tx.execute(othersQuery(key, viewer, now))) as unknown as { rows: PresentRow[] };
    return result.rows.map(person);
  });
}

/** The others on the record, as `viewer` may see them: staff see everyone, an outside login its own people. */
export async function presentOn(
  database: Database,
  key: PresenceKey,
  viewer: Viewer,
  now: Date,
): Promise<PresentPerson[]> {
  return (await database.rows<PresentRow>(othersQuery(key, viewer, now))).map(person);
}

/** The session left the record page: the others hear it if it was there. */
export async function leavePresence(database: Database, key: PresenceKey): Promise<void> {
  await database.db.transaction(async (tx) => {
    const gone = (await tx.execute(sql`delete from record_presence
      where session_id = ${key.sessionId} and record_type = ${key.type} and record_id = ${key.id}
      returning session_id`)) as unknown as { rows: unknown[] };
    if (gone.rows.length) notifyPresence(tx, key);
  });
}

/**
 * The channel of presence news (decision 086): the payload is the record only (`order:12`); each server's
 * live hub hands it to the streams whose viewer may read that record, whose pages then renew to hear who.
 */
export const presenceChannel = 'record_presence';

/** Sent once the transaction commits, as the outbox's notification is (decision 103). */
const notifyPresence = (tx: Db, key: Pick<PresenceKey, 'type' | 'id'>) =>
  notifyOnCommit(tx, presenceChannel, `${key.type}:${key.id}`);

/** A notification's payload as the record it names, or null for anything else. */
export function presenceRecordOf(payload: string): PresenceRecord | null {
  const [type, id] = payload.split(':');
  const n = Number(id);
  return presenceRecordTypes.includes(type as PresenceRecordType) && Number.isInteger(n) && n > 0
    ? { type: type as PresenceRecordType, id: n }
    : null;
}

const person = (row: PresentRow): PresentPerson => ({
  systemUserId: row.systemUserId,
  name: row.name,
  initials: initialsOfName(row.name),
  editing: row.editing,
});

/** One line per person (several tabs or sessions are one person), editing if any of them is. */
function othersQuery(key: PresenceKey, viewer: Viewer, now: Date) {
  const ownPeople = viewer.isStaff
    ? sql`true`
    : viewer.identityType === 'customer'
      ? sql`p.order_customer_id = ${viewer.orderCustomerId}`
      : viewer.identityType === 'carrier'
        ? sql`p.carrier_id = ${viewer.carrierId}`
        : sql`false`;
  return sql`select p.system_user_id as "systemUserId", min(p.name) as name, bool_or(p.editing) as editing
    from record_presence p
    where p.record_type = ${key.type} and p.record_id = ${key.id} and p.expires_at > ${now.toISOString()}
      and p.session_id <> ${key.sessionId} and p.system_user_id <> ${viewer.systemUserId} and ${ownPeople}
    group by p.system_user_id order by min(p.name)`;
}
