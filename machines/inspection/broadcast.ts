import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { RecordedEvent, RecordedStep } from './recording';
import { redact } from './redact';
import type { Json } from './serialize';

/** The channel the portal's actors post to and the inspector listens on (same origin, any tab). */
export const inspectorChannelName = 'portal-inspector';

/**
 * This page load's id, made once when the module is first evaluated: a reload or a second tab gets another.
 * Actor session ids ('x:0', 'x:1', …) restart with every page load, so only the pair (page session, actor
 * session id) names one actor on the channel.
 */
export const pageSessionId: string = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A machine actor started: which machine, under which parent, with what input (redacted). */
export interface ActorStartedMessage {
  kind: 'actor';
  /** The page load the actor runs in (`pageSessionId` of that page). */
  pageSession: string;
  sessionId: string;
  rootId: string;
  parentId: string | null;
  /** The actor's id in its system (an invoke id, or 'x:0' for a root actor). */
  actorId: string;
  machineId: string;
  input: Json;
  at: number;
}

/** A machine actor took an event: the event and the snapshot it led to, redacted. */
export interface SnapshotMessage extends RecordedStep {
  kind: 'snapshot';
  pageSession: string;
  sessionId: string;
  rootId: string;
  machineId: string;
  tags: string[];
  at: number;
}

/**
 * An event was delivered to a machine actor: who sent it. The actor's next snapshot with that event type is
 * its result; the pair is what the sequence view draws (sender → receiver).
 */
export interface EventSentMessage {
  kind: 'event';
  pageSession: string;
  /** The receiving machine actor. */
  sessionId: string;
  rootId: string;
  /** The sending actor's session id, or null when sent from outside any actor (the page, a person). */
  from: string | null;
  /** The sending actor's id in its system (an invoke id such as 'login'), or null. */
  fromId: string | null;
  eventType: string;
  at: number;
}

export type InspectorMessage = ActorStartedMessage | SnapshotMessage | EventSentMessage;

interface ActorInternals {
  sessionId: string;
  id?: string;
  logic?: { id?: unknown; root?: unknown };
  _parent?: { sessionId?: string };
  options?: { input?: unknown };
}

const machineIdOf = (ref: ActorInternals): string | null =>
  ref.logic && typeof ref.logic === 'object' && 'root' in ref.logic && typeof ref.logic.id === 'string'
    ? ref.logic.id
    : null;

/**
 * What the inspector needs of an XState inspection event, as plain redacted JSON, or null for the events it
 * does not show (invoked promises, microsteps, actions). Only machine actors are reported.
 */
export function toInspectorMessage(
  event: InspectionEvent,
  now = Date.now(),
  pageSession = pageSessionId,
): InspectorMessage | null {
  const ref = event.actorRef as unknown as ActorInternals;
  const machineId = machineIdOf(ref);
  if (!machineId) return null;
  if (event.type === '@xstate.event') {
    const source = event.sourceRef as unknown as ActorInternals | undefined;
    return {
      kind: 'event',
      pageSession,
      sessionId: ref.sessionId,
      rootId: event.rootId,
      from: source?.sessionId ?? null,
      fromId: source ? (source.id ?? null) : null,
      eventType: event.event.type,
      at: now,
    };
  }
  if (event.type === '@xstate.actor') {
    return {
      kind: 'actor',
      pageSession,
      sessionId: ref.sessionId,
      rootId: event.rootId,
      parentId: ref._parent?.sessionId ?? null,
      actorId: ref.id ?? '',
      machineId,
      input: redact(ref.options?.input),
      at: now,
    };
  }
  if (event.type === '@xstate.snapshot') {
    const snapshot = event.snapshot as AnyMachineSnapshot;
    return {
      kind: 'snapshot',
      pageSession,
      sessionId: ref.sessionId,
      rootId: event.rootId,
      machineId,
      event: redact(event.event) as RecordedEvent,
      value: redact(snapshot.value),
      context: redact(snapshot.context),
      status: snapshot.status,
      tags: [...snapshot.tags].sort(),
      at: now,
    };
  }
  return null;
}

/** Where messages go: a BroadcastChannel, or anything with `postMessage` (tests). */
export interface InspectorPort {
  postMessage: (message: InspectorMessage) => void;
  close?: () => void;
}

export type InspectCallback = ((event: InspectionEvent) => void) & { close: () => void };

/**
 * An `inspect` callback for `createActor(machine, { inspect })` and `useActorRef(machine, { inspect })` that
 * posts every machine actor's start and snapshots, redacted, to the inspector's BroadcastChannel. Posting
 * never throws into the app: an inspector is an observer.
 */
export function createInspector(
  options: {
    channelName?: string;
    port?: InspectorPort;
    /** Asked before each event; false skips it cheaply (e.g. production until an admin's setting is known). */
    enabled?: () => boolean;
    /** This page load's id; tests simulate a reload or a second tab with another. */
    pageSession?: string;
  } = {},
): InspectCallback {
  const port: InspectorPort | null =
    options.port ??
    (typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(options.channelName ?? inspectorChannelName)
      : null);
  const inspect = (event: InspectionEvent) => {
    if (!port || (options.enabled && !options.enabled())) return;
    try {
      const message = toInspectorMessage(event, Date.now(), options.pageSession ?? pageSessionId);
      if (message) port.postMessage(message);
    } catch (error) {
      console.warn('machine inspector: could not post an inspection event', error);
    }
  };
  return Object.assign(inspect, { close: () => port?.close?.() });
}
