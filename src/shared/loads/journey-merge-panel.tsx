import { useSelector } from '@xstate/react';
import { selectJourneyMergeView } from '#machines/order-journey/order-journey.selectors';
import { MergePanel } from '#ui/components/merge-panel/merge-panel';
import { recordFieldLabel, recordFieldValue } from '../../app/record-field-labels';
import type { StopJourneyBinding } from './use-stop-journey';

/**
 * The merge view of a stop journey (issue #28), wherever stops are edited: a save that met someone else's
 * asks, per stop field both changed, theirs or mine (mine until chosen), then saves the merged edits; or
 * takes their version whole. The same panel as the edit forms' (src/app/edit-form-merge.tsx).
 */
export function JourneyMergePanel({ journey }: { journey: StopJourneyBinding }) {
  const view = useSelector(journey.actor, selectJourneyMergeView);
  const busy = journey.view.saveState === 'Saving';
  return (
    <MergePanel
      open={view !== null}
      busy={busy}
      sentence={view?.sentence ?? ''}
      conflicts={(view?.conflicts ?? []).map((c) => ({
        field: c.key,
        label: `${c.stop}: ${recordFieldLabel('stop', c.field)}`,
        theirs: recordFieldValue('stop', c.field, c.theirs, c.theirStop),
        mine: recordFieldValue('stop', c.field, c.mine, c.myStop),
        side: c.side,
      }))}
      onChoose={(key, side) => journey.send({ type: 'merge.choose', key, side })}
      onApply={() => journey.send({ type: 'merge.apply' })}
      onTakeTheirs={() => journey.send({ type: 'save.discard' })}
    />
  );
}
