import type { OpenAPIHono } from '@hono/zod-openapi';
import { staffIdentityTypes } from '#contract/identity';
import {
  customerCreateSchema,
  customerUpdateSchema,
  orderCustomerSchema,
  type OrderCustomer,
} from '#contract/order-customer';
import { orderCustomerPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { identityAccess, staffAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { notFound } from '#server/http/errors';
import { recordRoutes } from '#server/http/record-routes';
import { areaRoutes } from '#server/http/route';
import { requestContext, type RequestContext } from '#server/http/request-context';
import { orderCustomersList } from '#server/lists/order-customers.list';
import {
  asSeenByCustomer,
  createCustomer,
  customerDeletion,
  newCustomer,
  updateCustomer,
} from '#server/parties/customer-store';
import { deleteOne } from '#server/parties/saving';
import { withAuditUsersFor } from '#server/users/audit-users';
import { addedAndModifiedBy } from '#server/users/user-summaries';
import { requireVisibleOwner } from '#server/records/owner-access';

const route = areaRoutes(['order customers']);
const P = Permission;
const staffAndCustomer = [...staffIdentityTypes, 'customer'] as const;
const own =
  'A customer login reaches its own customer only (404 for another), without status, remark (note) or notes count (spec 2 §6), and without who added or changed it unless that was itself (decision 067).';
/** What a customer login is not sent is optional in the document (staff always get it; decision 067). */
const customerAnswerSchema = orderCustomerSchema.partial({
  status: true,
  note: true,
  notesCount: true,
  addedByUserId: true,
  modifiedByUserId: true,
});
const form =
  "Body: the customer form (spec 2 §5): 'Customer name is required', 'Address is required', 'City is required', 'Zip is required', 'Status is required' (0 counts); state optional.";
const routes = recordRoutes(route, {
  paths: orderCustomerPaths,
  record: customerAnswerSchema,
  noun: 'customer',
  missing: 'No such customer, or not yours',
});

const getItemNew = routes.getItemNew(staffAccess(P.CustomerAdd), {
  summary: 'A blank customer (id 0, Good Standing, epoch dates)',
});

const getItemById = routes.getItemById(identityAccess([P.CustomerView], staffAndCustomer), {
  summary: 'One customer with its state, primary contact and counts',
  description: own,
});

const create = routes.create(staffAccess(P.CustomerAdd), {
  summary: 'Create a customer (Create Customer dialog)',
  description: `${form} A customer created here is always Good Standing, whatever status is sent (spec 2 §4).`,
  body: customerCreateSchema,
});

const update = routes.update(identityAccess([P.CustomerUpdate], staffAndCustomer), {
  summary: 'Save a customer',
  description: `${form} dateModified required (409 stale_write when another save came first). ${own} A customer login's save keeps status, remark and active flag as they are.`,
  body: customerUpdateSchema,
  conflict: 'Stale write',
});

const remove = routes.remove(staffAccess(P.CustomerDelete), {
  summary: 'Delete a customer',
  description:
    'Its contacts, notes and files go with it. 409 delete_blocked naming what still uses it (orders, logins).',
  blocked: 'Still used (delete_blocked); nothing was deleted',
});

/** The customer as the caller may read it (404 when out of reach). */
async function readCustomer(ctx: RequestContext, id: number): Promise<Partial<OrderCustomer>> {
  await requireVisibleOwner(ctx, 'customer', id);
  const [row] = await orderCustomersList.load([id], ctx);
  if (!row) throw notFound('The customer');
  const customer = { ...row, ...(await addedAndModifiedBy(ctx.db, row)) };
  return withAuditUsersFor(ctx, ctx.identityType === 'customer' ? asSeenByCustomer(customer) : customer);
}

/** Spec 2 §7 "OrderCustomers": getItemNew, getItemById, POST, PUT {id} and DELETE {id}. */
export function mountOrderCustomerRecordRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(getItemNew, (c) => c.json(newCustomer(), 200));

  app.openapi(getItemById, async (c) =>
    c.json((await readCustomer(requestContext(c), c.req.valid('param').id)) as OrderCustomer, 200),
  );

  app.openapi(create, async (c) => {
    const ctx = requestContext(c);
    const id = await createCustomer(ctx, c.req.valid('json'));
    auditLog(c, 'customer created', { orderCustomerId: id });
    return c.json((await readCustomer(ctx, id)) as OrderCustomer, 200);
  });

  app.openapi(update, async (c) => {
    const ctx = requestContext(c);
    const { id } = c.req.valid('param');
    await requireVisibleOwner(ctx, 'customer', id);
    await updateCustomer(ctx, id, c.req.valid('json'));
    auditLog(c, 'customer saved', { orderCustomerId: id });
    return c.json((await readCustomer(ctx, id)) as OrderCustomer, 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await deleteOne(c.var.deps.database, customerDeletion(c.var.deps.config, 'customer'), id, 'The customer');
    auditLog(c, 'customer deleted', { orderCustomerId: id });
    return c.body(null, 204);
  });
}
