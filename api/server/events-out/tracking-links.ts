import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  trackingLinkDays,
  trackingPagePath,
  type CreatedTrackingLink,
  type TrackingLink,
} from '#contract/tracking';
import { hashSecret, newSecret } from '../auth/tokens';
import type { Db } from '../db/connect';
import { trackingLinks } from '../db/schema/events-out';
import { systemUsers } from '../db/schema/system-users';
import { notFound } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { iso, userFullName } from '../lists/related';
import { requireVisibleOwner } from '../records/owner-access';

const dayMs = 86_400_000;

type Row = typeof trackingLinks.$inferSelect & { createdByName: string | null };

const stateOf = (row: Row, now: Date): TrackingLink['state'] =>
  row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active';

/** A link as its order's page lists it: who made it only to staff, or to the person who made it (decision 067). */
const shown = (ctx: RequestContext, row: Row): TrackingLink => ({
  trackingLinkId: row.trackingLinkId,
  orderId: row.orderId,
  dateAdded: iso(row.dateAdded)!,
  expiresAt: iso(row.expiresAt)!,
  revokedAt: iso(row.revokedAt),
  createdByName:
    ctx.isStaff || row.createdByUserId === ctx.caller.systemUserId ? row.createdByName || null : null,
  state: stateOf(row, ctx.now),
});

const selectLinks = (db: Db) =>
  db
    .select({
      trackingLinkId: trackingLinks.trackingLinkId,
      orderId: trackingLinks.orderId,
      tokenHash: trackingLinks.tokenHash,
      createdByUserId: trackingLinks.createdByUserId,
      createdByIdentityType: trackingLinks.createdByIdentityType,
      dateAdded: trackingLinks.dateAdded,
      expiresAt: trackingLinks.expiresAt,
      revokedAt: trackingLinks.revokedAt,
      revokedByUserId: trackingLinks.revokedByUserId,
      createdByName: sql<string | null>`${userFullName}`,
    })
    .from(trackingLinks)
    .leftJoin(systemUsers, eq(systemUsers.systemUserId, trackingLinks.createdByUserId));

/** An order's links, newest first; the order must be one the caller may read (404 otherwise). */
export async function trackingLinksOf(ctx: RequestContext, orderId: number): Promise<TrackingLink[]> {
  await requireVisibleOwner(ctx, 'order', orderId);
  const rows = await selectLinks(ctx.db)
    .where(eq(trackingLinks.orderId, orderId))
    .orderBy(desc(trackingLinks.trackingLinkId));
  return rows.map((row) => shown(ctx, row));
}

/** Makes a link for an order the caller may read; the token is answered this once and only its hash kept. */
export async function createTrackingLink(
  ctx: RequestContext,
  orderId: number,
  days: number = trackingLinkDays.default,
): Promise<CreatedTrackingLink> {
  await requireVisibleOwner(ctx, 'order', orderId);
  const token = newSecret();
  const [row] = await ctx.db
    .insert(trackingLinks)
    .values({
      orderId,
      tokenHash: hashSecret(token),
      createdByUserId: ctx.caller.systemUserId,
      createdByIdentityType: ctx.identityType,
      dateAdded: ctx.now,
      expiresAt: new Date(ctx.now.getTime() + days * dayMs),
    })
    .returning({ id: trackingLinks.trackingLinkId });
  const [made] = await selectLinks(ctx.db).where(eq(trackingLinks.trackingLinkId, row!.id));
  const path = trackingPagePath(token);
  return { ...shown(ctx, made!), token, url: `${ctx.config.publicUrl.replace(/\/$/, '')}${path}` };
}

/** Turns a link off for good; the caller must be able to read its order (404 otherwise, as for a missing one). */
export async function revokeTrackingLink(ctx: RequestContext, trackingLinkId: number): Promise<TrackingLink> {
  const [link] = await ctx.db
    .select({ orderId: trackingLinks.orderId })
    .from(trackingLinks)
    .where(eq(trackingLinks.trackingLinkId, trackingLinkId));
  if (!link) throw notFound('The tracking link');
  await requireVisibleOwner(ctx, 'order', link.orderId).catch(() => {
    throw notFound('The tracking link');
  });
  await ctx.db
    .update(trackingLinks)
    .set({ revokedAt: ctx.now, revokedByUserId: ctx.caller.systemUserId })
    .where(and(eq(trackingLinks.trackingLinkId, trackingLinkId), isNull(trackingLinks.revokedAt)));
  const [row] = await selectLinks(ctx.db).where(eq(trackingLinks.trackingLinkId, trackingLinkId));
  return shown(ctx, row!);
}

export type TokenVerdict =
  { kind: 'active'; orderId: number; expiresAt: Date } | { kind: 'unknown' | 'expired' | 'revoked' };

/** What a token opens: its order while active; otherwise why not. */
export async function resolveTrackingToken(db: Db, token: string, now: Date): Promise<TokenVerdict> {
  const [link] = await db
    .select({
      orderId: trackingLinks.orderId,
      expiresAt: trackingLinks.expiresAt,
      revokedAt: trackingLinks.revokedAt,
    })
    .from(trackingLinks)
    .where(eq(trackingLinks.tokenHash, hashSecret(token)));
  if (!link) return { kind: 'unknown' };
  if (link.revokedAt) return { kind: 'revoked' };
  if (link.expiresAt <= now) return { kind: 'expired' };
  return { kind: 'active', orderId: link.orderId, expiresAt: link.expiresAt };
}
