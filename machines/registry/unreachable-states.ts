import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine } from 'xstate';

type AnyStateNode = ReturnType<typeof getStateNodes>[number];

/**
 * Ids of state nodes no transition can ever enter, read from the machine's static graph (guards are assumed
 * passable): entering a node enters its parent and its initial child (all children when parallel), and every
 * transition of an entered node (events, `after`, `always`, invoke done/error) enters its targets.
 */
export function unreachableStates(machine: AnyStateMachine): string[] {
  const reached = new Set<AnyStateNode>();
  const pending: AnyStateNode[] = [];
  const enter = (node: AnyStateNode | undefined) => {
    if (node && !reached.has(node)) {
      reached.add(node);
      pending.push(node);
    }
  };
  enter(machine.root);
  for (let node = pending.pop(); node; node = pending.pop()) {
    enter(node.parent);
    if (node.type === 'parallel') Object.values(node.states).forEach(enter);
    if (node.type === 'compound') node.initial.target.forEach(enter);
    const transitions = [...node.transitions.values()].flat().concat(node.always ?? []);
    for (const transition of transitions) transition.target?.forEach(enter);
  }
  return getStateNodes(machine.root)
    .filter((node) => !reached.has(node))
    .map((node) => node.id);
}
