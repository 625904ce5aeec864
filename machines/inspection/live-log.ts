import type { ActorStartedMessage, EventSentMessage, InspectorMessage, SnapshotMessage } from './broadcast';
import { diffJson, type JsonChange } from './context-diff';
import { recordingFormat, type Recording, type SessionRecording } from './recording';
import type { Json } from './serialize';

/**
 * What names one actor on the channel: its page load and its session id there. Session ids restart at 'x:0'
 * with every page load, so a reload or a second tab would otherwise reuse the old actors' names.
 */
export const liveKey = (pageSession: string, sessionId: string): string => `${pageSession}/${sessionId}`;

/** A machine actor seen on the channel. */
export interface LiveActor {
  /** `liveKey(pageSession, sessionId)`: what `entries` and `toRecording` take. */
  key: string;
  pageSession: string;
  sessionId: string;
  machineId: string;
  actorId: string;
  /** The invoking actor's session id in the same page session. */
  parentId: string | null;
  input: Json;
  /** False when the inspector joined after the actor started: its log lacks the start and cannot be replayed. */
  fromStart: boolean;
}

/** A page load whose actors reported, in the order first heard from. */
export interface LivePageSession {
  id: string;
  /** When its first message arrived (the sender's clock, ms). */
  firstAt: number;
}

/** One logged step: the message, who sent its event, and what changed in the context since the step before. */
export interface LiveEntry extends SnapshotMessage {
  changes: JsonChange[];
  /**
   * Order of delivery across every actor of the log (when its event was sent, which for a child that answers
   * at once is before its sender's own snapshot): a page session's steps sorted by it are its sequence.
   */
  seq: number;
  /** The sending actor's session id (same page session), or null from outside any actor. */
  from: string | null;
  /** The sender's id in its system (an invoke id, e.g. a promise actor 'login'), or null. */
  fromId: string | null;
}

export interface LiveLogState {
  pageSessions: readonly LivePageSession[];
  actors: readonly LiveActor[];
  /** By actor key. */
  entries: Readonly<Record<string, readonly LiveEntry[]>>;
}

export interface LiveLog {
  add: (message: InspectorMessage) => void;
  state: () => LiveLogState;
  subscribe: (listener: () => void) => () => void;
  /**
   * The actor's log in the single-actor recording format, ready for `npm run replay`; null without its start.
   * Takes an actor key; a bare session id names the newest actor of that id.
   */
  toRecording: (key: string, title?: string) => Recording | null;
  /**
   * Every actor of a page session that was heard from its start (and that `include` accepts), with the
   * events between them in order, as one whole-session recording; null when none qualifies.
   */
  toSessionRecording: (
    pageSession: string,
    title?: string,
    include?: (machineId: string) => boolean,
  ) => SessionRecording | null;
  clear: () => void;
}

const kinds = new Set(['actor', 'snapshot', 'event']);
const isMessage = (data: unknown): data is InspectorMessage =>
  typeof data === 'object' &&
  data !== null &&
  kinds.has(String((data as { kind?: unknown }).kind)) &&
  typeof (data as { sessionId?: unknown }).sessionId === 'string';

// A build from before page sessions sends none; its actors are kept apart under this name.
const pageOf = (m: InspectorMessage) => (typeof m.pageSession === 'string' ? m.pageSession : 'unknown');

/**
 * The inspector's memory of live actors, fed with channel messages; immutable states for React's
 * useSyncExternalStore. Keeps the newest `maxActors` actors and `maxEntries` steps of each.
 */
export function createLiveLog({ maxActors = 200, maxEntries = 1000 } = {}): LiveLog {
  let current: LiveLogState = { pageSessions: [], actors: [], entries: {} };
  let seq = 0;
  // Deliveries not yet matched with the snapshot they led to, per actor key.
  let pending = new Map<string, (EventSentMessage & { seq: number })[]>();
  const listeners = new Set<() => void>();
  const publish = (next: LiveLogState) => {
    current = next;
    listeners.forEach((l) => l());
  };
  const actorFrom = (m: ActorStartedMessage | SnapshotMessage, fromStart: boolean): LiveActor => ({
    key: liveKey(pageOf(m), m.sessionId),
    pageSession: pageOf(m),
    sessionId: m.sessionId,
    machineId: m.machineId,
    actorId: m.kind === 'actor' ? m.actorId : '',
    parentId: m.kind === 'actor' ? m.parentId : null,
    input: m.kind === 'actor' ? m.input : null,
    fromStart,
  });

  const senderOf = (key: string, eventType: string) => {
    const queue = pending.get(key);
    const i = queue?.findIndex((e) => e.eventType === eventType) ?? -1;
    if (!queue || i < 0) return null;
    const [sent] = queue.splice(0, i + 1).slice(-1);
    return sent ?? null;
  };

  const add = (message: InspectorMessage) => {
    if (!isMessage(message)) return;
    const page = pageOf(message);
    const key = liveKey(page, message.sessionId);
    if (message.kind === 'event') {
      const queue = pending.get(key) ?? [];
      queue.push({ ...message, seq: seq++ });
      pending.set(key, queue.slice(-50));
      return;
    }
    const known = current.actors.find((a) => a.key === key);
    let { actors, pageSessions } = current;
    if (!pageSessions.some((p) => p.id === page))
      pageSessions = [...pageSessions, { id: page, firstAt: message.at }];
    if (message.kind === 'actor') {
      if (known) return;
      actors = [...actors, actorFrom(message, true)];
    } else if (!known) {
      actors = [...actors, actorFrom(message, message.event.type === 'xstate.init')];
    }
    let entries = current.entries;
    if (message.kind === 'snapshot') {
      const list = entries[key] ?? [];
      const before = list.at(-1)?.context;
      const sender = senderOf(key, message.event.type);
      const entry: LiveEntry = {
        ...message,
        pageSession: page,
        changes: before === undefined ? [] : diffJson(before, message.context),
        seq: sender?.seq ?? seq++,
        from: sender?.from ?? null,
        fromId: sender?.fromId ?? null,
      };
      entries = { ...entries, [key]: [...list, entry].slice(-maxEntries) };
    }
    if (actors.length > maxActors) {
      const dropped = new Set(actors.slice(0, actors.length - maxActors).map((a) => a.key));
      actors = actors.slice(-maxActors);
      entries = Object.fromEntries(Object.entries(entries).filter(([k]) => !dropped.has(k)));
      pending = new Map([...pending].filter(([k]) => !dropped.has(k)));
      pageSessions = pageSessions.filter((p) => actors.some((a) => a.pageSession === p.id));
    }
    publish({ pageSessions, actors, entries });
  };

  const recordable = (actor: LiveActor) =>
    actor.fromStart && current.entries[actor.key]?.[0]?.event.type === 'xstate.init';

  const toRecording = (key: string, title?: string): Recording | null => {
    const actor =
      current.actors.find((a) => a.key === key) ?? current.actors.findLast((a) => a.sessionId === key);
    if (!actor || !recordable(actor)) return null;
    return {
      format: recordingFormat,
      version: 1,
      machineId: actor.machineId,
      ...(title ? { title } : {}),
      input: actor.input,
      steps: current.entries[actor.key]!.map(({ event, value, context, status }) => ({
        event,
        value,
        context,
        status,
      })),
    };
  };

  const toSessionRecording = (
    pageSession: string,
    title?: string,
    include: (machineId: string) => boolean = () => true,
  ): SessionRecording | null => {
    const actors = current.actors.filter(
      (a) => a.pageSession === pageSession && include(a.machineId) && recordable(a),
    );
    if (!actors.length) return null;
    const ids = new Set(actors.map((a) => a.sessionId));
    const inRecording = (id: string | null) => (id !== null && ids.has(id) ? id : null);
    const steps = actors
      .flatMap((a) => current.entries[a.key]!.map((e) => ({ actor: a.sessionId, e })))
      .sort((x, y) => x.e.seq - y.e.seq)
      .map(({ actor, e }) => ({
        actor,
        from: inRecording(e.from),
        event: e.event,
        value: e.value,
        context: e.context,
        status: e.status,
      }));
    return {
      format: recordingFormat,
      version: 2,
      ...(title ? { title } : {}),
      actors: actors.map((a) => ({
        id: a.sessionId,
        machineId: a.machineId,
        systemId: a.actorId,
        parent: inRecording(a.parentId),
        input: a.input,
      })),
      steps,
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
    toSessionRecording,
    clear: () => {
      pending = new Map();
      publish({ pageSessions: [], actors: [], entries: {} });
    },
  };
}
