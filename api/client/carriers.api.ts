import {
  carrierListItemSchema,
  carrierResultItemSchema,
  carrierSchema,
  type CarrierFormInput,
  type CarrierUpdateInput,
} from '#contract/carrier';
import { fillPath } from '#contract/path-template';
import { carrierPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** Carrier calls of spec 2 §7 (api/Carriers). */
export const createCarriersApi = (http: HttpClient) => ({
  getItems: listCall(http, carrierPaths.getItems, carrierListItemSchema),
  /** The carrier picker's options: disabled carriers come `disabled`, expired insurance `insuranceExpired`. */
  getResultItems: listCall(http, carrierPaths.getResultItems, carrierResultItemSchema),
  deleteBulk: deleteBulkCall(http, carrierPaths.deleteBulk),

  /** A blank, enabled carrier (id 0). */
  getItemNew: (signal?: AbortSignal) => http.get(carrierPaths.getItemNew, { schema: carrierSchema, signal }),

  /** A carrier login gets its own carrier only (404 otherwise). */
  getItemById: (id: number, signal?: AbortSignal) =>
    http.get(fillPath(carrierPaths.getItemById, { id }), { schema: carrierSchema, signal }),

  /** 400 with field messages (US DOT and MC number formats). */
  create: (carrier: CarrierFormInput, signal?: AbortSignal) =>
    http.post(carrierPaths.base, { body: carrier, schema: carrierSchema, signal }),

  /** 409 stale_write when someone saved first; `isActive` is left alone (use setCarrierEnabled). */
  update: (carrier: CarrierUpdateInput & { carrierId: number }, signal?: AbortSignal) =>
    http.put(fillPath(carrierPaths.byId, { id: carrier.carrierId }), {
      body: carrier,
      schema: carrierSchema,
      signal,
    }),

  /** 204 (null); 409 delete_blocked naming the loads and orders that use the carrier: disable it instead. */
  delete: (id: number, signal?: AbortSignal) => http.delete(fillPath(carrierPaths.byId, { id }), { signal }),

  /** The Enabled switch; answers the carrier as saved. */
  setCarrierEnabled: (id: number, isEnabled: boolean, signal?: AbortSignal) =>
    http.post(fillPath(carrierPaths.setCarrierEnabled, { id }), {
      query: { isEnabled },
      schema: carrierSchema,
      signal,
    }),
});

export type CarriersApi = ReturnType<typeof createCarriersApi>;
