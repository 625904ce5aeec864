import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { kindsOfGroups } from '#contract/webhook';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import { liveHubOf, type LiveHub } from '../live/live-hub';
import { readOutbox, type StoredEvent } from '../live/outbox-read';
import type { Logger } from '../logging/logger';
import { eventMessage } from './webhook-body';
import { webhookChannel } from './webhook-endpoints';
import { openSecret, signWebhook, webhookKey } from './webhook-secret';
import { webhookUrlAllowed } from './webhook-url';

export interface DispatcherOptions {
  database: Database;
  config: Config;
  log: Logger;
  now?: () => Date;
  /** The wait before each retry; past the last, a delivery is marked failed. */
  retryDelaysMs?: readonly number[];
  /** How often due deliveries are looked for besides the wake-ups. */
  pollMs?: number;
}

/** 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, 3 h, 6 h: eight tries over about ten hours. */
export const defaultRetryDelaysMs = [5e3, 30e3, 120e3, 600e3, 1800e3, 3600e3, 10800e3, 21600e3] as const;

interface Claimed {
  id: number;
  messageId: string;
  body: string;
  attempts: number;
  url: string;
  secretSealed: string;
}

interface Outcome {
  row: Claimed;
  statusCode: number | null;
  error: string | null;
}

interface Endpoint {
  id: number;
  cursor: number;
  kinds: Set<string>;
}

const batch = 500;
/** A moment as both drivers pass it the same way. */
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
/** Deliveries claimed and sent at once, then settled in one statement. */
const sendAtOnce = 32;
/** How long the delivery log keeps a finished delivery. */
const logDays = 30;
const pruneEveryMs = 3_600_000;

/**
 * The webhook dispatcher of one server (decision 083). It hears the outbox through the live hub (in id order,
 * gaps waited out, decision 077) and turns each event into a `webhook_deliveries` row per endpoint that wants
 * its kind: an insert two servers may both make, the unique (endpoint, event) index keeping one. Each
 * endpoint's cursor is the last event id enqueued for it, from which a restart catches up. Due rows are
 * claimed with FOR UPDATE SKIP LOCKED, so two servers never send one row, and sent with a timeout, away from
 * every save: a slow or refused endpoint only delays its own deliveries.
 */
export function createWebhookDispatcher(options: DispatcherOptions) {
  const { database, config, log } = options;
  const now = options.now ?? (() => new Date());
  const retries = options.retryDelaysMs ?? defaultRetryDelaysMs;
  const pollMs = options.pollMs ?? 1000;
  const dispatcherId = randomUUID();
  const timeoutMs = config.WEBHOOK_TIMEOUT_SECONDS * 1000;
  const maxBytes = config.WEBHOOK_MAX_BODY_KB * 1024;
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

  async function endpoints(): Promise<Endpoint[]> {
    const rows = await database.rows<{ id: number; cursor: string | number; groups: string[] }>(
      sql`select webhook_endpoint_id as id, cursor_event_id as cursor, event_groups as groups
        from webhook_endpoints where active`,
    );
    return rows.map((r) => ({ id: r.id, cursor: Number(r.cursor), kinds: kindsOfGroups(r.groups) }));
  }

  /** Turns events into deliveries and moves the cursors past them, in one transaction. */
  async function enqueue(events: readonly StoredEvent[]): Promise<void> {
    if (!events.length || stopped) return;
    const targets = await endpoints();
    if (!targets.length) return;
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
    if (values.length) wake();
  }

  /** What the hub passed on before this dispatcher listened: from each endpoint's cursor up to `upTo`. */
  async function catchUp(upTo: number): Promise<void> {
    const targets = await endpoints();
    if (!targets.length) return;
    let after = Math.min(...targets.map((t) => t.cursor));
    while (after < upTo && !stopped) {
      const { events } = await readOutbox(database, after, { limit: batch, upTo });
      if (!events.length) break;
      await enqueue(events);
      after = events.at(-1)!.id;
    }
  }

  /** Claims due rows (and rows whose sender's claim ran out) that no other dispatcher holds. */
  async function claim(limit: number): Promise<Claimed[]> {
    const at = now();
    const until = new Date(at.getTime() + timeoutMs * 2 + 5000);
    return database.rows<Claimed>(sql`
      with claimed as (
        update webhook_deliveries set status = 'sending', attempts = attempts + 1, claimed_by = ${dispatcherId},
          claimed_until = ${ts(until)}, last_attempt_at = ${ts(at)}
        where webhook_delivery_id in (
          select webhook_delivery_id from webhook_deliveries
          where (status = 'pending' and next_attempt_at <= ${ts(at)})
             or (status = 'sending' and claimed_until < ${ts(at)})
          order by webhook_delivery_id limit ${limit}
          for update skip locked)
        returning webhook_delivery_id, webhook_endpoint_id, message_id, body, attempts)
      select c.webhook_delivery_id::int as id, c.message_id as "messageId", c.body, c.attempts,
        e.url, e.secret_sealed as "secretSealed"
      from claimed c join webhook_endpoints e on e.webhook_endpoint_id = c.webhook_endpoint_id
      order by c.webhook_delivery_id`);
  }

  /** Records the outcomes of a round of attempts in one statement, for the rows this dispatcher still holds. */
  async function settle(outcomes: readonly Outcome[]): Promise<void> {
    if (!outcomes.length) return;
    const at = now();
    const values = outcomes.map(({ row, statusCode, error }) => {
      const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
      const delay = retries[row.attempts - 1];
      const status = ok ? 'delivered' : delay === undefined ? 'failed' : 'pending';
      const next = new Date(at.getTime() + (delay ?? 0));
      return sql`(${row.id}::bigint, ${status}::text, ${statusCode}::int, ${error}::text,
        ${ok ? at.toISOString() : null}::timestamptz, ${next.toISOString()}::timestamptz)`;
    });
    await database.db
      .execute(sql`update webhook_deliveries d set status = v.status, last_status_code = v.code,
      last_error = v.error, delivered_at = v.delivered, next_attempt_at = v.next, claimed_by = null,
      claimed_until = null
      from (values ${sql.join(values, sql`, `)}) as v(id, status, code, error, delivered, next)
      where d.webhook_delivery_id = v.id and d.claimed_by = ${dispatcherId}`);
  }

  async function send(row: Claimed): Promise<Outcome> {
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      if (!(await webhookUrlAllowed(row.url, config.WEBHOOK_ALLOW_PRIVATE)))
        throw new Error('The address points into a private network.');
      const timestamp = Math.floor(now().getTime() / 1000);
      const secret = openSecret(webhookKey(config), row.secretSealed);
      const res = await fetch(row.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'NWDS-Portal-Webhooks/1',
          'webhook-id': row.messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(secret, row.messageId, timestamp, row.body),
        },
        body: row.body,
      });
      statusCode = res.status;
      await res.body?.cancel().catch(() => undefined);
      if (statusCode < 200 || statusCode >= 300) error = `Answered ${statusCode}`;
    } catch (e) {
      error = e instanceof Error ? (e.name === 'TimeoutError' ? 'Timed out' : e.message) : String(e);
    }
    return { row, statusCode, error: error?.slice(0, 500) ?? null };
  }

  /** Sends what is due, a few at a time, until nothing is. */
  async function drain(): Promise<void> {
    for (;;) {
      if (stopped) return;
      const rows = await claim(sendAtOnce);
      if (!rows.length) return;
      const outcomes = await Promise.all(
        rows.map((row) => send(row).catch((e: unknown) => ({ row, statusCode: null, error: String(e) }))),
      );
      await settle(outcomes);
    }
  }

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

  /** The delivery log keeps what was delivered or failed for `logDays`; several servers pruning only repeat. */
  async function prune(): Promise<void> {
    const cutoff = new Date(now().getTime() - logDays * 86_400_000);
    await database.db.execute(sql`delete from webhook_deliveries
      where status in ('delivered', 'failed') and date_added < ${ts(cutoff)}`);
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
