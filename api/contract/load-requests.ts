import { z } from 'zod';
import { id, idText, plainString } from './scalars';

const note = plainString().max(4000).nullable();

/** PUT putCarrierStopNotes: one updated carrier stop note per stop (objectId is the loadStopId). */
export const carrierStopNotesSchema = z.strictObject({
  stopNoteUpdates: z
    .array(z.strictObject({ objectId: id, updatedNote: note }))
    .min(1)
    .max(1000),
});
/** PUT putCarrierLoadNote, body and answer (objectId is the loadId). */
export const carrierLoadNoteSchema = z.strictObject({ objectId: id, updatedNote: note });

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const queryId = idText;

/** Query of PUT addOrderToLoad (no body); query strings carry text, so ids and flags are parsed. */
export const addOrderToLoadQuerySchema = z.object({
  loadId: queryId,
  orderId: queryId,
  locationId: queryId.optional(),
  shouldAddGroup: flag.optional(),
  deliveryIsConsolidation: flag.optional(),
});
export type AddOrderToLoadQuery = z.infer<typeof addOrderToLoadQuerySchema>;

/** PUT bulkRemoveOrdersFromLoad. */
export const bulkRemoveOrdersFromLoadSchema = z.strictObject({
  loadId: id,
  orderIdsToRemove: z.array(id).min(1).max(1000),
});

/** Message when an order is due for delivery before its pickup (spec 2 §8). */
export const outOfSequenceMessage =
  'At least one load stop is out of sequence. Orders cannot be scheduled to be delivered before they are picked up.';
