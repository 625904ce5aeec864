import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth/session-store';
import { carriers } from '../db/schema/carriers';
import { orderCustomers } from '../db/schema/customers';
import { loads } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { orders } from '../db/schema/orders';
import { databaseErrorOf } from '../http/database-errors';
import { HttpError, notFound } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { carrierScope } from '../lists/carriers.list';
import { loadScope } from '../lists/loads.list';
import { locationScope } from '../lists/locations.list';
import { orderScope } from '../lists/orders.list';

/** The records that own notes and files. */
export type OwnerKind = 'order' | 'load' | 'customer' | 'location' | 'carrier';

/** A customer login sees its own customer only; carriers none (spec 2 §6). */
function customerScope(ctx: RequestContext): SQL | undefined {
  if (ctx.isStaff) return undefined;
  const identity = ctx.caller.identity;
  return identity?.identityType === 'customer' && identity.orderCustomerId != null
    ? eq(orderCustomers.orderCustomerId, identity.orderCustomerId)
    : sql`false`;
}

const owners: Readonly<
  Record<
    OwnerKind,
    { table: PgTable; id: AnyPgColumn; noun: string; scope: (ctx: RequestContext) => SQL | undefined }
  >
> = {
  order: { table: orders, id: orders.orderId, noun: 'The order', scope: orderScope },
  load: { table: loads, id: loads.loadId, noun: 'The load', scope: loadScope },
  customer: {
    table: orderCustomers,
    id: orderCustomers.orderCustomerId,
    noun: 'The customer',
    scope: customerScope,
  },
  location: { table: locations, id: locations.locationId, noun: 'The location', scope: locationScope },
  carrier: { table: carriers, id: carriers.carrierId, noun: 'The carrier', scope: carrierScope },
};

/**
 * Notes and files follow their owner's visibility: the same scope as the owner's list, so a customer login
 * reaches only its own customer's orders and a carrier login only its own loads. Another's record answers
 * 404, as a missing one does, so ids of other customers' records are not confirmed.
 */
export async function requireVisibleOwner(
  ctx: RequestContext,
  kind: OwnerKind,
  ownerId: number,
): Promise<void> {
  const owner = owners[kind];
  const scope = owner.scope(ctx);
  const found = await ctx.db.$count(
    owner.table,
    scope ? and(eq(owner.id, ownerId), scope) : eq(owner.id, ownerId),
  );
  if (found === 0) throw notFound(owner.noun);
}

/**
 * The owner id a note or file row is written with, so that the write itself is requireVisibleOwner (issue #26,
 * decision 097): staff's as given, the owner's foreign key refusing a missing one; an outsider's through its
 * scope, `(select id … where id = $1 and scope)`, null outside it, which the row's one-owner check refuses.
 */
export function ownerIdValue(ctx: RequestContext, kind: OwnerKind, ownerId: number): number | SQL {
  const owner = owners[kind];
  const scope = owner.scope(ctx);
  return scope
    ? sql`(select ${owner.id} from ${owner.table} where ${and(eq(owner.id, ownerId), scope)})`
    : ownerId;
}

/** Did the database refuse a row of `table` for want of its owner of `kind` (ownerIdValue)? */
function ownerRefused(error: unknown, kind: OwnerKind, table: PgTable): boolean {
  const e = databaseErrorOf(error);
  if (!e?.constraint) return false;
  const config = getTableConfig(table);
  if (e.code === '23514') return e.constraint === `${config.name}_one_owner_ck`;
  if (e.code !== '23503') return false;
  return config.foreignKeys.some(
    (fk) => fk.reference().foreignTable === owners[kind].table && fk.getName().slice(0, 63) === e.constraint,
  );
}

/**
 * Runs the write of a row of `table` whose owner is written with ownerIdValue, with nothing read first: a
 * refusal for want of the owner is the 404 requireVisibleOwner answers. When the write refuses its input
 * itself (an upload's 400, 413, 415), the owner is read then, so that a missing or another's owner is still
 * told first, as when it was read before: that statement is spent only on such a refusal.
 */
export async function forOwner<T>(
  ctx: RequestContext,
  { kind, ownerId, table }: { kind: OwnerKind; ownerId: number; table: PgTable },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (ownerRefused(error, kind, table)) throw notFound(owners[kind].noun);
    if (error instanceof HttpError && error.status !== 404) await requireVisibleOwner(ctx, kind, ownerId);
    throw error;
  }
}

/** Those of `ids` the caller may see (all of them for staff): the same scope as the owner's list. */
export async function visibleIds(
  ctx: RequestContext,
  kind: OwnerKind,
  ids: readonly number[],
): Promise<Set<number>> {
  const owner = owners[kind];
  const scope = owner.scope(ctx);
  if (!scope || !ids.length) return new Set(scope ? [] : ids);
  const rows = await ctx.db
    .select({ id: owner.id })
    .from(owner.table)
    .where(and(inArray(owner.id, [...ids]), scope));
  return new Set(rows.map((r) => r.id as number));
}

/** Admin identities may edit and delete what others wrote (spec 2 §6). */
export const isAdminIdentity = (auth: AuthContext): boolean => auth.identity?.identityType === 'admin';
