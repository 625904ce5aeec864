import type { ActorStartedMessage, InspectorMessage, SnapshotMessage } from './broadcast';
import { diffJson, type JsonChange } from './context-diff';
import { recordingFormat, type Recording } from './recording';
import type { Json } from './serialize';

/** A machine actor seen on the channel. */
export interface LiveActor {
  sessionId: string;
  machineId: string;
  actorId: string;
  parentId: string | null;
  input: Json;
  /** False when the inspector joined after the actor started: its log lacks the start and cannot be replayed. */
  fromStart: boolean;
}

/** One logged step: the message and what changed in the context since the step before. */
export interface LiveEntry extends SnapshotMessage {
  changes: JsonChange[];
}

export interface LiveLogState {
  actors: readonly LiveActor[];
  entries: Readonly<Record<string, readonly LiveEntry[]>>;
}

export interface LiveLog {
  add: (message: InspectorMessage) => void;
  state: () => LiveLogState;
  subscribe: (listener: () => void) => () => void;
  /** The actor's log in the recording format, ready for `npm run replay`; null without its start. */
  toRecording: (sessionId: string, title?: string) => Recording | null;
  clear: () => void;
}

const isMessage = (data: unknown): data is InspectorMessage =>
  typeof data === 'object' &&
  data !== null &&
  ((data as { kind?: unknown }).kind === 'actor' || (data as { kind?: unknown }).kind === 'snapshot') &&
  typeof (data as { sessionId?: unknown }).sessionId === 'string';

/**
 * The inspector's memory of live actors, fed with channel messages; immutable states for React's
 * useSyncExternalStore. Keeps the newest `maxActors` actors and `maxEntries` steps of each.
 */
export function createLiveLog({ maxActors = 100, maxEntries = 1000 } = {}): LiveLog {
  let current: LiveLogState = { actors: [], entries: {} };
  const listeners = new Set<() => void>();
  const publish = (next: LiveLogState) => {
    current = next;
    listeners.forEach((l) => l());
  };
  const actorFrom = (m: ActorStartedMessage | SnapshotMessage, fromStart: boolean): LiveActor =>
    m.kind === 'actor'
      ? {
          sessionId: m.sessionId,
          machineId: m.machineId,
          actorId: m.actorId,
          parentId: m.parentId,
          input: m.input,
          fromStart,
        }
      : {
          sessionId: m.sessionId,
          machineId: m.machineId,
          actorId: '',
          parentId: null,
          input: null,
          fromStart,
        };

  const add = (message: InspectorMessage) => {
    if (!isMessage(message)) return;
    const known = current.actors.find((a) => a.sessionId === message.sessionId);
    let actors = current.actors;
    if (message.kind === 'actor') {
      if (known) return;
      actors = [...actors, actorFrom(message, true)];
    } else if (!known) {
      actors = [...actors, actorFrom(message, message.event.type === 'xstate.init')];
    }
    let entries = current.entries;
    if (message.kind === 'snapshot') {
      const list = entries[message.sessionId] ?? [];
      const before = list.at(-1)?.context;
      const entry: LiveEntry = {
        ...message,
        changes: before === undefined ? [] : diffJson(before, message.context),
      };
      entries = { ...entries, [message.sessionId]: [...list, entry].slice(-maxEntries) };
    }
    if (actors.length > maxActors) {
      const dropped = actors.slice(0, actors.length - maxActors).map((a) => a.sessionId);
      actors = actors.slice(-maxActors);
      entries = Object.fromEntries(Object.entries(entries).filter(([id]) => !dropped.includes(id)));
    }
    publish({ actors, entries });
  };

  const toRecording = (sessionId: string, title?: string): Recording | null => {
    const actor = current.actors.find((a) => a.sessionId === sessionId);
    const steps = current.entries[sessionId] ?? [];
    if (!actor || !actor.fromStart || steps[0]?.event.type !== 'xstate.init') return null;
    return {
      format: recordingFormat,
      version: 1,
      machineId: actor.machineId,
      ...(title ? { title } : {}),
      input: actor.input,
      steps: steps.map(({ event, value, context, status }) => ({ event, value, context, status })),
    };
  };

  return {
    add,
    state: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toRecording,
    clear: () => publish({ actors: [], entries: {} }),
  };
}
