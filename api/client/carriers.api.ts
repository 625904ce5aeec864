import {
  carrierListItemSchema,
  carrierResultItemSchema,
  carrierSchema,
  type Carrier,
  type CarrierFormInput,
  type CarrierUpdateInput,
} from '#contract/carrier';
import { fillPath } from '#contract/path-template';
import { carrierPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { listCall } from './list-calls';
import { recordAreaCalls } from './record-calls';

/**
 * Carrier calls of spec 2 §7 (api/Carriers). A carrier login gets its own carrier only; create and update
 * check the US DOT and MC number formats; update leaves `isActive` alone (use setCarrierEnabled); delete is
 * refused while loads or orders use the carrier: disable it instead.
 */
export const createCarriersApi = (http: HttpClient) => ({
  ...recordAreaCalls<
    Carrier,
    CarrierFormInput,
    CarrierUpdateInput & { carrierId: number },
    typeof carrierListItemSchema
  >(
    http,
    carrierPaths,
    { record: carrierSchema, item: carrierListItemSchema },
    (carrier) => carrier.carrierId,
  ),
  /** The carrier picker's options: disabled carriers come `disabled`, expired insurance `insuranceExpired`. */
  getResultItems: listCall(http, carrierPaths.getResultItems, carrierResultItemSchema),

  /** The Enabled switch; answers the carrier as saved. */
  setCarrierEnabled: (id: number, isEnabled: boolean, signal?: AbortSignal) =>
    http.post(fillPath(carrierPaths.setCarrierEnabled, { id }), {
      query: { isEnabled },
      schema: carrierSchema,
      signal,
    }),
});

export type CarriersApi = ReturnType<typeof createCarriersApi>;
