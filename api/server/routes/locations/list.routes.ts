import type { OpenAPIHono } from '@hono/zod-openapi';
import { customerPlaceCodes, locationListItemSchema } from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess, orIdentity, staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { listAreaRoutes, mountDeleteBulk, mountList } from '#server/lists/list-route';
import { locationsList } from '#server/lists/locations.list';
import { locationDeletion } from '#server/parties/location-store';

const route = listAreaRoutes(['locations']);
const P = Permission;

// A customer login placing or editing its orders chooses among its own customer's places (decision 056).
const listAccess = orIdentity(identityAccess([P.LocationView]), {
  identityTypes: ['customer'],
  anyOf: customerPlaceCodes.choose,
});

const getItems = route.list(locationPaths.getItems, listAccess, {
  summary: 'The location list',
  description:
    "Staff see every location; a customer login its customer's own (with LocationView, or with OrderAdd or OrderUpdate for the order pickers); a carrier login those its loads stop at.",
  item: locationListItemSchema,
});

const deleteLocations = route.deleteBulk(locationPaths, staffAccess(P.LocationDelete), 'locations');

/** Spec 2 §7 "Locations": the list and bulk delete (refused while orders, loads or stops use one: merge first). */
export function mountLocationRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, locationsList);
  mountDeleteBulk(app, deleteLocations, locationDeletion());
}
