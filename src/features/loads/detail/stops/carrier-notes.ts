import type { LoadStop } from '#contract/load';
import { changedStops } from '#machines/stop-editing/stop-editing.machine';

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
