import { and, asc, eq, or, sql } from 'drizzle-orm';
import {
  savedViewLists,
  type SavedView,
  type SavedViewListKey,
  type SavedViewSave,
  type SavedViewUpdate,
} from '#contract/saved-view';
import { callerMay } from '../auth/rule-access';
import type { AuthContext } from '../auth/session-store';
import type { Database, Db } from '../db/connect';
import { userIdentities } from '../db/schema/auth';
import { savedViews } from '../db/schema/saved-views';
import { systemUsers } from '../db/schema/system-users';
import { forbidden, notFound } from '../http/errors';

type Identity = NonNullable<AuthContext['identity']>;

/** Who a shared view reaches: every staff identity, or the identities of the same customer or carrier. */
export const teamKeyOf = (identity: Identity): string =>
  identity.identityType === 'customer'
    ? `customer:${identity.orderCustomerId ?? 0}`
    : identity.identityType === 'carrier'
      ? `carrier:${identity.carrierId ?? 0}`
      : 'staff';

const identityOf = (auth: AuthContext): Identity => {
  if (!auth.identity) throw forbidden();
  return auth.identity;
};

/** A view is kept, read and shared only by an identity that may read its list (the list route's rule). */
function mayReadList(auth: AuthContext, listKey: SavedViewListKey) {
  if (!callerMay(savedViewLists[listKey], auth)) throw forbidden('You may not see this list.');
}

const columns = {
  savedViewId: savedViews.savedViewId,
  listKey: savedViews.listKey,
  name: savedViews.name,
  shared: savedViews.shared,
  state: savedViews.state,
  ownerIdentityId: savedViews.ownerIdentityId,
  ownerName: sql<string>`trim(${systemUsers.firstName} || ' ' || ${systemUsers.lastName})`,
  dateModified: savedViews.dateModified,
};

type Row = { [K in keyof typeof columns]: unknown } & {
  savedViewId: number;
  listKey: string;
  name: string;
  shared: boolean;
  ownerIdentityId: number;
  ownerName: string;
  dateModified: Date;
};

const toView = (row: Row, me: Identity): SavedView => ({
  savedViewId: row.savedViewId,
  listKey: row.listKey as SavedViewListKey,
  name: row.name,
  shared: row.shared,
  ownerName: row.ownerName,
  mine: row.ownerIdentityId === me.identityId,
  state: row.state as SavedView['state'],
  dateModified: row.dateModified.toISOString(),
});

const withOwner = (db: Db) =>
  db
    .select(columns)
    .from(savedViews)
    .innerJoin(userIdentities, eq(userIdentities.identityId, savedViews.ownerIdentityId))
    .innerJoin(systemUsers, eq(systemUsers.systemUserId, userIdentities.systemUserId));

/** What the caller can see of `viewId`: its own view, or one shared with its team. */
const visibleTo = (me: Identity) =>
  or(
    eq(savedViews.ownerIdentityId, me.identityId),
    and(eq(savedViews.shared, true), eq(savedViews.teamKey, teamKeyOf(me))),
  );

/** The caller's own views of a list and those its team shares, mine first, then by name. */
export async function savedViewsOf(db: Db, auth: AuthContext, listKey: SavedViewListKey) {
  mayReadList(auth, listKey);
  const me = identityOf(auth);
  const rows = await withOwner(db)
    .where(and(eq(savedViews.listKey, listKey), visibleTo(me)))
    .orderBy(
      sql`${savedViews.ownerIdentityId} <> ${me.identityId}`,
      asc(sql`lower(${savedViews.name})`),
      asc(savedViews.savedViewId),
    );
  return rows.map((row) => toView(row as Row, me));
}

async function viewById(db: Db, me: Identity, viewId: number): Promise<SavedView> {
  const [row] = await withOwner(db).where(and(eq(savedViews.savedViewId, viewId), visibleTo(me)));
  if (!row) throw notFound('The view');
  return toView(row as Row, me);
}

export async function createSavedView(database: Database, auth: AuthContext, body: SavedViewSave, now: Date) {
  mayReadList(auth, body.listKey);
  const me = identityOf(auth);
  return database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(savedViews)
      .values({
        ownerIdentityId: me.identityId,
        teamKey: teamKeyOf(me),
        listKey: body.listKey,
        name: body.name,
        shared: body.shared,
        state: body.state,
        dateAdded: now,
        dateModified: now,
      })
      .returning({ savedViewId: savedViews.savedViewId });
    return viewById(tx, me, row!.savedViewId);
  });
}

/**
 * Only the owner changes or deletes a view; someone it is shared with gets 403, anyone else 404 (they
 * cannot tell it exists).
 */
async function ownedView(db: Db, auth: AuthContext, viewId: number) {
  const me = identityOf(auth);
  const view = await viewById(db, me, viewId);
  mayReadList(auth, view.listKey);
  if (!view.mine) throw forbidden('Only the person who saved this view may change it.');
  return { me, view };
}

export async function updateSavedView(
  database: Database,
  auth: AuthContext,
  viewId: number,
  body: SavedViewUpdate,
  now: Date,
) {
  return database.db.transaction(async (tx) => {
    const { me } = await ownedView(tx, auth, viewId);
    await tx
      .update(savedViews)
      .set({ name: body.name, shared: body.shared, state: body.state, dateModified: now })
      .where(eq(savedViews.savedViewId, viewId));
    return viewById(tx, me, viewId);
  });
}

export async function deleteSavedView(database: Database, auth: AuthContext, viewId: number) {
  await database.db.transaction(async (tx) => {
    await ownedView(tx, auth, viewId);
    await tx.delete(savedViews).where(eq(savedViews.savedViewId, viewId));
  });
}
