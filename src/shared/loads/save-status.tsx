import { Button } from '#ui/components/button/button';
import { Spinner } from '#ui/components/spinner/spinner';
import { JourneyMergePanel } from './journey-merge-panel';
import * as s from './save-status.css';
import type { StopJourneyBinding } from './use-stop-journey';

/**
 * What the save status says in each of the spec's save states (spec 2 §2 "Order journey"), wherever stops are
 * checked off: the Order Journey tab and the load page (decision 064).
 */
export function SaveStatus({ journey }: { journey: StopJourneyBinding }) {
  const { view, send } = journey;
  const state = view.saveState;
  if (!state) return null;
  const text = {
    Saved: 'Saved',
    Unsaved: `Unsaved changes${view.lastEdit ? `: ${view.lastEdit}` : ''}`,
    Saving: `Saving…${view.queued > 0 ? ` (${view.queued} more change(s) queued)` : ''}`,
    SaveFailed: `Save failed: ${view.saveError ?? 'Unknown server error'}. Your changes are kept.`,
  }[state];
  return (
    <span className={s.saveLine}>
      <JourneyMergePanel journey={journey} />
      <span role="status" aria-live="polite" data-save-state={state} className={s.saveState[state]}>
        {state === 'Saving' && <Spinner size="sm" />} {text}
      </span>
      {state === 'SaveFailed' && (
        <>
          <Button size="sm" onClick={() => send({ type: 'save.retry' })}>
            Retry
          </Button>
          <Button size="sm" variant="secondary" onClick={() => send({ type: 'save.discard' })}>
            Discard changes
          </Button>
        </>
      )}
    </span>
  );
}
