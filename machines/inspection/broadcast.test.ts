import { afterEach, describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { createInspector, pageSessionId, toInspectorMessage, type InspectorMessage } from './broadcast';
import { createLiveLog, liveKey } from './live-log';
import { redactedText } from './redact';

const machine = setup({
  types: { input: {} as { token: string }, context: {} as { token: string; password: string } },
  actors: { check: fromPromise(async () => true) },
}).createMachine({
  id: 'probe',
  context: ({ input }) => ({ token: input.token, password: '' }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        typed: {
          actions: assign({ password: ({ event }) => (event as unknown as { value: string }).value }),
        },
      },
      invoke: { id: 'check', src: 'check' },
    },
  },
});

describe('toInspectorMessage', () => {
  it('reports machine actors only, redacted', () => {
    const messages: InspectorMessage[] = [];
    const actor = createActor(machine, {
      input: { token: 'secret-token' },
      inspect: (e) => {
        const m = toInspectorMessage(e, 5);
        if (m) messages.push(m);
      },
    }).start();
    actor.send({ type: 'typed', value: 'hunter2' } as never);
    actor.stop();
    expect(
      messages.filter((m) => m.kind !== 'event').map((m) => (m.kind === 'snapshot' ? m.event.type : m.kind)),
    ).toEqual(['actor', 'xstate.init', 'typed', 'xstate.stop']);
    // Each delivery is reported before its snapshot, with its sender (none: sent from outside).
    expect(messages.filter((m) => m.kind === 'event').map((m) => [m.eventType, m.from])).toEqual([
      ['xstate.init', null],
      ['typed', null],
    ]);
    expect(new Set(messages.map((m) => m.pageSession))).toEqual(new Set([pageSessionId]));
    const shown = messages.filter((m) => m.kind !== 'event');
    expect(shown[0]).toMatchObject({
      machineId: 'probe',
      input: { token: redactedText },
      parentId: null,
      at: 5,
    });
    expect(shown[2]).toMatchObject({
      event: { type: 'typed', value: 'hunter2' },
      value: 'editing',
      context: { token: redactedText, password: redactedText },
      status: 'active',
    });
  });
});

describe('createInspector', () => {
  const channels: BroadcastChannel[] = [];
  afterEach(() => channels.splice(0).forEach((c) => c.close()));

  it('posts to a BroadcastChannel that another listener (another tab) receives, ready to record', async () => {
    const listener = new BroadcastChannel('inspector-test');
    channels.push(listener);
    const log = createLiveLog();
    const received = new Promise<void>((resolve) => {
      listener.onmessage = (e: MessageEvent<InspectorMessage>) => {
        log.add(e.data);
        if (log.state().entries[liveKey(e.data.pageSession, e.data.sessionId)]?.length === 2) resolve();
      };
    });
    const inspect = createInspector({ channelName: 'inspector-test' });
    const actor = createActor(machine, { input: { token: 't' }, inspect }).start();
    actor.send({ type: 'typed', value: 'hunter2' } as never);
    await received;
    actor.stop();
    inspect.close();
    const [live] = log.state().actors;
    expect(live).toMatchObject({ machineId: 'probe', fromStart: true });
    const entries = log.state().entries[live!.key]!;
    expect(entries[1]!.changes).toEqual([{ path: 'password', before: '', after: redactedText }]);
    expect(log.toRecording(live!.key, 'probe')).toMatchObject({
      machineId: 'probe',
      title: 'probe',
      input: { token: redactedText },
      steps: [{ event: { type: 'xstate.init' } }, { event: { type: 'typed' } }],
    });
  });

  it('posts nothing while not enabled', () => {
    const posted: InspectorMessage[] = [];
    let enabled = false;
    const inspect = createInspector({ port: { postMessage: (m) => posted.push(m) }, enabled: () => enabled });
    const actor = createActor(machine, { input: { token: 't' }, inspect }).start();
    expect(posted).toEqual([]);
    enabled = true;
    actor.send({ type: 'typed', value: 'x' } as never);
    expect(posted.map((m) => m.kind)).toEqual(['event', 'snapshot']);
    actor.stop();
  });

  it('never throws into the app', () => {
    const inspect = createInspector({
      port: {
        postMessage: () => {
          throw new Error('closed');
        },
      },
    });
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(() =>
        createActor(machine, { input: { token: 't' }, inspect })
          .start()
          .stop(),
      ).not.toThrow();
    } finally {
      console.warn = warn;
    }
  });
});

describe('createLiveLog', () => {
  it('marks an actor first seen mid-way as not recordable', () => {
    const log = createLiveLog();
    log.add({
      kind: 'snapshot',
      pageSession: 'p1',
      sessionId: 'x:1',
      rootId: 'x:1',
      machineId: 'probe',
      event: { type: 'typed' },
      value: 'editing',
      context: {},
      status: 'active',
      tags: [],
      at: 0,
    });
    expect(log.state().actors[0]).toMatchObject({ fromStart: false });
    expect(log.toRecording('x:1')).toBeNull();
  });
});
