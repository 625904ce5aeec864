import type { OpenAPIHono } from '@hono/zod-openapi';
import { staffIdentityTypes } from '#contract/identity';
import { locationListItemSchema } from '#contract/location';
import { locationPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess } from '../auth/guard';
import type { AppEnv } from '../deps';
import { defineDeleteBulkRoute, defineListRoute, mountDeleteBulk, mountList } from '../lists/list-route';
import { locationsList } from '../lists/locations.list';
import { locations } from '../db/schema/locations';

const tags = ['locations'];
const P = Permission;

const getItems = defineListRoute(identityAccess([P.LocationView]), {
  path: locationPaths.getItems,
  tags,
  summary: 'The location list',
  description:
    "Staff see every location; a customer login its customer's own; a carrier login those its loads stop at.",
  item: locationListItemSchema,
});

const deleteLocations = defineDeleteBulkRoute(identityAccess([P.LocationDelete], staffIdentityTypes), {
  path: locationPaths.deleteBulk,
  tags,
  noun: 'locations',
});

/** Spec 2 §7 "Locations": the list and bulk delete (refused while orders, loads or stops use one: merge first). */
export function mountLocationRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, locationsList);
  mountDeleteBulk(app, deleteLocations, {
    noun: 'locations',
    table: locationsList.table,
    id: locationsList.id,
    label: (id) => `Location #${id}`,
    name: locations.name,
  });
}
