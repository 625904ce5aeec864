import type { StatusTone } from '#ui/theme/tokens';
import { Chip } from '../chip/chip';

export interface StatusChipProps {
  /** Meaning of the status: neutral, scheduled, moving, done, attention. */
  tone: StatusTone;
  label: string;
  outlined?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/** An order, load or customer status. The label carries the meaning; the colour only repeats it. */
export function StatusChip({ tone, label, outlined, size, className }: StatusChipProps) {
  return (
    <Chip tone={tone} outlined={outlined} size={size} withDot className={className}>
      {label}
    </Chip>
  );
}
