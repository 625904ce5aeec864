import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import * as s from './checkbox.css';

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
  /** A hint under the label, read as the checkbox's description. */
  description?: ReactNode;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  description,
  id: idProp,
  className,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const descId = description ? `${id}-description` : undefined;
  return (
    <div className={[s.root, className].filter(Boolean).join(' ')}>
      <RadixCheckbox.Root
        {...rest}
        id={id}
        checked={checked}
        onCheckedChange={(next) => onCheckedChange?.(next === true)}
        aria-describedby={descId}
        className={s.box}
      >
        <RadixCheckbox.Indicator className={s.indicator}>
          {checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <div className={s.text}>
        <label htmlFor={id} className={s.label}>
          {label}
        </label>
        {description && (
          <span id={descId} className={s.description}>
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
