import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { kindsOfGroups } from '#contract/webhook';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import { liveHubOf, type LiveHub } from '../live/live-hub';
import { readOutbox, type StoredEvent } from '../live/outbox-read';
import type { Logger } from '../logging/logger';
import type { Mailer } from '../mail/mailer';
import {
  claimDue,
  pruneLane,
  settleOutcomes,
  ts,
  type ClaimedRow,
  type DeliveryLane,
  type Outcome,
} from './delivery-lane';
import { noticeLane } from './notice-lane';
import { eventMessage } from './webhook-body';
import { webhookChannel } from './webhook-endpoints';
import { openSecret, signWebhook, webhookKey } from './webhook-secret';
import { webhookUrlAllowed } from './webhook-url';

export interface DispatcherOptions {
  database: Database;
  config: Config;
  log: Logger;
  /** Sends the notices' mails (decision 088); without it this dispatcher sends webhooks only. */
  mailer?: Mailer;
  now?: () => Date;
  /** The wait before each retry; past the last, a delivery is marked failed. */
  retryDelaysMs?: readonly number[];
  /** How often due deliveries are looked for besides the wake-ups. */
  pollMs?: number;
}

/** 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h: eight tries over about ten hours. */
export const defaultRetryDelaysMs = [5e3, 30e3, 120e3, 600e3, 1800e3, 3600e3, 10800e3, 21600e3] as const;

interface WebhookRow extends ClaimedRow {
  messageId: string;
  body: string;
  url: string;
  secretSealed: string;
  /** The secret before a rotation, while it still signs (decision 088). */
  previousSealed: string | null;
}

interface Endpoint {
  id: number;
  cursor: number;
  kinds: Set<string>;
}

const batch = 500;
/** Deliveries claimed and sent at once per lane, then settled in one statement. */
const sendAtOnce = 32;
/** How long the delivery logs keep a finished delivery. */
const logDays = 30;
const pruneEveryMs = 3_600_000;

/**
 * Webhook deliveries as a lane of the dispatcher (decision 083): a row per endpoint that wants the event's
 * kind, each endpoint's cursor the last event id enqueued for it.
 */
function webhookLane(database: Database, config: Config, now: () => Date): DeliveryLane<WebhookRow> {
  const timeoutMs = config.WEBHOOK_TIMEOUT_SECONDS * 1000;
  const maxBytes = config.WEBHOOK_MAX_BODY_KB * 1024;

  async function endpoints(): Promise<Endpoint[]> {
    const rows = await database.rows<{ id: number; cursor: string | number; groups: string[] }>(
      sql`select webhook_endpoint_id as id, cursor_event_id as cursor, event_groups as groups
        from webhook_endpoints where active`,
    );
    return rows.map((r) => ({ id: r.id, cursor: Number(r.cursor), kinds: kindsOfGroups(r.groups) }));
  }

  return {
    name: 'webhooks',
    table: 'webhook_deliveries',
    idColumn: 'webhook_delivery_id',
    holdMs: timeoutMs * 2 + 5000,
    claimed: sql`select c.webhook_delivery_id::int as id, c.message_id as "messageId", c.body, c.attempts,
        e.url, e.secret_sealed as "secretSealed",
        case when e.previous_secret_until > now() then e.previous_secret_sealed end as "previousSealed"
      from claimed c join webhook_endpoints e on e.webhook_endpoint_id = c.webhook_endpoint_id
      order by c.webhook_delivery_id`,

    async cursor() {
      const targets = await endpoints();
      return targets.length ? Math.min(...targets.map((t) => t.cursor)) : Number.MAX_SAFE_INTEGER;
    },

    /** Turns events into deliveries and moves the cursors past them, in one transaction. */
    async enqueue(events) {
      const targets = await endpoints();
      if (!targets.length) return false;
      const last = events.at(-1)!.id;
      const values = targets.flatMap((endpoint) =>
        events
          .filter((event) => event.id > endpoint.cursor && endpoint.kinds.has(event.kind))
          .map((event) => {
            const m = eventMessage(event, maxBytes);
            return sql`(${endpoint.id}, ${event.id}, ${m.messageId}, ${m.kind}, ${m.body}, ${ts(now())})`;
          }),
      );
      await database.db.transaction(async (tx) => {
        if (values.length)
          await tx.execute(sql`insert into webhook_deliveries
            (webhook_endpoint_id, event_id, message_id, kind, body, next_attempt_at)
            values ${sql.join(values, sql`, `)}
            on conflict (webhook_endpoint_id, event_id) where event_id is not null do nothing`);
        await tx.execute(sql`update webhook_endpoints set cursor_event_id = greatest(cursor_event_id, ${last})
          where webhook_endpoint_id in (${sql.join(
            targets.map((t) => sql`${t.id}`),
            sql`, `,
          )})`);
      });
      return values.length > 0;
    },

    async send(row) {
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        if (!(await webhookUrlAllowed(row.url, config.WEBHOOK_ALLOW_PRIVATE)))
          throw new Error('The address points into a private network.');
        const timestamp = Math.floor(now().getTime() / 1000);
        const key = webhookKey(config);
        const secrets = [row.secretSealed, row.previousSealed].filter((x): x is string => !!x);
        const res = await fetch(row.url, {
          method: 'POST',
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            'content-type': 'application/json',
            'user-agent': 'NWDS-Portal-Webhooks/1',
            'webhook-id': row.messageId,
            'webhook-timestamp': String(timestamp),
            // Standard Webhooks: several signatures, space-separated; the receiver accepts any it can check.
            'webhook-signature': secrets
              .map((sealed) => signWebhook(openSecret(key, sealed), row.messageId, timestamp, row.body))
              .join(' '),
          },
          body: row.body,
        });
        statusCode = res.status;
        await res.body?.cancel().catch(() => undefined);
        if (statusCode < 200 || statusCode >= 300) error = `Answered ${statusCode}`;
      } catch (e) {
        error = e instanceof Error ? (e.name === 'TimeoutError' ? 'Timed out' : e.message) : String(e);
      }
      const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
      return { ok, statusCode, error: error?.slice(0, 500) ?? null };
    },
  };
}

/**
 * The outbox dispatcher of one server (decisions 083 and 088), sending webhooks and notices' mails. It hears
 * the outbox through the live hub (in id order, gaps waited out, decision 077) and hands each batch to every
 * lane, which turns events into rows of its table: an insert two servers may both make, a unique index
 * keeping one. Due rows are claimed with FOR UPDATE SKIP LOCKED, so two servers never send one row, and sent
 * away from every save: a slow or refused endpoint or mail server only delays its own deliveries.
 */
export function createWebhookDispatcher(options: DispatcherOptions) {
  const { database, config, log } = options;
  const now = options.now ?? (() => new Date());
  const retries = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const pollMs = options.pollMs ?? 1000;
  const dispatcherId = randomUUID();
  const lanes: DeliveryLane<ClaimedRow>[] = [
    webhookLane(database, config, now) as unknown as DeliveryLane<ClaimedRow>,
    ...(options.mailer ? [noticeLane(database, options.mailer) as unknown as DeliveryLane<ClaimedRow>] : []),
  ];
  let hub: LiveHub | null = null;
  let stopped = false;
  let queue: Promise<void> = Promise.resolve();
  let sending: Promise<void> | null = null;
  let sendAgainSoon = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let pruneTimer: ReturnType<typeof setInterval> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  const onError = (error: unknown) => log.error('webhook dispatcher', { error: String(error) });

  const subscriber = {
    push: (events: readonly StoredEvent[]) => {
      queue = queue.then(() => enqueue(events)).catch(onError);
    },
    close: () => void stop(),
  };

  async function enqueue(events: readonly StoredEvent[], only = lanes): Promise<void> {
    if (!events.length || stopped) return;
    let made = false;
    for (const lane of only) made = (await lane.enqueue(events)) || made;
    if (made) wake();
  }

  /** What the hub passed on before this dispatcher listened: from each lane's cursor up to `upTo`. */
  async function catchUp(upTo: number): Promise<void> {
    for (const lane of lanes) {
      let after = await lane.cursor();
      while (after < upTo && !stopped) {
        const { events } = await readOutbox(database, after, { limit: batch, upTo });
        if (!events.length) break;
        await enqueue(events, [lane]);
        after = events.at(-1)!.id;
      }
    }
  }

  /** Sends what is due in one lane, a few at a time, until nothing is. */
  async function drainLane(lane: DeliveryLane<ClaimedRow>): Promise<void> {
    for (;;) {
      if (stopped) return;
      const rows = await claimDue(database, lane, dispatcherId, now(), sendAtOnce);
      if (!rows.length) return;
      const outcomes: Outcome[] = await Promise.all(
        rows.map((row) =>
          lane
            .send(row)
            .then((o) => ({ row, ...o }))
            .catch((e: unknown) => ({ row, ok: false, statusCode: null, error: String(e) })),
        ),
      );
      await settleOutcomes(database, lane, dispatcherId, outcomes, retries, now());
    }
  }

  const drain = () => Promise.all(lanes.map(drainLane)).then(() => undefined);

  /** Looks for due deliveries now, or once more after the look under way. */
  function wake(): void {
    if (stopped) return;
    if (sending) {
      sendAgainSoon = true;
      return;
    }
    sending = drain()
      .catch(onError)
      .finally(() => {
        sending = null;
        if (sendAgainSoon) {
          sendAgainSoon = false;
          wake();
        }
      });
  }

  async function start(): Promise<void> {
    hub = liveHubOf(database, onError);
    const upTo = await hub.subscribe(subscriber);
    queue = queue.then(() => catchUp(upTo)).catch(onError);
    unlisten = await database.listen(webhookChannel, wake, onError);
    timer = setInterval(wake, pollMs);
    timer.unref();
    pruneTimer = setInterval(() => void prune().catch(onError), pruneEveryMs);
    pruneTimer.unref();
    void prune().catch(onError);
    wake();
  }

  /** The delivery logs keep what was delivered or failed for `logDays`. */
  async function prune(): Promise<void> {
    const cutoff = new Date(now().getTime() - logDays * 86_400_000);
    for (const lane of lanes) await pruneLane(database, lane, cutoff);
  }

  async function stop(): Promise<void> {
    if (stopped) return;
    stopped = true;
    if (timer) clearInterval(timer);
    if (pruneTimer) clearInterval(pruneTimer);
    hub?.unsubscribe(subscriber);
    await unlisten?.().catch(onError);
    await queue;
    await sending;
  }

  /** Waits until what was handed over is enqueued and what is due is sent (tests). */
  async function settled(): Promise<void> {
    await queue;
    while (sending) await sending;
  }

  return { start, stop, wake, settled, id: dispatcherId };
}
export type WebhookDispatcher = ReturnType<typeof createWebhookDispatcher>;
