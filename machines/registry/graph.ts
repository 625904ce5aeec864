import type { AnyStateMachine } from 'xstate';
import { parseAfterEvent, resolveDelay, statePath } from './delays';

type StateNode = AnyStateMachine['root'];
type Transition = ReturnType<StateNode['transitions']['get']> extends (infer T)[] | undefined ? T : never;

export type GraphNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type GraphEdgeKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'stateDone';

export interface GraphNode {
  /** The state node id, e.g. 'signIn.submitting.signingIn'. */
  id: string;
  key: string;
  /** Dotted path below the root ('submitting.signingIn'); '' for the root. */
  path: string;
  parentId: string | null;
  type: GraphNodeType;
  /** The initial child's id, for compound states. */
  initialId: string | null;
  tags: string[];
  entry: string[];
  exit: string[];
  invoke: { id: string; src: string }[];
  description: string | null;
  childIds: string[];
}

export interface GraphEdge {
  id: string;
  sourceId: string;
  /** Empty for a transition that only runs actions (drawn inside its state, not as an arrow). */
  targetIds: string[];
  eventType: string;
  kind: GraphEdgeKind;
  /** The event part of the label: 'credentials.submit', 'after 1500ms', 'always', 'done: login'. */
  event: string;
  guard: string | null;
  delayMs: number | null;
  actions: string[];
  reenter: boolean;
}

/** A machine's statechart as plain data: what the docs script writes and the inspector draws. */
export interface MachineGraph {
  machineId: string;
  rootId: string;
  /** Document order, parents before children. */
  nodes: GraphNode[];
  edges: GraphEdge[];
}

const builtInName = (type: string) => type.replace(/^xstate\./, '');

/** A readable name of an action: its name, a built-in's kind ('assign', 'emit'), or 'inline'. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    return typeof type === 'string' ? builtInName(type) : 'inline';
  }
  if (action && typeof action === 'object' && 'type' in action) return String(action.type);
  return 'inline';
}

// `after` transitions schedule and cancel their events through entry and exit actions of their own.
const isDelaySchedule = (action: unknown): boolean => {
  const a = action as { type?: unknown; id?: unknown; sendId?: unknown };
  const id = String(a.id ?? a.sendId ?? '');
  return (
    typeof action === 'function' &&
    (a.type === 'xstate.raise' || a.type === 'xstate.cancel') &&
    id.startsWith('xstate.after.')
  );
};
const actionNames = (actions: readonly unknown[]) =>
  actions.filter((a) => !isDelaySchedule(a)).map(actionName);

/** A readable guard: its name, a combination ('a && b', '!a'), or 'inline' for an anonymous function. */
export function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const parts = (guard as { guards?: unknown }).guards;
    if (Array.isArray(parts)) {
      const names = parts.map((g) => guardName(g) ?? 'inline');
      if (guard.name === 'not') return `!${names.join(' && ')}`;
      return names.join(guard.name === 'or' ? ' || ' : ' && ');
    }
    return 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline';
}

function edgeEvent(machine: AnyStateMachine, t: Transition): Pick<GraphEdge, 'kind' | 'event' | 'delayMs'> {
  const type = t.eventType;
  if (type === '') return { kind: 'always', event: 'always', delayMs: null };
  const after = parseAfterEvent(type);
  if (after) {
    const raw = (t as { delay?: unknown }).delay ?? after.delay;
    const ms = resolveDelay(machine, raw);
    return { kind: 'after', event: ms === null ? `after ${String(raw)}` : `after ${ms}ms`, delayMs: ms };
  }
  for (const [prefix, kind] of [
    ['xstate.done.actor.', 'done'],
    ['xstate.error.actor.', 'error'],
  ] as const) {
    if (type.startsWith(prefix))
      return { kind, event: `${kind}: ${type.slice(prefix.length)}`, delayMs: null };
  }
  if (type.startsWith('xstate.done.state.')) return { kind: 'stateDone', event: 'done', delayMs: null };
  return { kind: 'event', event: type, delayMs: null };
}

/**
 * A transition's stable id, '<source id>#<event type or always>#<index among that event's transitions>':
 * the id of its graph edge, and what the generated paths count as taken.
 */
export function transitionId(t: { source: StateNode; eventType: string }): string {
  const siblings: unknown[] =
    t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id}#${t.eventType || 'always'}#${siblings.indexOf(t)}`;
}

/** 'event [guard]', as both the docs and the inspector label a transition. */
export const edgeLabel = (edge: Pick<GraphEdge, 'event' | 'guard'>): string =>
  edge.guard ? `${edge.event} [${edge.guard}]` : edge.event;

/**
 * The statechart of a machine as serialisable data: every state node with its nesting, type, initial child,
 * tags, entry/exit actions and invokes; every transition with its event, guard, delay, actions and targets.
 */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const nodes: GraphNode[] = [];
  const edges: GraphEdge[] = [];
  const visit = (node: StateNode) => {
    const children = Object.values(node.states);
    nodes.push({
      id: node.id,
      key: node.key,
      path: statePath(node),
      parentId: node.parent?.id ?? null,
      type: node.type,
      initialId: node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null,
      tags: [...node.tags],
      entry: actionNames(node.entry),
      exit: actionNames(node.exit),
      invoke: node.invoke.map((i) => ({ id: i.id, src: typeof i.src === 'string' ? i.src : 'inline' })),
      description: node.description ?? null,
      childIds: children.map((c) => c.id),
    });
    const transitions: Transition[] = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const t of transitions) {
      edges.push({
        id: transitionId(t),
        sourceId: node.id,
        targetIds: (t.target ?? []).map((target) => target.id),
        eventType: t.eventType,
        ...edgeEvent(machine, t),
        guard: guardName(t.guard),
        actions: t.actions.map(actionName),
        reenter: t.reenter,
      });
    }
    children.forEach(visit);
  };
  visit(machine.root);
  return { machineId: machine.id, rootId: machine.root.id, nodes, edges };
}

/** Transitions that share an event and a target, from one state or several: one line of an arrow's label. */
export interface DrawnTransition {
  kind: GraphEdgeKind;
  event: string;
  /** Their guards, each once, in order; empty when none has one ('' for an unguarded one beside guarded). */
  guards: string[];
  /** Each source's own guards, in the order of `sourceIds` ('' for unguarded). */
  sourceGuards: string[][];
  /** Every state the transition leaves from, in document order. */
  sourceIds: string[];
  edgeIds: string[];
}

/** One arrow of a diagram: a source and a target, with every transition it stands for. */
export interface DrawnEdge {
  /** `<source id>-><target id>`. */
  id: string;
  /** Where the arrow starts: the first source of its first transition. */
  sourceId: string;
  targetId: string;
  transitions: DrawnTransition[];
}

/**
 * The arrows a diagram draws: identical transitions (same event, same target, several sources or guards)
 * once, with their sources listed, and the transitions between one pair of states on one arrow. A machine
 * whose `on` sits on a parent state (order status's `order.cancel`, load status's `status.chosen`) would
 * otherwise stack one labelled arrow per guard and target.
 */
export function drawnEdges(graph: MachineGraph): DrawnEdge[] {
  const groups = new Map<string, DrawnTransition & { targetId: string }>();
  for (const edge of graph.edges) {
    for (const targetId of edge.targetIds) {
      const key = `${edge.kind}|${edge.event}|${targetId}`;
      const group = groups.get(key) ?? {
        kind: edge.kind,
        event: edge.event,
        guards: [],
        sourceGuards: [],
        sourceIds: [],
        edgeIds: [],
        targetId,
      };
      group.guards.push(edge.guard ?? '');
      if (!group.sourceIds.includes(edge.sourceId)) {
        group.sourceIds.push(edge.sourceId);
        group.sourceGuards.push([]);
      }
      group.sourceGuards[group.sourceIds.indexOf(edge.sourceId)]!.push(edge.guard ?? '');
      group.edgeIds.push(edge.id);
      groups.set(key, group);
    }
  }
  const arrows = new Map<string, DrawnEdge>();
  for (const { targetId, ...transition } of groups.values()) {
    transition.guards = transition.guards.some(Boolean) ? [...new Set(transition.guards)] : [];
    const sourceId = transition.sourceIds[0]!;
    const id = `${sourceId}->${targetId}`;
    const arrow = arrows.get(id) ?? { id, sourceId, targetId, transitions: [] };
    arrow.transitions.push(transition);
    arrows.set(id, arrow);
  }
  return [...arrows.values()];
}

/**
 * A transition's label as lines: 'stop.pickedUp [followsLoads]', then 'from planned, booked' when it leaves
 * several states (sources by their keys); on its own line so a long list does not widen the diagram.
 */
export function drawnLabelLines(transition: DrawnTransition, graph: MachineGraph): string[] {
  const keyOf = (id: string) => graph.nodes.find((n) => n.id === id)?.key ?? id;
  // An unguarded transition beside guarded ones from the same state is their fallback: 'else'.
  const guardText = (guards: string[]) =>
    guards.some(Boolean) ? ` [${[...new Set(guards.map((g) => g || 'else'))].join(' | ')}]` : '';
  const { event, sourceIds, sourceGuards } = transition;
  if (sourceIds.length === 1) return [`${event}${guardText(sourceGuards[0]!)}`];
  const same = sourceGuards.every((g) => g.join('|') === sourceGuards[0]!.join('|'));
  if (same) return [`${event}${guardText(sourceGuards[0]!)}`, `from ${sourceIds.map(keyOf).join(', ')}`];
  // Guards that differ by state go with their state: 'from clear [live], issue'.
  return [event, `from ${sourceIds.map((id, i) => `${keyOf(id)}${guardText(sourceGuards[i]!)}`).join(', ')}`];
}

/** The label on one line: 'stop.pickedUp [followsLoads] from planned, booked'. */
export const drawnLabel = (transition: DrawnTransition, graph: MachineGraph): string =>
  drawnLabelLines(transition, graph).join(' ');
