import { useSelector } from '@xstate/react';
import * as form from '#machines/edit-form/edit-form.selectors';
import { Card } from '#ui/components/card/card';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { DateTimeField } from '../../../shared/loads/date-time-field';
import { growingRows } from '../../../shared/loads/growing-rows';
import { FormButtons } from '../../../shared/forms/form-buttons';
import * as f from '../form/load-fields.css';
import { PaidByField } from './paid-by-field';
import type { LoadPageBinding } from './use-load-page';
import { asCheck } from '../../../shared/forms/as-check';

/** The Carrier Pay tab (staff only): the carrier's rate and charges and how they were paid. */
export function CarrierPayView({ form: actor, access }: LoadPageBinding) {
  const loading = useSelector(actor, form.selectIsLoading);
  const readOnly = !access.mayEditLoad;
  const lock = <T extends { disabled: boolean }>(field: T) => ({
    ...field,
    disabled: field.disabled || readOnly,
  });
  const rate = lock(useFormField<number | null>(actor, 'carrierRate'));
  const charge = lock(useFormField<number | null>(actor, 'carrierAccessoryCharge'));
  const chargeText = lock(useTextField(actor, 'carrierAccessoryChargeDescription'));
  const paid = lock(useFormField<boolean>(actor, 'carrierPaid'));
  const amount = lock(useFormField<number | null>(actor, 'carrierPaidAmount'));
  const check = lock(useTextField(actor, 'carrierPaidCheckNumber'));
  const invoice = lock(useTextField(actor, 'carrierPaidInvoiceNumber'));
  const paidDate = lock(useFormField<string | null>(actor, 'carrierPaidDate'));
  const note = lock(useTextField(actor, 'carrierPaidNote'));
  if (loading) return <Spinner block />;
  return (
    <form
      noValidate
      aria-label="Carrier Pay"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'form.save' });
      }}
    >
      <Card title="Carrier Pay">
        <Stack gap="lg">
          <div className={f.grid}>
            <EditField type="number" label="Carrier Rate" min={0} step="any" {...rate} />
            <EditField type="number" label="Accessory Charge" min={0} step="any" {...charge} />
            <EditField type="text" label="Accessory Charge Description" maxLength={500} {...chargeText} />
            <EditField type="checkbox" label="Paid" {...asCheck(paid)} />
            <EditField type="number" label="Paid Amount" min={0} step="any" {...amount} />
            <EditField type="text" label="Check Number" maxLength={50} {...check} />
            <EditField type="text" label="Invoice Number" maxLength={50} {...invoice} />
            <DateTimeField
              label="Paid Date"
              dateOnly
              clearable
              value={paidDate.value}
              disabled={paidDate.disabled}
              onChange={paidDate.onChange}
            />
            <PaidByField actor={actor} readOnly={readOnly} />
            <EditField
              type="textarea"
              label="Note"
              className={f.wide}
              rows={growingRows(note.value)}
              {...note}
            />
          </div>
          {!readOnly && <FormButtons actor={actor} />}
        </Stack>
      </Card>
    </form>
  );
}
