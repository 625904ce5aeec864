import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { carrierFormSchema, carrierSchema, carrierUpdateSchema, type Carrier } from '#contract/carrier';
import { staffIdentityTypes } from '#contract/identity';
import { carrierPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess, staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { notFound } from '#server/http/errors';
import { recordRoutes } from '#server/http/record-routes';
import { areaRoutes, jsonResponse } from '#server/http/route';
import { carriersList } from '#server/lists/carriers.list';
import { requestContext, type RequestContext } from '#server/http/request-context';
import {
  carrierDeletion,
  createCarrier,
  newCarrier,
  setCarrierEnabled,
  updateCarrier,
} from '#server/parties/carrier-store';
import { deleteOne } from '#server/parties/saving';
import { requireVisibleOwner } from '#server/records/owner-access';
import { idParamSchema } from '#server/users/grants';

const route = areaRoutes(['carriers']);
const P = Permission;
const form =
  'Body: the carrier form: name required; US DOT # 1 to 8 digits; MC # 1 to 8 digits, optionally after MC; cargo coverage 0 to 999,999,999; operating zones as state ids. insuranceExpired is derived (not exempt and past the expiration date).';
const routes = recordRoutes(route, {
  paths: carrierPaths,
  record: carrierSchema,
  noun: 'carrier',
  missing: 'No such carrier, or not yours',
});

const getItemNew = routes.getItemNew(staffAccess(P.CarrierAdd), {
  summary: 'A blank, enabled carrier (id 0, epoch dates)',
});

const getItemById = routes.getItemById(identityAccess([P.CarrierView], [...staffIdentityTypes, 'carrier']), {
  summary: 'One carrier with its insurance, operating zones, primary contact and contact count',
  description: 'A carrier login reaches its own carrier only (404 for another).',
});

const create = routes.create(staffAccess(P.CarrierAdd), {
  summary: 'Create a carrier',
  description: form,
  body: carrierFormSchema,
});

const update = routes.update(staffAccess(P.CarrierUpdate), {
  summary: 'Save a carrier',
  description: `${form} dateModified required (409 stale_write). isActive is left as it is: the Enabled switch is setCarrierEnabled.`,
  body: carrierUpdateSchema,
  conflict: 'Stale write',
});

const remove = routes.remove(staffAccess(P.CarrierDelete), {
  summary: 'Delete a carrier',
  description:
    'Its contacts and files go with it. 409 delete_blocked naming what still uses it (loads, orders, logins): disable it instead.',
  blocked: 'Still used (delete_blocked); nothing was deleted',
});

const enabledQuerySchema = z.object({
  isEnabled: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

const setEnabled = route.post(carrierPaths.setCarrierEnabled, staffAccess(P.CarrierUpdate), {
  summary: 'Enable or disable a carrier',
  description:
    'isEnabled=true|false. A disabled carrier stays on its loads, is shown disabled in the carrier picker and cannot be chosen for another load.',
  request: { params: idParamSchema, query: enabledQuerySchema },
  responses: {
    200: jsonResponse(carrierSchema, 'The carrier as saved'),
    404: { description: 'No such carrier, or not yours' },
  },
});

async function readCarrier(ctx: RequestContext, id: number): Promise<Carrier> {
  await requireVisibleOwner(ctx, 'carrier', id);
  const [carrier] = await carriersList.load([id], ctx);
  if (!carrier) throw notFound('The carrier');
  return carrier;
}

/** Spec 2 §7 "Carriers": getItemNew, getItemById, POST, PUT {id}, DELETE {id} and setCarrierEnabled. */
export function mountCarrierRecordRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getItemNew, (c) => c.json(newCarrier(), 200));

  app.openapi(getItemById, async (c) =>
    c.json(await readCarrier(requestContext(c), c.req.valid('param').id), 200),
  );

  app.openapi(create, async (c) => {
    const ctx = requestContext(c);
    const id = await createCarrier(ctx, c.req.valid('json'));
    auditLog(c, 'carrier created', { carrierId: id });
    return c.json(await readCarrier(ctx, id), 200);
  });

  app.openapi(update, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    await updateCarrier(ctx, id, c.req.valid('json'));
    auditLog(c, 'carrier saved', { carrierId: id });
    return c.json(await readCarrier(ctx, id), 200);
  });

  app.openapi(setEnabled, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    const { isEnabled } = c.req.valid('query');
    await setCarrierEnabled(ctx, id, { isEnabled });
    auditLog(c, isEnabled ? 'carrier enabled' : 'carrier disabled', { carrierId: id });
    return c.json(await readCarrier(ctx, id), 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteOne(c.var.deps.database, carrierDeletion(c.var.deps.config, 'carrier'), id, 'The carrier');
    auditLog(c, 'carrier deleted', { carrierId: id });
    return c.body(null, 204);
  });
}
