import { useSelector } from '@xstate/react';
import * as select from '#machines/edit-form/edit-form.selectors';
import { changedElsewhereText, staleWriteTexts } from '#machines/edit-form/edit-form.selectors';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Inline } from '#ui/components/inline/inline';
import { EditFormMerge } from '../../app/edit-form-merge';
import type { EditFormActor } from '../../app/use-edit-form';

/**
 * The banners of every edit form: a failed load (with Try again), a failed save (what was typed stays), a
 * stale write whose merge could not start, with its two choices (docs/decisions/021), the merge with another
 * person's save (its view, then the note to review, decision 080),
 * and, when `savedText` is given, the saved line until the next change.
 */
export function FormNotices({ form, savedText }: { form: EditFormActor; savedText?: string }) {
  const error = useSelector(form, select.selectError);
  const dismissible = useSelector(form, select.selectCanDismissError);
  const stale = useSelector(form, select.selectIsStale);
  const loadFailed = useSelector(form, select.selectLoadFailed);
  const saved = useSelector(form, select.selectIsSaved);
  const refreshed = useSelector(form, select.selectRefreshed);
  // A choice already made (reloading, merging, retrying) is not offered twice.
  const busy = useSelector(form, select.selectIsBusy);
  const dismiss = () => form.send({ type: 'notice.dismiss' });
  const choices = (
    <Inline as="span" gap="sm" marginTop="sm">
      <Button size="sm" disabled={busy} onClick={() => form.send({ type: 'stale.reload' })}>
        {staleWriteTexts.reload}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => form.send({ type: 'stale.keepMine' })}
      >
        {staleWriteTexts.keepMine}
      </Button>
    </Inline>
  );
  return (
    <>
      <AlertBanner
        // A stale write is a choice to make, not a failure: it warns.
        type={stale ? 'warning' : 'error'}
        open={error !== null}
        onDismiss={dismissible ? dismiss : undefined}
        marginBottom={0}
      >
        {error}
        {stale && choices}
        {loadFailed && (
          <Inline as="span" gap="sm" marginTop="sm">
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => form.send({ type: 'load.retry' })}
            >
              Try again
            </Button>
          </Inline>
        )}
      </AlertBanner>
      {/* The live desk (issue #28): someone else saved this record while it is open. */}
      <EditFormMerge form={form} />
      <AlertBanner type="info" open={refreshed !== null} onDismiss={dismiss} marginBottom={0}>
        {refreshed && `${changedElsewhereText(refreshed)} This is their version.`}
      </AlertBanner>
      {savedText && (
        <AlertBanner type="success" open={saved} onDismiss={dismiss} marginBottom={0}>
          {savedText}
        </AlertBanner>
      )}
    </>
  );
}
