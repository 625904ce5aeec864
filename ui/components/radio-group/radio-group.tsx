import * as RadixRadio from '@radix-ui/react-radio-group';
import { useId, type ReactNode } from 'react';
import * as s from './radio-group.css';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Names the group (shown above it). */
  label: ReactNode;
  value: string | null;
  options: readonly RadioOption[];
  onValueChange?: (value: string) => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

export function RadioGroup({
  label,
  value,
  options,
  onValueChange,
  orientation = 'vertical',
  className,
  ...rest
}: RadioGroupProps) {
  const id = useId();
  return (
    <div className={[s.root, className].filter(Boolean).join(' ')}>
      <span id={`${id}-label`} className={s.legend}>
        {label}
      </span>
      <RadixRadio.Root
        {...rest}
        value={value ?? ''}
        onValueChange={onValueChange}
        orientation={orientation}
        aria-labelledby={`${id}-label`}
        className={s.list}
      >
        {options.map((o, i) => {
          const itemId = `${id}-${i}`;
          return (
            <div key={o.value} className={s.option}>
              <RadixRadio.Item
                id={itemId}
                value={o.value}
                disabled={o.disabled}
                aria-describedby={o.description ? `${itemId}-d` : undefined}
                className={s.radio}
              >
                <RadixRadio.Indicator className={s.dot} />
              </RadixRadio.Item>
              <label htmlFor={itemId} className={s.label} data-disabled={o.disabled || undefined}>
                {o.label}
                {o.description && (
                  <span id={`${itemId}-d`} className={s.description}>
                    {o.description}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </RadixRadio.Root>
    </div>
  );
}
