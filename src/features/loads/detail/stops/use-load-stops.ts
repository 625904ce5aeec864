import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { outOfSequenceMessage } from '#contract/load-requests';
import { LoadStatus } from '#contract/load-status';
import type { OrderJourney } from '#machines/order-journey/journey-edits';
import type { SaveEditsInput } from '#machines/order-journey/order-journey.machine';
import * as form from '#machines/edit-form/edit-form.selectors';
import { inSequence, outOfSequenceOrderIds } from '#domain/stop-sequencing';
import type { Services } from '../../../../app/services';
import { fetchLoadJourney, sendJourneyEdits } from '../../../../shared/loads/journey-calls';
import type { LoadAccess } from '../../../../shared/loads/load-access';
import { toLoadValues } from '../../../../shared/loads/load-form';
import { moveStop } from '../../../../shared/loads/stops/stop-order';
import {
  stopModalSavedText,
  unsavedStopsPrompt,
  useStopJourney,
} from '../../../../shared/loads/use-stop-journey';
import type { LoadPageBinding } from '../use-load-page';
import { carrierNoteUpdates } from './carrier-notes';

/** The prompt before leaving the load page with stop changes the server does not have yet. */
export const loadLeavePrompt = unsavedStopsPrompt('Leave this load?', "this load's stops");

/**
 * A carrier's batch that only changed carrier stop notes: those notes alone (spec 2 §7 putCarrierStopNotes,
 * which needs no LoadUpdate); null for any other batch.
 */
function carrierNotesOnly(access: LoadAccess, { edits, journey }: SaveEditsInput) {
  if (!access.isCarrier || !edits.every((e) => e.kind === 'stopsEdited')) return null;
  const before = journey?.loads[0]?.loadStops ?? [];
  const after = edits.reduce((stops, e) => (e.kind === 'stopsEdited' ? e.stops : stops), [...before]);
  return carrierNoteUpdates(before, after);
}

/** Saves the load page's stop edits as the journey does (decision 064), or a carrier's notes alone. */
async function saveLoadStopEdits(
  services: Services,
  access: LoadAccess,
  loadId: number,
  input: SaveEditsInput,
  signal: AbortSignal,
): Promise<OrderJourney> {
  const notes = carrierNotesOnly(access, input);
  if (notes) await services.loadsApi.putCarrierStopNotes(notes, signal);
  else await sendJourneyEdits(services, input.edits, signal, input.journey);
  return fetchLoadJourney(services, loadId, signal);
}

/** The spec's success texts: 'Load Locations {ids} saved successfully.' for notes alone, else the modal's. */
function loadSavedText(access: LoadAccess, input: SaveEditsInput) {
  const notes = carrierNotesOnly(access, input);
  if (notes) return `Load Locations ${notes.map((n) => n.objectId).join(', ')} saved successfully.`;
  return stopModalSavedText(input);
}

/**
 * The stop cards of the Details tab, the same way the Order Journey has them (decision 064): a tick, a
 * reorder (by drag or the arrows) or the stop modal's Save is an edit of the load's stop journey, saved at
 * once with its save state beside the stops; the load form above keeps its own Save for the load's fields
 * and takes each stop save as its new baseline, typed fields kept. A reorder that would deliver an order
 * before its pickup is refused here with the spec's sentence before any call.
 */
export function useLoadStops({ loadId, form: actor, access }: LoadPageBinding) {
  const journey = useStopJourney({
    orderId: 0,
    fetchJourney: (services, signal) => fetchLoadJourney(services, loadId, signal),
    saveEdits: (services, input, signal) => saveLoadStopEdits(services, access, loadId, input, signal),
    leavePrompt: loadLeavePrompt,
    savedText: (input) => loadSavedText(access, input),
    onSaved: (saved) => {
      const load = saved.loads[0];
      if (load) actor.send({ type: 'record.rebased', values: toLoadValues(load) });
    },
  });
  const { view, send, edit, check } = journey;
  const load = view.journey?.loads[0] ?? null;
  // The form saved the load (its fields): the journey reads it again unless it has edits of its own.
  const formVersion = useSelector(actor, (s) => form.selectPristine(s).dateModified);
  const journeyVersion = load?.dateModified;
  useEffect(() => {
    if (journeyVersion && formVersion && formVersion !== journeyVersion) send({ type: 'journey.refresh' });
    // `send` is a new function each render; the versions are what matter.
  }, [formVersion, journeyVersion]);
  // Which card is being dragged and over which one: pointer state of the view, not workflow.
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);
  // A reorder refused before any call (delivery before pickup): a passing message, not workflow.
  const [refusal, setRefusal] = useState<string | null>(null);

  const stops = load ? inSequence(load.loadStops) : [];
  const checks = view.checks[0] ?? [];
  const idle = { enabled: false, reason: null };
  const mayReorder = access.mayEditLoad;
  // As on the journey: not while a save or a read runs, and a delivered load's stops stay in the order they
  // were resolved in.
  const reorderEnabled =
    mayReorder &&
    !view.loading &&
    view.saveState !== 'Saving' &&
    load?.refLoadStatusId !== LoadStatus.Delivered;
  const move = (from: number, to: number) => {
    const moved = moveStop(stops, from, to);
    if (outOfSequenceOrderIds(moved).length > 0) return setRefusal(outOfSequenceMessage);
    setRefusal(null);
    edit({ kind: 'stopsReordered', loadId, loadStopIds: moved.map((stop) => stop.loadStopId) });
  };

  return {
    journey,
    loading: load === null,
    loadError: view.loadError,
    stops,
    outOfSequence: outOfSequenceOrderIds(stops).length > 0,
    refusal,
    dismissRefusal: () => setRefusal(null),
    cards: stops.map((stop, index) => ({
      stop,
      number: index + 1,
      total: stops.length,
      check: view.loading ? idle : (checks[index] ?? idle),
      mayCheck: access.mayEditStops,
      onCheck: (checked: boolean) => check(loadId, stop, checked),
      onOpen: () => send({ type: 'modal.opened', loadId, loadStopId: stop.loadStopId }),
      openDisabled: view.loading,
      current: view.current?.loadStopId === stop.loadStopId,
      reorder: mayReorder ? { enabled: reorderEnabled, onMove: (to: number) => move(index, to) } : null,
      drag: {
        dragging: dragFrom === index,
        target: dragOver === index && dragFrom !== null && dragFrom !== index,
        onDragStart: () => setDragFrom(index),
        onDragOver: (e: { preventDefault: () => void }) => {
          if (dragFrom === null) return;
          e.preventDefault();
          setDragOver(index);
        },
        onDrop: () => {
          if (dragFrom !== null && reorderEnabled) move(dragFrom, index);
          setDragFrom(null);
          setDragOver(null);
        },
        onDragEnd: () => {
          setDragFrom(null);
          setDragOver(null);
        },
      },
    })),
  };
}

export type LoadStopsBinding = ReturnType<typeof useLoadStops>;
