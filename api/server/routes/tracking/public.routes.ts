import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { trackingPaths } from '#contract/paths';
import { plainString } from '#contract/scalars';
import { publicTrackingSchema, trackingTexts, trackingTokenPattern } from '#contract/tracking';
import { publicAccess } from '#server/auth/guard';
import { claimThrottle } from '#server/auth/throttle';
import type { AppEnv } from '#server/deps';
import { publicTracking } from '#server/events-out/tracking-read';
import { resolveTrackingToken } from '#server/events-out/tracking-links';
import { clientAddress } from '#server/http/client-address';
import { gone, HttpError, throttled } from '#server/http/errors';
import { areaRoutes, jsonResponse } from '#server/http/route';

/** Reads of tracking pages one client address may make in the window: a page polling every 5 s uses 60. */
export const trackingThrottle = { max: 240, windowMinutes: 5 } as const;

const route = areaRoutes(['tracking links']);

const read = route.get(trackingPaths.read, publicAccess, {
  summary: 'The public tracking page of one order',
  description: [
    'Ours (issue #30, decision 083). No sign-in: {token} is the link’s token. Answers only the order’s status,',
    'its stops by city and state with windows and done dates, its legs in plain words and the last update:',
    'no prices, no names, no notes, no other order. 400 for what cannot be a token, 404 for a token no link has, 410 for an expired or',
    `revoked link, each with its sentence; 429 past ${trackingThrottle.max} reads per address in ${trackingThrottle.windowMinutes} minutes.`,
  ].join(' '),
  request: { params: z.object({ token: plainString().regex(trackingTokenPattern, trackingTexts.unknown) }) },
  responses: {
    200: jsonResponse(publicTrackingSchema, 'What the page shows'),
    404: { description: 'No link has this token' },
    410: { description: 'The link expired or was revoked' },
  },
});

/** The one call the public tracking page makes. */
export function mountPublicTrackingRoutes(app: OpenAPIHono<AppEnv>) {
  app.openapi(read, async (c) => {
    const { deps } = c.var;
    const now = deps.now();
    const { wait } = await claimThrottle(
      deps.database.db,
      [{ key: `tracking-address:${clientAddress(c, deps.config)}`, max: trackingThrottle.max }],
      trackingThrottle.windowMinutes,
      now,
    );
    if (wait > 0) throw throttled(wait, trackingTexts.throttled);
    const { token } = c.req.valid('param');
    const unknown = new HttpError(404, 'not_found', trackingTexts.unknown);
    const verdict = await resolveTrackingToken(deps.database.db, token, now);
    if (verdict.kind === 'expired') throw gone(trackingTexts.expired);
    if (verdict.kind === 'revoked') throw gone(trackingTexts.revoked);
    if (verdict.kind !== 'active') throw unknown;
    const page = await publicTracking(deps.database.db, verdict.orderId, verdict.expiresAt);
    if (!page) throw unknown;
    return c.json(page, 200);
  });
}
