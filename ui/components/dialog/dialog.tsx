import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '#ui/icons/icons';
import { IconButton } from '../icon-button/icon-button';
import * as s from './dialog.css';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  open: boolean;
  /** Called with false on Escape, outside click or the close button (unless persistent). */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned in a footer bar. */
  footer?: ReactNode;
  /** Max width in px (or any CSS length); the dialog shrinks on small screens. */
  width?: number | string;
  /** Escape and outside clicks do not close it, and there is no close button: the content must offer a way out. */
  persistent?: boolean;
  closeLabel?: string;
}

export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 600,
  persistent = false,
  closeLabel = 'Close',
}: DialogProps) {
  const { onCloseAutoFocus } = useReturnFocus(open);
  const block = (e: Event) => {
    if (persistent) e.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={s.overlay} />
        <RadixDialog.Content
          className={s.content}
          style={{ maxWidth: width }}
          onEscapeKeyDown={block}
          onInteractOutside={block}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={s.header}>
            <RadixDialog.Title className={s.title}>{title}</RadixDialog.Title>
            {!persistent && (
              <RadixDialog.Close asChild>
                <IconButton aria-label={closeLabel} size="sm">
                  <CloseIcon />
                </IconButton>
              </RadixDialog.Close>
            )}
          </div>
          <div className={s.body}>
            {description && (
              <RadixDialog.Description className={s.description}>{description}</RadixDialog.Description>
            )}
            {children}
          </div>
          {footer && <div className={s.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
