import { z } from 'zod';
import { staffIdentityTypes } from './identity';
import { orderStatusSchema } from './order-status';
import { trackingPaths } from './paths';
import { id, isoDateTime, plainString } from './scalars';
import { Permission as P } from './permissions';

/**
 * Tracking links (issue #30, decision 083): a link to one order's page that needs no sign-in. Staff make one
 * for any order, a customer login for its own customer's orders (the order read's scope); carriers none.
 */
const staffAndCustomerTypes = [...staffIdentityTypes, 'customer'] as const;

export const trackingLinkAccess = {
  manage: { anyOf: [P.OrderView], identityTypes: staffAndCustomerTypes },
} as const;

/** How long a link lasts unless the maker says otherwise, and at most. */
export const trackingLinkDays = { default: 30, max: 365 } as const;

/** A token as the server makes it: 32 bytes (256 bits) in base64url, 43 characters. */
export const trackingTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const createTrackingLinkSchema = z.strictObject({
  days: z.number().int().min(1).max(trackingLinkDays.max).optional(),
});
export type CreateTrackingLink = z.infer<typeof createTrackingLinkSchema>;

/** One link as the order page lists it; the token is never listed (only its hash is kept). */
export const trackingLinkSchema = z.object({
  trackingLinkId: id,
  orderId: id,
  dateAdded: isoDateTime,
  expiresAt: isoDateTime,
  revokedAt: isoDateTime.nullable(),
  /** Who made it: a name for staff and for the maker; null for a customer looking at staff's links. */
  createdByName: plainString().nullable(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;

/** The answer to a create: the link and, this once, its token and address. */
export const createdTrackingLinkSchema = trackingLinkSchema.extend({
  token: plainString(),
  url: plainString(),
});
export type CreatedTrackingLink = z.infer<typeof createdTrackingLinkSchema>;

/** One stop of the order as the public page shows it: a place by city and state, never by name. */
export const trackingStopSchema = z.strictObject({
  kind: z.enum(['pickup', 'delivery']),
  city: plainString().nullable(),
  state: plainString().nullable(),
  fromDate: isoDateTime.nullable(),
  toDate: isoDateTime.nullable(),
  doneDate: isoDateTime.nullable(),
});
export type TrackingStop = z.infer<typeof trackingStopSchema>;

/** One load the order travels on, in plain words: 'Leg 1 of 2: to Portland, OR for consolidation'. */
export const trackingLegSchema = z.strictObject({
  text: plainString().nullable(),
  stops: z.array(trackingStopSchema),
});

/**
 * What `GET /api/tracking/{token}` answers, and nothing more: no prices, no people, no notes, no other order.
 * tests/api/tracking-links.test.ts holds the keys to exactly this set.
 */
export const publicTrackingSchema = z.strictObject({
  orderId: id,
  status: orderStatusSchema,
  statusText: plainString(),
  statusMeaning: plainString(),
  legs: z.array(trackingLegSchema),
  lastUpdate: isoDateTime,
  expiresAt: isoDateTime,
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;

/** The plain sentences of the public page and of the link's refusals. */
export const trackingTexts = {
  unknown: 'This tracking link does not exist. Check the address, or ask the sender for a new link.',
  expired: 'This tracking link has expired. Ask the sender for a new link.',
  revoked: 'This tracking link has been turned off by its sender. Ask the sender for a new link.',
  throttled: 'Too many requests for tracking pages from your address. Please wait a moment and try again.',
  noLinks: 'No tracking links yet.',
  created: 'Tracking link created. Copy it now: it is shown only this once.',
  revokeConfirm: 'Turn off this tracking link? Anyone holding it will no longer see the order.',
} as const;

/** The portal's page for a token (the SPA route `/track/:token`). */
export const trackingPagePath = (token: string) => `/track/${encodeURIComponent(token)}`;

/** The public read's URL for a token: its path parameter is the token, not a row id (paths.ts). */
export const trackingReadUrl = (token: string) =>
  trackingPaths.read.replace('{token}', encodeURIComponent(token));
