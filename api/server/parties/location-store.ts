import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Location, LocationForm, locationUpdateSchema } from '#contract/location';
import { epochIso } from '#contract/scalars';
import type { Db } from '../db/connect';
import { orderCustomers } from '../db/schema/customers';
import { locations } from '../db/schema/locations';
import { forbidden, idMismatch, invalidFields } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import type { BulkDelete } from '../lists/delete-bulk';
import { locationsList } from '../lists/locations.list';
import { blankToNull, saveLocked } from './saving';
import { partyEvent, writeWithEvent } from '../live/write-with-event';

const l = locations;
type UpdateBody = z.infer<typeof locationUpdateSchema>;

/** getItemNew: a blank, active location with the spec's epoch dates. */
export const newLocation = (): Location => ({
  locationId: 0,
  relatedOrderCustomerId: null,
  refCountryId: null,
  refStateId: null,
  name: '',
  address: null,
  address2: null,
  city: null,
  zipCode: null,
  locationDirections: null,
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: false,
  dateAdded: epochIso,
  dateModified: epochIso,
  dateLastAssigned: null,
  isActive: true,
  countryName: null,
  stateName: null,
  contactsCount: 0,
  primaryContactName: null,
  primaryContactPhone: null,
});

const noSuchCustomer = 'No such customer';

/** The related customer must exist: a 400 naming the field, not a foreign-key failure. */
async function assertCustomer(db: Db, orderCustomerId: number | null | undefined) {
  if (orderCustomerId == null) return;
  const found = await db.$count(orderCustomers, eq(orderCustomers.orderCustomerId, orderCustomerId));
  if (found === 0) throw invalidFields({ relatedOrderCustomerId: noSuchCustomer });
}

/** The form's columns; a field left out keeps what `current` has (or the column's default when created). */
function formValues(body: LocationForm, current?: typeof l.$inferSelect) {
  const text = (key: 'address' | 'address2' | 'city' | 'zipCode' | 'locationDirections') =>
    body[key] === undefined ? (current?.[key] ?? null) : blankToNull(body[key]);
  const flag = (key: 'isNWDWarehouse' | 'ignoredByWarehousePickupsReport' | 'isActive', fallback: boolean) =>
    body[key] ?? current?.[key] ?? fallback;
  return {
    name: body.name,
    relatedOrderCustomerId:
      body.relatedOrderCustomerId === undefined
        ? (current?.relatedOrderCustomerId ?? null)
        : body.relatedOrderCustomerId,
    refCountryId: body.refCountryId === undefined ? (current?.refCountryId ?? null) : body.refCountryId,
    refStateId: body.refStateId === undefined ? (current?.refStateId ?? null) : body.refStateId,
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    zipCode: text('zipCode'),
    locationDirections: text('locationDirections'),
    isNWDWarehouse: flag('isNWDWarehouse', false),
    ignoredByWarehousePickupsReport: flag('ignoredByWarehousePickupsReport', false),
    isActive: flag('isActive', true),
  };
}

/**
 * What a customer login may create (decision 056): a place of its own customer, so the owner is its
 * customer whatever the form left out, another customer is refused, and the staff-only flags keep their
 * defaults (not a warehouse, on the warehouse pickups report, active). Staff's forms pass unchanged.
 */
export function customerPlace(ctx: RequestContext, body: LocationForm): LocationForm {
  if (ctx.isStaff) return body;
  const own = ctx.caller.identity?.orderCustomerId;
  if (own == null || (body.relatedOrderCustomerId != null && body.relatedOrderCustomerId !== own))
    throw forbidden('A customer login adds places of its own customer only.');
  return {
    ...body,
    relatedOrderCustomerId: own,
    isNWDWarehouse: false,
    ignoredByWarehousePickupsReport: false,
    isActive: true,
  };
}

export async function createLocation(ctx: RequestContext, body: LocationForm): Promise<number> {
  await assertCustomer(ctx.db, body.relatedOrderCustomerId);
  const insert = (tx: Db) =>
    tx
      .insert(l)
      .values({ ...formValues(body), dateAdded: ctx.now, dateModified: ctx.now })
      .returning({ id: l.locationId });
  const [row] = await writeWithEvent(ctx.db, ctx.actor, insert, ([r]) => partyEvent('location', r!.id, null));
  return row!.id;
}

export async function updateLocation(ctx: RequestContext, id: number, body: UpdateBody) {
  if (body.locationId !== undefined && body.locationId !== id) throw idMismatch('locationId');
  await assertCustomer(ctx.db, body.relatedOrderCustomerId);
  const save = { id, sentVersion: body.dateModified, now: ctx.now, actor: ctx.actor };
  await saveLocked<typeof l.$inferSelect>(
    ctx.database,
    { table: l, id: l.locationId, noun: 'The location' },
    save,
    (row) => formValues(body, row),
  );
}

/** Deleting locations: refused while orders, loads or stops use one (merge it into another first). */
export const locationDeletion = (noun = 'locations'): BulkDelete => ({
  noun,
  table: locationsList.table,
  id: locationsList.id,
  label: (id) => `Location #${id}`,
  name: l.name,
});
