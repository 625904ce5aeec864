import { DateField } from '#ui/components/date-field/date-field';
import { EditField } from '#ui/components/edit-field/edit-field';
import { useRuntime } from '../../../app/runtime-context';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField } from '../../../app/use-form-field';
import { useDayField } from '../../../shared/forms/use-day-field';
import { businessToday } from '../../../shared/format/business-zone';
import { pickerUserSearch } from './order-option-sources';
import { OrderPicker } from './order-picker';

/**
 * Picked, Picked On and Picked By (spec 2 §4): ticking Picked sets Picked On to now, unticking clears it;
 * Picked On and Picked By (the picker users) are editable only while Picked is ticked.
 */
export function PickedFields({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const { services } = useRuntime();
  const picked = useFormField<boolean>(actor, 'isPicked');
  // Ticking stamps today, the business's day (decision 054); the field shows and edits it.
  const stamp = useFormField<string | null>(actor, 'datePicked').onChange;
  const pickedOn = useDayField(actor, 'datePicked');
  const locked = picked.disabled || readOnly;
  return (
    <>
      <EditField
        type="checkbox"
        label="Picked"
        value={picked.value === true}
        onChange={(next) => {
          picked.onChange(next);
          stamp(next ? businessToday() : null);
        }}
        disabled={locked}
      />
      <DateField label="Picked On" {...pickedOn} disabled={locked || picked.value !== true} />
      <OrderPicker
        actor={actor}
        idField="pickedByUserId"
        nameField="pickedByUserFullName"
        label="Picked By"
        search={(request, signal) => pickerUserSearch(services, request, signal)}
        disabled={locked || picked.value !== true}
      />
    </>
  );
}
