import { useSelector } from '@xstate/react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as select from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { Dialog } from '#ui/components/dialog/dialog';
import type { EditFormActor } from '../../app/use-edit-form';
import { DialogFormButtons } from '../forms/form-buttons';
import { FormNotices } from '../forms/form-notices';
import { useCreateForm, type CreateFormOptions } from './use-create-form';
import { EditFormElement } from '../forms/edit-form-element';

export interface CreateDialogProps extends Omit<CreateFormOptions, 'onCreated'> {
  title: string;
  /** Names the form for assistive technology, e.g. 'Customer'. */
  formLabel: string;
  /** Max width in px: 1200 for Add Customer (spec 2 §2). */
  width?: number;
  fields: (form: EditFormActor) => ReactNode;
  /** After a save; `addAnother` says the dialog stays open with a fresh form. */
  onCreated: (saved: FormValues, addAnother: boolean) => void;
}

function CreateForm(
  props: Omit<CreateDialogProps, 'onCreated'> & {
    addAnother: boolean;
    setAddAnother: (on: boolean) => void;
    /** Answers whether the next record starts in this form ('Add Another After Saving'). */
    onCreated: (saved: FormValues) => boolean;
  },
) {
  const { formLabel, fields, addAnother, setAddAnother } = props;
  const { form, cancel } = useCreateForm({
    ...props,
    onCreated: (saved) => {
      if (props.onCreated(saved)) form.send({ type: 'record.changed', values: props.values() });
    },
  });
  const saving = useSelector(form, select.selectIsSaving);
  return (
    <EditFormElement form={form} label={formLabel}>
      <FormNotices form={form} />
      {fields(form)}
      <DialogFormButtons onCancel={cancel} saving={saving}>
        <Checkbox label="Add Another After Saving" checked={addAnother} onCheckedChange={setAddAnother} />
      </DialogFormButtons>
    </EditFormElement>
  );
}

/**
 * A persistent create dialog (spec 2 §2 "Dialogs"): Cancel is the way out, a save error shows in a
 * dismissible alert inside it, and 'Add Another After Saving' keeps it open with a fresh form.
 */
export function CreateDialog(props: CreateDialogProps) {
  const [addAnother, setAddAnother] = useState(false);
  // The form's machine reads its callbacks once; the box may be ticked and the props change after that.
  const again = useRef(false);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  return (
    <Dialog open onOpenChange={() => undefined} title={props.title} width={props.width} persistent>
      <CreateForm
        {...props}
        addAnother={addAnother}
        setAddAnother={(on) => {
          again.current = on;
          setAddAnother(on);
        }}
        onCreated={(saved) => {
          latest.current.onCreated(saved, again.current);
          if (!again.current) latest.current.onClose();
          return again.current;
        }}
      />
    </Dialog>
  );
}
