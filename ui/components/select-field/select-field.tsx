import { useId, type ChangeEvent, type FocusEventHandler, type ReactNode } from 'react';
import { ChevronDownIcon } from '#ui/icons/icons';
import { describedBy, FieldFrame } from '../field/field';
import * as f from '../field/field.css';
import * as s from './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  label: ReactNode;
  value: string;
  options: readonly SelectOption[];
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** First, empty choice shown while nothing is picked. */
  placeholder?: string;
  id?: string;
  name?: string;
  autoComplete?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | boolean;
  helperText?: ReactNode;
  className?: string;
}

/** A native select: keyboard, screen reader and mobile pickers behave as people expect, and jsdom can drive it. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  id: idProp,
  required,
  disabled,
  error,
  helperText,
  className,
  ...native
}: SelectFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const invalid = Boolean(error);
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      helperText={helperText}
      className={className}
    >
      <div
        className={`${f.shell} ${s.shell}`}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <select
          {...native}
          id={id}
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(id, { error, helperText })}
          onChange={(e) => onChange?.(e.target.value, e)}
          className={`${f.control} ${s.select}`}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <span className={s.chevron}>
          <ChevronDownIcon />
        </span>
      </div>
    </FieldFrame>
  );
}
