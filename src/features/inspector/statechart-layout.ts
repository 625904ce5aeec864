import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import {
  drawnEdges,
  drawnLabelLines,
  edgeLabel,
  type DrawnEdge,
  type GraphNode,
  type MachineGraph,
} from '#machines/registry/graph';

export interface Point {
  x: number;
  y: number;
}

/** A state drawn as a box; `lines` are what the box says under its name. */
export interface LaidOutNode {
  node: GraphNode;
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
}

/** One arrow: a drawn edge (identical transitions merged, graph.ts) and its label's lines. */
export interface LaidOutEdge {
  id: string;
  arrow: DrawnEdge;
  targetId: string;
  points: Point[];
  label: { lines: string[]; x: number; y: number; width: number; height: number } | null;
}

/** Where an initial-state dot sits and the arrow it draws to the initial child. */
export interface InitialMarker {
  parentId: string;
  dot: Point;
  points: Point[];
}

/** Where the arrows of a state's own `on` start when they lead into it: "from any state of this one". */
export interface AnyStateMarker {
  parentId: string;
  dot: Point;
}

export interface StatechartLayout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
  initials: InitialMarker[];
  anyStates: AnyStateMarker[];
}

// Text is measured by character count: the drawing uses a fixed font size, and jsdom measures nothing.
export const lineHeight = 16;
export const titleHeight = 22;
export const labelLineHeight = 14;
const charWidth = 6.8;
const labelCharWidth = 6.2;
const boxPadding = 12;
const initialSize = 10;

const textWidth = (text: string, perChar = charWidth) => Math.ceil(text.length * perChar);

/** Lines a state box shows under its name: invokes, entry/exit actions, and transitions that stay. */
export function nodeLines(node: GraphNode, graph: MachineGraph): string[] {
  const lines = node.invoke.map((i) => `invoke ${i.id}`);
  if (node.entry.length) lines.push(`entry / ${node.entry.join(', ')}`);
  if (node.exit.length) lines.push(`exit / ${node.exit.join(', ')}`);
  for (const e of graph.edges) {
    if (e.sourceId === node.id && e.targetIds.length === 0) {
      lines.push(`${edgeLabel(e)}${e.actions.length ? ` / ${e.actions.join(', ')}` : ''}`);
    }
  }
  return lines;
}

const tagsWidth = (tags: string[]) => tags.reduce((w, t) => w + textWidth(t, 6) + 14, 0);

/** Height of a box's head: its name, a row of tag chips, its lines. */
export const headHeight = (node: GraphNode, lines: string[]) =>
  titleHeight + (node.tags.length ? lineHeight + 2 : 0) + lines.length * lineHeight + 6;

const initialId = (parentId: string) => `${parentId}::initial`;
const anyStateId = (parentId: string) => `${parentId}::any`;

/**
 * Lays a machine's graph out with elkjs (layered, left to right, children inside their parents, edges
 * routed across levels), in absolute coordinates. The root machine is the outermost box.
 */
export async function layoutStatechart(graph: MachineGraph): Promise<StatechartLayout> {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const lines = new Map(graph.nodes.map((n) => [n.id, nodeLines(n, graph)]));
  const edges: ElkExtendedEdge[] = [];
  const arrows = drawnEdges(graph);
  const isAncestor = (ancestorId: string, id: string): boolean => {
    const parent = byId.get(id)?.parentId ?? null;
    return parent !== null && (parent === ancestorId || isAncestor(ancestorId, parent));
  };
  // An arrow from a state into its own descendant starts at a marker inside it, not on its border: laid out
  // from its border, several of them stacked their labels there (load status's status.chosen).
  const fromInside = new Set(arrows.filter((a) => isAncestor(a.sourceId, a.targetId)).map((a) => a.id));
  const withAnyMarker = new Set(arrows.filter((a) => fromInside.has(a.id)).map((a) => a.sourceId));

  const toElk = (node: GraphNode): ElkNode => {
    const own = lines.get(node.id)!;
    const width = Math.max(
      80,
      textWidth(node.key, 7.6) + boxPadding * 2,
      tagsWidth(node.tags) + boxPadding * 2,
      ...own.map((l) => textWidth(l) + boxPadding * 2),
    );
    if (!node.childIds.length) return { id: node.id, width, height: headHeight(node, own) + 4 };
    const children = node.childIds.map((id) => toElk(byId.get(id)!));
    if (withAnyMarker.has(node.id))
      children.unshift({ id: anyStateId(node.id), width: initialSize, height: initialSize });
    if (node.initialId) {
      children.unshift({ id: initialId(node.id), width: initialSize, height: initialSize });
      edges.push({ id: `${initialId(node.id)}->`, sources: [initialId(node.id)], targets: [node.initialId] });
    }
    return {
      id: node.id,
      layoutOptions: {
        'elk.padding': `[top=${headHeight(node, own) + 8},left=14,bottom=14,right=14]`,
        'elk.nodeSize.minimum': `(${width}, 40)`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      },
      children,
    };
  };
  const root = toElk(byId.get(graph.rootId)!);

  for (const arrow of arrows) {
    const texts = arrow.transitions.flatMap((t) => drawnLabelLines(t, graph));
    edges.push({
      id: arrow.id,
      sources: [fromInside.has(arrow.id) ? anyStateId(arrow.sourceId) : arrow.sourceId],
      targets: [arrow.targetId],
      labels: [
        {
          text: texts.join('\n'),
          width: Math.max(...texts.map((t) => textWidth(t, labelCharWidth))) + 8,
          height: texts.length * labelLineHeight + 4,
        },
      ],
    });
  }

  const graphIn: ElkNode = {
    id: '__statechart',
    layoutOptions: {
      'elk.algorithm': 'layered',
      // Left to right: the page is wider than tall; and ELK (0.10) misapplies a compound state's minimum size
      // when laying out downwards, which would let its own lines overflow it.
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.edgeRouting': 'POLYLINE',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.spacing.edgeEdge': '8',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '8',
      'elk.spacing.nodeNode': '36',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.edgeNodeBetweenLayers': '20',
      'elk.padding': '[top=12,left=12,bottom=12,right=12]',
    },
    children: [root],
    edges,
  };
  const result: ElkNode = await new ELK().layout(graphIn);

  const nodes: LaidOutNode[] = [];
  const initials: InitialMarker[] = [];
  const anyStates: AnyStateMarker[] = [];
  const boxes = new Map<string, { x: number; y: number; width: number; height: number }>();
  const collect = (n: ElkNode) => {
    const box = { x: n.x ?? 0, y: n.y ?? 0, width: n.width ?? 0, height: n.height ?? 0 };
    boxes.set(n.id, box);
    const node = byId.get(n.id);
    if (node) nodes.push({ node, ...box, lines: lines.get(n.id)! });
    n.children?.forEach(collect);
  };
  result.children?.forEach(collect);
  for (const parentId of withAnyMarker) {
    const box = boxes.get(anyStateId(parentId))!;
    anyStates.push({ parentId, dot: { x: box.x + box.width / 2, y: box.y + box.height / 2 } });
  }
  const arrowById = new Map(arrows.map((a) => [a.id, a]));

  const laidEdges: LaidOutEdge[] = [];
  for (const e of result.edges ?? []) {
    const section = e.sections?.[0];
    const points = section ? [section.startPoint, ...(section.bendPoints ?? []), section.endPoint] : [];
    if (e.id.endsWith('::initial->')) {
      const parentId = e.id.slice(0, -'::initial->'.length);
      const box = boxes.get(initialId(parentId))!;
      initials.push({ parentId, dot: { x: box.x + box.width / 2, y: box.y + box.height / 2 }, points });
      continue;
    }
    const arrow = arrowById.get(e.id)!;
    const label = e.labels?.[0];
    laidEdges.push({
      id: e.id,
      arrow,
      targetId: arrow.targetId,
      points,
      label: label
        ? {
            lines: (label.text ?? '').split('\n'),
            x: label.x ?? 0,
            y: label.y ?? 0,
            width: label.width ?? 0,
            height: label.height ?? 0,
          }
        : null,
    });
  }
  return {
    width: result.width ?? 0,
    height: result.height ?? 0,
    nodes,
    edges: laidEdges,
    initials,
    anyStates,
  };
}

const layouts = new Map<string, StatechartLayout | Error>();
const pending = new Set<string>();
const listeners = new Set<() => void>();

/**
 * The layout of a machine's graph if done, else null after starting it; kept for the page's life.
 * `subscribeLayouts` tells when one finishes (for useSyncExternalStore).
 */
export function layoutOf(graph: MachineGraph): StatechartLayout | Error | null {
  const done = layouts.get(graph.machineId);
  if (done) return done;
  if (!pending.has(graph.machineId)) {
    pending.add(graph.machineId);
    layoutStatechart(graph)
      .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))
      .then((result) => {
        layouts.set(graph.machineId, result);
        pending.delete(graph.machineId);
        listeners.forEach((l) => l());
      });
  }
  return null;
}

export function subscribeLayouts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
