import { sql } from 'drizzle-orm';
import type { LiveEventKind, LiveRecordType } from '#contract/live-events';
import type { Db } from '../db/connect';
import type { Actor } from '../http/request-context';
import { permissionUsed } from './permission-used';
import { emptyScope, scopesOf, type EventScope } from './event-scope';

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

/**
 * Writes domain events to the outbox in the caller's transaction (decision 077) and notifies the listening
 * servers, which PostgreSQL delivers only if that transaction commits: a rolled-back change leaves no event
 * and wakes nobody. The one writer every hook calls.
 */
export async function recordEvents(tx: Db, actor: Actor | null, events: readonly NewEvent[]): Promise<void> {
  if (!events.length) return;
  const missing = events.filter((e) => !e.scope).map(ownerOrSelf);
  const scopes = await scopesOf(tx, missing);
  const identity = actor?.identity ?? null;
  const values = events.map((e) => {
    const owner = ownerOrSelf(e);
    const scope = e.scope ?? scopes.get(`${owner.type}:${owner.id}`) ?? emptyScope;
    return sql`(${e.kind}, ${e.recordType}, ${e.recordId}, ${actor?.systemUserId ?? null},
      ${identity?.identityId ?? null}, ${identity?.identityType ?? null},
      ${identity ? permissionUsed(e.kind, identity.permissions) : null},
      ${arrayLiteral(scope.orderCustomerIds)}::int[], ${arrayLiteral(scope.carrierIds)}::int[],
      ${arrayLiteral(scope.loadIds)}::int[],
      ${JSON.stringify({ ...e.payload, dateModified: e.payload.dateModified ?? scope.version ?? null })}::jsonb)`;
  });
  await tx.execute(sql`insert into domain_events (kind, record_type, record_id, system_user_id, identity_id,
    identity_type, permission_code, order_customer_ids, carrier_ids, load_ids, payload)
    values ${sql.join(values, sql`, `)}`);
  await tx.execute(sql`select pg_notify(${liveChannel}, '')`);
}

/** An int[] as PostgreSQL reads it from text ('{1,2}'): both drivers pass a string parameter the same way. */
const arrayLiteral = (ids: readonly number[]) => `{${ids.filter(Number.isInteger).join(',')}}`;
