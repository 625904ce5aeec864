import { useSelector } from '@xstate/react';
import * as form from '#machines/edit-form/edit-form.selectors';
import { Button } from '#ui/components/button/button';
import type { EditFormActor } from '../../app/use-edit-form';
import * as s from './party-form.css';

/**
 * Reset and Save of a record page's form (the edit-form machine decides when each may be pressed). Save
 * stays clickable on an invalid form so the rules' messages show (lazy validation).
 */
export function FormActions({ actor, saveLabel = 'Save' }: { actor: EditFormActor; saveLabel?: string }) {
  const canSave = useSelector(actor, form.selectCanSave);
  const canReset = useSelector(actor, form.selectCanReset);
  const saving = useSelector(actor, form.selectIsSaving);
  return (
    <div className={s.buttons}>
      <Button variant="secondary" disabled={!canReset} onClick={() => actor.send({ type: 'form.reset' })}>
        Reset
      </Button>
      <Button type="submit" loading={saving} disabled={!canSave}>
        {saveLabel}
      </Button>
    </div>
  );
}
