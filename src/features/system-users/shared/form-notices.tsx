import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { editFormMachine } from '../../../../machines/edit-form/edit-form.machine';
import * as form from '../../../../machines/edit-form/edit-form.selectors';
import { AlertBanner } from '../../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../../ui/components/button/button';
import * as s from './form-layout.css';

export type EditFormActor = ActorRefFrom<typeof editFormMachine>;

/**
 * What a form says about itself: a failed load (with Try again), a failed save (what was typed stays), a
 * stale write with its two ways on, and the review note after keeping one's changes.
 */
export function FormNotices({ actor, savedText }: { actor: EditFormActor; savedText?: string }) {
  const error = useSelector(actor, form.selectError);
  const canDismiss = useSelector(actor, form.selectCanDismissError);
  const stale = useSelector(actor, form.selectIsStale);
  const loadFailed = useSelector(actor, form.selectLoadFailed);
  const rebased = useSelector(actor, form.selectIsRebased);
  const saved = useSelector(actor, form.selectIsSaved);
  return (
    <>
      <AlertBanner
        type="error"
        open={error !== null}
        marginBottom={0}
        onDismiss={canDismiss ? () => actor.send({ type: 'notice.dismiss' }) : undefined}
      >
        {error}
        {stale && (
          <span className={s.noticeActions}>
            <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'stale.reload' })}>
              {form.staleWriteTexts.reload}
            </Button>
            <Button size="sm" onClick={() => actor.send({ type: 'stale.keepMine' })}>
              {form.staleWriteTexts.keepMine}
            </Button>
          </span>
        )}
        {loadFailed && (
          <span className={s.noticeActions}>
            <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'load.retry' })}>
              Try again
            </Button>
          </span>
        )}
      </AlertBanner>
      <AlertBanner
        type="info"
        open={rebased}
        marginBottom={0}
        onDismiss={() => actor.send({ type: 'notice.dismiss' })}
      >
        {form.staleWriteTexts.rebased}
      </AlertBanner>
      {savedText && (
        <AlertBanner
          type="success"
          open={saved}
          marginBottom={0}
          onDismiss={() => actor.send({ type: 'notice.dismiss' })}
        >
          {savedText}
        </AlertBanner>
      )}
    </>
  );
}

/** Save and Reset of a form; Save stays clickable on an invalid form so the messages show (lazy rules). */
export function FormButtons({ actor, saveLabel = 'Save' }: { actor: EditFormActor; saveLabel?: string }) {
  const canSave = useSelector(actor, form.selectCanSave);
  const canReset = useSelector(actor, form.selectCanReset);
  const saving = useSelector(actor, form.selectIsSaving);
  const create = useSelector(actor, form.selectIsCreate);
  return (
    <div className={s.buttons}>
      {!create && (
        <Button variant="secondary" disabled={!canReset} onClick={() => actor.send({ type: 'form.reset' })}>
          Reset
        </Button>
      )}
      <Button type="submit" loading={saving} disabled={!canSave}>
        {saveLabel}
      </Button>
    </div>
  );
}
