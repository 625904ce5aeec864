import type { ChangeEvent, FocusEventHandler, KeyboardEvent, ReactNode, Ref } from 'react';
import { describedBy, FieldFrame, useFieldFrame, type FieldProps } from '../field/field';
import * as s from '../field/field.css';

type Control = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps extends FieldProps {
  value: string;
  onChange?: (value: string, event: ChangeEvent<Control>) => void;
  onBlur?: FocusEventHandler<Control>;
  onFocus?: FocusEventHandler<Control>;
  /** Called on Enter (single-line only, not while composing text with an IME). */
  onEnter?: (event: KeyboardEvent<Control>) => void;
  /** Input mask: receives the raw typed value, returns what the field should hold, e.g. a phone mask. */
  format?: (raw: string) => string;
  name?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url' | 'search';
  disabled?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  /** For type 'number'. */
  min?: number;
  max?: number;
  step?: number | 'any';
  /** Shows 'n / max' under the field; enforcement is left to validation, as the spec's counters do. */
  counter?: number;
  multiline?: boolean;
  rows?: number;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  inputRef?: Ref<Control>;
}

export function TextField({
  value,
  onChange,
  onEnter,
  format,
  type = 'text',
  disabled,
  counter,
  multiline,
  rows = 3,
  startAdornment,
  endAdornment,
  inputRef,
  ...props
}: TextFieldProps) {
  const { frame, rest: native } = useFieldFrame(props);
  const { id, required, error, helperText } = frame;
  const counterText = counter != null ? `${value.length} / ${counter}` : undefined;
  const invalid = Boolean(error);

  const control = {
    ...native,
    id,
    value,
    required,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(id, { error, helperText, counter: counterText }),
    onChange: (e: ChangeEvent<Control>) => onChange?.(format ? format(e.target.value) : e.target.value, e),
    onKeyDown: (e: KeyboardEvent<Control>) => {
      if (e.key === 'Enter' && !multiline && !e.nativeEvent.isComposing) onEnter?.(e);
    },
  };

  return (
    <FieldFrame {...frame} counter={counterText}>
      <div className={s.shell} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
        {startAdornment && <span className={s.adornment}>{startAdornment}</span>}
        {multiline ? (
          <textarea
            {...control}
            ref={inputRef as Ref<HTMLTextAreaElement>}
            rows={rows}
            className={`${s.control} ${s.textarea}`}
          />
        ) : (
          <input {...control} ref={inputRef as Ref<HTMLInputElement>} type={type} className={s.control} />
        )}
        {endAdornment && <span className={s.adornment}>{endAdornment}</span>}
      </div>
    </FieldFrame>
  );
}
