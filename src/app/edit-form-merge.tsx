import { shallowEqual, useSelector } from '@xstate/react';
import {
  changedOnText,
  selectIsBusy,
  selectMerged,
  selectMergeView,
  staleWriteTexts,
} from '#machines/edit-form/edit-form.selectors';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { MergePanel } from '#ui/components/merge-panel/merge-panel';
import { recordFieldLabel, recordFieldValue } from './record-field-labels';
import type { EditFormActor } from './use-edit-form';

/**
 * The merge of an edit form with another person's save (issue #28): the merge view while fields both
 * changed wait for a choice, then the note to review and save. The machine decides; this only shows it.
 */
export function EditFormMerge({ form }: { form: EditFormActor }) {
  const view = useSelector(form, selectMergeView, shallowEqual);
  const merged = useSelector(form, selectMerged, shallowEqual);
  const busy = useSelector(form, selectIsBusy);
  const type = (view ?? merged)?.record?.type;
  const label = (field: string) => recordFieldLabel(type, field);
  return (
    <>
      <MergePanel
        open={view !== null}
        busy={busy}
        sentence={view ? changedOnText(view, label) : ''}
        conflicts={(view?.conflicts ?? []).map((c) => ({
          field: c.field,
          label: label(c.field),
          theirs: recordFieldValue(type, c.field, c.theirs, view?.theirs),
          mine: recordFieldValue(type, c.field, c.mine, view?.mine),
          side: c.side,
        }))}
        onChoose={(field, side) => form.send({ type: 'merge.choose', field, side })}
        onApply={() => form.send({ type: 'merge.apply' })}
        onTakeTheirs={() => form.send({ type: 'stale.reload' })}
      />
      <AlertBanner
        type="info"
        open={merged !== null}
        onDismiss={() => form.send({ type: 'notice.dismiss' })}
        marginBottom={0}
      >
        {merged && `${changedOnText(merged, label)} ${staleWriteTexts.merged}`}
      </AlertBanner>
    </>
  );
}
