import { unitedStatesCountryId } from '#contract/geography';
import { locationFormSchema, type Location } from '#contract/location';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../app/answered';
import type { Services } from '../../app/services';

/** The location form's rules: the contract's (a name is required). */
export const locationSchema = locationFormSchema;

/** The customer a new location belongs to, with its name for the picker. */
export interface RelatedCustomer {
  id: number;
  name: string | null;
}

/** A new location, in the US, active; from a customer's Locations tab it belongs to that customer. */
export const newLocationValues = (customer: RelatedCustomer | null = null): FormValues => ({
  name: '',
  relatedOrderCustomerId: customer?.id ?? null,
  relatedOrderCustomerName: customer?.name ?? null,
  address: null,
  address2: null,
  city: null,
  zipCode: null,
  refStateId: null,
  refCountryId: unitedStatesCountryId,
  locationDirections: null,
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: false,
  isActive: true,
});

/** A location as the form holds it; the customer's name is for the picker only. */
export const toLocationValues = (l: Location & { relatedOrderCustomerName?: string | null }): FormValues => ({
  locationId: l.locationId,
  name: l.name,
  relatedOrderCustomerId: l.relatedOrderCustomerId,
  relatedOrderCustomerName: l.relatedOrderCustomerName ?? null,
  address: l.address,
  address2: l.address2,
  city: l.city,
  zipCode: l.zipCode,
  refStateId: l.refStateId,
  refCountryId: l.refCountryId,
  locationDirections: l.locationDirections,
  isNWDWarehouse: l.isNWDWarehouse,
  ignoredByWarehousePickupsReport: l.ignoredByWarehousePickupsReport,
  isActive: l.isActive,
  dateModified: l.dateModified,
});

/** The form's fields as the server takes them (it refuses unknown keys). */
const locationFields = (values: FormValues) => {
  const { dateModified: _d, locationId: _id, relatedOrderCustomerName: _name, ...fields } = values;
  return locationSchema.parse(fields);
};

/** The related customer's name for the picker; the location answer carries only its id. */
async function customerNameOf(services: Services, id: number | null, signal: AbortSignal) {
  if (id === null) return null;
  try {
    return (await services.orderCustomersApi.getItemById(id, signal))?.orderCustomerName ?? null;
  } catch {
    // A name that cannot be read leaves the picker showing no label; the id is still saved as it was.
    return null;
  }
}

export const loadLocation = async (services: Services, id: number, signal: AbortSignal) => {
  const location = answered(await services.locationsApi.getItemById(id, signal));
  const relatedOrderCustomerName = await customerNameOf(services, location.relatedOrderCustomerId, signal);
  return toLocationValues({ ...location, relatedOrderCustomerName });
};

export const createLocation = async (services: Services, values: FormValues, signal: AbortSignal) =>
  toLocationValues(answered(await services.locationsApi.create(locationFields(values), signal)));

/** Saves the location with the version it was read at (409 when someone saved first). */
export const updateLocation = async (
  services: Services,
  id: number,
  values: FormValues,
  signal: AbortSignal,
) =>
  toLocationValues(
    answered(
      await services.locationsApi.update(
        { ...locationFields(values), locationId: id, dateModified: String(values.dateModified) },
        signal,
      ),
    ),
  );
