import type { ReactNode } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '#ui/icons/icons';
import { space, type AlertTone } from '#ui/theme/tokens';
import { IconButton } from '../icon-button/icon-button';
import * as s from './alert-banner.css';

const icons = {
  primary: InfoIcon,
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  error: ErrorIcon,
};

export interface AlertBannerProps {
  type: AlertTone;
  open: boolean;
  children: ReactNode;
  title?: ReactNode;
  /** Given, a close button appears and calls it. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** 0-100: a thin bar counting down a timeout. The timer itself lives with the caller. */
  progress?: number;
  /** Space below the banner; 32 px by default as the spec says. Any CSS length. */
  marginBottom?: string | number;
  className?: string;
}

export function AlertBanner({
  type,
  open,
  children,
  title,
  onDismiss,
  dismissLabel = 'Dismiss',
  progress,
  marginBottom = space.xxl,
  className,
}: AlertBannerProps) {
  if (!open) return null;
  const Icon = icons[type];
  // Errors and warnings interrupt; the rest wait for a pause.
  const role = type === 'error' || type === 'warning' ? 'alert' : 'status';
  const pct = progress === undefined ? undefined : Math.max(0, Math.min(100, progress));
  return (
    <div
      role={role}
      className={[s.banner({ type }), className].filter(Boolean).join(' ')}
      style={{ marginBottom }}
    >
      <span className={s.icon}>
        <Icon />
      </span>
      <div className={s.body}>
        {title && <strong className={s.title}>{title}</strong>}
        {children}
      </div>
      {onDismiss && (
        <IconButton
          aria-label={dismissLabel}
          variant="inherit"
          size="sm"
          className={s.close}
          onClick={onDismiss}
        >
          <CloseIcon />
        </IconButton>
      )}
      {pct !== undefined && (
        <div
          className={s.track}
          role="progressbar"
          aria-label="Time until this message closes"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(pct)}
        >
          <div className={s.bar} style={{ width: `${pct}%` }} />
        </div>
      )}
    </div>
  );
}
