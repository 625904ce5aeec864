import { customerStatusOptions } from '#contract/customer-status';
import { EditField } from '#ui/components/edit-field/edit-field';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { AddressFields } from '../../../shared/parties/address-fields';
import * as s from '../../../shared/parties/party-form.css';

const statusOptions = customerStatusOptions.map((o) => ({ value: String(o.value), label: o.label }));

const addressNames = {
  address: 'address1',
  address2: 'address2',
  city: 'city',
  zipCode: 'zipCode',
  state: 'refCountryStateId',
  country: 'refCountryId',
};

/**
 * The customer form of spec 2 §5. `showStatus` is false for customer identities (spec 2 §6: the status
 * selector is hidden) and on Create Customer, which always saves Good Standing (spec 2 §4). A customer
 * identity is not sent the remark either (`showNote`).
 */
export function CustomerFields({
  actor,
  readOnly,
  showStatus,
  showNote = true,
}: {
  actor: EditFormActor;
  readOnly: boolean;
  showStatus: boolean;
  showNote?: boolean;
}) {
  const name = useTextField(actor, 'orderCustomerName', { emptyAs: '' });
  const status = useFormField<number | null>(actor, 'status');
  const note = useTextField(actor, 'note');
  const active = useFormField<boolean>(actor, 'isActive');
  return (
    <div className={s.grid}>
      <EditField type="text" label="Customer Name" required maxLength={200} {...name} readOnly={readOnly} />
      {showStatus && (
        <EditField
          type="select"
          label="Status"
          required
          value={status.value == null ? '' : String(status.value)}
          options={statusOptions}
          onChange={(v) => status.onChange(v === '' ? null : Number(v))}
          error={status.error}
          disabled={status.disabled}
          readOnly={readOnly}
        />
      )}
      <AddressFields actor={actor} names={addressNames} readOnly={readOnly} required />
      <EditField
        type="checkbox"
        label="Active"
        value={active.value !== false}
        onChange={active.onChange}
        disabled={active.disabled || readOnly}
      />
      {showNote && (
        <div className={s.wide}>
          <EditField type="textarea" label="Note" rows={3} {...note} readOnly={readOnly} />
        </div>
      )}
    </div>
  );
}
