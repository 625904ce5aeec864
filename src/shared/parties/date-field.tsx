import { useId } from 'react';
import { describedBy, FieldFrame } from '#ui/components/field/field';
// The field look of ui/ (its .css.ts has no subpath of its own, decision 035).
import * as f from '../../../ui/components/field/field.css';

/** An ISO date-time as the day the browser's date input shows (UTC, as the API stores whole days). */
export const isoToDay = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');
export const dayToIso = (day: string) => (day ? `${day}T00:00:00.000Z` : null);

/** A day picker (the browser's date input) for a date-time field such as the insurance expiry. */
export function DateField({
  label,
  value,
  onChange,
  error,
  disabled,
  readOnly,
  helperText,
}: {
  label: string;
  value: string | null;
  onChange: (iso: string | null) => void;
  error?: string;
  disabled?: boolean;
  readOnly?: boolean;
  helperText?: string;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} helperText={helperText}>
      <div className={f.shell} data-invalid={error ? true : undefined} data-disabled={disabled || undefined}>
        <input
          id={id}
          type="date"
          className={f.control}
          value={isoToDay(value)}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, helperText })}
          onChange={(e) => onChange(dayToIso(e.target.value))}
        />
      </div>
    </FieldFrame>
  );
}
