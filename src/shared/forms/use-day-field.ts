import { isDay } from '#domain/business-day';
import type { EditFormActor } from '../../app/use-edit-form';
import { useFormField } from '../../app/use-form-field';

/**
 * A date-only field of an edit form as `DateField` takes it: the contract carries days as `YYYY-MM-DD`
 * (decision 054), so the field shows and stores the day itself; anything else shows as empty.
 */
export function useDayField(actor: EditFormActor, field: string) {
  const bound = useFormField<string | null | undefined>(actor, field);
  return { ...bound, value: isDay(bound.value) ? bound.value : null };
}
