import type { AnyStateMachine, AnyEventObject, StateValue } from 'xstate';

const afterPrefix = 'xstate.after.';

/** The delay name and state id of an 'xstate.after.<delay>.<state id>' event type, or null. */
export function parseAfterEvent(type: string): { delay: string; stateId: string } | null {
  if (!type.startsWith(afterPrefix)) return null;
  const rest = type.slice(afterPrefix.length);
  const dot = rest.indexOf('.');
  return dot < 0 ? null : { delay: rest.slice(0, dot), stateId: rest.slice(dot + 1) };
}

type DelayConfig = number | string | ((args: { context: unknown; event: AnyEventObject }) => number);

/**
 * Milliseconds of an `after` delay: a number, a named delay of the machine's implementations (number or
 * function of the context), or null when it depends on a context that is not given.
 */
export function resolveDelay(machine: AnyStateMachine, delay: unknown, context?: unknown): number | null {
  const named = (machine.implementations.delays as Record<string, DelayConfig | undefined>)[String(delay)];
  const config = (typeof delay === 'number' ? delay : (named ?? Number(delay))) as DelayConfig;
  if (typeof config === 'number') return Number.isFinite(config) ? config : null;
  if (typeof config === 'function' && context !== undefined) return config({ context, event: { type: '' } });
  return null;
}

/** The delay of an after-event for the given context, read from the transition that listens to it. */
export function delayOfAfterEvent(machine: AnyStateMachine, type: string, context: unknown): number | null {
  const parsed = parseAfterEvent(type);
  if (!parsed) return null;
  let node;
  try {
    node = machine.getStateNodeById(parsed.stateId);
  } catch {
    return null;
  }
  const transition = node.after.find((t) => t.eventType === type) as { delay?: unknown } | undefined;
  return transition ? resolveDelay(machine, transition.delay ?? parsed.delay, context) : null;
}

type StateNodeOf = AnyStateMachine['root'];

/** The state nodes a state value makes active, the root first: `{ a: 'b' }` gives m, m.a, m.a.b. */
export function activeStateNodes(machine: AnyStateMachine, value: StateValue): StateNodeOf[] {
  const nodes = [machine.root];
  const walk = (node: StateNodeOf, v: StateValue) => {
    const entries = typeof v === 'string' ? [[v, null] as const] : Object.entries(v);
    for (const [key, child] of entries) {
      const next = node.states[key];
      if (!next) continue;
      nodes.push(next);
      if (child !== null && child !== undefined) walk(next, child as StateValue);
    }
  };
  walk(machine.root, value);
  return nodes;
}

/** Ids of the active state nodes, the root's included. */
export const activeStateIds = (machine: AnyStateMachine, value: StateValue): string[] =>
  activeStateNodes(machine, value).map((node) => node.id);

/** The dotted path of a state node below the root ('submitting.signingIn'); '' for the root. */
export const statePath = (node: { path: readonly string[] }): string => node.path.join('.');
