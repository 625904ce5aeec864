import { eq, inArray, not, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Location } from '#contract/location';
import { contacts } from '../db/schema/contacts';
import { orderCustomers } from '../db/schema/customers';
import { loads, loadStops } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { refCountries, refStates } from '../db/schema/reference';
import { activeFields } from './field-values';
import {
  booleanProp,
  datetimeProp,
  defineList,
  idProp,
  textProp,
  type ListContext,
  type ListProperty,
} from './list-definition';
import { countOf, countryNameProp, iso, primaryContactProp, relatedProp, stateNameProp } from './related';

const l = locations;

const locationProperties: Record<string, ListProperty> = {
  locationId: idProp(l.locationId),
  relatedOrderCustomerId: idProp(l.relatedOrderCustomerId),
  relatedOrderCustomerName: relatedProp(
    'text',
    l.relatedOrderCustomerId,
    orderCustomers,
    orderCustomers.orderCustomerId,
    orderCustomers.orderCustomerName,
  ),
  refCountryId: idProp(l.refCountryId),
  refStateId: idProp(l.refStateId),
  name: textProp(l.name),
  address: textProp(l.address),
  address2: textProp(l.address2),
  city: textProp(l.city),
  zipCode: textProp(l.zipCode),
  locationDirections: textProp(l.locationDirections),
  isNWDWarehouse: booleanProp(l.isNWDWarehouse),
  ignoredByWarehousePickupsReport: booleanProp(l.ignoredByWarehousePickupsReport),
  dateAdded: datetimeProp(l.dateAdded),
  dateModified: datetimeProp(l.dateModified),
  dateLastAssigned: datetimeProp(l.dateLastAssigned),
  isActive: booleanProp(l.isActive),
  countryName: countryNameProp(l.refCountryId),
  stateName: stateNameProp(l.refStateId),
  stateCode: relatedProp('text', l.refStateId, refStates, refStates.refStateId, refStates.code),
  contactsCount: countOf(contacts, contacts.locationId, l.locationId),
  primaryContactName: primaryContactProp(l.locationId, contacts.locationId, contacts.name),
  primaryContactPhone: primaryContactProp(l.locationId, contacts.locationId, contacts.phone),
};

/**
 * Staff see every location; a customer login its customer's own locations; a carrier login the locations
 * its loads stop at.
 */
export function locationScope(ctx: ListContext): SQL | undefined {
  if (ctx.isStaff) return undefined;
  const identity = ctx.caller.identity;
  if (identity?.identityType === 'customer' && identity.orderCustomerId != null)
    return eq(l.relatedOrderCustomerId, identity.orderCustomerId);
  if (identity?.identityType === 'carrier' && identity.carrierId != null)
    return sql`${l.locationId} in (select ${loadStops.locationId} from ${loadStops} join ${loads} on ${loads.loadId} = ${loadStops.loadId} where ${loads.carrierId} = ${identity.carrierId}::int)`;
  return sql`false`;
}

async function loadLocations(ids: number[], ctx: ListContext): Promise<Location[]> {
  const primary = (column: AnyPgColumn) =>
    sql<
      string | null
    >`(select ${column} from ${contacts} where ${contacts.locationId} = ${l.locationId} and ${contacts.isPrimary})`;
  const rows = await ctx.db
    .select({
      location: l,
      countryName: refCountries.name,
      stateName: refStates.name,
      stateCode: refStates.code,
      relatedOrderCustomerName: orderCustomers.orderCustomerName,
      contactsCount: sql<number>`${locationProperties.contactsCount!.sql}`.mapWith(Number),
      primaryContactName: primary(contacts.name),
      primaryContactPhone: primary(contacts.phone),
    })
    .from(l)
    .leftJoin(refCountries, eq(refCountries.refCountryId, l.refCountryId))
    .leftJoin(refStates, eq(refStates.refStateId, l.refStateId))
    .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, l.relatedOrderCustomerId))
    .where(inArray(l.locationId, ids));
  return rows.map(({ location, ...r }) => ({
    ...location,
    dateAdded: iso(location.dateAdded)!,
    dateModified: iso(location.dateModified)!,
    dateLastAssigned: iso(location.dateLastAssigned),
    ...r,
  }));
}

export const locationsList = defineList<Location>({
  noun: 'locations',
  table: locations,
  id: l.locationId,
  idProperty: 'locationId',
  properties: locationProperties,
  // What a row shows: name, customer, address, city, state, zip, primary contact.
  search: [
    'name',
    'relatedOrderCustomerName',
    'address',
    'city',
    'stateName',
    'zipCode',
    'primaryContactName',
  ],
  searchById: true,
  letter: 'name',
  defaultSort: [{ sortBy: 'name', isSortAscending: true }],
  // orderCustomerId: the customer's own locations; onlyNWDWarehouses / includeNWDWarehouse: false keep or
  // drop the warehouses (the consolidation picker's two modes).
  fields: (f) => [
    ...activeFields(l.isActive, f),
    f.orderCustomerId != null ? eq(l.relatedOrderCustomerId, f.orderCustomerId) : undefined,
    f.onlyNWDWarehouses ? sql`${l.isNWDWarehouse}` : undefined,
    f.includeNWDWarehouse === false ? not(l.isNWDWarehouse) : undefined,
    f.statesList?.length ? inArray(l.refStateId, f.statesList) : undefined,
    f.exceptionIds?.length ? notInArray(l.locationId, f.exceptionIds) : undefined,
  ],
  scope: locationScope,
  load: loadLocations,
  idOf: (item) => item.locationId,
});
