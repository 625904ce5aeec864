import type { z } from 'zod';
import { CustomerStatus } from '#contract/customer-status';
import type { customerCreateSchema, customerUpdateSchema } from '#contract/order-customer';
import { customerFormMessages, type OrderCustomer } from '#contract/order-customer';
import { epochIso } from '#contract/scalars';
import type { Config } from '../config';
import { orderCustomers } from '../db/schema/customers';
import { withFileRemoval } from '../files/owner-files';
import { idMismatch, invalidFields } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import type { BulkDelete } from '../lists/delete-bulk';
import { orderCustomersList } from '../lists/order-customers.list';
import { blankToNull, saveLocked } from './saving';
import type { Db } from '../db/connect';
import { partyEvent, writeWithEvent } from '../live/write-with-event';

const c = orderCustomers;
type CreateBody = z.infer<typeof customerCreateSchema>;
type UpdateBody = z.infer<typeof customerUpdateSchema>;

/** getItemNew: a blank customer, Good Standing, active, with the spec's epoch dates. */
export const newCustomer = (): OrderCustomer => ({
  orderCustomerId: 0,
  orderCustomerName: '',
  status: CustomerStatus.GoodStanding,
  address1: null,
  address2: null,
  city: null,
  zipCode: null,
  refCountryStateId: null,
  refCountryId: null,
  stateName: null,
  note: null,
  isActive: true,
  dateAdded: epochIso,
  dateModified: epochIso,
  dateLastAssigned: null,
  addedByUserId: null,
  modifiedByUserId: null,
  primaryContactName: null,
  primaryContactPhone: null,
  contactsCount: 0,
  locationsCount: 0,
  notesCount: 0,
});

/** What a customer login may not read of its own customer (spec 2 §6: no status, no notes column). */
export function asSeenByCustomer(customer: OrderCustomer): Partial<OrderCustomer> {
  const { status: _status, note: _note, notes: _notes, notesCount: _count, ...rest } = customer;
  return rest;
}

const formValues = (body: CreateBody | UpdateBody) => ({
  orderCustomerName: body.orderCustomerName,
  address1: body.address1,
  address2: blankToNull(body.address2),
  city: body.city,
  zipCode: body.zipCode,
  refCountryStateId: body.refCountryStateId ?? null,
  refCountryId: body.refCountryId ?? null,
});

/** POST: a new customer is always Good Standing, whatever status was sent (spec 2 §4). */
export async function createCustomer(ctx: RequestContext, body: CreateBody): Promise<number> {
  const { actor } = ctx;
  const insert = (tx: Db) =>
    tx
      .insert(c)
      .values({
        ...formValues(body),
        status: CustomerStatus.GoodStanding,
        note: blankToNull(body.note),
        isActive: body.isActive,
        addedByUserId: actor.systemUserId,
        modifiedByUserId: actor.systemUserId,
        dateAdded: actor.now,
        dateModified: actor.now,
      })
      .returning({ id: c.orderCustomerId });
  const [row] = await writeWithEvent(ctx.db, actor, insert, ([r]) => partyEvent('customer', r!.id, null));
  return row!.id;
}

/**
 * PUT {id}: staff save every field and must send a status; a customer login saves its own customer's
 * name and address only, its status, remark and active flag kept as they were (it never sees them).
 */
export async function updateCustomer(ctx: RequestContext, id: number, body: UpdateBody): Promise<void> {
  const byCustomer = ctx.identityType === 'customer';
  if (body.orderCustomerId !== undefined && body.orderCustomerId !== id) throw idMismatch('orderCustomerId');
  if (!byCustomer && body.status === undefined) throw invalidFields({ status: customerFormMessages.status });
  const save = { id, sentVersion: body.dateModified, now: ctx.now, actor: ctx.actor };
  await saveLocked<typeof c.$inferSelect>(
    ctx.database,
    { table: c, id: c.orderCustomerId, noun: 'The customer' },
    save,
    (row) => ({
      ...formValues(body),
      status: byCustomer ? row.status : body.status!,
      note: byCustomer || body.note === undefined ? row.note : blankToNull(body.note),
      isActive: byCustomer ? row.isActive : body.isActive,
      modifiedByUserId: ctx.actor.systemUserId,
    }),
  );
}

/** Deleting customers: refused while orders or logins use one; their stored files go with them. */
export const customerDeletion = (config: Pick<Config, 'DATA_DIR'>, noun = 'customers'): BulkDelete =>
  withFileRemoval('customer', config, {
    noun,
    table: orderCustomersList.table,
    id: orderCustomersList.id,
    label: (id) => `Customer #${id}`,
    name: c.orderCustomerName,
  });
