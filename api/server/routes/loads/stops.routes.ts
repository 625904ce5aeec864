import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  addOrderToLoadQuerySchema,
  bulkRemoveOrdersFromLoadSchema,
  carrierLoadNoteSchema,
  carrierStopNotesSchema,
} from '#contract/load-requests';
import { carrierStopNotesResultSchema, loadDetailSchema, setOrderingSchema } from '#contract/load-save';
import { loadPaths } from '#contract/paths';
import { loadAccess } from '#contract/record-access';
import { ruleAccess } from '#server/auth/rule-access';
import { requestContext } from '#server/http/request-context';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { areaRoutes, jsonBody, jsonResponse } from '#server/http/route';
import { putCarrierLoadNote, putCarrierStopNotes } from '#server/loads/carrier-notes';
import { addOrderToLoad, removeOrdersFromLoad, setStopOrdering } from '#server/loads/load-orders';
import { loadAnswer } from './detail.routes';

const route = areaRoutes(['loads']);
const staff = ruleAccess(loadAccess.edit);
const onAndOff = ruleAccess(loadAccess.orders);
const loadResponse = (description: string) => jsonResponse(loadDetailSchema, description);
const refusals = {
  404: { description: 'No such load or order' },
  409: { description: 'Refused by a rule; the text says which' },
} as const;

const stopNotes = route.put(loadPaths.putCarrierStopNotes, ruleAccess(loadAccess.stops), {
  summary: 'Save carrier stop notes',
  description:
    'Body: stopNoteUpdates of objectId (the loadStopId) and updatedNote. A carrier login reaches its own loads’ stops only (404). One changelog entry per load. The screen says "Load Locations {ids} saved successfully."',
  request: jsonBody(carrierStopNotesSchema),
  responses: { 200: jsonResponse(carrierStopNotesResultSchema, 'The notes as saved'), 404: refusals[404] },
});

const loadNote = route.put(loadPaths.putCarrierLoadNote, staff, {
  summary: 'Save the load’s carrier note',
  description: 'Body and answer: objectId (the loadId) and updatedNote.',
  request: jsonBody(carrierLoadNoteSchema),
  responses: { 200: jsonResponse(carrierLoadNoteSchema, 'The note as saved'), 404: refusals[404] },
});

const ordering = route.put(loadPaths.setOrderingOfLoadStops, staff, {
  summary: 'Put the load’s stops in a new order',
  description:
    'Body: loadId, dateModified (optional; 409 stale_write when given and stale) and loadStops in their new order. Resolved stops stay first (409 with the sequencing sentence); an order delivered before its pickup is refused with "At least one load stop is out of sequence…".',
  request: jsonBody(setOrderingSchema),
  responses: { 200: loadResponse('The load'), ...refusals },
});

const addOrder = route.put(loadPaths.addOrderToLoad, onAndOff, {
  summary: 'Put an order (or its group) on the load',
  description:
    'No body. The order’s pickup stop at its source (or where its consolidation leg left it), its delivery stop at its destination or, with deliveryIsConsolidation, at locationId. shouldAddGroup adds every order of its group. Unresolved stops at the same place are shared. Orders move to Planned (or Booked with a carrier).',
  request: { query: addOrderToLoadQuerySchema },
  responses: { 200: loadResponse('The load'), ...refusals },
});

const removeOrders = route.put(loadPaths.bulkRemoveOrdersFromLoad, onAndOff, {
  summary: 'Take orders off the load',
  description:
    'Body: loadId and orderIdsToRemove. Stops left with no order go. An order already picked up on this load is refused. Orders on no other load go back to Open.',
  request: jsonBody(bulkRemoveOrdersFromLoadSchema),
  responses: { 200: loadResponse('The load'), ...refusals },
});

/** Spec 2 §7 "Loads": carrier notes, stop ordering, and orders on and off the load. */
export function mountLoadStopRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(stopNotes, async (c) => {
    const ctx = requestContext(c);
    const body = c.req.valid('json');
    const { stopNoteUpdates } = body;
    const result = await putCarrierStopNotes(ctx, body);
    auditLog(c, 'carrier stop notes saved', { loadStopIds: stopNoteUpdates.map((u) => u.objectId) });
    return c.json(result, 200);
  });

  app.openapi(loadNote, async (c) => {
    const body = c.req.valid('json');
    const result = await putCarrierLoadNote(requestContext(c), body);
    auditLog(c, 'carrier load note saved', { loadId: body.objectId });
    return c.json(result, 200);
  });

  app.openapi(ordering, async (c) => {
    const ctx = requestContext(c);
    const body = c.req.valid('json');
    const answer = await setStopOrdering(ctx, body, (tx) => loadAnswer({ ...ctx, db: tx }, body.loadId));
    auditLog(c, 'load stops reordered', { loadId: body.loadId });
    return c.json(answer, 200);
  });

  app.openapi(addOrder, async (c) => {
    const ctx = requestContext(c);
    const query = c.req.valid('query');
    const answer = await addOrderToLoad(ctx, query, (tx) => loadAnswer({ ...ctx, db: tx }, query.loadId));
    auditLog(c, 'order added to load', { loadId: query.loadId, orderId: query.orderId });
    return c.json(answer, 200);
  });

  app.openapi(removeOrders, async (c) => {
    const ctx = requestContext(c);
    const { loadId, orderIdsToRemove } = c.req.valid('json');
    const answer = await removeOrdersFromLoad(ctx, loadId, orderIdsToRemove, (tx) =>
      loadAnswer({ ...ctx, db: tx }, loadId),
    );
    auditLog(c, 'orders removed from load', { loadId, orderIds: orderIdsToRemove });
    return c.json(answer, 200);
  });
}
