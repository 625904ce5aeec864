import type { z } from '@hono/zod-openapi';
import { type OpenAPIHono } from '@hono/zod-openapi';
import { loadAccess } from '#contract/record-access';
import {
  cancelLoadsResultSchema,
  cancelLoadsSchema,
  loadDetailSchema,
  loadSaveSchema,
  loadStaffOnlyFields,
} from '#contract/load-save';
import type { Load } from '#contract/load';
import { loadPaths } from '#contract/paths';
import { callerMay, ruleAccess } from '#server/auth/rule-access';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { notFound } from '#server/http/errors';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { deleteBulk } from '#server/lists/delete-bulk';
import { loadScope } from '#server/lists/loads.list';
import { requestContext, type RequestContext } from '#server/http/request-context';
import { readLoadDetail } from '#server/loads/load-read';
import { blankLoad } from '#domain/blank-records';
import { cancelLoads, createLoad, updateLoad } from '#server/loads/load-save';
import { requireVisibleOwner, visibleIds } from '#server/records/owner-access';
import { withAuditUsersFor } from '#server/users/audit-users';
import { idParamSchema } from '#server/users/grants';
import { loadDeletion } from './loads.routes';

const route = areaRoutes(['loads']);
const loadResponse = (description: string) => jsonResponse(loadDetailSchema, description);

const getItemNew = route.get(loadPaths.getItemNew, ruleAccess(loadAccess.create), {
  summary: 'A blank load for the Create New Load dialog',
  description: 'Id 0, Open, no stops, epoch dates.',
  responses: { 200: loadResponse('The blank load') },
});

const getItemById = route.get(loadPaths.getItemById, ruleAccess(loadAccess.read), {
  summary: 'One load with its stops in sequence, their orders and locations',
  description:
    'A carrier login gets its own loads only (404 otherwise), without revenue, carrier pay and who made it.',
  request: { params: idParamSchema },
  responses: { 200: loadResponse('The load'), 404: { description: 'No such load, or not the caller’s' } },
});

const create = route.post(loadPaths.create, ruleAccess(loadAccess.create), {
  summary: 'Create a load',
  description:
    'Body: the load form (status required: "Load status is required."; miles 0 to 999999). A new load is Open unless Disable Auto Status is ticked with a status. A disabled carrier is refused (fields.carrierId). All Day sets the estimated ship time to midnight of its day. Writes a Created changelog entry.',
  request: jsonBody(loadSaveSchema),
  responses: { 200: loadResponse('The created load') },
});

const update = route.put(loadPaths.byId, ruleAccess(loadAccess.stops), {
  summary: 'Save a load and its stops',
  description: [
    'Body: the load as the screen holds it with dateModified (409 stale_write when someone saved first) and',
    'loadStops carrying each stop’s edits. Check-offs follow the next-to-resolve rule (409 with the spec’s',
    'sentence); once Delivered a stop cannot be unchecked. The status is automatic unless ignoreStatusUpdates;',
    'a chosen status without it is refused (fields.refLoadStatusId). Orders whose status moves get their own',
    'changelog entries, in the same transaction. LoadUpdate; a carrier login holding it changes only its own',
    'loads’ check-offs, their times and carrier stop notes, and the rest of its body is ignored (decision 057).',
  ].join(' '),
  request: { params: idParamSchema, ...jsonBody(loadSaveSchema) },
  responses: {
    200: loadResponse('The saved load'),
    404: { description: 'No such load, or not the caller’s' },
    409: { description: 'Stale write, a stop out of turn, or out of sequence' },
  },
});

const remove = route.delete(loadPaths.byId, ruleAccess(loadAccess.delete), {
  summary: 'Delete a load that carries no orders',
  description: '409 delete_blocked while orders are on it: remove them first.',
  request: { params: idParamSchema },
  responses: {
    204: { description: 'Deleted' },
    404: { description: 'No such load' },
    409: { description: 'Orders are on it' },
  },
});

const cancel = route.post(loadPaths.cancelLoads, ruleAccess(loadAccess.edit), {
  summary: 'Cancel loads',
  description:
    'Body: the load ids. Each becomes Cancelled (one transaction, a changelog entry each); 409 when a load still carries orders.',
  request: jsonBody(cancelLoadsSchema, 'The ids of the loads to cancel'),
  responses: {
    200: jsonResponse(cancelLoadsResultSchema, 'How many loads changed'),
    404: { description: 'No such load' },
    409: { description: 'A load carries orders' },
  },
});

const newLoad = (): Load => blankLoad(new Date(0).toISOString());

/**
 * The load as this caller may read it: outsiders get no revenue, carrier pay or authors, only the journey legs
 * on loads they may see (decision 049: another carrier's load is not named to them), and a stop's contact only
 * at places they may see.
 */
export async function loadAnswer(ctx: RequestContext, loadId: number) {
  const load = await readLoadDetail(ctx, loadId);
  if (!load) throw notFound('The load');
  if (callerMay(loadAccess.money, ctx.caller)) return load;
  const legs = load.journeyLegs ?? [];
  // A place's contact goes only to those who may see the place (a shared load stops at others' places too).
  const [seen, places] = await Promise.all([
    visibleIds(ctx, 'load', [...new Set(legs.map((l) => l.loadId))]),
    visibleIds(ctx, 'location', [
      ...new Set(load.loadStops.flatMap((s) => (s.location ? [s.location.locationId] : []))),
    ]),
  ]);
  const loadStops = load.loadStops.map((s) =>
    s.location && !places.has(s.location.locationId)
      ? { ...s, location: { ...s.location, primaryContactName: null, primaryContactPhone: null } }
      : s,
  );
  const out: Record<string, unknown> = withAuditUsersFor(ctx, {
    ...load,
    loadStops,
    journeyLegs: legs.filter((l) => seen.has(l.loadId)),
  });
  for (const key of loadStaffOnlyFields) delete out[key];
  return out as z.infer<typeof loadDetailSchema>;
}

/** Spec 2 §7 "Loads": one load, its saves, delete and cancel. */
export function mountLoadDetailRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getItemNew, (c) => c.json(newLoad(), 200));

  app.openapi(getItemById, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    // Staff see every load: the read itself answers a missing one with the same 404 (one statement fewer).
    if (loadScope(ctx)) await requireVisibleOwner(ctx, 'load', id);
    return c.json(await loadAnswer(ctx, id), 200);
  });

  app.openapi(create, async (c) => {
    const ctx = requestContext(c);
    const answer = await createLoad(ctx, c.req.valid('json'), (tx, id) => loadAnswer({ ...ctx, db: tx }, id));
    auditLog(c, 'load created', { loadId: answer.loadId });
    return c.json(answer, 200);
  });

  app.openapi(update, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    // As for the read: staff reach every load, and the save's locked read answers a missing one with a 404.
    if (loadScope(ctx)) await requireVisibleOwner(ctx, 'load', id);
    // Answered from the save's own transaction (decision 104): no second turn at the pool.
    const answer = await updateLoad(ctx, id, c.req.valid('json'), (tx) => loadAnswer({ ...ctx, db: tx }, id));
    auditLog(c, 'load saved', { loadId: id });
    return c.json(answer, 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    const { deleted } = await deleteBulk(c.var.deps.database, loadDeletion(c.var.deps.config), [id]);
    if (!deleted) throw notFound('The load');
    auditLog(c, 'load deleted', { loadId: id });
    return c.body(null, 204);
  });

  app.openapi(cancel, async (c) => {
    const ids = c.req.valid('json');
    const result = await cancelLoads(requestContext(c), ids);
    auditLog(c, 'loads cancelled', { loadIds: ids });
    return c.json(result, 200);
  });
}
