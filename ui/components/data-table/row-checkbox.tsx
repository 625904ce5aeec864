import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { CheckIcon, MinusIcon } from '#ui/icons/icons';
import { box, indicator } from '../checkbox/checkbox.css';

/** The checkbox of a table cell: named for screen readers only, the row shows what it selects. */
export function RowCheckbox(props: {
  label: string;
  checked: boolean | 'indeterminate';
  onToggle: () => void;
  disabled?: boolean;
  tabIndex?: number;
}) {
  return (
    <RadixCheckbox.Root
      aria-label={props.label}
      checked={props.checked}
      disabled={props.disabled}
      tabIndex={props.tabIndex}
      onCheckedChange={props.onToggle}
      onClick={(e) => e.stopPropagation()}
      className={box}
    >
      <RadixCheckbox.Indicator className={indicator}>
        {props.checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}
