import type { OpenAPIHono } from '@hono/zod-openapi';
import { staffIdentityTypes } from '#contract/identity';
import { carrierResultItemSchema, carrierListItemSchema } from '#contract/carrier';
import { carrierPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess, staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { carrierResultItem, carriersList } from '#server/lists/carriers.list';
import { defineDeleteBulkRoute, defineListRoute, mountDeleteBulk, mountList } from '#server/lists/list-route';
import { carrierDeletion } from '#server/parties/carrier-store';

const tags = ['carriers'];
const P = Permission;
/** Spec 1 §6: the Carriers link is hidden from customer logins; a carrier login sees its own carrier. */
const viewers = identityAccess([P.CarrierView], [...staffIdentityTypes, 'carrier']);

const getItems = defineListRoute(viewers, {
  path: carrierPaths.getItems,
  tags,
  summary: 'The carrier list',
  item: carrierListItemSchema,
});

const getResultItems = defineListRoute(viewers, {
  path: carrierPaths.getResultItems,
  tags,
  summary: 'Carriers as picker options',
  description:
    'The same query as getItems; each carrier as { label, value, checked, isActive, group, description, disabled }, inactive ones disabled.',
  item: carrierResultItemSchema,
});

const deleteCarriers = defineDeleteBulkRoute(staffAccess(P.CarrierDelete), {
  path: carrierPaths.deleteBulk,
  tags,
  noun: 'carriers',
});

/** Spec 2 §7 "Carriers": the list, picker options and bulk delete (refused while loads or orders use one). */
export function mountCarrierRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, carriersList);
  mountList(app, getResultItems, carriersList, carrierResultItem);
  mountDeleteBulk(app, deleteCarriers, (c) => carrierDeletion(c.var.deps.config));
}
