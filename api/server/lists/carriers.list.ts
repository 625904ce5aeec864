import { eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { insuranceExpiredText, type Carrier, type CarrierResultItem } from '#contract/carrier';
import { carriers } from '../db/schema/carriers';
import { contacts } from '../db/schema/contacts';
import { refStates } from '../db/schema/reference';
import { dayInZone } from '#domain/business-day';
import { activeFields } from './field-values';
import {
  booleanProp,
  datetimeProp,
  dayProp,
  decimalProp,
  defineList,
  idProp,
  integerProp,
  textProp,
  type ListContext,
  type ListProperty,
} from './list-definition';
import { countOf, iso, primaryContactProp, stateNameProp } from './related';

const c = carriers;

const carrierProperties: Record<string, ListProperty> = {
  carrierId: idProp(c.carrierId),
  name: textProp(c.name),
  status: integerProp(c.status),
  insuranceExempt: booleanProp(c.insuranceExempt),
  insuranceProvider: textProp(c.insuranceProvider),
  insuranceProviderContact: textProp(c.insuranceProviderContact),
  insuranceCargoCoverage: decimalProp(c.insuranceCargoCoverage, 2),
  insuranceExpirationDate: dayProp(c.insuranceExpirationDate),
  address: textProp(c.address),
  address2: textProp(c.address2),
  city: textProp(c.city),
  refCountryStateId: idProp(c.refCountryStateId),
  refCountryId: idProp(c.refCountryId),
  stateName: stateNameProp(c.refCountryStateId),
  zipCode: textProp(c.zipCode),
  note: textProp(c.note),
  usDotNumber: textProp(c.usDotNumber),
  mcNumber: textProp(c.mcNumber),
  isActive: booleanProp(c.isActive),
  dateAdded: datetimeProp(c.dateAdded),
  dateModified: datetimeProp(c.dateModified),
  contactsCount: countOf(contacts, contacts.carrierId, c.carrierId),
  primaryContactName: primaryContactProp(c.carrierId, contacts.carrierId, contacts.name),
  primaryContactPhone: primaryContactProp(c.carrierId, contacts.carrierId, contacts.phone),
};

/** Staff see every carrier; a carrier login only its own. */
export function carrierScope(ctx: ListContext): SQL | undefined {
  if (ctx.isStaff) return undefined;
  const identity = ctx.caller.identity;
  return identity?.identityType === 'carrier' && identity.carrierId != null
    ? eq(c.carrierId, identity.carrierId)
    : sql`false`;
}

/**
 * Not exempt, and the expiration day has come (the business's today, docs/decisions/054): a warning on the
 * carrier and in the picker.
 */
export const insuranceExpired = (
  carrier: { insuranceExempt: boolean; insuranceExpirationDate: string | null },
  today: string,
): boolean =>
  !carrier.insuranceExempt &&
  carrier.insuranceExpirationDate !== null &&
  carrier.insuranceExpirationDate <= today;

/** Carriers with their state, contact count and primary contact, for one page of ids. */
async function loadCarriers(ids: number[], ctx: ListContext): Promise<Carrier[]> {
  const primary = (column: AnyPgColumn) =>
    sql<
      string | null
    >`(select ${column} from ${contacts} where ${contacts.carrierId} = ${c.carrierId} and ${contacts.isPrimary})`;
  const rows = await ctx.db
    .select({
      carrier: c,
      stateCode: refStates.code,
      contactsCount: sql<number>`${carrierProperties.contactsCount!.sql}`.mapWith(Number),
      primaryContactName: primary(contacts.name),
      primaryContactPhone: primary(contacts.phone),
    })
    .from(c)
    .leftJoin(refStates, eq(refStates.refStateId, c.refCountryStateId))
    .where(inArray(c.carrierId, ids));
  return rows.map(({ carrier, stateCode, ...r }) => ({
    ...carrier,
    stateCode,
    insuranceExpired: insuranceExpired(carrier, dayInZone(ctx.now, ctx.config.BUSINESS_TIME_ZONE)),
    dateAdded: iso(carrier.dateAdded)!,
    dateModified: iso(carrier.dateModified)!,
    ...r,
  }));
}

export const carriersList = defineList<Carrier & { stateCode?: string | null }>({
  noun: 'carriers',
  table: carriers,
  id: c.carrierId,
  idProperty: 'carrierId',
  properties: carrierProperties,
  // What a row shows: name, address, city, state, zip, US DOT #, MC #, primary contact.
  search: [
    'name',
    'address',
    'city',
    'stateName',
    'zipCode',
    'usDotNumber',
    'mcNumber',
    'primaryContactName',
  ],
  searchById: true,
  letter: 'name',
  defaultSort: [{ sortBy: 'name', isSortAscending: true }],
  // statesList: carriers that serve any of the states (operating zones, GIN-indexed).
  fields: (f) => [
    ...activeFields(c.isActive, f),
    f.statesList?.length
      ? sql`${c.operatingZonesIds} && ${`{${f.statesList.join(',')}}`}::integer[]`
      : undefined,
    f.exceptionIds?.length ? notInArray(c.carrierId, f.exceptionIds) : undefined,
  ],
  scope: carrierScope,
  load: loadCarriers,
  idOf: (item) => item.carrierId,
});

/**
 * A carrier as a picker option (spec 2 §3 "Carrier result item"): disabled carriers come disabled, and an
 * expired insurance is flagged and said in the description (decision 040).
 */
export const carrierResultItem = (carrier: Carrier & { stateCode?: string | null }): CarrierResultItem => ({
  label: carrier.name,
  value: carrier.carrierId,
  checked: false,
  isActive: carrier.isActive,
  group: carrier.isActive ? 'Active' : 'Inactive',
  description:
    [
      [carrier.city, carrier.stateCode].filter(Boolean).join(', '),
      carrier.insuranceExpired ? insuranceExpiredText : '',
    ]
      .filter(Boolean)
      .join(' · ') || null,
  disabled: !carrier.isActive,
  insuranceExpired: carrier.insuranceExpired ?? false,
});
