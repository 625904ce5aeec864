import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './db-handle';
import { trackHandles } from './handles';
import { notifierOn } from './notify-on-commit';
import { schema } from './schema/all';

/** One query layer over both engines (db-handle.ts). */
export type { Db } from './db-handle';
export type Engine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: Engine;
  /** Runs raw SQL that the app wrote itself (never client text); used by migrations and tests. */
  exec(sqlText: string): Promise<void>;
  /** Rows of a query built with drizzle's `sql` template (parameters stay parameters). */
  rows<T>(query: SQL): Promise<T[]>;
  /**
   * Runs `task` while this process holds the named lock, which other processes on the same database wait
   * for (a PostgreSQL session advisory lock on a connection of its own). PGlite is one process's alone (its
   * directory is locked, db/pglite-lock.ts): the task simply runs.
   */
  withLock<T>(name: string, task: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` until the answer is called: PostgreSQL on a connection of
   * its own outside the pool (a pooler would hand LISTEN to any backend), PGlite in process. `onError` hears
   * that connection drop; the caller listens again. `onNotify` is handed the notification's payload.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onError: (error: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL: use that server. */
  url?: string;
  /** PGlite data directory; omitted means in-memory. */
  dataDir?: string;
  /** An already opened PGlite (tests load one from a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
  /**
   * Told about errors no request awaits: a connection the server dropped while idle, a notification that
   * could not be sent (its listeners' safety read finds the events anyway).
   */
  onPoolError?: (error: Error) => void;
}

/**
 * Extensions every PGlite must be opened with: PGlite loads them at open time only, and a data directory
 * whose indexes use one (the list engine's trigram indexes) cannot even be written without it.
 */
export const pgliteExtensions = { pg_trgm };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const report = (error: Error) => options.onPoolError?.(error);
  if (options.url) {
    // A connection that cannot be made in 5 s fails (503, api/server/db/unavailable.ts) instead of queueing
    // the request until the client gives up.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // No JIT compilation (decision 095): the planner's cost of a short query can pass jit_above_cost on a
      // guess (an empty month of the load calendar was costed 120,000), and compiling took 23 ms where the
      // query ran in a millisecond. `options` in DATABASE_URL, where given, replaces this.
      options: '-c jit=off',
    });
    // An idle connection dropped by the server (restart, DROP DATABASE … FORCE) must not crash the process;
    // the pool replaces it on the next checkout.
    pool.on('error', report);
    await pool.query('select 1');
    // Notifications go on a connection of their own once the writer commits (decision 103); their
    // transactions write no data, so they need not wait for the disk.
    const notifying = new pg.Pool({
      connectionString: options.url,
      max: 1,
      connectionTimeoutMillis: 5000,
      options: '-c synchronous_commit=off',
    });
    notifying.on('error', report);
    const notifier = notifierOn((text, params) => notifying.query(text, params), report);
    const db = trackHandles(drizzleNodePg({ client: pool, schema }) as unknown as Db, (n) => notifier.add(n));
    return {
      db,
      rows: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
      engine: 'postgres',
      exec: async (sqlText) => void (await pool.query(sqlText)),
      withLock: async (name, task) => {
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock(hashtext($1))', [name]);
          try {
            return await task();
          } finally {
            await holder.query('select pg_advisory_unlock(hashtext($1))', [name]);
          }
        } finally {
          holder.release();
        }
      },
      listen: async (channel, onNotify, onError) => {
        const client = new pg.Client({ connectionString: options.url, connectionTimeoutMillis: 5000 });
        client.on(
          'notification',
          (message) => message.channel === channel && onNotify(message.payload ?? ''),
        );
        client.on('error', onError);
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
        return () => client.end().catch(() => undefined);
      },
      close: async () => {
        await notifier.idle();
        await Promise.all([notifying.end(), pool.end()]);
      },
    };
  }
  const client =
    options.pglite ??
    (await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      extensions: pgliteExtensions,
    }));
  const notifier = notifierOn((text, params) => client.query(text, params), report);
  const db = trackHandles(drizzlePglite({ client, schema }) as unknown as Db, (n) => notifier.add(n));
  return {
    db,
    rows: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    engine: 'pglite',
    exec: async (sqlText) => void (await client.exec(sqlText)),
    withLock: (_name, task) => task(),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, onNotify);
      return () => (client.closed ? Promise.resolve() : stop());
    },
    close: async () => {
      await notifier.idle();
      await client.close();
    },
  };
}
