import { useSelector } from '@xstate/react';
import * as form from '#machines/edit-form/edit-form.selectors';
import { Button } from '#ui/components/button/button';
import type { EditFormActor } from '../../app/use-edit-form';
import * as s from './order-form.css';

/** Reset and Save of the order page's form; Save stays clickable on an invalid form so the messages show. */
export function OrderFormButtons({ actor }: { actor: EditFormActor }) {
  const canSave = useSelector(actor, form.selectCanSave);
  const canReset = useSelector(actor, form.selectCanReset);
  const saving = useSelector(actor, form.selectIsSaving);
  return (
    <div className={s.buttons}>
      <Button variant="secondary" disabled={!canReset} onClick={() => actor.send({ type: 'form.reset' })}>
        Reset
      </Button>
      <Button type="submit" loading={saving} disabled={!canSave}>
        Save
      </Button>
    </div>
  );
}
