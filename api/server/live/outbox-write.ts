import { sql, type SQL } from 'drizzle-orm';
import type { LiveEventKind, LiveRecordType } from '#contract/live-events';
import type { Db } from '../db/connect';
import { notifyOnCommit } from '../db/notify-on-commit';
import type { Actor } from '../http/request-context';
import { permissionUsed } from './permission-used';
import { scopeRows, scopeWithoutReading, type EventScope } from './event-scope';

/** The channel every server listens on; the payload is empty: a listener reads the outbox itself. */
export const liveChannel = 'domain_events';

/** What an outbox row carries beyond its kind, record and person (api/contract/live-events.ts, LiveEvent). */
export interface OutboxPayload {
  fields?: string[];
  dateModified?: string | null;
  status?: { from: number; to: number; events: string[] };
  stop?: { loadId: number; pickedUpOrDelivered: boolean; stopHasIssue: boolean };
  owner?: { type: 'order' | 'load' | 'customer' | 'carrier' | 'location'; id: number };
}

/** One event to write: the scope is read from the database in the same transaction unless given. */
export interface NewEvent {
  kind: LiveEventKind;
  recordType: LiveRecordType;
  recordId: number;
  payload: OutboxPayload;
  /** Whose records it touches; read from the record (or the note's or file's owner) when omitted. */
  scope?: EventScope;
}

const ownerOrSelf = (e: NewEvent): { type: LiveRecordType; id: number } =>
  e.payload.owner
    ? e.payload.owner
    : e.recordType === 'stop'
      ? { type: 'load', id: e.payload.stop!.loadId }
      : { type: e.recordType, id: e.recordId };

/** An event's row version as a scope read answers it: ISO 8601 in UTC with milliseconds, as Date#toISOString. */
const isoVersion = sql.raw(`to_char(s.version at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** No scope to read: a relation of the scope rows' shape that answers nothing. */
const noScopeRows = sql.raw(
  'select null::text, null::int[], null::int[], null::int[], null::timestamptz where false',
);

/**
 * Writes that need no answer, sent together at the end of a save (decision 102): the domain events to the
 * outbox and other data-modifying statements (an update, a change log insert). They run in one snapshot, so
 * none may depend on another's effect, and an event whose scope reads a row a statement here updates must
 * carry what it needs of it (its `dateModified`): the scope reads the row as it was before the statement.
 */
export interface Writes {
  events: readonly NewEvent[];
  statements: readonly SQL[];
}

/**
 * Writes domain events to the outbox in the caller's transaction (decision 077) and notifies the listening
 * servers once that transaction commits (decision 103): a rolled-back change leaves no event and wakes
 * nobody. The one writer every hook calls.
 */
export async function recordEvents(tx: Db, actor: Actor | null, events: readonly NewEvent[]): Promise<void> {
  await sendWrites(tx, actor, [{ events, statements: [] }]);
}

/**
 * Sends the writes of every part as one statement (decisions 095 and 102): each statement a data-modifying
 * `with` part, the scopes still to read (event-scope.ts) joined to the events as they are inserted, in the
 * order given. The listening servers are notified after the commit (decision 103). Nothing is sent when
 * there is nothing to write.
 */
export async function sendWrites(tx: Db, actor: Actor | null, parts: readonly Writes[]): Promise<void> {
  const events = parts.flatMap((p) => p.events);
  const statements = parts.flatMap((p) => p.statements);
  if (!events.length && !statements.length) return;
  const named = sql.join(
    statements.map((statement, i) => sql`${sql.raw(`w${i}`)} as (${statement})`),
    sql`, `,
  );
  if (!events.length) {
    await tx.execute(sql`with ${named} select 1`);
    return;
  }
  const identity = actor?.identity ?? null;
  const unread: { type: LiveRecordType; id: number }[] = [];
  const values = events.map((e, n) => {
    const owner = ownerOrSelf(e);
    const scope = e.scope ?? scopeWithoutReading(owner);
    if (!scope) unread.push(owner);
    const list = (ids: readonly number[] | undefined) => (scope ? arrayLiteral(ids!) : null);
    const payload = { ...e.payload, dateModified: e.payload.dateModified ?? scope?.version ?? null };
    return sql`(${n}::int, ${e.kind}::text, ${e.recordType}::text, ${e.recordId}::int,
      ${actor?.systemUserId ?? null}::int, ${identity?.identityId ?? null}::int, ${identity?.identityType ?? null}::text,
      ${identity ? permissionUsed(e.kind, identity.permissions) : null}::int,
      ${scope ? null : `${owner.type}:${owner.id}`}::text, ${list(scope?.orderCustomerIds)}::int[],
      ${list(scope?.carrierIds)}::int[], ${list(scope?.loadIds)}::int[], ${JSON.stringify(payload)}::jsonb)`;
  });
  await tx.execute(sql`with scopes (key, customers, carriers, loads, version) as (${scopeRows(unread) ?? noScopeRows}),
    written as (insert into domain_events (kind, record_type, record_id, system_user_id, identity_id,
      identity_type, permission_code, order_customer_ids, carrier_ids, load_ids, payload)
      select v.kind, v.record_type, v.record_id, v.system_user_id, v.identity_id, v.identity_type,
        v.permission_code, coalesce(v.customers, array_remove(s.customers, null), '{}'),
        coalesce(v.carriers, s.carriers, '{}'), coalesce(v.loads, s.loads, '{}'),
        case when v.payload ->> 'dateModified' is null and s.version is not null
          then jsonb_set(v.payload, '{dateModified}', to_jsonb(${isoVersion})) else v.payload end
      from (values ${sql.join(values, sql`, `)}) as v (n, kind, record_type, record_id, system_user_id,
        identity_id, identity_type, permission_code, key, customers, carriers, loads, payload)
      left join scopes s on s.key = v.key
      order by v.n)${statements.length ? sql`, ${named}` : sql``}
    select 1`);
  notifyOnCommit(tx, liveChannel);
}

/** An int[] as PostgreSQL reads it from text ('{1,2}'): both drivers pass a string parameter the same way. */
const arrayLiteral = (ids: readonly number[]) => `{${ids.filter(Number.isInteger).join(',')}}`;
