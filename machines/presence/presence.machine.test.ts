import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { PresentPerson } from '#contract/live-presence';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import { presenceMachine, type AnnounceInput, type PresenceRecord } from './presence.machine';
import { selectPresent } from './presence.selectors';

const dana: PresentPerson = { systemUserId: 2, name: 'Dana Whitaker', initials: 'DW', editing: false };
const sam: PresentPerson = { systemUserId: 3, name: 'Sam Ortiz', initials: 'SO', editing: true };

const start = () => {
  const announce = deferredActor<PresentPerson[], AnnounceInput>();
  const leave = recorder<PresenceRecord>();
  const clock = new SimulatedClock();
  const actor = createActor(
    presenceMachine.provide({ actors: { announce: announce.logic }, actions: { leave: leave.action } }),
    { input: { record: { type: 'load', id: 12 } }, clock },
  ).start();
  return { actor, announce, leave, clock, snap: () => actor.getSnapshot() };
};

/** After `made` announcements the next one comes 10 s later to the millisecond: none at 9,999 ms. */
const expectNextAnnouncementAt10s = (t: ReturnType<typeof start>, made: number) => {
  t.clock.increment(9_999);
  expect(t.announce.calls).toHaveLength(made);
  t.clock.increment(1);
  expect(t.announce.calls).toHaveLength(made + 1);
};

describe('presence', () => {
  it('announces at once, keeps the others named, editors first, and beats every 10 s', async () => {
    const t = start();
    expect(t.announce.last().input).toEqual({ type: 'load', id: 12, editing: false });
    t.announce.last().resolve([dana, sam]);
    await flush();
    expect(selectPresent(t.snap()).map((p) => p.label)).toEqual([
      'Sam Ortiz is editing',
      'Dana Whitaker is viewing',
    ]);
    expectNextAnnouncementAt10s(t, 1);
  });

  it('tells the server at once when editing starts, and only when it changes', async () => {
    const t = start();
    t.announce.last().resolve([]);
    await flush();
    t.actor.send({ type: 'presence.editing', editing: false });
    expect(t.announce.calls).toHaveLength(1);
    t.actor.send({ type: 'presence.editing', editing: true });
    expect(t.announce.last().input.editing).toBe(true);
    expect(t.announce.calls).toHaveLength(2);
  });

  it('keeps the last names when an announcement fails, and tries again at the next beat', async () => {
    const t = start();
    t.announce.last().resolve([dana]);
    await flush();
    t.clock.increment(10_000);
    t.announce.last().reject(new Error('offline'));
    await flush();
    expect(selectPresent(t.snap())).toHaveLength(1);
    t.clock.increment(10_000);
    expect(t.announce.calls).toHaveLength(3);
  });

  it('renews at once when the live stream says who is on the record changed, then beats 10 s from there', async () => {
    const t = start();
    t.announce.last().resolve([]);
    await flush();
    t.clock.increment(3_000);
    t.actor.send({ type: 'presence.changed' });
    expect(t.announce.calls).toHaveLength(2);
    expect(t.announce.last().input).toEqual({ type: 'load', id: 12, editing: false });
    t.announce.last().resolve([sam]);
    await flush();
    expect(selectPresent(t.snap()).map((p) => p.label)).toEqual(['Sam Ortiz is editing']);
    expectNextAnnouncementAt10s(t, 2);
  });

  it('starts an announcement under way again on news, so an answer read before the change is not kept', async () => {
    const t = start();
    const first = t.announce.last();
    t.actor.send({ type: 'presence.changed' });
    expect(t.announce.calls).toHaveLength(2);
    expect(first.signal.aborted).toBe(true);
    first.resolve([sam]);
    await flush();
    expect(t.snap().value).toBe('announcing');
    expect(selectPresent(t.snap())).toEqual([]);
    t.announce.last().resolve([dana]);
    await flush();
    expect(selectPresent(t.snap()).map((p) => p.label)).toEqual(['Dana Whitaker is viewing']);
    expect(t.snap().value).toBe('waiting');
  });

  it('says goodbye when the page closes, and stops beating', async () => {
    const t = start();
    t.announce.last().resolve([]);
    await flush();
    t.actor.send({ type: 'presence.leave' });
    expect(t.leave.calls).toEqual([{ type: 'load', id: 12 }]);
    expect(t.snap().status).toBe('done');
    t.clock.increment(60_000);
    expect(t.announce.calls).toHaveLength(1);
  });
});
