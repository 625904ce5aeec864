import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../registry/machine-registry';
import { createSimulation } from './simulation';

const entry = (id: string) => machineRegistry.find((e) => e.id === id)!;

describe('createSimulation', () => {
  it('offers the events enabled now, takes one, and steps back and forward', async () => {
    const sim = createSimulation(entry('signIn'));
    const start = sim.state().history[0]!;
    expect(start.value).toBe('checkingSession');
    expect(start.enabled.map((e) => e.label)).toEqual(
      expect.arrayContaining([
        'checkCurrentUser done: signedIn',
        'checkCurrentUser error: offline',
        'after 1500ms',
      ]),
    );
    await sim.send(start.enabled.find((e) => e.label === 'after 1500ms')!.event);
    expect(sim.state()).toMatchObject({ cursor: 1, busy: false });
    expect(sim.state().history[1]).toMatchObject({ value: 'idle', failures: [] });
    sim.back();
    expect(sim.state().cursor).toBe(0);
    sim.forward();
    expect(sim.state().cursor).toBe(1);
  });

  it('offers only the next pending delay when several timers run at once', async () => {
    const sim = createSimulation(entry('listQuery'));
    const delayLabels = () =>
      sim
        .state()
        .history.at(-1)!
        .enabled.filter((e) => e.event.type.startsWith('xstate.after.'))
        .map((e) => e.label);
    const offered = (type: string) =>
      sim
        .state()
        .history.at(-1)!
        .enabled.find((e) => e.event.type === type)!;
    // Loading: the 100 ms minimum spinner runs; a search starts the 300 ms debounce beside it.
    await sim.send(offered('list.searchChanged').event);
    expect(delayLabels()).toEqual(['after 100ms']);
    const spinnerDelay = sim
      .state()
      .history.at(-1)!
      .enabled.find((e) => e.label === 'after 100ms')!;
    await sim.send(spinnerDelay.event);
    expect(delayLabels()).toContain('after 300ms');
  });

  it('branches from a past step', async () => {
    const sim = createSimulation(entry('logout'));
    const request = sim.state().history[0]!.enabled.find((e) => e.label === 'logout.requested')!.event;
    await sim.send(request);
    expect(sim.state().history[1]!.value).toBe('signingOut');
    sim.back();
    const keep = sim.state().history[0]!.enabled.find((e) => e.label.includes('clearStorage=false'))!.event;
    await sim.send(keep);
    expect(sim.state().history.map((s) => s.value)).toEqual(['idle', 'idle']);
    expect(sim.state().history[1]!.event?.label).toBe('logout.requested(clearStorage=false)');
  });

  it('starts over in another scenario', () => {
    const sim = createSimulation(entry('resetPassword'));
    sim.reset('noHash');
    expect(sim.state()).toMatchObject({ scenario: 'noHash', cursor: 0 });
    expect(sim.state().history[0]!.value).toBe('invalid');
  });

  it('names events in full on their buttons, however long their values', () => {
    const sim = createSimulation(entry('loadStatus'));
    const labels = sim.state().history[0]!.enabled.map((e) => e.label);
    expect(labels).toContain(
      'load.factsChanged(facts={"hasOrders":true,"hasCarrier":true,"firstStopResolved":true,"allStopsResolved":true})',
    );
    expect(labels.filter((l) => l.includes('…'))).toEqual([]);
  });
});
