import { useId, type ReactNode } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';
import * as f from '../field/field.css';
import type { SelectOption } from '../select-field/select-field';
import * as s from './multi-select-field.css';

export interface MultiSelectFieldProps {
  label: ReactNode;
  /** The chosen options' values, in any order. */
  value: readonly string[];
  options: readonly SelectOption[];
  /** The new choice, in the options' order. */
  onChange?: (value: string[]) => void;
  id?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string | boolean;
  helperText?: ReactNode;
  className?: string;
}

/**
 * The spec's select-multiple: one checkbox per option in a labelled group, so every choice is visible
 * and reachable by Tab and Space; the group carries the required marker and the message.
 */
export function MultiSelectField({
  label,
  value,
  options,
  onChange,
  id: idProp,
  name,
  required,
  disabled,
  readOnly,
  error,
  helperText,
  className,
}: MultiSelectFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const message = typeof error === 'string' && error ? error : null;
  const messageId = message || helperText ? `${id}-message` : undefined;
  const chosen = new Set(value);
  const toggle = (option: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    onChange?.(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <fieldset
      id={id}
      className={[s.fieldset, f.root, className].filter(Boolean).join(' ')}
      aria-describedby={messageId}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={`${f.label} ${s.legend}`}>
        {label}
        {required && (
          <span aria-hidden="true" className={f.asterisk}>
            *
          </span>
        )}
        {required && <span className={visuallyHidden}> (required)</span>}
      </legend>
      <div className={s.list} data-invalid={error ? true : undefined}>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            id={`${id}-${o.value}`}
            name={name}
            label={o.label}
            checked={chosen.has(o.value)}
            disabled={disabled || o.disabled}
            readOnly={readOnly}
            onCheckedChange={(on) => toggle(o.value, on)}
          />
        ))}
      </div>
      {messageId && (
        <div id={messageId} className={`${s.message} ${message ? f.error : f.helper}`}>
          {message ?? helperText}
        </div>
      )}
    </fieldset>
  );
}
