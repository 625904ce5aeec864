import { Button } from '#ui/components/button/button';
import { Dialog } from '#ui/components/dialog/dialog';
import { EditFormElement } from '../../../shared/forms/edit-form-element';
import { FormNotices } from '../../../shared/forms/form-notices';
import { LoadFields } from '../form/load-fields';
import { useSelector } from '@xstate/react';
import * as select from '#machines/edit-form/edit-form.selectors';
import { useCreateLoad } from './use-create-load';

const formId = 'create-load-form';

/** Create New Load (spec 2 §2): 1200 px, persistent; Cancel closes, Save creates and opens the load. */
export function CreateLoadDialog({ onClose }: { onClose: () => void }) {
  const { form, showRevenue } = useCreateLoad();
  const saving = useSelector(form, select.selectIsSaving);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Create New Load"
      description="Load #--"
      width={1200}
      persistent
      footer={
        <>
          <Button variant="secondary" disabled={saving} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <EditFormElement form={form} label="New load" id={formId}>
        <FormNotices form={form} />
        <LoadFields actor={form} readOnly={false} showRevenue={showRevenue} />
      </EditFormElement>
    </Dialog>
  );
}
