import type { ReactNode } from 'react';
import { Checkbox } from '../checkbox/checkbox';
import { ComboboxField, type ComboboxFieldProps } from '../combobox-field/combobox-field';
import { MultiSelectField } from '../multi-select-field/multi-select-field';
import { SelectField, type SelectOption } from '../select-field/select-field';
import { TextField } from '../text-field/text-field';

/** The generic edit field types of spec 1 §3. */
export type EditFieldType =
  | 'text'
  | 'email'
  | 'phone'
  | 'number'
  | 'textarea'
  | 'checkbox'
  | 'select'
  | 'select-multiple'
  | 'combobox'
  | 'combobox-email';

interface Common {
  label: ReactNode;
  id?: string;
  name?: string;
  required?: boolean;
  /** Disabled fields skip the rules (spec 1 §5): leave them out of the schema. */
  disabled?: boolean;
  readOnly?: boolean;
  /** The message under the field; marks it invalid. */
  error?: string;
  helperText?: ReactNode;
  placeholder?: string;
  autoComplete?: string;
  className?: string;
}

type TextLike = Common & {
  type: 'text' | 'email';
  value: string;
  onChange?: (value: string) => void;
  maxLength?: number;
};
type Phone = Common & {
  type: 'phone';
  value: string;
  onChange?: (value: string) => void;
  /** The input mask, e.g. the US phone mask of spec 1 §9. */
  format?: (raw: string) => string;
};
type NumberField = Common & {
  type: 'number';
  value: number | null;
  /** null when emptied. */
  onChange?: (value: number | null) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
};
type Textarea = Common & {
  type: 'textarea';
  value: string;
  onChange?: (value: string) => void;
  /** 1 to 5 (spec 1 §3); default 3. */
  rows?: number;
  /** Shows 'n / max'. */
  counter?: number;
};
type CheckboxField = Common & {
  type: 'checkbox';
  value: boolean;
  onChange?: (value: boolean) => void;
};
type Select = Common & {
  type: 'select';
  value: string;
  options: readonly SelectOption[];
  onChange?: (value: string) => void;
};
type SelectMultiple = Common & {
  type: 'select-multiple';
  value: readonly string[];
  options: readonly SelectOption[];
  onChange?: (value: string[]) => void;
};
type Combobox = Common &
  Pick<
    ComboboxFieldProps,
    | 'valueLabel'
    | 'options'
    | 'onSearch'
    | 'onOpen'
    | 'loading'
    | 'hasMore'
    | 'onLoadMore'
    | 'searchError'
    | 'emptyText'
  > & {
    type: 'combobox' | 'combobox-email';
    value: string;
    onChange?: (value: string, option: { value: string; label: string } | null) => void;
  };

export type EditFieldProps =
  TextLike | Phone | NumberField | Textarea | CheckboxField | Select | SelectMultiple | Combobox;

const clampRows = (rows = 3) => Math.min(5, Math.max(1, Math.round(rows)));

/** The control the spec's field type calls for, with its label, required marker and message. */
export function EditField(props: EditFieldProps) {
  switch (props.type) {
    case 'text':
    case 'email': {
      const { type, onChange, ...rest } = props;
      return (
        <TextField
          {...rest}
          type={type}
          inputMode={type === 'email' ? 'email' : undefined}
          autoComplete={rest.autoComplete ?? (type === 'email' ? 'email' : undefined)}
          onChange={onChange ? (v) => onChange(v) : undefined}
        />
      );
    }
    case 'phone': {
      const { type: _, onChange, ...rest } = props;
      return (
        <TextField
          {...rest}
          type="tel"
          inputMode="tel"
          autoComplete={rest.autoComplete ?? 'tel'}
          onChange={onChange ? (v) => onChange(v) : undefined}
        />
      );
    }
    case 'number': {
      const { type: _, value, onChange, min, max, step, ...rest } = props;
      return (
        <TextField
          {...rest}
          type="number"
          inputMode="decimal"
          value={value === null || Number.isNaN(value) ? '' : String(value)}
          onChange={onChange ? (raw) => onChange(raw.trim() === '' ? null : Number(raw)) : undefined}
          min={min}
          max={max}
          step={step}
        />
      );
    }
    case 'textarea': {
      const { type: _, onChange, rows, ...rest } = props;
      return (
        <TextField
          {...rest}
          multiline
          rows={clampRows(rows)}
          onChange={onChange ? (v) => onChange(v) : undefined}
        />
      );
    }
    case 'checkbox': {
      const {
        type: _,
        value,
        onChange,
        helperText,
        error,
        placeholder: _p,
        autoComplete: _a,
        ...rest
      } = props;
      return (
        <Checkbox
          {...rest}
          checked={value}
          onCheckedChange={onChange}
          description={helperText}
          error={error}
        />
      );
    }
    case 'select': {
      const { type: _, onChange, readOnly, options, value, placeholder, ...rest } = props;
      if (readOnly)
        return <ReadOnlyChoice {...rest} text={options.find((o) => o.value === value)?.label ?? ''} />;
      return (
        <SelectField
          {...rest}
          value={value}
          options={options}
          placeholder={placeholder ?? (rest.required ? undefined : '')}
          onChange={onChange ? (v) => onChange(v) : undefined}
        />
      );
    }
    case 'select-multiple': {
      const { type: _, placeholder: _p, autoComplete: _a, ...rest } = props;
      return <MultiSelectField {...rest} />;
    }
    case 'combobox':
    case 'combobox-email': {
      const { type, ...rest } = props;
      return (
        <ComboboxField
          {...rest}
          freeText={type === 'combobox-email'}
          inputType={type === 'combobox-email' ? 'email' : 'text'}
        />
      );
    }
  }
}

/** A choice shown, not changed: a read-only text box keeps it focusable and readable. */
function ReadOnlyChoice({ text, ...rest }: Common & { text: string }) {
  return <TextField {...rest} value={text} readOnly />;
}
