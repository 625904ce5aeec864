import type { OpenAPIHono } from '@hono/zod-openapi';
import { staffIdentityTypes } from '#contract/identity';
import { carrierResultItemSchema, carrierListItemSchema } from '#contract/carrier';
import { carrierPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess, staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { carrierResultItem, carriersList } from '#server/lists/carriers.list';
import { listAreaRoutes, mountDeleteBulk, mountList } from '#server/lists/list-route';
import { carrierDeletion } from '#server/parties/carrier-store';

const route = listAreaRoutes(['carriers']);
const P = Permission;
/** Spec 1 §6: the Carriers link is hidden from customer logins; a carrier login sees its own carrier. */
const viewers = identityAccess([P.CarrierView], [...staffIdentityTypes, 'carrier']);

const getItems = route.list(carrierPaths.getItems, viewers, {
  summary: 'The carrier list',
  item: carrierListItemSchema,
});

const getResultItems = route.list(carrierPaths.getResultItems, viewers, {
  summary: 'Carriers as picker options',
  description:
    'The same query as getItems; each carrier as { label, value, checked, isActive, group, description, disabled }, inactive ones disabled.',
  item: carrierResultItemSchema,
});

const deleteCarriers = route.deleteBulk(carrierPaths, staffAccess(P.CarrierDelete), 'carriers');

/** Spec 2 §7 "Carriers": the list, picker options and bulk delete (refused while loads or orders use one). */
export function mountCarrierRoutes(app: OpenAPIHono<AppEnv>) {
  mountList(app, getItems, carriersList);
  mountList(app, getResultItems, carriersList, carrierResultItem);
  mountDeleteBulk(app, deleteCarriers, (c) => carrierDeletion(c.var.deps.config));
}
