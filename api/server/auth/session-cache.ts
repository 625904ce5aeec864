import type { Database } from '../db/connect';
import { findSessionUntil, type FoundSession } from './session-store';
import { hashSecret } from './tokens';

/** Sessions one process keeps; past it the cache starts again empty. */
const maxEntries = 10_000;

interface Cache {
  /** Listening on `auth_changed`; until then (or if it failed) nothing is kept. */
  ready: boolean;
  /** Bumped by every change heard: a lookup that began before a change is not kept. */
  generation: number;
  entries: Map<string, FoundSession>;
}

const caches = new WeakMap<Database, Cache>();

/**
 * The cache of one database, on the embedded engine only (decision 079). PGlite is one process with one
 * connection, and it hands a notification to its listener before the writing statement's promise settles:
 * a logout, an expiry moved, a user or identity deactivated or deleted, a password changed (sessions
 * revoked) empties the cache before the request that wrote it answers. On PostgreSQL another server process
 * writes, and nothing tells this one in time, so every request reads the session, or confirms a copy
 * (keptToConfirm).
 */
function cacheOf(database: Database): Cache | null {
  if (database.engine !== 'pglite') return null;
  let cache = caches.get(database);
  if (!cache) {
    const made: Cache = { ready: false, generation: 0, entries: new Map() };
    caches.set(database, (cache = made));
    const forget = () => {
      made.generation++;
      made.entries.clear();
    };
    database
      .listen('auth_changed', forget, forget)
      .then(() => {
        made.ready = true;
      })
      .catch(() => undefined);
  }
  return cache;
}

/** On PostgreSQL, the last session each token's lookup found: a copy to confirm, never to trust (decision 098). */
const copies = new WeakMap<Database, Map<string, FoundSession>>();

const keep = (entries: Map<string, FoundSession>, key: string, found: FoundSession) => {
  if (entries.size >= maxEntries) entries.clear();
  entries.set(key, found);
};

/**
 * The live session of a token, as findSession answers it, kept per process on the embedded database until
 * the session, its user or its identity changes, or it expires. Every request asks.
 */
export async function lookUpSession(
  database: Database,
  token: string,
  now: Date,
): Promise<FoundSession | null> {
  const cache = cacheOf(database);
  const key = hashSecret(token);
  const kept = cache?.ready ? cache.entries.get(key) : undefined;
  if (kept && kept.expiresAt > now) return kept;
  // Kept only when the listener was on before the read began and heard nothing since.
  const generation = cache?.ready ? cache.generation : null;
  const found = await findSessionUntil(database.db, token, now);
  if (cache && found && generation !== null && cache.generation === generation)
    keep(cache.entries, key, found);
  if (!cache) {
    let entries = copies.get(database);
    if (!entries) copies.set(database, (entries = new Map()));
    if (found) keep(entries, key, found);
    else entries.delete(key);
  }
  return found;
}

/**
 * On PostgreSQL, the session this process last found for a token (by its hash), unexpired: what a request that reads its
 * session again inside its own statement (session-check.ts) may start from. Undefined on the embedded
 * database, whose cache lookUpSession answers without a statement.
 */
export function keptToConfirm(database: Database, tokenHash: string, now: Date): FoundSession | undefined {
  const kept = copies.get(database)?.get(tokenHash);
  return kept && kept.expiresAt > now ? kept : undefined;
}
