import { assign, fromCallback, setup } from 'xstate';

/** One event of the live stream as the app hands it on: its outbox id, its kind and its data. */
export interface LiveMessage {
  id: string;
  kind: string;
  data: unknown;
}

/** A record a `presence` frame names. */
export interface LiveRecordRef {
  type: string;
  id: number;
}

export interface LiveUpdatesInput {
  /** Resume after this event (a reload keeps it), or null to start from now. */
  lastEventId?: string | null;
}

export interface StreamInput {
  lastEventId: string | null;
}

/** How a stream ended before it was asked to: its HTTP status when it had one (401, 429, 503…). */
export interface StreamFailure {
  status: number | null;
  message?: string;
}

export type LiveUpdatesEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.message'; message: LiveMessage }
  /** Who is on a record changed (decision 086): the record only, for its page to renew its presence. */
  | { type: 'stream.presence'; record: LiveRecordRef }
  | { type: 'stream.heartbeat' }
  | { type: 'stream.resync'; id: string | null }
  | ({ type: 'stream.failed' } & StreamFailure)
  | { type: 'stream.closed' }
  | { type: 'network.offline' }
  | { type: 'network.online' }
  | { type: 'live.stop' };

export interface LiveUpdatesContext {
  lastEventId: string | null;
  /** Failed attempts in a row; the wait before the next one grows with it. */
  attempt: number;
  /** The last failure's status, for the reconnecting notice and the inspector. */
  lastStatus: number | null;
  throttled: boolean;
}

/** The stream's silence after which it is taken as stalled: three of the server's 15 s heartbeats. */
export const liveTimings = {
  openTimeoutMs: 10_000,
  silenceLimitMs: 45_000,
  firstRetryMs: 1_000,
  maxRetryMs: 30_000,
  /** A 429 (too many streams for the session) waits the longest. */
  throttledRetryMs: 30_000,
} as const;

/** 1 s, 2 s, 4 s … up to 30 s. */
export const retryDelayMs = ({ attempt, throttled }: Pick<LiveUpdatesContext, 'attempt' | 'throttled'>) =>
  throttled
    ? liveTimings.throttledRetryMs
    : Math.min(liveTimings.maxRetryMs, liveTimings.firstRetryMs * 2 ** Math.max(0, attempt - 1));

const notProvided = (name: string): never => {
  throw new Error(`liveUpdatesMachine: '${name}' must be provided with .provide()`);
};

/**
 * The live desk's connection (issue #28): one stream of domain events per signed-in tab. It opens the
 * stream, resumes after the last event it saw, waits longer after each failure, pauses while the browser is
 * offline, and tells the app to read everything again when the server cannot resume (a gap). What an event
 * means to a list or a page is theirs to decide (`deliver`).
 */
export const liveUpdatesMachine = setup({
  types: {
    input: {} as LiveUpdatesInput,
    context: {} as LiveUpdatesContext,
    events: {} as LiveUpdatesEvent,
  },
  actions: {
    deliver: (_, _message: LiveMessage) => notProvided('deliver'),
    resync: () => notProvided('resync'),
    presence: (_, _record: LiveRecordRef) => notProvided('presence'),
    remember: assign((_, id: string | null) => ({ lastEventId: id })),
    connected: assign({ attempt: 0, lastStatus: null, throttled: false }),
    countFailure: assign(({ context }, failure: StreamFailure) => ({
      attempt: context.attempt + 1,
      lastStatus: failure.status,
      throttled: failure.status === 429,
    })),
  },
  actors: {
    /** Opens the stream and reports what happens to it as `stream.*` events; its cleanup closes it. */
    openStream: fromCallback<LiveUpdatesEvent, StreamInput>(() => notProvided('openStream')),
  },
  guards: {
    unauthorized: ({ event }) =>
      event.type === 'stream.failed' && (event.status === 401 || event.status === 403),
  },
  delays: {
    openTimeout: liveTimings.openTimeoutMs,
    silenceLimit: liveTimings.silenceLimitMs,
    retryDelay: ({ context }) => retryDelayMs(context),
  },
}).createMachine({
  id: 'liveUpdates',
  context: ({ input }) => ({
    lastEventId: input.lastEventId ?? null,
    attempt: 0,
    lastStatus: null,
    throttled: false,
  }),
  initial: 'connected',
  on: {
    'network.offline': '.offline',
    'live.stop': '.stopped',
  },
  states: {
    connected: {
      description:
        'A stream is open or opening, resuming after the last event seen; every event and heartbeat shows it is alive.',
      invoke: {
        id: 'stream',
        src: 'openStream',
        input: ({ context }) => ({ lastEventId: context.lastEventId }),
      },
      initial: 'opening',
      states: {
        opening: {
          description: 'Waiting for the server to accept the stream; no answer in 10 s counts as a failure.',
          on: { 'stream.opened': { target: 'live', actions: 'connected' } },
          after: {
            openTimeout: {
              target: '#liveUpdates.waiting',
              actions: { type: 'countFailure', params: { status: null, message: 'no answer' } },
            },
          },
        },
        live: {
          description:
            'Events (and presence news) arrive and are handed on; 45 s without an event or a heartbeat means the stream stalled.',
          on: {
            'stream.message': {
              target: 'live',
              reenter: true,
              actions: [
                { type: 'remember', params: ({ event }) => event.message.id },
                { type: 'deliver', params: ({ event }) => event.message },
              ],
            },
            'stream.heartbeat': { target: 'live', reenter: true },
            'stream.presence': {
              target: 'live',
              reenter: true,
              actions: { type: 'presence', params: ({ event }) => event.record },
            },
            'stream.resync': {
              target: 'live',
              reenter: true,
              actions: [{ type: 'remember', params: ({ event }) => event.id }, 'resync'],
            },
          },
          after: {
            silenceLimit: {
              target: '#liveUpdates.waiting',
              actions: { type: 'countFailure', params: { status: null, message: 'stalled' } },
            },
          },
        },
      },
      on: {
        'stream.failed': [
          {
            guard: 'unauthorized',
            target: 'ended',
            actions: { type: 'countFailure', params: ({ event }) => ({ status: event.status }) },
          },
          {
            target: 'waiting',
            actions: { type: 'countFailure', params: ({ event }) => ({ status: event.status }) },
          },
        ],
        'stream.closed': {
          target: 'waiting',
          actions: { type: 'countFailure', params: { status: null, message: 'closed' } },
        },
      },
    },
    waiting: {
      description:
        'The stream dropped: wait 1 s, 2 s, 4 s … up to 30 s (30 s after a 429), then open it again.',
      after: { retryDelay: 'connected' },
    },
    offline: {
      description: 'The browser is offline; the stream opens again, resuming, once it is back.',
      on: { 'network.online': 'connected', 'network.offline': {} },
    },
    ended: {
      description:
        'The server refused the session (401 or 403): the session watcher signs the person out; nothing is retried.',
      on: { 'network.offline': {} },
    },
    stopped: {
      description: 'Signed out in this tab: the stream is closed and stays closed.',
      on: { 'network.offline': {} },
    },
  },
});
