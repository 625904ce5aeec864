import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { BulletedChanges } from '#contract/changelog';
import { changelogActionOptions } from '#contract/reference-codes';
import { inCodes, userRef } from './business-columns';
import { auditDates, parentRef } from './columns';
import { loads } from './loads';
import { orders } from './orders';

const actionCodes = changelogActionOptions.map((o) => o.value);

/** What an entry holds, whoever owns it; fresh builders for each table. */
const entryColumns = () => ({
  systemUserId: userRef('system_user_id'),
  actionType: integer('action_type').notNull(),
  bulletedChanges: jsonb('bulleted_changes').$type<BulletedChanges>(),
  createdBy: text('created_by'),
  dateAdded: auditDates.dateAdded,
});

/**
 * Changelog entries (spec 2 §3): what changed, as readable bullets, by whom. The author's id goes null when
 * the user is deleted; `createdBy` keeps the name. Entries go with their order or load (CASCADE).
 */
export const orderChangelogs = pgTable(
  'order_changelogs',
  {
    orderChangelogId: serial('order_changelog_id').primaryKey(),
    orderId: parentRef('order_id', () => orders.orderId),
    ...entryColumns(),
  },
  (t) => [
    check('order_changelogs_action_ck', inCodes(t.actionType, actionCodes)),
    index('order_changelogs_order_idx').on(t.orderId, t.dateAdded),
  ],
);

export const loadChangelogs = pgTable(
  'load_changelogs',
  {
    loadChangelogId: serial('load_changelog_id').primaryKey(),
    loadId: parentRef('load_id', () => loads.loadId),
    ...entryColumns(),
  },
  (t) => [
    check('load_changelogs_action_ck', inCodes(t.actionType, actionCodes)),
    index('load_changelogs_load_idx').on(t.loadId, t.dateAdded),
  ],
);
