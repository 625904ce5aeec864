import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import * as select from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { Dialog } from '#ui/components/dialog/dialog';
import { EditField } from '#ui/components/edit-field/edit-field';
import { useRuntime } from '../../../app/runtime-context';
import { useTextField } from '../../../app/use-form-field';
import { FormNotices } from '../../../shared/forms/form-notices';
import { DialogFormButtons } from '../../../shared/forms/form-buttons';
import { OrderFormFields } from '../form/order-form-fields';
import { newOrderValues, orderFormVariantOf } from '../form/order-form-values';
import { useAddOrder } from './use-add-order';
import { EditFormElement } from '../../../shared/forms/edit-form-element';

export interface AddOrderDialogProps {
  open: boolean;
  onClose: () => void;
  /** After each order is saved (the list reloads). */
  onAdded: (order: FormValues) => void;
}

const noLocks = { sourceLock: null, destinationLock: null, customerLocked: false, status: null };

/**
 * The Add Order dialog of spec 2 §2: persistent, at most 1000 px, the order form (staff's, or the customer
 * login's with Special and Add Note), save errors in a dismissible alert inside it, and 'Add Another After
 * Saving', which keeps it open with a fresh form.
 */
export function AddOrderDialog({ open, onClose, onAdded }: AddOrderDialogProps) {
  const runtime = useRuntime();
  const [addAnother, setAddAnother] = useState(false);
  // The save's callback is read once, when the form starts: it reads the box through a ref.
  const another = useRef(addAnother);
  const changeAddAnother = (value: boolean) => {
    another.current = value;
    setAddAnother(value);
  };
  const saved = (order: FormValues, keepOpen: boolean) => {
    runtime.showSnackbar({ text: `Order #${String(order.orderId)} added`, severity: 'success' });
    onAdded(order);
    if (!keepOpen) onClose();
  };
  return (
    <Dialog open={open} onOpenChange={() => undefined} title="Add Order" width={1000} persistent>
      {open && (
        <AddOrderForm
          addAnother={addAnother}
          onAddAnotherChange={changeAddAnother}
          readAddAnother={() => another.current}
          onSaved={saved}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

interface AddOrderFormProps {
  addAnother: boolean;
  onAddAnotherChange: (value: boolean) => void;
  readAddAnother: () => boolean;
  onSaved: (order: FormValues, another: boolean) => void;
  onCancel: () => void;
}

function AddOrderForm(props: AddOrderFormProps) {
  const runtime = useRuntime();
  const auth = runtime.services.authStore.read();
  const variant = orderFormVariantOf(auth);
  const ownCustomerId = auth?.userIdentityCurrent?.customerId ?? null;
  const { form, customerId, autofillDestination } = useAddOrder({
    variant,
    ownCustomerId,
    onSaved: (order, another) => {
      props.onSaved(order, another);
      if (!another) return;
      // 'Add Another After Saving': the next order starts afresh in this same form.
      form.send({ type: 'record.changed', values: newOrderValues(variant) });
      if (variant === 'customer') autofillDestination(ownCustomerId);
    },
    addAnother: props.readAddAnother,
  });
  const saving = useSelector(form, select.selectIsSaving);
  const canSave = useSelector(form, select.selectCanSave);
  const note = useTextField(form, 'initialCustomerNoteOnAddingOrder');

  // A customer login's own customer is known from the start: its latest location is the first guess.
  const first = useRef(autofillDestination);
  useEffect(() => {
    if (variant === 'customer') first.current(ownCustomerId);
  }, [variant, ownCustomerId]);

  const cancel = async () => {
    if (select.selectIsDirty(form.getSnapshot()) && !(await runtime.confirm(select.discardPrompt))) return;
    props.onCancel();
  };

  return (
    <EditFormElement form={form} label="New order">
      <FormNotices form={form} />
      <OrderFormFields
        actor={form}
        variant={variant}
        locks={noLocks}
        readOnly={false}
        customerId={customerId}
        onCustomerChosen={autofillDestination}
      />
      {variant === 'customer' && <EditField type="textarea" label="Add Note" rows={3} {...note} />}
      <DialogFormButtons onCancel={() => void cancel()} saving={saving} canSave={canSave}>
        <EditField
          type="checkbox"
          label="Add Another After Saving"
          value={props.addAnother}
          onChange={props.onAddAnotherChange}
        />
      </DialogFormButtons>
    </EditFormElement>
  );
}
