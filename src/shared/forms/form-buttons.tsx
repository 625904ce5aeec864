import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import * as form from '#machines/edit-form/edit-form.selectors';
import { Button } from '#ui/components/button/button';
import { focusFallback } from '#ui/components/focus-keeper/focus-keeper';
import { Inline } from '#ui/components/inline/inline';
import type { EditFormActor } from '../../app/use-edit-form';

/**
 * Reset and Save of an edit form (orders, loads, parties, users); Save stays clickable on an invalid form so
 * the messages show (lazy rules). `noResetWhenCreating` hides Reset while the form creates a record.
 */
export function FormButtons({
  actor,
  saveLabel = 'Save',
  noResetWhenCreating = false,
}: {
  actor: EditFormActor;
  saveLabel?: string;
  noResetWhenCreating?: boolean;
}) {
  const canSave = useSelector(actor, form.selectCanSave);
  const canReset = useSelector(actor, form.selectCanReset);
  const saving = useSelector(actor, form.selectIsSaving);
  const create = useSelector(actor, form.selectIsCreate);
  return (
    // Save disables itself while it saves and after: focus waits here rather than at the top of the page.
    <Inline gap="sm" align="end" alignY="center" role="group" aria-label="Form actions" {...focusFallback}>
      {!(noResetWhenCreating && create) && (
        <Button variant="secondary" disabled={!canReset} onClick={() => actor.send({ type: 'form.reset' })}>
          Reset
        </Button>
      )}
      <Button type="submit" loading={saving} disabled={!canSave}>
        {saveLabel}
      </Button>
    </Inline>
  );
}

/**
 * Cancel and Save at the foot of a dialog's form (Save submits it; both wait while it saves); `children` come
 * first, as 'Add Another After Saving' does.
 */
export function DialogFormButtons({
  onCancel,
  saving,
  canSave = true,
  children,
}: {
  onCancel: () => void;
  saving: boolean;
  canSave?: boolean;
  children?: ReactNode;
}) {
  return (
    <Inline gap="sm" align="end" alignY="center">
      {children}
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} disabled={!canSave}>
        Save
      </Button>
    </Inline>
  );
}
