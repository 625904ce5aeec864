import type { EditFormActor } from '../../app/use-edit-form';
import { useFormField } from '../../app/use-form-field';
import { dayOfIso, isoOfDay } from '../format/iso-day';

/**
 * A date-only field of an edit form as `DateField` takes it (`YYYY-MM-DD`, docs/decisions/048): the stored
 * value is shown as its day, and a picked day is stored as the contract carries that field today — the day
 * itself (an order's Needed By) or its midnight UTC (a carrier's insurance expiry).
 */
export function useDayField(
  actor: EditFormActor,
  field: string,
  { store }: { store: 'day' | 'midnightUtc' },
) {
  const bound = useFormField<string | null | undefined>(actor, field);
  return {
    ...bound,
    value: dayOfIso(bound.value),
    onChange: (day: string | null) => bound.onChange(store === 'day' ? day : isoOfDay(day)),
  };
}
