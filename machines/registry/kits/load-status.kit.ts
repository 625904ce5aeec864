import { loadStatusCodes, LoadStatus } from '#contract/load-status';
import { loadStatusMachine, loadStatusStates, type LoadFacts } from '#domain/load-status.machine';
import { check, defineTestKit } from '../test-kit';

const facts = (f: Partial<LoadFacts>): { type: 'load.factsChanged'; facts: LoadFacts } => ({
  type: 'load.factsChanged',
  facts: { hasOrders: false, hasCarrier: false, firstStopResolved: false, allStopsResolved: false, ...f },
});

export const loadStatusKit = defineTestKit(loadStatusMachine, {
  input: { ignoreStatusUpdates: false },
  scenarios: { autoStatusDisabled: { ignoreStatusUpdates: true } },
  events: {
    'load.factsChanged': [
      facts({}),
      facts({ hasOrders: true }),
      facts({ hasOrders: true, hasCarrier: true }),
      facts({ hasOrders: true, hasCarrier: true, firstStopResolved: true }),
      facts({ hasOrders: true, hasCarrier: true, firstStopResolved: true, allStopsResolved: true }),
    ],
    'status.chosen': loadStatusCodes.map((status) => ({ type: 'status.chosen' as const, status })),
    'autoStatus.toggled': [
      { type: 'autoStatus.toggled', ignoreStatusUpdates: true },
      { type: 'autoStatus.toggled', ignoreStatusUpdates: false },
    ],
  },
  expect: {
    '': (s) =>
      check(
        loadStatusCodes.includes(loadStatusStates[s.value as keyof typeof loadStatusStates]),
        `every state is a status of spec 2 §4 (${String(s.value)})`,
      ),
    open: (s) => check(loadStatusStates[s.value as 'open'] === LoadStatus.Open, 'a new load is Open'),
  },
});
