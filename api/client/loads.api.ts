import { loadChangelogEntrySchema, type ChangelogQueryInput } from '#contract/changelog';
import { loadSchema } from '#contract/load';
import { carrierLoadNoteSchema } from '#contract/load-requests';
import {
  cancelLoadsResultSchema,
  carrierStopNotesResultSchema,
  loadDetailSchema,
  type LoadDetail,
  type LoadSaveInput,
  type SetOrderingInput,
} from '#contract/load-save';
import { listResponseSchema } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { recordAreaCalls } from './record-calls';

/** The list's loads come without their stops; carriers receive fewer fields. */
export const loadListItemSchema = loadSchema.omit({ loadStops: true }).partial().required({ loadId: true });

export { loadDetailSchema, type LoadDetail } from '#contract/load-save';

export interface AddOrderToLoadOptions {
  loadId: number;
  orderId: number;
  /** The consolidation location when `deliveryIsConsolidation`. */
  locationId?: number;
  shouldAddGroup?: boolean;
  deliveryIsConsolidation?: boolean;
}

/**
 * Load calls of spec 2 §7 (api/Loads). Every save answers the load as saved, with its stops in sequence,
 * their orders and locations. A carrier gets its own loads only. Update takes the load and its stops' edits
 * (check-offs, times, windows, appointments, issues, carrier stop notes) and answers 409 with the spec's
 * sentence when a stop is out of turn; delete is refused while orders are on the load.
 */
export const createLoadsApi = (http: HttpClient) => ({
  /** getItemNew: a blank load (id 0, Open, no stops) for the Create New Load dialog. */
  ...recordAreaCalls<
    LoadDetail,
    LoadSaveInput,
    LoadSaveInput & { loadId: number },
    typeof loadListItemSchema
  >(http, loadPaths, { record: loadDetailSchema, item: loadListItemSchema }, (load) => load.loadId),

  /** The load's changelog: entries (newest first by default), then the pager; staff only. */
  getLoadChangeLogs: (loadId: number, query: ChangelogQueryInput, signal?: AbortSignal) =>
    http.post(fillPath(loadPaths.getLoadChangeLogs, { loadId }), {
      body: query,
      schema: listResponseSchema(loadChangelogEntrySchema),
      signal,
    }),

  /** Cancels the loads (status Cancelled); answers how many changed. */
  cancelLoads: (ids: readonly number[], signal?: AbortSignal) =>
    http.post(loadPaths.cancelLoads, { body: ids, schema: cancelLoadsResultSchema, signal }),

  /** The carrier stop notes of several stops ('Load Locations {ids} saved successfully.'). */
  putCarrierStopNotes: (
    stopNoteUpdates: readonly { objectId: number; updatedNote: string | null }[],
    signal?: AbortSignal,
  ) =>
    http.put(loadPaths.putCarrierStopNotes, {
      body: { stopNoteUpdates },
      schema: carrierStopNotesResultSchema,
      signal,
    }),

  /** The load's carrier note; answers objectId and updatedNote. */
  putCarrierLoadNote: (objectId: number, updatedNote: string | null, signal?: AbortSignal) =>
    http.put(loadPaths.putCarrierLoadNote, {
      body: { objectId, updatedNote },
      schema: carrierLoadNoteSchema,
      signal,
    }),

  /** The stops in a new order (ids first to last); 409 with outOfSequenceMessage when an order would be delivered first. */
  setOrderingOfLoadStops: (load: SetOrderingInput, signal?: AbortSignal) =>
    http.put(loadPaths.setOrderingOfLoadStops, { body: load, schema: loadDetailSchema, signal }),

  /** No body: the order's pickup at its source and delivery at its destination or the consolidation location. */
  addOrderToLoad: (options: AddOrderToLoadOptions, signal?: AbortSignal) =>
    http.put(loadPaths.addOrderToLoad, { query: { ...options }, schema: loadDetailSchema, signal }),

  /** Takes orders off the load (their stops go when empty); answers the load. */
  bulkRemoveOrdersFromLoad: (loadId: number, orderIdsToRemove: readonly number[], signal?: AbortSignal) =>
    http.put(loadPaths.bulkRemoveOrdersFromLoad, {
      body: { loadId, orderIdsToRemove },
      schema: loadDetailSchema,
      signal,
    }),
});

export type LoadsApi = ReturnType<typeof createLoadsApi>;
