import { useSelector } from '@xstate/react';
import * as select from '../../../machines/edit-form/edit-form.selectors';
import { staleWriteTexts } from '../../../machines/edit-form/edit-form.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import type { EditFormActor } from '../../app/use-edit-form';
import * as s from './profile-page.css';

/** The banners of an edit form: saved, failed (dismissible), stale write with its two choices, rebased. */
export function FormNotices({ form, savedText }: { form: EditFormActor; savedText: string }) {
  const error = useSelector(form, select.selectError);
  const dismissible = useSelector(form, select.selectCanDismissError);
  const stale = useSelector(form, select.selectIsStale);
  const saved = useSelector(form, select.selectIsSaved);
  const rebased = useSelector(form, select.selectIsRebased);
  const busy = useSelector(form, select.selectIsBusy);
  const dismiss = () => form.send({ type: 'notice.dismiss' });
  return (
    <>
      <AlertBanner type="success" open={saved} onDismiss={dismiss} marginBottom={0}>
        {savedText}
      </AlertBanner>
      <AlertBanner type="info" open={rebased} onDismiss={dismiss} marginBottom={0}>
        {staleWriteTexts.rebased}
      </AlertBanner>
      <AlertBanner
        type={stale ? 'warning' : 'error'}
        open={error !== null}
        onDismiss={dismissible ? dismiss : undefined}
        marginBottom={0}
      >
        {error}
        {stale && (
          <span className={s.choices}>
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
          </span>
        )}
      </AlertBanner>
    </>
  );
}
