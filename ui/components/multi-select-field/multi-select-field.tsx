import { Checkbox } from '../checkbox/checkbox';
import { RequiredMark, useFieldFrame, type FieldProps } from '../field/field';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';
import * as f from '../field/field.css';
import type { SelectOption } from '../select-field/select-field';
import * as s from './multi-select-field.css';

export interface MultiSelectFieldProps extends FieldProps {
  /** The chosen options' values, in any order. */
  value: readonly string[];
  options: readonly SelectOption[];
  /** The new choice, in the options' order. */
  onChange?: (value: string[]) => void;
  name?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * The spec's select-multiple: one checkbox per option in a labelled group, so every choice is visible
 * and reachable by Tab and Space; the group carries the required marker and the message.
 */
export function MultiSelectField({
  value,
  options,
  onChange,
  name,
  disabled,
  readOnly,
  ...field
}: MultiSelectFieldProps) {
  const { id, label, required, error, helperText, className } = useFieldFrame(field).frame;
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
        <RequiredMark required={required} />
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
