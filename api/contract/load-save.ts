import { z } from 'zod';
import { deliveryWindowMessage, loadFormSchema, loadSchema, loadStopSchema } from './load';
import { id, idListSchema, isoDateTime } from './scalars';

/** What a save may change on a stop: check-off and its time, carrier stop note, window, appointment, issue. */
export const loadStopEditSchema = loadStopSchema
  .pick({
    loadStopId: true,
    pickedUpOrDelivered: true,
    pickedUpDeliveryDate: true,
    stopDirections: true,
    fromDate: true,
    toDate: true,
    hasAppointment: true,
    carrierMakesAppointment: true,
    scheduledWithDescription: true,
    stopHasIssue: true,
    issueDescription: true,
  })
  .refine((w) => !w.fromDate || !w.toDate || Date.parse(w.fromDate) <= Date.parse(w.toDate), {
    message: deliveryWindowMessage,
    path: ['toDate'],
  });
export type LoadStopEdit = z.infer<typeof loadStopEditSchema>;

/** A load as getItemById and every load save answer: carrier logins get no revenue or carrier pay fields. */
export const loadDetailSchema = loadSchema.partial().required({
  loadId: true,
  refLoadStatusId: true,
  loadStops: true,
  dateModified: true,
});
export type LoadDetail = z.infer<typeof loadDetailSchema>;

/** The Carrier Pay tab's fields (with the status updates switch): staff business, saved by staff only. */
const carrierPayFields = [
  'carrierPaid',
  'carrierRate',
  'carrierAccessoryCharge',
  'carrierAccessoryChargeDescription',
  'carrierPaidCheckNumber',
  'carrierPaidInvoiceNumber',
  'carrierPaidAmount',
  'carrierPaidNote',
  'carrierPaidDate',
  'carrierPaidByUserId',
  'ignoreStatusUpdates',
] as const;

/** The load fields a staff save writes (the Details form and the Carrier Pay tab). */
export const loadEditableFields = [
  'refLoadTypeId',
  'refLoadStatusId',
  'refLoadDesignationId',
  'refLoadTrailerTypeId',
  'carrierId',
  'trailerNumber',
  'carrierNote',
  'miles',
  'isAllDay',
  'revenue',
  'showRevenueOnLoadSummary',
  ...carrierPayFields,
  'estimatedShippingDate',
] as const;
export type LoadEditableField = (typeof loadEditableFields)[number];

/** Revenue and carrier pay: never sent to, nor taken from, a carrier or customer login. */
export const loadStaffOnlyFields = [
  'revenue',
  'showRevenueOnLoadSummary',
  'netRevenue',
  ...carrierPayFields,
] as const;

const editable = Object.fromEntries(loadEditableFields.map((k) => [k, true])) as {
  [K in LoadEditableField]: true;
};

/**
 * Body of POST create and PUT {id}: the load as the screen holds it. Fields it does not edit (names,
 * counts, the stops' orders and locations) are ignored, so the whole record may be sent back. PUT needs
 * `dateModified` (409 stale_write when someone saved first); `loadStops` carries the stops' edits.
 */
export const loadSaveSchema = loadSchema
  .pick(editable)
  .partial()
  .extend(loadFormSchema.shape)
  .extend({
    loadId: id.optional(),
    dateModified: isoDateTime.optional(),
    loadStops: z.array(loadStopEditSchema).max(1000).optional(),
  });
export type LoadSaveInput = z.input<typeof loadSaveSchema>;
export type LoadSave = z.infer<typeof loadSaveSchema>;

/** POST cancelLoads: the ids of the loads to cancel. Answers how many changed. */
export const cancelLoadsSchema = idListSchema;
export const cancelLoadsResultSchema = z.object({ cancelled: z.number().int().min(0) });

/** PUT setOrderingOfLoadStops: the load with its stops in the new order (their ids, first to last). */
export const setOrderingSchema = z.object({
  loadId: id,
  dateModified: isoDateTime.optional(),
  loadStops: z
    .array(z.object({ loadStopId: id }))
    .min(1)
    .max(1000),
});
export type SetOrderingInput = z.input<typeof setOrderingSchema>;

/** PUT putCarrierStopNotes answers the notes as saved. */
export const carrierStopNotesResultSchema = z.object({
  stopNoteUpdates: z.array(z.object({ objectId: id, updatedNote: z.string().nullable() })),
});
