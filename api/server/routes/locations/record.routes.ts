import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  customerPlaceCodes,
  locationFormSchema,
  locationSchema,
  locationUpdateSchema,
  type Location,
} from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess, orIdentity, staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { notFound } from '#server/http/errors';
import { recordRoutes } from '#server/http/record-routes';
import { areaRoutes } from '#server/http/route';
import { requestContext, type RequestContext } from '#server/http/request-context';
import { locationsList } from '#server/lists/locations.list';
import {
  createLocation,
  customerPlace,
  locationDeletion,
  newLocation,
  updateLocation,
} from '#server/parties/location-store';
import { deleteOne } from '#server/parties/saving';
import { requireVisibleOwner } from '#server/records/owner-access';

const route = areaRoutes(['locations']);
const P = Permission;
const form =
  "Body: the location form: name required ('Required'); address, country and state, directions, warehouse flag, ignored-by-warehouse-pickups-report, active, related customer (must exist: 400 fields.relatedOrderCustomerId). Fields left out keep their value.";
const routes = recordRoutes(route, {
  paths: locationPaths,
  record: locationSchema,
  noun: 'location',
  missing: 'No such location, or out of reach',
});

const getItemNew = routes.getItemNew(staffAccess(P.LocationAdd), {
  summary: 'A blank, active location (id 0, epoch dates)',
});

const getItemById = routes.getItemById(identityAccess([P.LocationView]), {
  summary: 'One location with its country, state, primary contact and contact count',
  description:
    "Staff reach every location; a customer login its customer's own; a carrier login those its loads stop at (404 otherwise).",
});

// A customer login adds a delivery place of its own while placing an order (decision 056).
const createAccess = orIdentity(staffAccess(P.LocationAdd), {
  identityTypes: ['customer'],
  anyOf: customerPlaceCodes.add,
});

const create = routes.create(createAccess, {
  summary: 'Create a location',
  description: `${form} A customer login (OrderAdd) adds a place of its own customer only: the related customer is its own (another answers 403), never a warehouse, active and on the warehouse pickups report.`,
  body: locationFormSchema,
});

const update = routes.update(staffAccess(P.LocationUpdate), {
  summary: 'Save a location',
  description: `${form} dateModified required (409 stale_write when another save came first).`,
  body: locationUpdateSchema,
  conflict: 'Stale write',
});

const remove = routes.remove(staffAccess(P.LocationDelete), {
  summary: 'Delete a location',
  description:
    'Its contacts and notes go with it. 409 delete_blocked naming the orders, loads and stops that still use it: merge it into another location instead.',
  blocked: 'Still used (delete_blocked); nothing was deleted',
});

export async function readLocation(ctx: RequestContext, id: number): Promise<Location> {
  await requireVisibleOwner(ctx, 'location', id);
  const [location] = await locationsList.load([id], ctx);
  if (!location) throw notFound('The location');
  return location;
}

/** Spec 2 §7 "Locations": getItemNew, getItemById, create, PUT {id} and DELETE {id}. */
export function mountLocationRecordRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getItemNew, (c) => c.json(newLocation(), 200));

  app.openapi(getItemById, async (c) =>
    c.json(await readLocation(requestContext(c), c.req.valid('param').id), 200),
  );

  app.openapi(create, async (c) => {
    const ctx = requestContext(c);
    const id = await createLocation(ctx, customerPlace(ctx, c.req.valid('json')));
    auditLog(c, 'location created', { locationId: id });
    return c.json(await readLocation(ctx, id), 200);
  });

  app.openapi(update, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    await updateLocation(ctx, id, c.req.valid('json'));
    auditLog(c, 'location saved', { locationId: id });
    return c.json(await readLocation(ctx, id), 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteOne(c.var.deps.database, locationDeletion('location'), id, 'The location');
    auditLog(c, 'location deleted', { locationId: id });
    return c.body(null, 204);
  });
}
