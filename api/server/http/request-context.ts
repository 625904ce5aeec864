import { staffIdentityTypes, type IdentityType } from '#contract/identity';
import { callerOf } from '../auth/guard';
import type { SessionCheck } from '../auth/session-check';
import type { AuthContext } from '../auth/session-store';
import type { Config } from '../config';
import type { Database, Db } from '../db/connect';
import type { Deps } from '../deps';

/** Who saves and when: the user stamped in audit columns and change logs, and the clock of the request. */
export interface Actor {
  systemUserId: number;
  now: Date;
  /** The business's zone (BUSINESS_TIME_ZONE), in which change logs tell a moment's day; the default without. */
  timeZone?: string;
  /** The login it acted as and the codes it held: what the domain events record (decision 077). */
  identity?: { identityId: number; identityType: IdentityType; permissions: ReadonlySet<number> } | null;
}

/**
 * One request as every area sees it (decision 051): lists and their scopes, owner access and every save
 * read the caller, its identity type and the clock from here, never from the Hono context themselves.
 */
export interface RequestContext {
  database: Database;
  db: Db;
  /** Where stored files live and how large an upload may be (files, and deletes that take files along). */
  config: Config;
  caller: AuthContext;
  /** The chosen login's type; null before an identity is chosen. */
  identityType: IdentityType | null;
  /** Admin or employee identity. */
  isStaff: boolean;
  now: Date;
  actor: Actor;
  /** The kept session a list's statement confirms (decision 098); none when the guard looked it up. */
  sessionCheck?: SessionCheck;
}

/** What `requestContext` reads: a route's Hono context after `requireAccess`. */
export type RequestVars = { var: { deps: Deps; auth: AuthContext | null; sessionCheck?: SessionCheck } };

const built = new WeakMap<object, RequestContext>();

/**
 * The request's context, built on first use and the same object after, so one request has one clock; built
 * again (on the same clock) if the caller was confirmed as changed since (session-check.ts).
 */
export function requestContext(c: RequestVars): RequestContext {
  const known = built.get(c);
  if (known && known.caller === c.var.auth) return known;
  const caller = callerOf(c);
  const identityType = caller.identity?.identityType ?? null;
  const now = known?.now ?? c.var.deps.now();
  const ctx: RequestContext = {
    database: c.var.deps.database,
    db: c.var.deps.database.db,
    config: c.var.deps.config,
    caller,
    identityType,
    isStaff: (staffIdentityTypes as readonly string[]).includes(identityType ?? ''),
    now,
    actor: {
      systemUserId: caller.systemUserId,
      now,
      timeZone: c.var.deps.config.BUSINESS_TIME_ZONE,
      identity: caller.identity && { ...caller.identity, permissions: caller.permissions },
    },
    ...(c.var.sessionCheck ? { sessionCheck: c.var.sessionCheck } : {}),
  };
  built.set(c, ctx);
  return ctx;
}

/**
 * What a save answers with, read last in the save's own transaction, on the connection it already holds
 * (decision 104): the route hands it to the save instead of reading the record after the commit, which took
 * the pool a second time. `also` is what the save knows that the answer needs (a new record's id).
 */
export type SaveAnswer<T, Also extends unknown[] = []> = (tx: Db, ...also: Also) => Promise<T>;

/** Where a record that lives under another one (a contact, note or file) is created: its owner. */
export interface OwnerRef<Kind extends string = string> {
  kind: Kind;
  ownerId: number;
}

/** The id of such a record: its owner and its own id, so a save never reaches another owner's record. */
export type OwnedId<Kind extends string = string> = OwnerRef<Kind> & { id: number };
