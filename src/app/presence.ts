import { useEffect, useState } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { createPresenceApi } from '#client/live-presence.api';
import { presenceRecordTypes, type PresenceRecordType } from '#contract/live-presence';
import { presenceMachine, type PresenceRecord } from '#machines/presence/presence.machine';
import { fromCall } from './from-call';
import type { Runtime } from './runtime';
import { useRuntime } from './runtime-context';

export type PresenceActor = ActorRefFrom<typeof presenceMachine>;

/**
 * One presence actor per record open in this tab (decision 080), shared by the page frame's chips and
 * the record's edit form, which tells it when its person starts or stops editing; the last one out says
 * goodbye. News from the live stream that who is on it changed renews it at once (decision 086). It
 * runs only while the tab's live desk does (not in DOM tests with their own fetch).
 */
const board = new Map<string, { actor: PresenceActor; users: number; unsubscribe: () => void }>();
const keyOf = (r: { type: string; id: number }) => `${r.type}:${r.id}`;

function acquire(runtime: Runtime, record: PresenceRecord): PresenceActor {
  const key = keyOf(record);
  const held = board.get(key);
  if (held) {
    held.users += 1;
    return held.actor;
  }
  const api = createPresenceApi(runtime.services.http);
  const actor = createActor(
    presenceMachine.provide({
      actions: { leave: (_, r) => void api.leave(r.type, r.id).catch(() => undefined) },
      actors: { announce: fromCall(({ input, signal }) => api.announce(input, signal)) },
    }),
    { input: { record }, inspect: runtime.inspect },
  ).start();
  // The live stream's presence news for this record renews at once (decision 086).
  const unsubscribe = runtime.live.subscribePresence((r) => {
    if (keyOf(r) === key) actor.send({ type: 'presence.changed' });
  });
  board.set(key, { actor, users: 1, unsubscribe });
  return actor;
}

function release(record: PresenceRecord): void {
  const key = keyOf(record);
  const held = board.get(key);
  if (!held || --held.users > 0) return;
  board.delete(key);
  held.unsubscribe();
  held.actor.send({ type: 'presence.leave' });
  held.actor.stop();
}

const isPresenceType = (type: string): type is PresenceRecordType =>
  (presenceRecordTypes as readonly string[]).includes(type);

/** The presence of the record shown (null for none, or while the live desk is off). */
export function usePresence(record: { type: string; id: number } | null | undefined): PresenceActor | null {
  const runtime = useRuntime();
  const [actor, setActor] = useState<PresenceActor | null>(null);
  const type = record && isPresenceType(record.type) && record.id > 0 ? record.type : null;
  const id = record?.id ?? 0;
  useEffect(() => {
    if (!type || runtime.live.actor() === null) return;
    const r = { type, id };
    setActor(acquire(runtime, r));
    return () => {
      release(r);
      setActor(null);
    };
  }, [runtime, type, id]);
  return actor;
}
