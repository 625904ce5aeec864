import type { Identity } from '#contract/identity';
import type { Order, OrderItineraryItem } from '#contract/order';
import { OrderStatus } from '#contract/order-status';
import { authStorageKey } from '#machines/session/auth-store';
import { signInResult } from '#machines/testing/auth-fixtures';
import { adminIdentity, customerIdentity, employeeIdentity } from '../../../testing/auth-fixtures';
import { MemoryStorage } from '../../../testing/memory-storage';

const identities: Record<'admin' | 'employee' | 'customer', Identity> = {
  admin: adminIdentity,
  employee: employeeIdentity,
  customer: customerIdentity,
};

/** Storage signed in as user 7 with that identity (a customer login of customer 12) and these codes. */
export function signedInWith(kind: keyof typeof identities, roles: readonly number[]): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(
    authStorageKey,
    JSON.stringify(signInResult({ userId: 7, userRoles: [...roles], userIdentityCurrent: identities[kind] })),
  );
  return storage;
}

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 0, day, hour)).toISOString();

/** Order 41 as GET getItemById answers it for staff: Open, from Dundee Winery to Bay Depot. */
export const orderRecord = (overrides: Partial<Order> = {}): Order => ({
  orderId: 41,
  orderGroupId: null,
  orderCustomerId: 12,
  refOrderStatusId: OrderStatus.Open,
  refOrderTypeId: 1,
  warehouseId: null,
  sourceLocationId: 501,
  destinationLocationId: 502,
  currentLocationId: null,
  nextLocationId: null,
  pickLocationId: null,
  addedByUserId: 9,
  modifiedByUserId: 9,
  pickedByUserId: null,
  placedByCustomerUserId: null,
  deliveringCarrierId: null,
  poNumber: 'PO-41',
  producerName: 'Dundee Hills',
  bol: 'BOL-41',
  special: null,
  quantity: 120,
  caseEquivalent: null,
  numberOfBottles: null,
  unitType: 2,
  isPicked: false,
  revenue: 1250.5,
  cons: null,
  ignoreStatusUpdates: false,
  datePicked: null,
  datePickBy: null,
  datePlaced: at(2),
  dateReadyBy: null,
  dateNeededBy: '2026-02-10',
  dateShipBy: null,
  dateEstimatedShipBy: null,
  dateShipped: null,
  dateDelivered: null,
  dateAdded: at(2),
  dateModified: at(3),
  addedByUser: { systemUserId: 9, firstName: 'Pat', lastName: 'Planner' },
  modifiedByUser: { systemUserId: 9, firstName: 'Pat', lastName: 'Planner' },
  orderCustomerName: 'Willamette Cellars',
  sourceLocationName: 'Dundee Winery',
  destinationLocationName: 'Bay Depot',
  orderIsOnLoad: false,
  numberOfLoads: 0,
  ...overrides,
});

/** A location as the location calls answer it. */
export const locationRow = (locationId: number, name: string) => ({
  locationId,
  relatedOrderCustomerId: null,
  refCountryId: null,
  refStateId: null,
  name,
  address: null,
  address2: null,
  city: 'Dundee',
  zipCode: null,
  locationDirections: null,
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: false,
  dateAdded: at(1),
  dateModified: at(1),
  dateLastAssigned: null,
  isActive: true,
  contactsCount: 0,
  stateCode: 'OR',
});

/** A list answer: the rows, then the pager item. */
export const listAnswer = <T>(rows: T[]) => [
  ...rows,
  { totalItems: rows.length, totalPages: 1, pageNumber: 0, pageSize: 10 },
];

/** An order customer as the customer list answers it. */
export const customerRow = (orderCustomerId: number, orderCustomerName: string) => ({
  orderCustomerId,
  orderCustomerName,
  status: 1,
  address1: null,
  address2: null,
  city: 'Salem',
  zipCode: null,
  refCountryStateId: null,
  refCountryId: null,
  note: null,
  isActive: true,
  dateAdded: at(1),
  dateModified: at(1),
  dateLastAssigned: null,
  addedByUserId: null,
  modifiedByUserId: null,
});

/** One load of an itinerary, picked up in Dundee and delivered in Boston. */
export const itineraryItem = (overrides: Partial<OrderItineraryItem> = {}): OrderItineraryItem => ({
  loadId: 7,
  carrier: 'Swift Haul',
  status: 3,
  pickUpLoadStop: {
    location: { locationId: 501, name: 'Dundee Winery', city: 'Dundee', stateAbbreviation: 'OR' },
    fromDate: at(5, 15),
    toDate: at(5, 17),
    pickedUpDeliveryDate: null,
  },
  deliveryLoadStop: {
    location: { locationId: 502, name: 'Bay Depot', city: 'Boston', stateAbbreviation: 'MA' },
    fromDate: at(9, 15),
    toDate: null,
    pickedUpDeliveryDate: null,
  },
  ...overrides,
});
