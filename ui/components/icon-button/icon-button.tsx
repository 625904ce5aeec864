import type { ComponentPropsWithRef } from 'react';
import { iconButton } from './icon-button.css';

export interface IconButtonProps extends ComponentPropsWithRef<'button'> {
  /** Required: an icon alone says nothing to a screen reader. */
  'aria-label': string;
  variant?: 'ghost' | 'secondary' | 'inherit';
  size?: 'sm' | 'md' | 'lg';
}

export function IconButton({ variant, size, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[iconButton({ variant, size }), className].filter(Boolean).join(' ')}
    />
  );
}
