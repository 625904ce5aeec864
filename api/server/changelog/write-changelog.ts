import { ChangelogAction } from '#contract/reference-codes';
import type { Db } from '../db/connect';
import type { Actor } from '../http/request-context';
import { userNameOf } from '../users/user-summaries';
import { loadChangelogs, orderChangelogs } from '../db/schema/changelogs';
import { changeEvents } from '../live/record-change-events';
import { sendWrites, type Writes } from '../live/outbox-write';
import { changeBullets, type ChangelogKind } from './change-bullets';

/** Who wrote the change and when: the request's actor. */
export type ChangelogActor = Actor;

/** One saved record: its rows before (null when created) and after, and lines the rows cannot say. */
export interface RecordChange {
  id: number;
  before: Readonly<Record<string, unknown>> | null;
  after: Readonly<Record<string, unknown>>;
  extra?: readonly string[];
  /** The status machine's events that moved its status, for the domain event (decision 077). */
  machineEvents?: readonly string[];
}

/**
 * One changelog entry per changed record (docs/decisions/031): Created when `before` is null, else Updated,
 * with the bullets of `changeBullets` then `extra`. An update that changed nothing a person reads writes no
 * entry. Every change is also a domain event in the outbox (decision 077). The entries' insert and the events
 * as writes still to send (decision 102), with how many entries they write; `tx` only builds the insert.
 */
export function changelogWrites(
  tx: Db,
  kind: ChangelogKind,
  actor: ChangelogActor,
  changes: readonly RecordChange[],
): Writes & { entries: number } {
  const events = changeEvents(kind, changes);
  const entries = changes
    .map((change) => ({
      id: change.id,
      actionType: change.before === null ? ChangelogAction.Created : ChangelogAction.Updated,
      bullets: [...changeBullets(kind, change.before, change.after, actor.timeZone), ...(change.extra ?? [])],
    }))
    .filter((e) => e.bullets.length > 0 || e.actionType === ChangelogAction.Created);
  if (!entries.length) return { events, statements: [], entries: 0 };
  const common = {
    systemUserId: actor.systemUserId,
    // The author's name as of now, read by the insert itself (decision 095).
    createdBy: userNameOf(actor.systemUserId),
    dateAdded: actor.now,
  };
  const values = entries.map((e) => ({
    ...common,
    actionType: e.actionType,
    bulletedChanges: { title: null, bullets: e.bullets },
  }));
  const insert =
    kind === 'order'
      ? tx.insert(orderChangelogs).values(entries.map((e, i) => ({ ...values[i]!, orderId: e.id })))
      : tx.insert(loadChangelogs).values(entries.map((e, i) => ({ ...values[i]!, loadId: e.id })));
  return { events, statements: [insert.getSQL()], entries: entries.length };
}

/**
 * Writes the change log entries and their events (changelogWrites) in the caller's transaction, in one
 * statement. Answers how many entries were written.
 */
export async function writeChangelogs(
  tx: Db,
  kind: ChangelogKind,
  actor: ChangelogActor,
  changes: readonly RecordChange[],
): Promise<number> {
  const writes = changelogWrites(tx, kind, actor, changes);
  await sendWrites(tx, actor, [writes]);
  return writes.entries;
}
