import type { ReactNode } from 'react';
import type { StatusTone } from '#ui/theme/tokens';
import { Chip } from '../chip/chip';

export interface StatusChipProps {
  /** Meaning of the status: neutral, scheduled, moving, done, attention. */
  tone: StatusTone;
  label: string;
  outlined?: boolean;
  size?: 'sm' | 'md';
  /** A decorative icon before the label, in place of the dot; hidden from assistive technology. */
  icon?: ReactNode;
  className?: string;
}

/** An order, load or customer status. The label carries the meaning; the colour only repeats it. */
export function StatusChip({ tone, label, outlined, size, icon, className }: StatusChipProps) {
  return (
    <Chip tone={tone} outlined={outlined} size={size} withDot={!icon} icon={icon} className={className}>
      {label}
    </Chip>
  );
}
