import { EditField } from '#ui/components/edit-field/edit-field';
import { useRuntime } from '../../app/runtime-context';
import type { EditFormActor } from '../../app/use-edit-form';
import { useFormField, usePickedField, useTextField } from '../../app/use-form-field';
import { useOptionSearch } from '../../app/use-option-search';
import { AddressFields } from './address-fields';
import { customerOptions } from './customer-options';
import * as s from './party-form.css';
import { asCheck } from '../forms/as-check';

const addressNames = {
  address: 'address',
  address2: 'address2',
  city: 'city',
  zipCode: 'zipCode',
  state: 'refStateId',
  country: 'refCountryId',
};

/** The customer a location belongs to, searched on the server (option-search). */
function RelatedCustomerPicker({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const { services } = useRuntime();
  const picked = usePickedField(actor, 'relatedOrderCustomerId', 'relatedOrderCustomerName');
  const search = useOptionSearch((request, signal) => customerOptions(services, request, signal));
  return (
    <EditField
      type="combobox"
      label="Related Customer"
      {...picked}
      {...search}
      placeholder="Search customers"
      readOnly={readOnly}
    />
  );
}

function Flag({
  actor,
  field,
  label,
  readOnly,
}: {
  actor: EditFormActor;
  field: string;
  label: string;
  readOnly: boolean;
}) {
  const flag = useFormField<boolean>(actor, field);
  return <EditField type="checkbox" label={label} {...asCheck(flag)} disabled={flag.disabled || readOnly} />;
}

/** Staff's whole form, or a customer login's own place: its customer and the staff flags are the server's. */
export type LocationFormVariant = 'staff' | 'customer';

/**
 * The location form (issue #16): name, address with country and state pickers, directions, the warehouse
 * flag, ignored by the warehouse pickups report, active, and the related customer. A customer login's new
 * place (decision 056) has the name, address and directions only.
 */
export function LocationFields({
  actor,
  readOnly,
  variant = 'staff',
}: {
  actor: EditFormActor;
  readOnly: boolean;
  variant?: LocationFormVariant;
}) {
  const name = useTextField(actor, 'name', { emptyAs: '' });
  const directions = useTextField(actor, 'locationDirections');
  const staff = variant === 'staff';
  return (
    <div className={s.grid}>
      <EditField type="text" label="Name" required maxLength={200} {...name} readOnly={readOnly} />
      {staff && <RelatedCustomerPicker actor={actor} readOnly={readOnly} />}
      <AddressFields actor={actor} names={addressNames} readOnly={readOnly} />
      <div className={s.wide}>
        <EditField type="textarea" label="Directions" rows={3} {...directions} readOnly={readOnly} />
      </div>
      {staff && (
        <>
          <Flag actor={actor} field="isNWDWarehouse" label="NWDS Warehouse" readOnly={readOnly} />
          <Flag
            actor={actor}
            field="ignoredByWarehousePickupsReport"
            label="Ignored by Warehouse Pickups Report"
            readOnly={readOnly}
          />
          <Flag actor={actor} field="isActive" label="Active" readOnly={readOnly} />
        </>
      )}
    </div>
  );
}
