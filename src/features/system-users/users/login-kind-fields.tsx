import { scanToPickRoleOptions } from '#contract/reference-codes';
import type { LoginRecordPart } from '#contract/system-login';
import { EditField } from '#ui/components/edit-field/edit-field';
import { useRuntime } from '../../../app/runtime-context';
import type { EditFormActor } from '../../../app/use-edit-form';
import * as s from '../shared/form-layout.css';
import { carrierOptions, orderCustomerOptions } from '../shared/option-sources';
import { useFormField, usePickedField, useTextField } from '../../../app/use-form-field';
import { useOptionSearch } from '../../../app/use-option-search';

interface KindFieldsProps {
  actor: EditFormActor;
  readOnly: boolean;
}

/** What only this kind of login has: an employee's role title, a customer, a carrier, a scan-to-pick role. */
export function LoginKindFields({ kind, ...props }: KindFieldsProps & { kind: LoginRecordPart }) {
  switch (kind) {
    case 'employee':
      return <EmployeeFields {...props} />;
    case 'customerLogin':
      return (
        <RelatedPicker {...props} idField="orderCustomerId" nameField="orderCustomerName" label="Customer" />
      );
    case 'carrier':
      return <RelatedPicker {...props} idField="carrierId" nameField="carrierName" label="Carrier" />;
    case 'scanToPick':
      return <ScanToPickFields {...props} />;
    default:
      return null;
  }
}

function EmployeeFields({ actor, readOnly }: KindFieldsProps) {
  const role = useTextField(actor, 'roleName');
  return (
    <div className={s.grid}>
      <EditField
        type="text"
        label="Employee Role"
        maxLength={100}
        helperText="Shown beside the login on account selection, e.g. Dispatch."
        {...role}
        disabled={role.disabled || readOnly}
      />
    </div>
  );
}

/** A customer or carrier, searched on the server a page at a time (combobox of spec 1 §3). */
function RelatedPicker({
  actor,
  readOnly,
  idField,
  nameField,
  label,
}: KindFieldsProps & { idField: string; nameField: string; label: string }) {
  const { services } = useRuntime();
  const picked = usePickedField(actor, idField, nameField);
  const search = useOptionSearch((request, signal) =>
    idField === 'carrierId'
      ? carrierOptions(services, request, signal)
      : orderCustomerOptions(services, request, signal),
  );
  return (
    <div className={s.grid}>
      <EditField
        type="combobox"
        label={label}
        required
        {...picked}
        {...search}
        placeholder={`Search ${label.toLowerCase()}s`}
        disabled={picked.disabled || readOnly}
      />
    </div>
  );
}

function ScanToPickFields({ actor, readOnly }: KindFieldsProps) {
  const role = useFormField<number>(actor, 'scanToPickRole');
  const pin = useTextField(actor, 'pin');
  return (
    <div className={s.grid}>
      <EditField
        type="select"
        label="Scan To Pick Role"
        required
        value={String(role.value ?? '')}
        options={scanToPickRoleOptions.map((o) => ({ value: String(o.value), label: o.label }))}
        onChange={(v) => role.onChange(Number(v))}
        error={role.error}
        disabled={role.disabled || readOnly}
      />
      <EditField
        type="text"
        label="PIN"
        autoComplete="off"
        helperText="4 to 8 digits for the handheld app; left empty, the PIN stays as it is."
        {...pin}
        disabled={pin.disabled || readOnly}
      />
    </div>
  );
}
