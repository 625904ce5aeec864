import type { OpenAPIHono } from '@hono/zod-openapi';
import { inArray, sql } from 'drizzle-orm';
import { loadSchema } from '#contract/load';
import { loadPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess, staffAccess } from '../../auth/guard';
import type { Config } from '../../config';
import type { Db } from '../../db/connect';
import { loadStopOrders, loadStops } from '../../db/schema/loads';
import type { AppEnv } from '../../deps';
import { conflict } from '../../http/errors';
import { listAreaRoutes, mountDeleteBulk, mountList } from '../../lists/list-route';
import { loadsList } from '../../lists/loads.list';
import { withFileRemoval } from '../../files/owner-files';

const route = listAreaRoutes(['loads']);
const P = Permission;

const getItems = route.list(loadPaths.getItems, identityAccess([P.LoadView]), {
  summary: 'The load list',
  description: [
    'Current loads (all but Delivered and Cancelled) with fields.currentOrders 1 (or true), as the screen',
    'opens. Staff see every load; a carrier login its own; a customer login those carrying its orders,',
    'without revenue. Items carry no stops.',
  ].join(' '),
  item: loadSchema.omit({ loadStops: true }).partial(),
});

const deleteLoads = route.deleteBulk(loadPaths, staffAccess(P.LoadDelete), 'loads');

/**
 * A load that carries orders is not deleted: its orders' automatic statuses follow it, so they must
 * leave the load first (bulkRemoveOrdersFromLoad), which recomputes them.
 */
async function refuseLoadsWithOrders(tx: Db, ids: number[]) {
  const carrying = await tx
    .select({
      loadId: loadStops.loadId,
      n: sql<number>`count(distinct ${loadStopOrders.orderId})`.mapWith(Number),
    })
    .from(loadStops)
    .innerJoin(loadStopOrders, sql`${loadStopOrders.loadStopId} = ${loadStops.loadStopId}`)
    .where(inArray(loadStops.loadId, ids))
    .groupBy(loadStops.loadId)
    .orderBy(loadStops.loadId);
  if (!carrying.length) return;
  const reasons = carrying
    .slice(0, 5)
    .map((r) => `Load #${r.loadId} carries ${r.n} ${r.n === 1 ? 'order' : 'orders'}`)
    .join('; ');
  throw conflict(
    `The selected loads cannot be deleted: ${reasons}. Remove the orders from the load first. Nothing was deleted.`,
    'delete_blocked',
  );
}

/** Spec 2 §7 "Loads": the list and bulk delete. */
export function mountLoadRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, loadsList);
  mountDeleteBulk(app, deleteLoads, (c) => loadDeletion(c.var.deps.config));
}

/** Deleting loads (deleteBulk and DELETE {id}): refused while orders are on them; their files go after commit. */
export const loadDeletion = (config: Pick<Config, 'DATA_DIR'>) =>
  withFileRemoval('load', config, {
    noun: 'loads',
    table: loadsList.table,
    id: loadsList.id,
    label: (id) => `Load #${id}`,
    before: refuseLoadsWithOrders,
  });
