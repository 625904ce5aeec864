import type { LocationListItem } from '#contract/location';

/** A carrier's optional fields, all empty: a test spreads it and sets what it checks. */
export const emptyCarrierFields = {
  insuranceExempt: false,
  insuranceProvider: null,
  insuranceProviderContact: null,
  insuranceCargoCoverage: null,
  insuranceExpirationDate: null,
  address: null,
  address2: null,
  city: null,
  refCountryStateId: null,
  refCountryId: null,
  zipCode: null,
  note: null,
  usDotNumber: null,
  mcNumber: null,
  isActive: true,
  operatingZonesIds: [] as number[],
};

/** One location as the list and the recently-used call send it. */
export const acmeCellar: LocationListItem = {
  locationId: 11,
  relatedOrderCustomerId: 4,
  relatedOrderCustomerName: 'Acme Wines',
  refCountryId: 1,
  refStateId: 5,
  stateCode: 'CA',
  name: 'Acme Cellar',
  address: '1 Vine St',
  address2: null,
  city: 'Fresno',
  zipCode: '93701',
  locationDirections: null,
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: false,
  dateAdded: '2025-01-02T03:04:05.000Z',
  dateModified: '2025-09-04T10:00:00.000Z',
  dateLastAssigned: null,
  isActive: true,
};
