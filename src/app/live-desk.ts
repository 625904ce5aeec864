import { createActor, fromCallback, type ActorRefFrom } from 'xstate';
import type { LiveEvent, LiveRecordType } from '#contract/live-events';
import type { InspectCallback } from '#machines/inspection/broadcast';
import {
  liveUpdatesMachine,
  type LiveRecordRef,
  type LiveUpdatesEvent,
  type StreamInput,
} from '#machines/live-updates/live-updates.machine';

/** What the live desk tells the screens: a domain event they may read, or "read everything again". */
export type LiveChange = { type: 'change'; event: LiveEvent } | { type: 'resync' };
export type LiveListener = (change: LiveChange) => void;

/** Whether a change concerns records of these types (a resync concerns every screen). */
export const concerns = (change: LiveChange, types: readonly LiveRecordType[]): boolean =>
  change.type === 'resync' ||
  types.includes(change.event.record.type) ||
  (change.event.owner !== undefined && types.includes(change.event.owner.type));

export interface LiveDeskOptions {
  getToken: () => string | null;
  /** Whether an identity is chosen: the stream is a signed-in identity's. */
  hasIdentity: () => boolean;
  fetch?: typeof fetch;
  inspect?: InspectCallback;
}

/**
 * The tab's live desk (issue #28): one `liveUpdates` actor per signed-in identity, restarted with each
 * sign-in and stopped by logout, and the screens that listen to it. It follows the browser's online and
 * offline events.
 */
export function createLiveDesk(options: LiveDeskOptions) {
  const listeners = new Set<LiveListener>();
  /** Record pages' presence actors, told when who is on a record changed (decision 086). */
  const presenceListeners = new Set<(record: LiveRecordRef) => void>();
  const tell = (change: LiveChange) => listeners.forEach((listener) => listener(change));
  let actor: ActorRefFrom<typeof liveUpdatesMachine> | null = null;

  const machine = liveUpdatesMachine.provide({
    actions: {
      deliver: (_, message) => tell({ type: 'change', event: message.data as LiveEvent }),
      resync: () => tell({ type: 'resync' }),
      presence: (_, record) => presenceListeners.forEach((listener) => listener(record)),
    },
    actors: {
      // The reader checks each frame with the contract's zod schemas, so it loads with the first stream
      // (after a sign-in), never on the login route (docs/decisions/090).
      openStream: fromCallback<LiveUpdatesEvent, StreamInput>(({ input, sendBack }) => {
        let stopped = false;
        let close: (() => void) | null = null;
        import('./live-stream').then(
          ({ openLiveStream }) => {
            if (!stopped)
              close = openLiveStream({ getToken: options.getToken, fetch: options.fetch }, input, sendBack);
          },
          (error: unknown) => {
            if (!stopped) sendBack({ type: 'stream.failed', status: null, message: String(error) });
          },
        );
        return () => {
          stopped = true;
          close?.();
        };
      }),
    },
  });
  const online = () => actor?.send({ type: 'network.online' });
  const offline = () => actor?.send({ type: 'network.offline' });
  if (typeof window !== 'undefined') {
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
  }

  return {
    /** Opens the stream for the identity signed in now, closing any other; none when signed out. */
    restart: () => {
      actor?.stop();
      actor =
        options.getToken() && options.hasIdentity()
          ? createActor(machine, { input: {}, inspect: options.inspect }).start()
          : null;
    },
    subscribe: (listener: LiveListener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Hears the records whose presence changed, as the stream names them. */
    subscribePresence: (listener: (record: LiveRecordRef) => void) => {
      presenceListeners.add(listener);
      return () => void presenceListeners.delete(listener);
    },
    actor: () => actor,
    stop: () => {
      actor?.stop();
      actor = null;
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      }
    },
  };
}

export type LiveDesk = ReturnType<typeof createLiveDesk>;
