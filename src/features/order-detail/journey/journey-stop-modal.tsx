import { useEffect, useRef } from 'react';
import type { LoadDetail } from '#client/loads.api';
import { inSequence, legsWithin } from '#domain/stop-sequencing';
import type { SaveStopsInput } from '#machines/stop-editing/stop-editing.machine';
import { StopModalView } from '../../../shared/loads/stop-modal/stop-modal-view';
import { useStopModal } from '../../../shared/loads/stop-modal/use-stop-modal';
import type { OrderJourneyBinding } from './use-order-journey';

/** The stops the modal changed: the journey's edit carries those alone. */
const changedStops = ({ before, after }: SaveStopsInput) =>
  after.filter((stop, i) => JSON.stringify(stop) !== JSON.stringify(before[i]));

/**
 * The stop modal of the loads issue, opened from the journey on one stop: its rules know where the load
 * stands in the order's journey, and its Save hands the changed stops to the journey as one edit (saved
 * with the journey's other edits, shown in its save states) instead of saving the load itself.
 */
export function JourneyStopModal({
  journey,
  loads,
  index,
  loadStopId,
}: {
  journey: OrderJourneyBinding;
  loads: readonly LoadDetail[];
  index: number;
  loadStopId: number;
}) {
  const { access, send, edit } = journey;
  const load = loads[index]!;
  const stops = inSequence(load.loadStops);
  const modal = useStopModal({
    loadId: load.loadId,
    statusId: load.refLoadStatusId,
    stops,
    access,
    legs: legsWithin(
      loads.map((l) => ({ loadId: l.loadId, stops: l.loadStops })),
      load.loadId,
      load.journeyLegs,
    ),
    save: async (input) => {
      const changed = changedStops(input);
      if (changed.length > 0) edit({ kind: 'stopsEdited', loadId: load.loadId, stops: changed });
      return null;
    },
    onSaved: () => send({ type: 'modal.closed' }),
  });
  // Opens once on the chosen stop; a close or Cancel of the modal closes it in the journey too.
  const opened = useRef(false);
  const { open } = modal;
  const stopIndex = stops.findIndex((stop) => stop.loadStopId === loadStopId);
  useEffect(() => {
    open(Math.max(stopIndex, 0));
    // On mount only (StrictMode's second mount opens again): the journey keys this by the stop it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (modal.view.open) opened.current = true;
    else if (opened.current) send({ type: 'modal.closed' });
  }, [modal.view.open, send]);
  return <StopModalView {...modal} />;
}
