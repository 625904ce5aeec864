import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateWebhookEndpointSchema, webhookEndpointBodySchema } from '#contract/webhook';
import { webhookTexts, type WebhookDelivery, type WebhookEndpoint } from '#contract/webhook';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { notifyOnCommit } from '../db/notify-on-commit';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/events-out';
import { invalidFields, notFound, staleWrite } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { iso } from '../lists/related';
import { testMessage } from './webhook-body';
import { newWebhookSecret, sealSecret, webhookKey } from './webhook-secret';
import { webhookUrlVerdict } from './webhook-url';

/** Where the dispatchers hear that a delivery is due now (a test event, a send again). */
export const webhookChannel = 'webhook_deliveries';

const e = webhookEndpoints;
const d = webhookDeliveries;

/** The last delivery's state and time, for the list and the record. */
const lastDelivery = (column: 'status' | 'last_attempt_at') =>
  sql.raw(
    `(select x.${column} from webhook_deliveries x where x.webhook_endpoint_id = webhook_endpoints.webhook_endpoint_id order by x.webhook_delivery_id desc limit 1)`,
  );

export async function loadWebhookEndpoints(db: Db, ids: readonly number[]): Promise<WebhookEndpoint[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      webhookEndpointId: e.webhookEndpointId,
      url: e.url,
      description: e.description,
      eventGroups: e.eventGroups,
      active: e.active,
      dateAdded: e.dateAdded,
      dateModified: e.dateModified,
      lastStatus: sql<string | null>`${lastDelivery('status')}`,
      lastAttemptAt: sql<string | null>`${lastDelivery('last_attempt_at')}`,
    })
    .from(e)
    .where(
      sql`${e.webhookEndpointId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  return rows.map((r) => ({
    ...r,
    dateAdded: iso(r.dateAdded)!,
    dateModified: iso(r.dateModified)!,
    lastAttemptAt: r.lastAttemptAt ? new Date(r.lastAttemptAt).toISOString() : null,
  }));
}

export async function webhookEndpointById(db: Db, id: number): Promise<WebhookEndpoint> {
  const [found] = await loadWebhookEndpoints(db, [id]);
  if (!found) throw notFound('The webhook endpoint');
  return found;
}

async function requireAllowedUrl(config: Config, url: string) {
  const verdict = await webhookUrlVerdict(url, config.WEBHOOK_ALLOW_PRIVATE);
  if (verdict === 'private') throw invalidFields({ url: webhookTexts.urlPrivate });
  if (verdict === 'unresolved') throw invalidFields({ url: webhookTexts.urlUnresolved });
}

/** Registers an endpoint; it receives events from now on (its cursor starts at the outbox's head). */
export async function createWebhookEndpoint(
  ctx: RequestContext,
  body: z.output<typeof webhookEndpointBodySchema>,
): Promise<{ id: number; secret: string }> {
  await requireAllowedUrl(ctx.config, body.url);
  const secret = newWebhookSecret();
  const [row] = await ctx.db
    .insert(e)
    .values({
      url: body.url,
      description: body.description,
      eventGroups: body.eventGroups,
      active: body.active,
      secretSealed: sealSecret(webhookKey(ctx.config), secret),
      cursorEventId: sql`(select coalesce(max(event_id), 0) from domain_events)`,
      createdByUserId: ctx.caller.systemUserId,
      dateAdded: ctx.now,
      dateModified: ctx.now,
    })
    .returning({ id: e.webhookEndpointId });
  return { id: row!.id, secret };
}

/** Saves the URL, description, groups and whether it is on; the secret stays. */
export async function updateWebhookEndpoint(
  ctx: RequestContext,
  id: number,
  body: z.output<typeof updateWebhookEndpointSchema>,
): Promise<void> {
  await requireAllowedUrl(ctx.config, body.url);
  const [row] = await ctx.db
    .update(e)
    .set({
      url: body.url,
      description: body.description,
      eventGroups: body.eventGroups,
      active: body.active,
      dateModified: ctx.now,
    })
    .where(
      and(
        eq(e.webhookEndpointId, id),
        sql`date_trunc('milliseconds', ${e.dateModified}) = ${body.dateModified}`,
      ),
    )
    .returning({ id: e.webhookEndpointId });
  if (row) return;
  await webhookEndpointById(ctx.db, id);
  throw staleWrite();
}

/**
 * A new signing secret, answered once (decision 088). The old one keeps signing beside it (a second `v1,`
 * signature) for `graceHours`, so receivers can take the new one without refusing a message meanwhile.
 */
export async function rotateWebhookSecret(
  ctx: RequestContext,
  id: number,
  graceHours: number,
): Promise<{ secret: string; previousSecretUntil: string | null }> {
  const secret = newWebhookSecret();
  const until = graceHours > 0 ? new Date(ctx.now.getTime() + graceHours * 3_600_000) : null;
  const [row] = await ctx.db
    .update(e)
    .set({
      previousSecretSealed: until ? sql`${e.secretSealed}` : null,
      previousSecretUntil: until,
      secretSealed: sealSecret(webhookKey(ctx.config), secret),
      dateModified: ctx.now,
    })
    .where(eq(e.webhookEndpointId, id))
    .returning({ id: e.webhookEndpointId });
  if (!row) throw notFound('The webhook endpoint');
  return { secret, previousSecretUntil: until?.toISOString() ?? null };
}

export async function deleteWebhookEndpoint(db: Db, id: number): Promise<void> {
  const gone = await db.delete(e).where(eq(e.webhookEndpointId, id)).returning({ id: e.webhookEndpointId });
  if (!gone.length) throw notFound('The webhook endpoint');
}

/** The newest deliveries of an endpoint, up to `limit`. */
export async function deliveriesOf(db: Db, id: number, limit = 100): Promise<WebhookDelivery[]> {
  await webhookEndpointById(db, id);
  const rows = await db
    .select()
    .from(d)
    .where(eq(d.webhookEndpointId, id))
    .orderBy(desc(d.webhookDeliveryId))
    .limit(limit);
  return rows.map((r) => ({
    webhookDeliveryId: r.webhookDeliveryId,
    messageId: r.messageId,
    kind: r.kind,
    status: r.status as WebhookDelivery['status'],
    attempts: r.attempts,
    dateAdded: iso(r.dateAdded)!,
    lastAttemptAt: iso(r.lastAttemptAt),
    nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
    lastStatusCode: r.lastStatusCode,
    lastError: r.lastError,
    deliveredAt: iso(r.deliveredAt),
  }));
}

const wakeDispatchers = (db: Db) => notifyOnCommit(db, webhookChannel);

/** Queues a test event for the endpoint, sent at once by a dispatcher. */
export async function queueTestEvent(ctx: RequestContext, id: number): Promise<WebhookDelivery> {
  await webhookEndpointById(ctx.db, id);
  const message = testMessage(`msg_test_${randomUUID()}`, ctx.now);
  const [row] = await ctx.db
    .insert(d)
    .values({ webhookEndpointId: id, ...message, nextAttemptAt: ctx.now, dateAdded: ctx.now })
    .returning({ id: d.webhookDeliveryId });
  wakeDispatchers(ctx.db);
  return (await deliveriesOf(ctx.db, id)).find((x) => x.webhookDeliveryId === row!.id)!;
}

/**
 * Sends a delivery again, as a new delivery with the same webhook-id and body (a receiver that kept the id
 * knows it for the same message); the first one's log stays as it was.
 */
export async function sendAgain(ctx: RequestContext, deliveryId: number): Promise<WebhookDelivery> {
  const [old] = await ctx.db.select().from(d).where(eq(d.webhookDeliveryId, deliveryId));
  if (!old) throw notFound('The delivery');
  const [row] = await ctx.db
    .insert(d)
    .values({
      webhookEndpointId: old.webhookEndpointId,
      messageId: old.messageId,
      kind: old.kind,
      body: old.body,
      nextAttemptAt: ctx.now,
      dateAdded: ctx.now,
    })
    .returning({ id: d.webhookDeliveryId });
  wakeDispatchers(ctx.db);
  return (await deliveriesOf(ctx.db, old.webhookEndpointId)).find((x) => x.webhookDeliveryId === row!.id)!;
}
