import type { ChangeEvent, FocusEventHandler } from 'react';
import { ChevronDownIcon } from '#ui/icons/icons';
import { describedBy, FieldFrame, useFieldFrame, type FieldProps } from '../field/field';
import * as f from '../field/field.css';
import * as s from './select-field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends FieldProps {
  value: string;
  options: readonly SelectOption[];
  onChange?: (value: string, event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** First, empty choice shown while nothing is picked. */
  placeholder?: string;
  name?: string;
  autoComplete?: string;
  disabled?: boolean;
}

/** A native select: keyboard, screen reader and mobile pickers behave as people expect, and jsdom can drive it. */
export function SelectField({ value, options, onChange, placeholder, disabled, ...props }: SelectFieldProps) {
  const { frame, rest: native } = useFieldFrame(props);
  const { id, required, error, helperText } = frame;
  const invalid = Boolean(error);
  return (
    <FieldFrame {...frame}>
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
