import { eq, inArray } from 'drizzle-orm';
import type { LoadChangelogEntry, OrderChangelogEntry } from '#contract/changelog';
import type { ChangelogActionCode } from '#contract/reference-codes';
import { loadChangelogs, orderChangelogs } from '../db/schema/changelogs';
import { codeProp, datetimeProp, defineList, idProp, textProp } from '../lists/list-definition';

const actionCodes = [0, 1] as const;
const newestFirst = [{ sortBy: 'dateAdded', isSortAscending: false }] as const;

/** One order's changelog as a list of the list engine: paging, sorting and the pager item come with it. */
export const orderChangelogList = (orderId: number) =>
  defineList<OrderChangelogEntry>({
    noun: 'changelog entries',
    table: orderChangelogs,
    id: orderChangelogs.orderChangelogId,
    idProperty: 'orderChangelogId',
    properties: {
      orderChangelogId: idProp(orderChangelogs.orderChangelogId),
      dateAdded: datetimeProp(orderChangelogs.dateAdded),
      actionType: codeProp(orderChangelogs.actionType, actionCodes),
      createdBy: textProp(orderChangelogs.createdBy),
      systemUserId: idProp(orderChangelogs.systemUserId),
    },
    search: ['createdBy'],
    defaultSort: newestFirst,
    scope: () => eq(orderChangelogs.orderId, orderId),
    load: async (ids, ctx) =>
      (await ctx.db.select().from(orderChangelogs).where(inArray(orderChangelogs.orderChangelogId, ids))).map(
        (r) => ({
          ...r,
          actionType: r.actionType as ChangelogActionCode,
          dateAdded: r.dateAdded.toISOString(),
        }),
      ),
    idOf: (item) => item.orderChangelogId,
  });

export const loadChangelogList = (loadId: number) =>
  defineList<LoadChangelogEntry>({
    noun: 'changelog entries',
    table: loadChangelogs,
    id: loadChangelogs.loadChangelogId,
    idProperty: 'loadChangelogId',
    properties: {
      loadChangelogId: idProp(loadChangelogs.loadChangelogId),
      dateAdded: datetimeProp(loadChangelogs.dateAdded),
      actionType: codeProp(loadChangelogs.actionType, actionCodes),
      createdBy: textProp(loadChangelogs.createdBy),
      systemUserId: idProp(loadChangelogs.systemUserId),
    },
    search: ['createdBy'],
    defaultSort: newestFirst,
    scope: () => eq(loadChangelogs.loadId, loadId),
    load: async (ids, ctx) =>
      (await ctx.db.select().from(loadChangelogs).where(inArray(loadChangelogs.loadChangelogId, ids))).map(
        (r) => ({
          ...r,
          actionType: r.actionType as ChangelogActionCode,
          dateAdded: r.dateAdded.toISOString(),
        }),
      ),
    idOf: (item) => item.loadChangelogId,
  });
