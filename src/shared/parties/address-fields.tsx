import { countries, usStates } from '#contract/geography';
import { EditField } from '#ui/components/edit-field/edit-field';
import type { SelectOption } from '#ui/components/select-field/select-field';
import type { EditFormActor } from '../../app/use-edit-form';
import { useFormField, useTextField } from '../../app/use-form-field';

/** The form fields that hold an address; customers, carriers and locations name them differently. */
export interface AddressFieldNames {
  address: string;
  address2: string;
  city: string;
  zipCode: string;
  state: string;
  country: string;
}

// Spec 2 §9: the United States first, then the rest (the contract's order).
const countryOptions: readonly SelectOption[] = countries.map((c) => ({
  value: String(c.id),
  label: c.name,
}));
const stateOptions: readonly SelectOption[] = usStates.map((st) => ({
  value: String(st.id),
  label: `${st.name} (${st.code})`,
}));

/** A code picker bound to one numeric field: '' clears it. */
function CodeSelect({
  actor,
  field,
  label,
  options,
  readOnly,
}: {
  actor: EditFormActor;
  field: string;
  label: string;
  options: readonly SelectOption[];
  readOnly: boolean;
}) {
  const code = useFormField<number | null | undefined>(actor, field);
  return (
    <EditField
      type="select"
      label={label}
      value={code.value == null ? '' : String(code.value)}
      options={options}
      onChange={(v) => code.onChange(v === '' ? null : Number(v))}
      error={code.error}
      disabled={code.disabled}
      readOnly={readOnly}
    />
  );
}

/**
 * Street, city, zip, state and country of a customer, carrier or location form. The customer form's rules
 * require street, city and zip (spec 2 §5), so `required` marks them; state stays optional.
 */
export function AddressFields({
  actor,
  names,
  readOnly,
  required = false,
}: {
  actor: EditFormActor;
  names: AddressFieldNames;
  readOnly: boolean;
  required?: boolean;
}) {
  const address = useTextField(actor, names.address);
  const address2 = useTextField(actor, names.address2);
  const city = useTextField(actor, names.city);
  const zip = useTextField(actor, names.zipCode);
  return (
    <>
      <EditField
        type="text"
        label="Address"
        required={required}
        maxLength={200}
        {...address}
        readOnly={readOnly}
      />
      <EditField type="text" label="Address 2" maxLength={200} {...address2} readOnly={readOnly} />
      <EditField type="text" label="City" required={required} maxLength={100} {...city} readOnly={readOnly} />
      <CodeSelect
        actor={actor}
        field={names.state}
        label="State"
        options={stateOptions}
        readOnly={readOnly}
      />
      <EditField type="text" label="Zip" required={required} maxLength={20} {...zip} readOnly={readOnly} />
      <CodeSelect
        actor={actor}
        field={names.country}
        label="Country"
        options={countryOptions}
        readOnly={readOnly}
      />
    </>
  );
}
