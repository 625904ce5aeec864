import { transition, type SnapshotFrom } from 'xstate';
import { loadStatusCodes, loadStatusLabel, type LoadStatusCode } from '#contract/load-status';
import {
  loadStatusMachine,
  loadStatusStates,
  type LoadFacts,
  type LoadStatusEvent,
  type LoadStatusState,
} from './load-status.machine';
import { inSequence, type SequencedStop } from './stop-sequencing';

export type { LoadFacts } from './load-status.machine';

type Snapshot = SnapshotFrom<typeof loadStatusMachine>;

/** Spec 2 §4: the select is editable only with 'Disable Auto Status'; the sentence beside it otherwise. */
export const loadStatusTexts = {
  automatic: 'The load status is set automatically. Tick Disable Auto Status to choose it.',
} as const;

const stateOf = (code: LoadStatusCode): LoadStatusState =>
  (Object.keys(loadStatusStates) as LoadStatusState[]).find((s) => loadStatusStates[s] === code) ?? 'open';

/** The machine's snapshot for a stored load. */
export const loadStatusSnapshot = (
  current: LoadStatusCode,
  options: { ignoreStatusUpdates: boolean },
): Snapshot =>
  loadStatusMachine.resolveState({
    value: stateOf(current),
    context: { ignoreStatusUpdates: options.ignoreStatusUpdates },
  });

function step(current: LoadStatusCode, event: LoadStatusEvent, options: { ignoreStatusUpdates: boolean }) {
  const [next] = transition(loadStatusMachine, loadStatusSnapshot(current, options), event);
  const status = loadStatusStates[next.value as LoadStatusState];
  return { status, changed: status !== current };
}

/** The facts of a load from its stops and carrier. */
export function loadFactsOf(
  stops: readonly SequencedStop[],
  carrierId: number | null | undefined,
): LoadFacts {
  const ordered = inSequence(stops);
  return {
    hasOrders: ordered.some((s) => (s.loadStopOrders?.length ?? 0) > 0),
    hasCarrier: carrierId != null,
    firstStopResolved: !!ordered[0]?.pickedUpOrDelivered,
    allStopsResolved: ordered.length > 0 && ordered.every((s) => s.pickedUpOrDelivered),
  };
}

/** Automatic status after a change of the load (frozen with ignoreStatusUpdates; Cancelled stays). */
export const loadStatusAfter = (
  current: LoadStatusCode,
  facts: LoadFacts,
  options: { ignoreStatusUpdates: boolean },
) => step(current, { type: 'load.factsChanged', facts }, options);

/** cancelLoads. */
export const loadStatusCancelled = (current: LoadStatusCode) =>
  step(current, { type: 'load.cancelled' }, { ignoreStatusUpdates: false });

/** A status chosen in the select: allowed only with Disable Auto Status ticked. */
export function checkManualLoadStatus(
  from: LoadStatusCode,
  to: LoadStatusCode,
  options: { ignoreStatusUpdates: boolean },
): { ok: true } | { ok: false; reason: string } {
  if (from === to) return { ok: true };
  return step(from, { type: 'status.chosen', status: to }, options).status === to
    ? { ok: true }
    : { ok: false, reason: loadStatusTexts.automatic };
}

/** For the status select: each status, whether it can be chosen now and why not. */
export const loadStatusChoices = (current: LoadStatusCode, options: { ignoreStatusUpdates: boolean }) =>
  loadStatusCodes.map((status) => {
    const verdict = checkManualLoadStatus(current, status, options);
    return {
      status,
      label: loadStatusLabel(status),
      allowed: verdict.ok,
      reason: verdict.ok ? null : verdict.reason,
    };
  });
