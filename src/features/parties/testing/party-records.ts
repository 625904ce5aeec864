import type { Carrier } from '#contract/carrier';
import { CustomerStatus } from '#contract/customer-status';
import type { Location } from '#contract/location';
import type { OrderCustomer } from '#contract/order-customer';

const epoch = '2025-01-02T18:00:00.000Z';

/** A customer as getItemById and the list send it, in Oregon, Good Standing, with nothing attached. */
export const customerRecord = (
  orderCustomerId: number,
  over: Partial<OrderCustomer> = {},
): OrderCustomer => ({
  orderCustomerId,
  orderCustomerName: `Customer ${orderCustomerId}`,
  status: CustomerStatus.GoodStanding,
  address1: '1 Vine St',
  address2: null,
  city: 'Dundee',
  zipCode: '97115',
  refCountryStateId: 36,
  refCountryId: 1,
  stateName: 'Oregon',
  note: null,
  isActive: true,
  dateAdded: epoch,
  dateModified: epoch,
  dateLastAssigned: null,
  addedByUserId: null,
  modifiedByUserId: null,
  contactsCount: 0,
  locationsCount: 0,
  notesCount: 0,
  ...over,
});

/** An active carrier in Portland, insured by Acme Mutual, with no contacts. */
export const carrierRecord = (carrierId: number, over: Partial<Carrier> = {}): Carrier => ({
  carrierId,
  name: `Carrier ${carrierId}`,
  status: null,
  insuranceExempt: false,
  insuranceProvider: 'Acme Mutual',
  insuranceProviderContact: null,
  insuranceCargoCoverage: 100000,
  insuranceExpirationDate: '2027-03-31',
  address: '9 Dock Rd',
  address2: null,
  city: 'Portland',
  refCountryStateId: 36,
  refCountryId: 1,
  zipCode: '97201',
  note: null,
  usDotNumber: '1234567',
  mcNumber: 'MC-765432',
  isActive: true,
  operatingZonesIds: [],
  contactsCount: 0,
  ...over,
});

/** An active location in Portland, not the warehouse, with no contacts. */
export const locationRecord = (locationId: number, over: Partial<Location> = {}): Location => ({
  locationId,
  relatedOrderCustomerId: null,
  refCountryId: 1,
  refStateId: 36,
  name: `Location ${locationId}`,
  address: '100 Dock St',
  address2: null,
  city: 'Portland',
  zipCode: '97201',
  locationDirections: null,
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: false,
  dateAdded: epoch,
  dateModified: epoch,
  dateLastAssigned: null,
  isActive: true,
  contactsCount: 0,
  ...over,
});
