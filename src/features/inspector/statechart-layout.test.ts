import { describe, expect, it } from 'vitest';
import { drawnEdges, machineGraph } from '#machines/registry/graph';
import { machineRegistry } from '#machines/registry/machine-registry';
import { layoutStatechart } from './statechart-layout';

const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

describe('layoutStatechart', () => {
  it.each(machineRegistry.map((e) => [e.id, e] as const))(
    '%s: every state placed inside its parent, every edge routed',
    async (_, entry) => {
      const graph = machineGraph(entry.machine);
      const layout = await layoutStatechart(graph);
      expect(layout.nodes).toHaveLength(graph.nodes.length);
      const box = new Map(layout.nodes.map((n) => [n.node.id, n]));
      for (const n of layout.nodes) {
        if (n.node.parentId) expect(inside(n, box.get(n.node.parentId)!), n.node.id).toBe(true);
      }
      expect(layout.edges).toHaveLength(drawnEdges(graph).length);
      for (const e of layout.edges) expect(e.points.length).toBeGreaterThanOrEqual(2);
      expect(layout.initials.length).toBe(graph.nodes.filter((n) => n.initialId).length);
    },
  );

  // Labels measured by character count, as the drawing does: no two of one chart may overlap.
  it.each(['orderStatus', 'loadStatus'])('%s: no two transition labels overlap', async (id) => {
    const entry = machineRegistry.find((e) => e.id === id)!;
    const labels = (await layoutStatechart(machineGraph(entry.machine))).edges.map((e) => e.label!);
    for (const [i, a] of labels.entries())
      for (const b of labels.slice(i + 1)) {
        const apart =
          a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart, `${a.lines[0]} / ${b.lines[0]}`).toBe(true);
      }
  });
});
