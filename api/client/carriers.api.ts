import { carrierResultItemSchema, carrierListItemSchema } from '#contract/carrier';
import { carrierPaths } from '#contract/paths';
import type { HttpClient } from './http-client';
import { deleteBulkCall, listCall } from './list-calls';

/** Carrier calls of spec 2 §7 (api/Carriers). */
export const createCarriersApi = (http: HttpClient) => ({
  getItems: listCall(http, carrierPaths.getItems, carrierListItemSchema),
  /** The carrier picker's options. */
  getResultItems: listCall(http, carrierPaths.getResultItems, carrierResultItemSchema),
  deleteBulk: deleteBulkCall(http, carrierPaths.deleteBulk),
});

export type CarriersApi = ReturnType<typeof createCarriersApi>;
