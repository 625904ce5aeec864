import type { SnapshotFrom } from 'xstate';
import type { LoadStop } from '#contract/load';
import { nextStop, stopCheckState, stopTimeEnabled, type StopCheckState } from '#domain/stop-sequencing';
import type { stopEditingMachine } from './stop-editing.machine';

type Snapshot = SnapshotFrom<typeof stopEditingMachine>;

export interface StopModalView {
  open: boolean;
  busy: boolean;
  /** The stop shown, as edited (the after copy). */
  stop: LoadStop | null;
  /** 'Stop {n} of {total}'. */
  stopNumber: number;
  total: number;
  /** The 'CURRENT STOP' badge: this stop is the next to resolve. */
  isCurrentStop: boolean;
  /** The 'Picked up' / 'Delivered' checkbox and its tooltip. */
  check: StopCheckState;
  /** 'Picked up at:' / 'Delivered at:' is enabled only when ticked. */
  timeEnabled: boolean;
  canPrevious: boolean;
  canNext: boolean;
  dirty: boolean;
  error: string | null;
}

/** Everything the modal shows, in one selector (compare with shallowEqual). */
export function selectStopModal(s: Snapshot): StopModalView {
  const { after, before, index, loadDelivered, loadId, legs, error } = s.context;
  const stop = after[index] ?? null;
  const open = s.matches('editing') || s.matches('saving');
  return {
    open,
    busy: s.hasTag('busy'),
    stop,
    stopNumber: stop ? index + 1 : 0,
    total: after.length,
    isCurrentStop: !!stop && nextStop(before)?.loadStopId === stop.loadStopId,
    check: stop
      ? stopCheckState(after, index, { loadDelivered, loadId: loadId ?? undefined, legs })
      : { enabled: false, reason: null },
    timeEnabled: stopTimeEnabled(stop ?? undefined),
    canPrevious: open && s.can({ type: 'stop.previous' }),
    canNext: open && s.can({ type: 'stop.next' }),
    dirty: JSON.stringify(before) !== JSON.stringify(after),
    error,
  };
}

/** The after copy of every stop (what Save sends). */
export const selectEditedStops = (s: Snapshot): LoadStop[] => s.context.after;
