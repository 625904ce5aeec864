import { describe, expect, it } from 'vitest';
import { machineGraph } from '#machines/registry/graph';
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
      const targeted = graph.edges.reduce((sum, e) => sum + e.targetIds.length, 0);
      expect(layout.edges).toHaveLength(targeted);
      for (const e of layout.edges) expect(e.points.length).toBeGreaterThanOrEqual(2);
      expect(layout.initials.length).toBe(graph.nodes.filter((n) => n.initialId).length);
    },
  );
});
