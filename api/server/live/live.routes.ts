import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { liveEventSchema, liveLimits, liveQuerySchema } from '#contract/live-events';
import type { LivePresence } from '#contract/live-presence';
import { livePaths } from '#contract/paths';
import { bearerToken, callerOf, identityAccess } from '../auth/guard';
import { findSession } from '../auth/session-store';
import type { AppEnv, Deps } from '../deps';
import { HttpError, invalidFields } from '../http/errors';
import { areaRoutes } from '../http/route';
import { mayReadRecord, visibleEvent, viewerOf, type Viewer } from './live-access';
import { liveHubOf, type Subscriber } from './live-hub';
import { isKnownEvent, readOutbox, type StoredEvent } from './outbox-read';
import { mountPresenceRoutes } from './presence.routes';

const route = areaRoutes(['live']);

const events = route.get(livePaths.events, identityAccess(), {
  summary: 'The live stream of domain events the caller may read (Server-Sent Events)',
  description: [
    'Opens a `text/event-stream` (decision 077; the frames are described in api/contract/live-events.ts):',
    '`ready` first, then `change` events (id = the outbox id, data = a LiveEvent), `resync` when the id to',
    'resume from is unknown or pruned, `bye` before the server closes it, and a `: heartbeat` comment about',
    'every 15 s. Each event passes the same access rules and scopes as the reads of its record. A `presence`',
    'frame (no id) names a record the caller may read whose presence changed (someone arrived, left, started',
    'or stopped editing): renew it with PUT /api/live/presence to hear who.',
    'Resume with the Last-Event-ID header, or `lastEventId` for a client that cannot set it. Read it with',
    'fetch and the bearer header; a token never goes in the URL. 429 when the session already holds',
    `${liveLimits.streamsPerSession} open streams on this server.`,
  ].join(' '),
  request: { query: liveQuerySchema },
  responses: {
    200: {
      content: { 'text/event-stream': { schema: liveEventSchema } },
      description: 'The stream; each `change` frame carries one LiveEvent as its data',
    },
  },
});

/**
 * A stream is dropped as too slow when more than `maxQueued` events wait for it while its reader has taken
 * nothing for `stalledMs`: a burst (a bulk delete) that a reading client works through is no reason.
 */
const maxQueued = 2_000;
const stalledMs = 1_000;
/** Open streams per session on this server. */
const openStreams = new Map<number, number>();

const digits = /^\d{1,15}$/;

function resumeFrom(header: string | undefined, query: string | undefined): number | null {
  const value = header?.trim() || query;
  if (value === undefined || value === '') return null;
  if (!digits.test(value)) throw invalidFields({ lastEventId: 'An event id is digits.' });
  return Number(value);
}

/** One stream's life: backlog, live events, heartbeats and the session check, until either side ends it. */
async function runStream(
  stream: SSEStreamingApi,
  deps: Deps,
  viewer: Viewer,
  token: string,
  from: number | null,
) {
  const queue: (StoredEvent | 'heartbeat' | LivePresence)[] = [];
  let wake: (() => void) | null = null;
  let ending: 'signedOut' | 'tooSlow' | 'serverStopping' | null = null;
  let writingSince: number | null = null;
  const nudge = () => {
    wake?.();
    wake = null;
  };
  const end = (reason: NonNullable<typeof ending>) => {
    ending ??= reason;
    // A reader that takes nothing gets no goodbye: aborting frees the write it holds up.
    if (reason === 'tooSlow') stream.abort();
    nudge();
  };
  const subscriber: Subscriber = {
    push: (batch) => {
      const stalled = writingSince !== null && Date.now() - writingSince > stalledMs;
      if (queue.length + batch.length > maxQueued && stalled) return end('tooSlow');
      queue.push(...batch);
      nudge();
    },
    // The record only, to a viewer who may read it (as the presence read asks): its page renews to hear who.
    presence: (record, scope) => {
      if (!mayReadRecord(record.type, scope, viewer)) return;
      queue.push({ record });
      nudge();
    },
    close: () => end('serverStopping'),
  };
  stream.onAbort(() => {
    ending ??= 'tooSlow';
    nudge();
  });
  const heartbeatMs = deps.config.LIVE_HEARTBEAT_SECONDS * 1000;
  const hub = liveHubOf(deps.database, (error) => deps.log.warn('live stream', { error: String(error) }));
  const timer = setInterval(() => {
    if (writingSince !== null && Date.now() - writingSince > 2 * heartbeatMs) return end('tooSlow');
    queue.push('heartbeat');
    nudge();
    void findSession(deps.database.db, token, deps.now()).then(
      (session) => session || end('signedOut'),
      () => undefined,
    );
  }, heartbeatMs);
  try {
    let sent = await hub.subscribe(subscriber);
    await stream.writeSSE({
      event: 'ready',
      data: JSON.stringify({ head: sent, heartbeatSeconds: deps.config.LIVE_HEARTBEAT_SECONDS }),
    });
    const send = async (event: StoredEvent) => {
      if (event.id <= sent) return;
      sent = event.id;
      const visible = visibleEvent(event, viewer);
      if (!visible) return;
      writingSince = Date.now();
      await stream.writeSSE({ id: String(event.id), event: 'change', data: JSON.stringify(visible) });
      writingSince = null;
    };
    if (from !== null && from < sent && (await isKnownEvent(deps.database, from))) {
      const head = sent;
      sent = from;
      for (let batch: StoredEvent[] = []; sent < head && !ending;) {
        batch = (await readOutbox(deps.database, sent, { limit: 500, upTo: head })).events;
        if (!batch.length) sent = head;
        for (const event of batch) await send(event);
      }
    } else if (from !== null && from !== sent)
      await stream.writeSSE({
        event: 'resync',
        data: JSON.stringify({ reason: 'unknownEventId', head: sent }),
      });
    while (!ending) {
      const next = queue.shift();
      if (next === undefined) await new Promise<void>((resolve) => (wake = resolve));
      else if (next === 'heartbeat') await stream.write(': heartbeat\n\n');
      else if ('record' in next) await stream.writeSSE({ event: 'presence', data: JSON.stringify(next) });
      else await send(next);
    }
    if (ending !== 'tooSlow')
      await stream.writeSSE({ event: 'bye', data: JSON.stringify({ reason: ending }) });
  } finally {
    clearInterval(timer);
    hub.unsubscribe(subscriber);
  }
}

/** The live desk's stream (issue #28), and presence on record pages beside it (decision 080). */
export function mountLiveRoutes(app: OpenAPIHono<AppEnv>) {
  mountPresenceRoutes(app);
  app.openapi(events, (c) => {
    const auth = callerOf(c);
    const viewer = viewerOf(auth)!;
    const token = bearerToken(c.req.header('authorization'))!;
    const from = resumeFrom(c.req.header('last-event-id'), c.req.valid('query').lastEventId);
    const open = openStreams.get(auth.sessionId) ?? 0;
    if (open >= liveLimits.streamsPerSession)
      throw new HttpError(429, 'throttled', 'Too many live streams for this session.', undefined, {
        'Retry-After': '5',
      });
    openStreams.set(auth.sessionId, open + 1);
    const release = () => {
      const left = (openStreams.get(auth.sessionId) ?? 1) - 1;
      if (left > 0) openStreams.set(auth.sessionId, left);
      else openStreams.delete(auth.sessionId);
    };
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) =>
      runStream(stream, c.var.deps, viewer, token, from).finally(release),
    ) as never;
  });
}
