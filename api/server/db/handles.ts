import type { Db } from './db-handle';

/** A NOTIFY to send: the channel the listeners hear (`Database.listen`) and its payload. */
export interface Notification {
  channel: string;
  payload: string;
}

/** What the app knows of a handle `openDatabase` made: a database, or a transaction on one. */
export interface Handle {
  /** The database the handle belongs to (itself, for a database). */
  database: Db;
  /** A transaction's notifications, sent once it commits; null outside a transaction: sent at once. */
  held: Notification[] | null;
  /** Hands notifications to the database's notifier (notify-on-commit.ts). */
  send: (notifications: readonly Notification[]) => void;
}

const handles = new WeakMap<object, Handle>();

/** The handle's facts, or undefined for an object `openDatabase` did not make. */
export const handleOf = (db: Db): Handle | undefined => handles.get(db);

/**
 * Wraps a database's `transaction` (decision 103) so that each transaction's handle knows its database and
 * holds what it asks with `notifyOnCommit` until it commits (nothing is sent when it rolls back). A nested
 * transaction's notifications go with the outermost.
 */
export function trackHandles(db: Db, send: Handle['send']): Db {
  handles.set(db, { database: db, held: null, send });
  const wrap = (base: Db, held: Notification[] | null): Db['transaction'] => {
    const transaction = base.transaction.bind(base);
    return async (run, config) => {
      const mine = held ?? [];
      const result = await transaction(async (tx) => {
        handles.set(tx, { database: db, held: mine, send });
        tx.transaction = wrap(tx, mine);
        return run(tx);
      }, config);
      if (!held) send(mine);
      return result;
    };
  };
  db.transaction = wrap(db, null);
  return db;
}
