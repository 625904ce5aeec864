import type { OpenAPIHono } from '@hono/zod-openapi';
import { staffIdentityTypes } from '#contract/identity';
import { locationFormSchema, locationSchema, locationUpdateSchema, type Location } from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { callerOf, identityAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { notFound } from '#server/http/errors';
import { defineRoute, jsonBody, jsonResponse } from '#server/http/route';
import { listContext } from '#server/lists/list-route';
import { locationsList } from '#server/lists/locations.list';
import {
  createLocation,
  locationDeletion,
  newLocation,
  updateLocation,
} from '#server/parties/location-store';
import { actorOf, deleteOne } from '#server/parties/saving';
import { requireVisibleOwner } from '#server/records/owner-access';
import { idParamSchema } from '#server/users/grants';

const tags = ['locations'];
const P = Permission;
const staff = (code: (typeof P)[keyof typeof P]) => identityAccess([code], staffIdentityTypes);
const locationResponse = (description: string) => jsonResponse(locationSchema, description);
const missing = { 404: { description: 'No such location, or out of reach' } } as const;
const form =
  "Body: the location form: name required ('Required'); address, country and state, directions, warehouse flag, ignored-by-warehouse-pickups-report, active, related customer (must exist: 400 fields.relatedOrderCustomerId). Fields left out keep their value.";

const getItemNew = defineRoute(staff(P.LocationAdd), {
  method: 'get',
  path: locationPaths.getItemNew,
  tags,
  summary: 'A blank, active location (id 0, epoch dates)',
  responses: { 200: locationResponse('A blank location') },
});

const getItemById = defineRoute(identityAccess([P.LocationView]), {
  method: 'get',
  path: locationPaths.getItemById,
  tags,
  summary: 'One location with its country, state, primary contact and contact count',
  description:
    "Staff reach every location; a customer login its customer's own; a carrier login those its loads stop at (404 otherwise).",
  request: { params: idParamSchema },
  responses: { 200: locationResponse('The location'), ...missing },
});

const create = defineRoute(staff(P.LocationAdd), {
  method: 'post',
  path: locationPaths.create,
  tags,
  summary: 'Create a location',
  description: form,
  request: jsonBody(locationFormSchema),
  responses: { 200: locationResponse('The created location') },
});

const update = defineRoute(staff(P.LocationUpdate), {
  method: 'put',
  path: locationPaths.byId,
  tags,
  summary: 'Save a location',
  description: `${form} dateModified required (409 stale_write when another save came first).`,
  request: { params: idParamSchema, ...jsonBody(locationUpdateSchema) },
  responses: { 200: locationResponse('The saved location'), ...missing, 409: { description: 'Stale write' } },
});

const remove = defineRoute(staff(P.LocationDelete), {
  method: 'delete',
  path: locationPaths.byId,
  tags,
  summary: 'Delete a location',
  description:
    'Its contacts and notes go with it. 409 delete_blocked naming the orders, loads and stops that still use it: merge it into another location instead.',
  request: { params: idParamSchema },
  responses: {
    204: { description: 'Deleted' },
    ...missing,
    409: { description: 'Still used (delete_blocked); nothing was deleted' },
  },
});

type Ctx = Parameters<typeof listContext>[0];

export async function readLocation(c: Ctx, id: number): Promise<Location> {
  await requireVisibleOwner(c, 'location', id);
  const [location] = await locationsList.load([id], listContext(c));
  if (!location) throw notFound('The location');
  return location;
}

/** Spec 2 §7 "Locations": getItemNew, getItemById, create, PUT {id} and DELETE {id}. */
export function mountLocationRecordRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getItemNew, (c) => c.json(newLocation(), 200));

  app.openapi(getItemById, async (c) => c.json(await readLocation(c, c.req.valid('param').id), 200));

  app.openapi(create, async (c) => {
    const actor = actorOf(callerOf(c), c.var.deps.now());
    const id = await createLocation(c.var.deps.database, c.req.valid('json'), actor);
    auditLog(c, 'location created', { locationId: id });
    return c.json(await readLocation(c, id), 200);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    await updateLocation(
      c.var.deps.database,
      id,
      c.req.valid('json'),
      actorOf(callerOf(c), c.var.deps.now()),
    );
    auditLog(c, 'location saved', { locationId: id });
    return c.json(await readLocation(c, id), 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteOne(c.var.deps.database, locationDeletion('location'), id, 'The location');
    auditLog(c, 'location deleted', { locationId: id });
    return c.body(null, 204);
  });
}
