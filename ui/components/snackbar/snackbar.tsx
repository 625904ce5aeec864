import type { KeyboardEvent } from 'react';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '#ui/icons/icons';
import { Button } from '../button/button';
import * as s from './snackbar.css';

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

export interface SnackbarProps {
  open: boolean;
  text: string;
  severity?: 'info' | 'success' | 'warning' | 'error';
  onClose: () => void;
  closeLabel?: string;
  /** Changes with each message, so a message that replaces another plays its entrance again. */
  messageKey?: string | number;
}

/**
 * The global snackbar. Fully controlled: the auto-hide timeout (6000 ms / 5000 ms in the spec) is an
 * `after` delay in the caller's machine, so tests drive it with a simulated clock.
 * The live region stays mounted so screen readers announce the text when it appears.
 */
export function Snackbar({
  open,
  text,
  severity = 'info',
  onClose,
  closeLabel = 'Close',
  messageKey,
}: SnackbarProps) {
  const Icon = icons[severity];
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
  };
  return (
    <div role="status" aria-live="polite" className={s.region}>
      {open && (
        <div key={messageKey} className={s.snackbar} onKeyDown={onKeyDown}>
          <span className={`${s.icon} ${s.severity[severity]}`}>
            <Icon />
          </span>
          <span className={s.text}>{text}</span>
          <Button variant="ghost" size="sm" className={s.close} onClick={onClose}>
            {closeLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
