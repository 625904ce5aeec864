import type { Db } from './db-handle';
import { handleOf, type Notification } from './handles';

export type { Notification } from './handles';

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
const notifyBatchSql =
  'select pg_notify(n.channel, n.payload) from unnest($1::text[], $2::text[]) as n (channel, payload)';

/** A notifier that sends each batch as that one statement through `query` (the engine's own connection). */
export const notifierOn = (
  query: (text: string, params: unknown[]) => Promise<unknown>,
  onError: (error: Error) => void,
) =>
  new Notifier(
    async (batch) =>
      void (await query(notifyBatchSql, [batch.map((n) => n.channel), batch.map((n) => n.payload)])),
    onError,
  );

/**
 * Asks for a notification on `channel` once the caller's transaction commits (decision 103); outside a
 * transaction, at once. Call it after the write it tells of. Listeners hear it after the commit, so a
 * commit never waits for another's notification: PostgreSQL commits notifying transactions one at a time,
 * each holding a lock until its commit is on disk.
 */
export function notifyOnCommit(db: Db, channel: string, payload = ''): void {
  const handle = handleOf(db);
  if (!handle) throw new Error('notifyOnCommit: a database or transaction not opened by openDatabase');
  if (handle.held) handle.held.push({ channel, payload });
  else handle.send([{ channel, payload }]);
}
