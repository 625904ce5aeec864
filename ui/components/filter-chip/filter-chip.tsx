import { CloseIcon } from '#ui/icons/icons';
import * as s from './filter-chip.css';

export interface FilterChipProps {
  /** What the filter is: 'Status: Booked'. The remove button is named 'Remove filter Status: Booked'. */
  label: string;
  onRemove: () => void;
}

/** A filter in force above a list, with the button that removes it. */
export function FilterChip({ label, onRemove }: FilterChipProps) {
  return (
    <span className={s.chip}>
      <span className={s.text} title={label}>
        {label}
      </span>
      <button type="button" className={s.remove} aria-label={`Remove filter ${label}`} onClick={onRemove}>
        <CloseIcon width={14} height={14} />
      </button>
    </span>
  );
}
