import { useId } from 'react';
import { describedBy, FieldFrame } from '#ui/components/field/field';
import * as f from '../../../ui/components/field/field.css';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { CloseIcon } from '#ui/icons/icons';
import { fromLocalInput, toLocalInput } from './local-date-time';

export interface DateTimeFieldProps {
  label: string;
  /** An ISO instant, or (dateOnly) a day `YYYY-MM-DD`; null for none. */
  value: string | null | undefined;
  /** The instant picked, or (dateOnly) the day picked, `YYYY-MM-DD`. */
  onChange?: (value: string | null) => void;
  /** A day without a time: shows a moment's business day, emits the day itself (docs/decisions/054). */
  dateOnly?: boolean;
  /** Bounds as ISO instants (From ≤ To, spec 2 §5). */
  min?: string | null;
  max?: string | null;
  /** Shows a Clear button while there is a value. */
  clearable?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: string;
}

/** A native date or date-time input over an ISO instant, on the business's wall clock (decision 054). */
export function DateTimeField(props: DateTimeFieldProps) {
  const {
    label,
    value,
    onChange,
    dateOnly = false,
    min,
    max,
    clearable,
    disabled,
    error,
    helperText,
  } = props;
  const id = useId();
  const text = toLocalInput(value, dateOnly);
  return (
    <FieldFrame id={id} label={label} error={error} helperText={helperText}>
      <div className={f.shell} data-invalid={error ? true : undefined} data-disabled={disabled || undefined}>
        <input
          id={id}
          className={f.control}
          type={dateOnly ? 'date' : 'datetime-local'}
          value={text}
          min={toLocalInput(min, dateOnly) || undefined}
          max={toLocalInput(max, dateOnly) || undefined}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, helperText })}
          onChange={(e) => onChange?.(dateOnly ? e.target.value || null : fromLocalInput(e.target.value))}
        />
        {clearable && text && !disabled && (
          <span className={f.adornment}>
            <IconButton size="sm" aria-label={`Clear ${label}`} onClick={() => onChange?.(null)}>
              <CloseIcon />
            </IconButton>
          </span>
        )}
      </div>
    </FieldFrame>
  );
}
