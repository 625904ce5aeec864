import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromCallback } from 'xstate';
import {
  liveTimings,
  liveUpdatesMachine,
  type LiveMessage,
  type LiveRecordRef,
  type LiveUpdatesEvent,
  type StreamInput,
} from './live-updates.machine';
import { liveStatus } from './live-updates.selectors';

const message = (id: string): LiveMessage => ({ id, kind: 'load.changed', data: { recordId: 12 } });

/** The machine on a simulated clock, with a stream stand-in that records each opening and its cleanup. */
function start(lastEventId: string | null = null) {
  const clock = new SimulatedClock();
  const openings: StreamInput[] = [];
  let closed = 0;
  const deliver = vi.fn<(m: LiveMessage) => void>();
  const resync = vi.fn();
  const presence = vi.fn<(r: LiveRecordRef) => void>();
  const machine = liveUpdatesMachine.provide({
    actions: { deliver: (_, m) => deliver(m), resync: () => resync(), presence: (_, r) => presence(r) },
    actors: {
      openStream: fromCallback<LiveUpdatesEvent, StreamInput>(({ input }) => {
        openings.push(input);
        return () => void closed++;
      }),
    },
  });
  const actor = createActor(machine, { input: { lastEventId }, clock }).start();
  const send = (event: LiveUpdatesEvent) => actor.send(event);
  const status = () => liveStatus(actor.getSnapshot());
  return { actor, clock, openings, closed: () => closed, deliver, resync, presence, send, status };
}

describe('liveUpdates', () => {
  it('hands presence news on as the record it names, keeps the stream alive, and remembers no id', () => {
    const t = start('40');
    t.send({ type: 'stream.opened' });
    t.clock.increment(liveTimings.silenceLimitMs - 1);
    t.send({ type: 'stream.presence', record: { type: 'load', id: 12 } });
    expect(t.presence.mock.calls).toEqual([[{ type: 'load', id: 12 }]]);
    t.clock.increment(liveTimings.silenceLimitMs - 1);
    expect(t.status()).toBe('live');
    expect(t.actor.getSnapshot().context.lastEventId).toBe('40');
    expect(t.deliver).not.toHaveBeenCalled();
  });

  it('opens the stream, hands each event on and resumes after the last one when it reconnects', () => {
    const t = start('40');
    expect(t.openings).toEqual([{ lastEventId: '40' }]);
    expect(t.status()).toBe('connecting');
    t.send({ type: 'stream.opened' });
    expect(t.status()).toBe('live');
    t.send({ type: 'stream.message', message: message('41') });
    t.send({ type: 'stream.message', message: message('42') });
    expect(t.deliver.mock.calls.map(([m]) => m.id)).toEqual(['41', '42']);

    t.send({ type: 'stream.failed', status: 503 });
    expect(t.closed()).toBe(1);
    expect(t.status()).toBe('reconnecting');
    t.clock.increment(liveTimings.firstRetryMs);
    expect(t.openings.at(-1)).toEqual({ lastEventId: '42' });
  });

  it('waits 1 s, 2 s, 4 s … after failures in a row, and starts over once a stream opens', () => {
    const t = start();
    const failAndWait = (ms: number) => {
      t.send({ type: 'stream.failed', status: 503 });
      t.clock.increment(ms - 1);
      expect(t.openings).toHaveLength(opened);
      t.clock.increment(1);
      opened += 1;
      expect(t.openings).toHaveLength(opened);
    };
    let opened = 1;
    failAndWait(1_000);
    failAndWait(2_000);
    failAndWait(4_000);
    t.send({ type: 'stream.opened' });
    failAndWait(1_000);
  });

  it('never waits more than 30 s, and waits 30 s after a 429', () => {
    const t = start();
    for (let i = 0; i < 8; i++) {
      t.send({ type: 'stream.failed', status: 503 });
      t.clock.increment(liveTimings.maxRetryMs);
    }
    expect(t.openings).toHaveLength(9);
    const u = start();
    u.send({ type: 'stream.failed', status: 429 });
    u.clock.increment(liveTimings.throttledRetryMs - 1);
    expect(u.openings).toHaveLength(1);
    u.clock.increment(1);
    expect(u.openings).toHaveLength(2);
  });

  it('takes 45 s without an event or a heartbeat as a stalled stream, and opens a new one', () => {
    const t = start();
    t.send({ type: 'stream.opened' });
    t.clock.increment(30_000);
    t.send({ type: 'stream.heartbeat' });
    t.clock.increment(30_000);
    expect(t.status()).toBe('live');
    t.clock.increment(liveTimings.silenceLimitMs - 30_000);
    expect(t.status()).toBe('reconnecting');
    expect(t.closed()).toBe(1);
  });

  it('pauses while offline and resumes after the last event once back', () => {
    const t = start();
    t.send({ type: 'stream.opened' });
    t.send({ type: 'stream.message', message: message('7') });
    t.send({ type: 'network.offline' });
    expect(t.status()).toBe('offline');
    expect(t.closed()).toBe(1);
    t.clock.increment(60_000);
    expect(t.openings).toHaveLength(1);
    t.send({ type: 'network.online' });
    expect(t.openings.at(-1)).toEqual({ lastEventId: '7' });
  });

  it('asks the app to read everything again when the server cannot resume', () => {
    const t = start('3');
    t.send({ type: 'stream.opened' });
    t.send({ type: 'stream.resync', id: '900' });
    expect(t.resync).toHaveBeenCalledTimes(1);
    t.send({ type: 'stream.closed' });
    t.clock.increment(liveTimings.firstRetryMs);
    expect(t.openings.at(-1)).toEqual({ lastEventId: '900' });
  });

  it('ends without retrying when the session is refused, and stays closed after logout', () => {
    const t = start();
    t.send({ type: 'stream.failed', status: 401 });
    expect(t.status()).toBe('ended');
    t.clock.increment(120_000);
    t.send({ type: 'network.offline' });
    t.send({ type: 'network.online' });
    expect(t.openings).toHaveLength(1);

    const u = start();
    u.send({ type: 'stream.opened' });
    u.send({ type: 'live.stop' });
    expect(u.status()).toBe('stopped');
    expect(u.closed()).toBe(1);
    u.send({ type: 'network.online' });
    expect(u.openings).toHaveLength(1);
  });
});
