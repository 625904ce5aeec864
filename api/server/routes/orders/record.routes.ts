import type { OpenAPIHono } from '@hono/zod-openapi';
import { orderSchema } from '#contract/order';
import { orderPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { blankOrder } from '#domain/blank-records';
import { identityAccess, staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { conflict, notFound } from '#server/http/errors';
import { recordRoutes } from '#server/http/record-routes';
import { areaRoutes } from '#server/http/route';
import { deleteBulk } from '#server/lists/delete-bulk';
import { requestContext } from '#server/http/request-context';
import { loadLabels, loadsOfOrder } from '#server/orders/order-loads';
import { orderInScope, outsiderHiddenOrderFields, readOrder } from '#server/orders/order-read';
import { orderCreateBodySchema, orderUpdateBodySchema } from '#server/orders/order-body';
import { createOrder, updateOrder } from '#server/orders/order-save';
import { withoutFields } from '#server/lists/list-definition';
import { orderDeletion } from './list.routes';

const route = areaRoutes(['orders']);
const P = Permission;
/** Staff and customer logins write orders (spec 2 §6); carriers only read the orders on their loads. */
const writers = ['admin', 'employee', 'customer'] as const;
const routes = recordRoutes(route, {
  paths: orderPaths,
  record: orderSchema.partial(),
  noun: 'order',
  missing: "No such order, or not within the caller's reach",
});
const bodyText = 'The order (docs/api.md "Orders")';

const getItemNew = routes.getItemNew(identityAccess([P.OrderAdd], writers), {
  summary: 'A blank order',
  description:
    "Id 0, Intake, twelve-pack cases, not picked (spec 2 §4). A customer login's has its own customer and none of the staff-only fields.",
  answer: 'The blank order',
});

const getItemById = routes.getItemById(identityAccess([P.OrderView]), {
  summary: 'One order with its display fields, who added and who last changed it',
  description:
    "Staff: any order. A customer login: its own customer's orders, without revenue, BOL, consignee, type, Ship By, the Picked fields and the other staff-only fields (spec 2 §6). A carrier login: the orders on its loads, likewise. Anything else is 404.",
});

const create = routes.create(identityAccess([P.OrderAdd], writers), {
  summary: 'Create an order',
  description: [
    "Staff send the order form (spec 2 §5; 400 with `fields` and the spec's messages). The order starts Intake,",
    'Open when it has a type; a chosen status must be one the order status machine allows from there (409).',
    'Revenue is rounded to cents; Picked sets Picked On to now. A customer login sends its own form: the order',
    'is Intake, of its customer, placed by it; a §6 field sent with a value is 403. initialCustomerNoteOnAddingOrder',
    'becomes the first note. Writes the Created change log entry.',
  ].join(' '),
  body: orderCreateBodySchema,
  bodyText,
  conflict: 'The chosen status is not allowed',
});

const update = routes.update(identityAccess([P.OrderUpdate], writers), {
  summary: 'Save an order',
  description: [
    'Body: the order as getItemById sent it, dateModified required (409 stale_write when another save came',
    'first). The §5 rules (400 with `fields`): the source cannot change while the order is on a load, the',
    'destination while on a load or in a group, the customer when a customer login placed the order. A status',
    'change the order status machine refuses is 409 with its sentence (also under refOrderStatusId). Picked',
    'sets Picked On to now, unpicking clears it. Writes an Updated change log entry with what changed.',
    'A customer login saves only its own orders and none of the §6 fields (403).',
  ].join(' '),
  body: orderUpdateBodySchema,
  bodyText,
  conflict: 'Stale write, or a status the machine does not allow',
});

const remove = routes.remove(staffAccess(P.OrderDelete), {
  summary: 'Delete an order',
  description:
    'As deleteBulk for one order: its notes, files and change log go with it, its group follows. 409 delete_blocked naming the loads while the order is on one.',
  blocked: 'The order is on a load',
});

/** Spec 2 §7 "Orders": one order's new, read, create, update and delete. */
export function mountOrderRecordRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getItemNew, async (c) => {
    const ctx = requestContext(c);
    const now = ctx.now.toISOString();
    const blank = blankOrder(ctx.isStaff ? null : (ctx.caller.identity?.orderCustomerId ?? null), now);
    return c.json(ctx.isStaff ? blank : withoutFields(blank, outsiderHiddenOrderFields), 200);
  });

  app.openapi(getItemById, async (c) =>
    c.json(await readOrder(requestContext(c), c.req.valid('param').id), 200),
  );

  app.openapi(create, async (c) => {
    const ctx = requestContext(c);
    const answer = await createOrder(ctx, c.req.valid('json'), (tx, id) => readOrder({ ...ctx, db: tx }, id));
    auditLog(c, 'order created', { orderId: answer.orderId });
    return c.json(answer, 200);
  });

  app.openapi(update, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    // Answered from the save's own transaction (decision 104): no second turn at the pool.
    const answer = await updateOrder(ctx, id, c.req.valid('json'), (tx) =>
      readOrder({ ...ctx, db: tx, now: c.var.deps.now() }, id),
    );
    auditLog(c, 'order saved', { orderId: id });
    return c.json(answer, 200);
  });

  app.openapi(remove, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    if (!(await orderInScope(ctx, id))) throw notFound(`Order #${id}`);
    const spec = orderDeletion(c);
    await deleteBulk(
      c.var.deps.database,
      {
        ...spec,
        before: async (tx, ids) => {
          const onLoads = await loadsOfOrder(tx, id);
          if (onLoads.length)
            throw conflict(
              `Order #${id} is on ${loadLabels(onLoads)}. Remove it from its loads before deleting it.`,
              'delete_blocked',
            );
          await spec.before?.(tx, ids);
        },
      },
      [id],
    );
    auditLog(c, 'order deleted', { orderId: id });
    return c.body(null, 204);
  });
}
