import type { LoadStop } from '#contract/load';
import { changedStops, type SaveStopsInput } from '#machines/stop-editing/stop-editing.machine';
import * as form from '#machines/edit-form/edit-form.selectors';
import { useRuntime } from '../../../app/runtime-context';
import { saveLoad } from '../../../shared/loads/load-form';
import { useStopModal } from '../../../shared/loads/stop-modal/use-stop-modal';
import type { LoadPageBinding } from './use-load-page';

/** The carrier stop notes changed, when nothing else of any stop changed; null otherwise. */
export function carrierNoteUpdates(before: readonly LoadStop[], after: readonly LoadStop[]) {
  const changed = changedStops({ before, after });
  const onlyNotes = changed.every((stop) => {
    const was = before.find((b) => b.loadStopId === stop.loadStopId);
    return was && JSON.stringify({ ...was, stopDirections: stop.stopDirections }) === JSON.stringify(stop);
  });
  if (changed.length === 0 || !onlyNotes) return null;
  return changed.map((stop) => ({ objectId: stop.loadStopId, updatedNote: stop.stopDirections ?? null }));
}

/**
 * The stop modal on the load page: Save sends the load as the form holds it with the after copy of the stops
 * (PUT {id}); a carrier who changed only carrier stop notes saves them alone (spec 2 §7
 * putCarrierStopNotes). Either way the page then starts over from the saved load.
 */
export function useLoadStopModal({
  loadId,
  form: loadForm,
  stops,
  legs,
  header,
  access,
  restart,
}: LoadPageBinding) {
  const { services } = useRuntime();
  const save = async (input: SaveStopsInput, signal: AbortSignal) => {
    const notes = access.isCarrier ? carrierNoteUpdates(input.before, input.after) : null;
    if (notes) {
      await services.loadsApi.putCarrierStopNotes(notes, signal);
      return `Load Locations ${notes.map((n) => n.objectId).join(', ')} saved successfully.`;
    }
    const values = form.selectValues(loadForm.getSnapshot());
    await saveLoad(services, { ...values, loadStops: input.after }, signal);
    return `Load #${loadId} saved successfully.`;
  };
  // The load's dateModified moved: the page reads the saved load afresh.
  return useStopModal({ loadId, statusId: header.statusId, stops, legs, access, save, onSaved: restart });
}
