import { useId } from 'react';
import { describedBy, FieldFrame } from '#ui/components/field/field';
import * as f from '../../../ui/components/field/field.css';

export interface DateFieldProps {
  label: string;
  /** An ISO date or date-time; the field shows its calendar day. */
  value: string | null | undefined;
  /** `YYYY-MM-DD`, or null when cleared. */
  onChange: (value: string | null) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
}

/**
 * A calendar day (Needed By, Ready By, Ship By, Picked On) as the browser's own date input: keyboard,
 * screen readers and phones get their native picker. The day travels as `YYYY-MM-DD`.
 */
export function DateField({ label, value, onChange, required, disabled, error, helperText }: DateFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} required={required} error={error} helperText={helperText}>
      <div className={f.shell} data-invalid={error ? true : undefined} data-disabled={disabled || undefined}>
        <input
          id={id}
          type="date"
          className={f.control}
          value={value ? value.slice(0, 10) : ''}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, helperText })}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        />
      </div>
    </FieldFrame>
  );
}
