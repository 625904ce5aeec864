import { z } from 'zod';
import { fillPath } from '#contract/path-template';
import { trackingPaths } from '#contract/paths';
import {
  createdTrackingLinkSchema,
  publicTrackingSchema,
  trackingLinkSchema,
  trackingReadUrl,
} from '#contract/tracking';
import type { HttpClient } from './http-client';

/** Tracking links (decision 083): the order page's list, create and revoke, and the public page's read. */
export const createTrackingApi = (http: HttpClient) => ({
  /** The public read: no session, so its 401 (never sent) or 404/410 must not log anyone out. */
  read: (token: string, signal?: AbortSignal) =>
    http.get(trackingReadUrl(token), { loginRequired: false, schema: publicTrackingSchema, signal }),
  listByOrder: (orderId: number, signal?: AbortSignal) =>
    http.get(fillPath(trackingPaths.getByOrderId, { id: orderId }), {
      schema: z.array(trackingLinkSchema),
      signal,
    }),
  create: (orderId: number, days?: number) =>
    http.post(fillPath(trackingPaths.create, { id: orderId }), {
      body: days ? { days } : {},
      schema: createdTrackingLinkSchema,
    }),
  revoke: (trackingLinkId: number) =>
    http.post(fillPath(trackingPaths.revoke, { id: trackingLinkId }), { schema: trackingLinkSchema }),
});

export type TrackingApi = ReturnType<typeof createTrackingApi>;
