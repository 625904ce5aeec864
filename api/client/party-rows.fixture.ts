import { blankCarrierFields } from '#domain/blank-records';
import type { LocationListItem } from '#contract/location';

/** A carrier's optional fields, all empty: a test spreads it and sets what it checks. */
const { name: _name, status: _status, ...emptyFields } = blankCarrierFields();
export const emptyCarrierFields = emptyFields;

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
