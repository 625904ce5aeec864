import type { ReactNode } from 'react';
import type { AlertTone, StatusTone } from '#ui/theme/tokens';
import { chip, dot, icon as iconStyle, text } from './chip.css';

export type ChipTone = 'default' | 'accent' | Exclude<AlertTone, 'primary'> | StatusTone;

export interface ChipProps {
  children: ReactNode;
  tone?: ChipTone;
  outlined?: boolean;
  size?: 'sm' | 'md';
  /** A small dot in the tone's solid colour before the text. */
  withDot?: boolean;
  /** A decorative icon before the text (hidden from assistive technology: the text names the chip). */
  icon?: ReactNode;
  title?: string;
  className?: string;
}

/** Static label (a role name, a tag). Not interactive: wrap it in a button if it needs to be. */
export function Chip({ children, tone, outlined, size, withDot, icon, title, className }: ChipProps) {
  return (
    <span title={title} className={[chip({ tone, outlined, size }), className].filter(Boolean).join(' ')}>
      {withDot && <span className={dot} aria-hidden="true" />}
      {icon && (
        <span className={iconStyle} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={text}>{children}</span>
    </span>
  );
}
