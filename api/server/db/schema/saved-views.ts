import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { SavedViewState } from '#contract/saved-view';
import { userIdentities } from './auth';
import { systemUsers } from './system-users';
import { auditDates, parentRef } from './columns';

/**
 * A list's columns, sort, search and filters saved under a name (issue #31, decision 085). Owned by the
 * identity that saved it; `teamKey` is who a shared view is shared with: 'staff', 'customer:<id>' or
 * 'carrier:<id>', so a customer's shared view never reaches another customer.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    savedViewId: serial('saved_view_id').primaryKey(),
    ownerIdentityId: parentRef('owner_identity_id', () => userIdentities.identityId),
    teamKey: text('team_key').notNull(),
    listKey: text('list_key').notNull(),
    name: text('name').notNull(),
    shared: boolean('shared').notNull().default(false),
    state: jsonb('state').$type<SavedViewState>().notNull(),
    ...auditDates,
  },
  (t) => [
    index('saved_views_owner_idx').on(t.ownerIdentityId, t.listKey),
    index('saved_views_shared_idx')
      .on(t.teamKey, t.listKey)
      .where(sql`${t.shared}`),
    check('saved_views_name_ck', sql`length(${t.name}) between 1 and 80`),
  ],
);

/** The page a person lands on at `/` (spec 1 §2 says the orders list; a person may choose the board). */
export const userHomePages = pgTable(
  'user_home_pages',
  {
    systemUserId: integer('system_user_id')
      .primaryKey()
      .references(() => systemUsers.systemUserId, { onDelete: 'cascade' }),
    homePage: text('home_page').notNull(),
  },
  (t) => [check('user_home_pages_page_ck', sql`${t.homePage} in ('orders', 'board')`)],
);
