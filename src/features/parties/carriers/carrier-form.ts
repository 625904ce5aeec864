import { carrierFormSchema, type Carrier } from '#contract/carrier';
import { unitedStatesCountryId } from '#contract/geography';
import { blankCarrierFields } from '#domain/blank-records';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../../app/answered';
import type { Services } from '../../../app/services';

/** The carrier form's rules: the contract's (name; US DOT and MC number formats; cargo coverage). */
export const carrierSchema = carrierFormSchema;

/** A carrier as the form holds it. `isActive` is not a field: the Enabled switch changes it. */
export const toCarrierValues = (c: Carrier): FormValues => ({
  carrierId: c.carrierId,
  name: c.name,
  status: c.status ?? null,
  insuranceExempt: c.insuranceExempt,
  insuranceProvider: c.insuranceProvider,
  insuranceProviderContact: c.insuranceProviderContact,
  insuranceCargoCoverage: c.insuranceCargoCoverage,
  insuranceExpirationDate: c.insuranceExpirationDate,
  address: c.address,
  address2: c.address2,
  city: c.city,
  refCountryStateId: c.refCountryStateId,
  refCountryId: c.refCountryId,
  zipCode: c.zipCode,
  note: c.note,
  usDotNumber: c.usDotNumber,
  mcNumber: c.mcNumber,
  operatingZonesIds: c.operatingZonesIds,
  isActive: c.isActive,
  dateModified: c.dateModified ?? null,
});

/** A new carrier as the Create Carrier dialog starts it: enabled, in the United States, nothing else set. */
export const newCarrierValues = (): FormValues => ({
  ...blankCarrierFields(),
  refCountryId: unitedStatesCountryId,
});

/** Creates the carrier (POST create, CarrierAdd); answers it as the form holds it. */
export const createCarrier = async (services: Services, values: FormValues, signal: AbortSignal) =>
  toCarrierValues(answered(await services.carriersApi.create(carrierSchema.parse(values), signal)));

export const loadCarrier = async (services: Services, id: number, signal: AbortSignal) =>
  toCarrierValues(answered(await services.carriersApi.getItemById(id, signal)));

/** Saves the carrier with the version it was read at (409 when someone saved first). */
export async function updateCarrier(services: Services, id: number, values: FormValues, signal: AbortSignal) {
  const { carrierId: _id, dateModified, ...fields } = values;
  const saved = await services.carriersApi.update(
    { ...carrierSchema.parse(fields), carrierId: id, dateModified: String(dateModified) },
    signal,
  );
  return toCarrierValues(answered(saved));
}
