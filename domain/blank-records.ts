import type { CarrierFormInput } from '#contract/carrier';
import type { Load } from '#contract/load';
import { LoadType } from '#contract/load-codes';
import { LoadStatus } from '#contract/load-status';
import { newOrderDefaults } from '#contract/order';

/**
 * A new load, as getItemNew answers it and the Create New Load dialog starts it: Open, TL, nothing chosen,
 * no stops (decision 049: the dialog's TL is the product's default; the spec names none).
 */
export const blankLoad = (now: string): Load => ({
  loadId: 0,
  refLoadTypeId: LoadType.TL,
  refLoadStatusId: LoadStatus.Open,
  refLoadDesignationId: null,
  refLoadTrailerTypeId: null,
  carrierId: null,
  carrierName: null,
  originLocationId: null,
  currentLocationId: null,
  destinationLocationId: null,
  trailerNumber: null,
  carrierNote: null,
  miles: null,
  isAllDay: false,
  revenue: null,
  showRevenueOnLoadSummary: false,
  carrierPaid: false,
  carrierRate: null,
  carrierAccessoryCharge: null,
  carrierAccessoryChargeDescription: null,
  carrierPaidCheckNumber: null,
  carrierPaidInvoiceNumber: null,
  carrierPaidAmount: null,
  carrierPaidNote: null,
  carrierPaidDate: null,
  carrierPaidByUserId: null,
  ignoreStatusUpdates: false,
  estimatedShippingDate: null,
  loadStops: [],
  dateAdded: now,
  dateModified: now,
});

/** A new order's staff fields, empty until the team fills them in (a customer login never sends them). */
export const blankOrderStaffFields = {
  bol: null,
  cons: null,
  revenue: null,
  dateShipBy: null,
  datePicked: null,
  pickedByUserId: null,
} as const;

/** A new order (spec 2 §4): Intake, no type, twelve-pack cases, of the caller's customer when it has one. */
export const blankOrder = (orderCustomerId: number | null, now: string) => ({
  ...newOrderDefaults,
  orderId: 0,
  orderCustomerId,
  dateAdded: now,
  dateModified: now,
});

/**
 * A new carrier's form fields, as getItemNew answers them and the Create Carrier dialog starts them: enabled,
 * every optional field empty, no operating zones.
 */
export const blankCarrierFields = () =>
  ({
    name: '',
    status: null,
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
  }) satisfies CarrierFormInput;
