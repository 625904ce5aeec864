import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  customerStatusCodes,
  customerStatusOptions,
  type CustomerStatusCode,
} from '#contract/customer-status';
import type { OrderCustomer } from '#contract/order-customer';
import { contacts } from '../db/schema/contacts';
import { orderCustomers } from '../db/schema/customers';
import { locations } from '../db/schema/locations';
import { notes } from '../db/schema/notes';
import { refStates } from '../db/schema/reference';
import { activeFields } from './field-values';
import {
  booleanProp,
  codeProp,
  datetimeProp,
  defineList,
  idProp,
  textProp,
  type ListProperty,
} from './list-definition';
import { codeLabel, countOf, iso, primaryContactProp, stateNameProp } from './related';

const c = orderCustomers;

const customerProperties: Record<string, ListProperty> = {
  orderCustomerId: idProp(c.orderCustomerId),
  orderCustomerName: textProp(c.orderCustomerName),
  status: codeProp(c.status, customerStatusCodes),
  statusName: textProp(codeLabel(c.status, customerStatusOptions)),
  address1: textProp(c.address1),
  address2: textProp(c.address2),
  city: textProp(c.city),
  zipCode: textProp(c.zipCode),
  refCountryStateId: idProp(c.refCountryStateId),
  refCountryId: idProp(c.refCountryId),
  stateName: stateNameProp(c.refCountryStateId),
  note: textProp(c.note),
  isActive: booleanProp(c.isActive),
  dateAdded: datetimeProp(c.dateAdded),
  dateModified: datetimeProp(c.dateModified),
  dateLastAssigned: datetimeProp(c.dateLastAssigned),
  addedByUserId: idProp(c.addedByUserId),
  modifiedByUserId: idProp(c.modifiedByUserId),
  primaryContactName: primaryContactProp(c.orderCustomerId, contacts.orderCustomerId, contacts.name),
  primaryContactPhone: primaryContactProp(c.orderCustomerId, contacts.orderCustomerId, contacts.phone),
  contactsCount: countOf(contacts, contacts.orderCustomerId, c.orderCustomerId),
  locationsCount: countOf(locations, locations.relatedOrderCustomerId, c.orderCustomerId),
  notesCount: countOf(notes, notes.orderCustomerId, c.orderCustomerId),
};

export const orderCustomersList = defineList<OrderCustomer>({
  noun: 'customers',
  table: orderCustomers,
  id: c.orderCustomerId,
  idProperty: 'orderCustomerId',
  properties: customerProperties,
  search: ['orderCustomerName', 'city', 'address1', 'zipCode', 'primaryContactName'],
  searchById: true,
  letter: 'orderCustomerName',
  defaultSort: [{ sortBy: 'orderCustomerName', isSortAscending: true }],
  fields: (f) => [
    ...activeFields(c.isActive, f),
    f.statesList?.length ? inArray(c.refCountryStateId, f.statesList) : undefined,
    f.exceptionIds?.length ? notInArray(c.orderCustomerId, f.exceptionIds) : undefined,
  ],
  load: async (ids, ctx) => {
    const primary = (column: AnyPgColumn) =>
      sql<
        string | null
      >`(select ${column} from ${contacts} where ${contacts.orderCustomerId} = ${c.orderCustomerId} and ${contacts.isPrimary})`;
    const count = (property: string) => sql<number>`${customerProperties[property]!.sql}`.mapWith(Number);
    const rows = await ctx.db
      .select({
        customer: c,
        stateName: refStates.name,
        primaryContactName: primary(contacts.name),
        primaryContactPhone: primary(contacts.phone),
        contactsCount: count('contactsCount'),
        locationsCount: count('locationsCount'),
        notesCount: count('notesCount'),
      })
      .from(c)
      .leftJoin(refStates, eq(refStates.refStateId, c.refCountryStateId))
      .where(inArray(c.orderCustomerId, ids));
    return rows.map(({ customer, ...r }) => ({
      ...customer,
      status: customer.status as CustomerStatusCode,
      refCountryStateId: customer.refCountryStateId,
      refCountryId: customer.refCountryId,
      dateAdded: iso(customer.dateAdded)!,
      dateModified: iso(customer.dateModified)!,
      dateLastAssigned: iso(customer.dateLastAssigned),
      ...r,
    }));
  },
  idOf: (item) => item.orderCustomerId,
});
