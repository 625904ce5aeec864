import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { button, icon } from './button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, disables the button and marks it busy. */
  loading?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  startIcon,
  endIcon,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[button({ variant, size, fullWidth, loading }), className].filter(Boolean).join(' ')}
    >
      {loading ? (
        <Spinner size="sm" decorative inheritColor />
      ) : (
        startIcon && <span className={icon}>{startIcon}</span>
      )}
      {children}
      {endIcon && <span className={icon}>{endIcon}</span>}
    </button>
  );
}
