import { describe, expect, it } from 'vitest';
import { createActor, createMachine, sendParent, sendTo, setup, type AnyStateMachine } from 'xstate';
import { kitMachine } from '../registry/kit-run';
import { machineRegistry } from '../registry/machine-registry';
import { createInspector, type InspectorMessage } from './broadcast';
import { createLiveLog, liveKey } from './live-log';
import { parseAnyRecording, stringifyRecording } from './recording';
import { replayRecording } from './replay';

const entry = (id: string) => machineRegistry.find((e) => e.id === id)!;

/** A page load: its own page session id, posting straight into the log (as the channel would). */
function pageLoad(pageSession: string, log: ReturnType<typeof createLiveLog>) {
  const inspect = createInspector({
    pageSession,
    port: { postMessage: (m: InspectorMessage) => log.add(m) },
  });
  return (machine: AnyStateMachine, input?: unknown) => createActor(machine, { input, inspect }).start();
}

// Session ids count up per page load: after a reload the first actor is 'x:0' again, whatever its machine.
const sameIds = (messages: InspectorMessage[], from: string) =>
  messages.map((m) => (m.sessionId === from ? { ...m, sessionId: 'x:0', rootId: 'x:0' } : m));

describe('createLiveLog across page sessions', () => {
  it('keeps a reloaded page’s actor apart from the old one with the same session id', () => {
    const log = createLiveLog();
    const first: InspectorMessage[] = [];
    const second: InspectorMessage[] = [];
    const collect = (into: InspectorMessage[], pageSession: string) => {
      const inspect = createInspector({ pageSession, port: { postMessage: (m) => into.push(m) } });
      return inspect;
    };
    const a = createActor(kitMachine(entry('signIn')), {
      input: { hasStoredIdentity: false },
      inspect: collect(first, 'page-1'),
    }).start();
    a.send({ type: 'field.changed', field: 'login', value: 'dana@example.com' });
    const b = createActor(kitMachine(entry('confirm')), {
      inspect: collect(second, 'page-2'),
    }).start();
    // Both pages number their first actor 'x:0'.
    sameIds(first, a.sessionId).forEach(log.add);
    sameIds(second, b.sessionId).forEach(log.add);
    a.stop();
    b.stop();

    const { actors, entries, pageSessions } = log.state();
    expect(pageSessions.map((p) => p.id)).toEqual(['page-1', 'page-2']);
    expect(actors.map((x) => [x.key, x.machineId])).toEqual([
      ['page-1/x:0', 'signIn'],
      ['page-2/x:0', 'confirm'],
    ]);
    expect(entries[liveKey('page-1', 'x:0')]!.map((e) => e.event.type)).toEqual([
      'xstate.init',
      'field.changed',
    ]);
    expect(entries[liveKey('page-2', 'x:0')]!.map((e) => e.event.type)).toEqual(['xstate.init']);
    expect(log.toRecording('page-2/x:0')).toMatchObject({ machineId: 'confirm' });
    expect(log.toSessionRecording('page-1')!.actors.map((x) => x.machineId)).toEqual(['signIn']);
  });

  it('records a whole page session: every actor, who sent what to whom, in order', async () => {
    const child = createMachine({
      id: 'probeChild',
      initial: 'waiting',
      states: {
        waiting: { on: { ping: { target: 'done', actions: sendParent({ type: 'pong' }) } } },
        done: { type: 'final' },
      },
    });
    const parent = setup({ actors: { child } }).createMachine({
      id: 'probeParent',
      initial: 'asking',
      states: {
        asking: {
          invoke: { id: 'helper', src: 'child' },
          on: { ask: { actions: sendTo('helper', { type: 'ping' }) }, pong: 'answered' },
        },
        answered: {},
      },
    });
    const log = createLiveLog();
    const start = pageLoad('page-9', log);
    const actor = start(parent);
    actor.send({ type: 'ask' });

    const session = log.toSessionRecording('page-9', 'probe')!;
    const [p, c] = session.actors;
    expect(session.actors).toMatchObject([
      { machineId: 'probeParent', parent: null },
      { machineId: 'probeChild', systemId: 'helper', parent: p!.id },
    ]);
    expect(session.steps.map((s) => [s.actor, s.event.type, s.from])).toEqual([
      [p!.id, 'xstate.init', null],
      [c!.id, 'xstate.init', p!.id],
      [p!.id, 'ask', null],
      [c!.id, 'ping', p!.id],
      [p!.id, 'pong', c!.id],
      [p!.id, 'xstate.done.actor.helper', c!.id],
    ]);
    expect(parseAnyRecording(JSON.parse(stringifyRecording(session)))).toEqual(session);
    actor.stop();
  });

  it('a whole-session recording of registered machines replays actor by actor', async () => {
    const log = createLiveLog();
    const start = pageLoad('page-3', log);
    const signIn = start(kitMachine(entry('signIn')), { hasStoredIdentity: false });
    signIn.send({ type: 'field.changed', field: 'login', value: 'dana@example.com' });
    const confirm = start(kitMachine(entry('confirm')));
    signIn.send({ type: 'field.changed', field: 'password', value: 'Correct-horse-1' });
    const session = log.toSessionRecording('page-3', 'two actors')!;
    expect(session.actors.map((a) => a.machineId)).toEqual(['signIn', 'confirm']);
    expect(session.steps.map((s) => s.actor)).toEqual([
      session.actors[0]!.id,
      session.actors[0]!.id,
      session.actors[1]!.id,
      session.actors[0]!.id,
    ]);
    const report = await replayRecording(session);
    expect(report.divergence).toBeNull();
    expect(report.actors.map((a) => [a.machineId, a.steps])).toEqual([
      ['signIn', 3],
      ['confirm', 1],
    ]);
    // A step that no longer matches is reported with its actor.
    const altered = structuredClone(session);
    altered.steps[3]!.value = 'submitting';
    const diverged = await replayRecording(altered);
    expect(diverged.divergence).toEqual({ actor: session.actors[0]!.id, machineId: 'signIn', step: 2 });
    signIn.stop();
    confirm.stop();
  });

  it('leaves out actors it heard only part of, and refuses a session with none', () => {
    const log = createLiveLog();
    log.add({
      kind: 'snapshot',
      pageSession: 'late',
      sessionId: 'x:4',
      rootId: 'x:4',
      machineId: 'signIn',
      event: { type: 'credentials.submit' },
      value: 'idle',
      context: {},
      status: 'active',
      tags: [],
      at: 1,
    });
    expect(log.state().actors[0]).toMatchObject({ key: 'late/x:4', fromStart: false });
    expect(log.toSessionRecording('late')).toBeNull();
  });
});

describe('parseAnyRecording', () => {
  it('rejects a session step of an actor it does not list, or before the actor’s start', () => {
    const base = {
      format: 'portal-machine-recording',
      version: 2,
      actors: [{ id: 'x:0', machineId: 'confirm', systemId: 'x:0', parent: null, input: null }],
    };
    const step = { value: 'idle', context: {}, status: 'active', from: null };
    expect(() =>
      parseAnyRecording({ ...base, steps: [{ ...step, actor: 'x:9', event: { type: 'xstate.init' } }] }),
    ).toThrow("not a machine recording: steps.0.actor: no actor 'x:9'");
    expect(() =>
      parseAnyRecording({ ...base, steps: [{ ...step, actor: 'x:0', event: { type: 'confirm.ask' } }] }),
    ).toThrow("steps.0.event: actor 'x:0' takes an event before its start");
  });
});
