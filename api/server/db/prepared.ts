import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './connect';
import { handleOf } from './handles';

/**
 * A query built once per database instead of on every call: drizzle's building of a wide select is a fair
 * share of a request's CPU, and `.prepare(name)` makes it a named statement on PostgreSQL, which each
 * pooled connection parses and plans once (the load view's plan took longer than its run). A transaction's
 * handle gets the database's query, run on the transaction's connection (`onConnectionOf`), so a save does
 * not build it again. Handles are weakly held, so a transaction's handle or a test's database goes with it.
 */
export function perDatabase<Prepared extends object>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const built = new WeakMap<Db, Prepared>();
  const rebound = new WeakMap<Db, Prepared>();
  return (db) => {
    const database = handleOf(db)?.database ?? db;
    let prepared = built.get(database);
    if (!prepared) built.set(database, (prepared = build(database)));
    if (database === db) return prepared;
    let own = rebound.get(db);
    if (!own) rebound.set(db, (own = onConnectionOf(prepared, db)));
    return own;
  };
}

/**
 * A database's prepared query (drizzle's, which keeps the client it runs on: the pool, or PGlite) as a copy
 * that runs on a transaction's connection and logs through its session, with the same statement, name and
 * row mapping.
 */
function onConnectionOf<Prepared extends object>(prepared: Prepared, tx: Db): Prepared {
  const session = (tx as unknown as { session?: { client?: unknown; logger?: unknown } }).session;
  if (!session?.client || !('client' in prepared))
    throw new Error('perDatabase: a prepared query of drizzle and a transaction of openDatabase expected');
  const { client, logger } = session;
  return Object.assign(Object.create(Object.getPrototypeOf(prepared) as object) as Prepared, prepared, {
    client,
    logger,
  });
}

/** Ids as one int[] parameter (`= any(…)`), so a statement's text does not depend on how many there are. */
export const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

const dialect = new PgDialect();
const rendered = new WeakMap<object, SQL>();

/**
 * A fragment that carries no parameters (a list property's SQL: a column, or a scalar subquery over its
 * related tables) as its text, rendered on first use and kept with the fragment: a page of the orders list
 * selects two dozen of them, and drizzle walked each one's tree on every request. A fragment with
 * parameters is answered as it is, since their numbers depend on where it lands in the statement.
 */
export function renderedOnce(fragment: SQL | SQL.Aliased | object): SQL {
  let kept = rendered.get(fragment);
  if (!kept) {
    const query = dialect.sqlToQuery(sql`${fragment}`);
    kept = query.params.length ? sql`${fragment}` : sql.raw(query.sql);
    rendered.set(fragment, kept);
  }
  return kept;
}

/** A fragment rendered once: its SQL, to put in statements, and its text and values, as a key. */
export interface Rendered {
  sql: SQL;
  key: string;
}

/**
 * A fragment with parameters rendered once, to be put in several statements (a list's condition in its
 * page, its count and its estimate's key): drizzle walks the fragment's tree once, and each statement then
 * carries its text in pieces and its values as parameters, numbered where they land. Values stay parameters
 * (nothing a client sent becomes SQL text); a text whose placeholders are not `$1 … $n` in order, each once,
 * is answered as the fragment itself.
 */
export function renderedForReuse(fragment: SQL): Rendered {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  const key = JSON.stringify([text, params]);
  const pieces = text.split(/\$(\d+)\b/);
  const inOrder =
    pieces.length === params.length * 2 + 1 &&
    pieces.every((p, i) => i % 2 === 0 || Number(p) === (i + 1) / 2);
  if (!inOrder) return { sql: fragment, key };
  const chunks: SQL[] = [];
  pieces.forEach((piece, i) => {
    if (i % 2 === 0) {
      if (piece) chunks.push(sql.raw(piece));
    } else chunks.push(sql`${params[(i - 1) / 2]}`);
  });
  return { sql: sql.join(chunks), key };
}
