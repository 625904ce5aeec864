import { describedBy, FieldFrame, useFieldFrame, type FieldProps } from '../field/field';
import * as s from './date-field.css';

/** A day as the field speaks it: `YYYY-MM-DD`, no time and no zone. */
export type Day = string;

export interface DateFieldProps extends Omit<FieldProps, 'className'> {
  /** The day shown, `YYYY-MM-DD`; null (or '') for none. A caller holding a date-time converts first. */
  value: Day | null;
  /** The day picked, `YYYY-MM-DD`, or null when the field is cleared. */
  onChange: (day: Day | null) => void;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * A calendar day as the browser's own date input: keyboard, screen readers and phones get their native
 * picker. One value format in and out (`YYYY-MM-DD`, docs/decisions/048), so no caller has to guess.
 */
export function DateField(props: DateFieldProps) {
  const { value, onChange, disabled, readOnly } = props;
  const { frame } = useFieldFrame(props);
  const { id, required, error, helperText } = frame;
  return (
    <FieldFrame {...frame}>
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
