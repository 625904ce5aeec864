import { describe, expect, it } from 'vitest';
import { and, assign, fromPromise, not, setup } from 'xstate';
import { drawnEdges, drawnLabel, drawnLabelLines, edgeLabel, machineGraph } from './graph';
import { machineRegistry } from './machine-registry';

const machine = setup({
  types: { context: {} as { n: number } },
  actions: { log: () => {}, bump: assign({ n: ({ context }) => context.n + 1 }) },
  guards: { ready: () => true, fresh: () => true },
  actors: { fetchIt: fromPromise(async () => 1) },
  delays: { wait: 1500 },
}).createMachine({
  id: 'demo',
  context: { n: 0 },
  initial: 'idle',
  on: { reset: { target: '.idle', actions: 'log' } },
  states: {
    idle: {
      tags: ['editable'],
      on: {
        go: { guard: and(['ready', not('fresh')]), target: 'busy' },
        poke: { actions: ['bump', 'log'] },
      },
    },
    busy: {
      tags: ['busy'],
      entry: 'log',
      invoke: {
        id: 'fetchIt',
        src: 'fetchIt',
        onDone: { guard: ({ event }) => event.output > 0, target: 'both' },
      },
      after: { wait: 'idle', 200: 'idle' },
    },
    both: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { always: 'b' }, b: {} } },
        right: { initial: 'x', states: { x: { on: { finish: '#demo.done' } } } },
      },
    },
    done: { type: 'final' },
  },
});

describe('machineGraph', () => {
  const graph = machineGraph(machine);
  const node = (path: string) => graph.nodes.find((n) => n.path === path)!;
  const edge = (source: string, event: string) =>
    graph.edges.find((e) => e.sourceId === `demo${source ? `.${source}` : ''}` && e.event === event)!;

  it('lists every state node in document order with nesting, type and initial child', () => {
    expect(graph.nodes.map((n) => n.path)).toEqual([
      '',
      'idle',
      'busy',
      'both',
      'both.left',
      'both.left.a',
      'both.left.b',
      'both.right',
      'both.right.x',
      'done',
    ]);
    expect(node('')).toMatchObject({ id: 'demo', parentId: null, type: 'compound', initialId: 'demo.idle' });
    expect(node('both')).toMatchObject({
      type: 'parallel',
      initialId: null,
      childIds: ['demo.both.left', 'demo.both.right'],
    });
    expect(node('both.left')).toMatchObject({ parentId: 'demo.both', initialId: 'demo.both.left.a' });
    expect(node('done').type).toBe('final');
  });

  it('keeps tags, entry actions and invokes', () => {
    expect(node('idle').tags).toEqual(['editable']);
    expect(node('busy')).toMatchObject({
      tags: ['busy'],
      entry: ['log'],
      invoke: [{ id: 'fetchIt', src: 'fetchIt' }],
    });
  });

  it('labels transitions with event, guard, delay and eventless', () => {
    expect(edgeLabel(edge('idle', 'go'))).toBe('go [ready && !fresh]');
    expect(edge('idle', 'go').targetIds).toEqual(['demo.busy']);
    expect(edge('idle', 'poke')).toMatchObject({ targetIds: [], actions: ['bump', 'log'] });
    expect(node('busy').exit).toEqual([]);
    expect(edge('busy', 'after 1500ms')).toMatchObject({
      kind: 'after',
      delayMs: 1500,
      targetIds: ['demo.idle'],
    });
    expect(edge('busy', 'after 200ms').delayMs).toBe(200);
    expect(edgeLabel(edge('busy', 'done: fetchIt'))).toBe('done: fetchIt [inline]');
    expect(edge('both.left.a', 'always')).toMatchObject({ kind: 'always', targetIds: ['demo.both.left.b'] });
    expect(edge('', 'reset')).toMatchObject({ targetIds: ['demo.idle'], reenter: false });
  });

  it('is plain data', () => {
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  });

  it.each(machineRegistry.map((e) => [e.id, e.machine] as const))(
    '%s: every edge joins known nodes',
    (_, m) => {
      const g = machineGraph(m);
      const ids = new Set(g.nodes.map((n) => n.id));
      for (const e of g.edges) expect([e.sourceId, ...e.targetIds].every((id) => ids.has(id))).toBe(true);
    },
  );
});

describe('drawnEdges', () => {
  const graphOf = (id: string) => machineGraph(machineRegistry.find((e) => e.id === id)!.machine);

  it('draws order status’s order.cancel once per target, its guards on one line', () => {
    const graph = graphOf('orderStatus');
    const cancel = drawnEdges(graph).filter((a) => a.transitions.some((t) => t.event === 'order.cancel'));
    expect(cancel.map((a) => a.targetId)).toEqual([
      'orderStatus.progress.cancelled',
      'orderStatus.attention.clear',
    ]);
    for (const arrow of cancel)
      expect(arrow.transitions.map((t) => drawnLabel(t, graph))).toEqual([
        'order.cancel [inIntake | inOpen]',
      ]);
  });

  it('draws one arrow for an event that leaves several states for one target, naming them', () => {
    const graph = graphOf('orderStatus');
    const toConsolidating = drawnEdges(graph)
      .filter((a) => a.targetId === 'orderStatus.progress.consolidating')
      .flatMap((a) => a.transitions.map((t) => drawnLabel(t, graph)));
    expect(toConsolidating).toContain(
      'stop.pickedUp [followsLoads && consolidationLeg] from planned, booked, consolidated, staged',
    );
    expect(toConsolidating.filter((l) => l.startsWith('stop.pickedUp'))).toHaveLength(1);
  });

  it('puts a guard that differs by state beside its state', () => {
    const graph = graphOf('orderStatus');
    const hold = drawnEdges(graph)
      .flatMap((a) => a.transitions)
      .find((t) => t.event === 'order.hold')!;
    expect(drawnLabelLines(hold, graph)).toEqual(['order.hold', 'from clear [live], issue']);
  });

  it('draws load status with one arrow per state, each naming status.chosen once', () => {
    const graph = graphOf('loadStatus');
    const fromRoot = drawnEdges(graph).filter((a) => a.sourceId === 'loadStatus');
    expect(fromRoot).toHaveLength(7);
    for (const arrow of fromRoot)
      expect(arrow.transitions.filter((t) => t.event === 'status.chosen')).toHaveLength(1);
    const toOpen = fromRoot.find((a) => a.targetId === 'loadStatus.open')!;
    expect(toOpen.transitions.map((t) => drawnLabel(t, graph))).toEqual([
      'load.factsChanged',
      'status.chosen [chosen]',
    ]);
  });

  it.each(machineRegistry.map((e) => [e.id, e.machine] as const))(
    '%s: every transition to a target is drawn exactly once, and no arrow twice',
    (_, m) => {
      const graph = machineGraph(m);
      const arrows = drawnEdges(graph);
      const drawn = arrows.flatMap((a) =>
        a.transitions.flatMap((t) => t.edgeIds.map((id) => `${id}>${a.targetId}`)),
      );
      const expected = graph.edges.flatMap((e) => e.targetIds.map((t) => `${e.id}>${t}`));
      expect(drawn.sort()).toEqual(expected.sort());
      expect(new Set(arrows.map((a) => a.id)).size).toBe(arrows.length);
    },
  );
});
