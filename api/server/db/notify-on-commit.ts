import type { Db } from './connect';

/** A NOTIFY to send: the channel the listeners hear (`Database.listen`) and its payload. */
export interface Notification {
  channel: string;
  payload: string;
}

/**
 * Sends notifications outside the writers' transactions (decision 103), one batch at a time: what is asked
 * while a batch is on its way goes in the next, and the same notification asked twice is sent once. Sent
 * from a connection of its own that commits without waiting for the disk, since a notification lost to a
 * crash costs only a listener's wait for its next safety read (the live hub's, every 2 s).
 */
export class Notifier {
  private waiting = new Map<string, Notification>();
  private sending: Promise<void> | null = null;

  constructor(
    private readonly send: (batch: readonly Notification[]) => Promise<void>,
    private readonly onError: (error: Error) => void,
  ) {}

  add(notifications: readonly Notification[]): void {
    for (const n of notifications) this.waiting.set(`${n.channel}\u0000${n.payload}`, n);
    if (!this.sending && this.waiting.size) this.sendWaiting();
  }

  /** Settles once every notification asked so far is sent (or failed): before the connection closes. */
  async idle(): Promise<void> {
    while (this.sending) await this.sending;
  }

  private sendWaiting(): void {
    const batch = [...this.waiting.values()];
    this.waiting.clear();
    this.sending = this.send(batch)
      .catch((error: unknown) => this.onError(error instanceof Error ? error : new Error(String(error))))
      .finally(() => {
        this.sending = null;
        if (this.waiting.size) this.sendWaiting();
      });
  }
}

/** One statement notifies a whole batch, on either engine. */
export const notifyBatchSql =
  'select pg_notify(n.channel, n.payload) from unnest($1::text[], $2::text[]) as n (channel, payload)';
export const notifyBatchParams = (batch: readonly Notification[]) => [
  batch.map((n) => n.channel),
  batch.map((n) => n.payload),
];

/** Where a database or transaction sends its notifications: at once (no transaction) or once it commits. */
interface Target {
  notifier: Notifier;
  held: Notification[] | null;
}
const targets = new WeakMap<object, Target>();

/**
 * Wraps a database's `transaction` so that what its transactions ask with `notifyOnCommit` is sent once
 * they commit, and never when they roll back. A nested transaction's notifications go with the outermost.
 */
export function sendNotificationsAfterCommit(db: Db, notifier: Notifier): Db {
  targets.set(db, { notifier, held: null });
  const wrap = (base: Db, held: Notification[] | null): Db['transaction'] => {
    const transaction = base.transaction.bind(base);
    return async (run, config) => {
      const mine = held ?? [];
      const result = await transaction(async (tx) => {
        targets.set(tx, { notifier, held: mine });
        tx.transaction = wrap(tx, mine);
        return run(tx);
      }, config);
      if (!held) notifier.add(mine);
      return result;
    };
  };
  db.transaction = wrap(db, null);
  return db;
}

/**
 * Asks for a notification on `channel` once the caller's transaction commits (decision 103); outside a
 * transaction, at once. Call it after the write it tells of. Listeners hear it after the commit, so a
 * commit never waits for another's notification: PostgreSQL commits notifying transactions one at a time,
 * each holding a lock until its commit is on disk.
 */
export function notifyOnCommit(db: Db, channel: string, payload = ''): void {
  const target = targets.get(db);
  if (!target) throw new Error('notifyOnCommit: a database or transaction not opened by openDatabase');
  if (target.held) target.held.push({ channel, payload });
  else target.notifier.add([{ channel, payload }]);
}
