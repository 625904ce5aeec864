import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '#ui/icons/icons';
import { RequiredMark } from '../field/field';
import * as f from '../field/field.css';
import * as s from './checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
  /** A hint under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** A message under the label (in place of the hint); marks the box invalid. */
  error?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  /** Shown and focusable, but not changeable. */
  readOnly?: boolean;
  /** Marks the label with an asterisk, as text fields do. */
  required?: boolean;
  className?: string;
}

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  description,
  error,
  id: idProp,
  className,
  readOnly,
  required,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const descId = error || description ? `${id}-description` : undefined;
  return (
    <div className={[s.root, className].filter(Boolean).join(' ')}>
      <RadixCheckbox.Root
        {...rest}
        id={id}
        checked={checked}
        required={required}
        onCheckedChange={(next) => {
          if (!readOnly) onCheckedChange?.(next === true);
        }}
        aria-describedby={descId}
        aria-invalid={error ? true : undefined}
        aria-readonly={readOnly || undefined}
        data-readonly={readOnly || undefined}
        className={s.box}
      >
        <RadixCheckbox.Indicator className={s.indicator}>
          {checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={s.text}>
        <label htmlFor={id} className={s.label}>
          {label}
          <RequiredMark required={required} />
        </label>
        {(error || description) && (
          <span id={descId} className={error ? f.error : s.description}>
            {error || description}
          </span>
        )}
      </div>
    </div>
  );
}
