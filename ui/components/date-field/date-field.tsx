import { useId, type ReactNode } from 'react';
import { describedBy, FieldFrame } from '../field/field';
import * as s from './date-field.css';

/** A day as the field speaks it: `YYYY-MM-DD`, no time and no zone. */
export type Day = string;

export interface DateFieldProps {
  label: ReactNode;
  /** The day shown, `YYYY-MM-DD`; null (or '') for none. A caller holding a date-time converts first. */
  value: Day | null;
  /** The day picked, `YYYY-MM-DD`, or null when the field is cleared. */
  onChange: (day: Day | null) => void;
  id?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string | boolean;
  helperText?: ReactNode;
}

/**
 * A calendar day as the browser's own date input: keyboard, screen readers and phones get their native
 * picker. One value format in and out (`YYYY-MM-DD`, docs/decisions/048), so no caller has to guess.
 */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, required, disabled, readOnly, error, helperText } = props;
  const ownId = useId();
  const id = props.id ?? ownId;
  return (
    <FieldFrame id={id} label={label} required={required} error={error} helperText={helperText}>
      <div className={s.shell} data-invalid={error ? true : undefined} data-disabled={disabled || undefined}>
        <input
          id={id}
          type="date"
          className={s.input}
          value={value ?? ''}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, helperText })}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        />
      </div>
    </FieldFrame>
  );
}
