import { fileURLToPath } from 'node:url';
import { LoadStatus } from '../api/contract/load-status';
import { OrderStatus } from '../api/contract/order-status';
import { edgeLabel, machineGraph, type MachineGraph } from '../machines/registry/graph';
import { machineRegistry } from '../machines/registry/machine-registry';

/**
 * What `machines:diff` compares between two versions of the code: each registered machine's states,
 * transitions and events, and the status codes stored orders and loads hold. This file is copied into the
 * old version's tree and run there, so it reads only what every version since the registry has (relative
 * imports: the first versions resolved `#contract/…` through tsconfig paths, later ones through package.json).
 */
export interface MachineSnapshot {
  id: string;
  /** State paths below the root, '' omitted: 'submitting.signingIn'. */
  states: string[];
  /** 'source → targets: event [guard]', as docs/machines.md names them. */
  transitions: string[];
  events: string[];
}

export interface MachinesSnapshot {
  machines: MachineSnapshot[];
  /** Status name → code, as stored in orders.ref_order_status_id and loads.ref_load_status_id. */
  storedStatuses: { order: Record<string, number>; load: Record<string, number> };
}

const pathOf = (graph: MachineGraph, id: string) => graph.nodes.find((n) => n.id === id)?.path || '(machine)';

export function machineSnapshot(id: string, graph: MachineGraph): MachineSnapshot {
  const transitions = graph.edges.map((edge) => {
    const targets = edge.targetIds.map((t) => pathOf(graph, t)).join(', ') || '(stays)';
    return `${pathOf(graph, edge.sourceId)} → ${targets}: ${edgeLabel(edge)}`;
  });
  const events = graph.edges.filter((e) => e.kind === 'event').map((e) => e.eventType);
  return {
    id,
    states: graph.nodes.filter((n) => n.path).map((n) => n.path),
    transitions: [...new Set(transitions)].sort(),
    events: [...new Set(events)].sort(),
  };
}

export const machinesSnapshot = (): MachinesSnapshot => ({
  machines: machineRegistry.map((entry) => machineSnapshot(entry.id, machineGraph(entry.machine))),
  storedStatuses: { order: { ...OrderStatus }, load: { ...LoadStatus } },
});

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.stdout.write(JSON.stringify(machinesSnapshot()));
