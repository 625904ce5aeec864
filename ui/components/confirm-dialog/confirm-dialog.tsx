import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '#ui/icons/icons';
import { Button } from '../button/button';
import * as d from '../dialog/dialog.css';
import { useReturnFocus } from '../dialog/use-return-focus';
import { Inline } from '../inline/inline';
import * as s from './confirm-dialog.css';

const icons = { error: ErrorIcon, warning: WarningIcon, info: InfoIcon, success: SuccessIcon };

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  /** Cancel button, Escape. Outside clicks do nothing: a confirmation needs an answer. */
  onCancel: () => void;
  title?: string;
  message?: string;
  confirmText?: string;
  cancelText?: string;
  color?: 'error' | 'warning' | 'info' | 'success';
  /** Busy confirm button while the confirmed action runs. */
  loading?: boolean;
}

export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = 'Confirm',
  message = 'Are you sure you want to proceed?',
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  color = 'info',
  loading = false,
}: ConfirmDialogProps) {
  const Icon = icons[color];
  const { onCloseAutoFocus } = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={d.overlay} />
        <AlertDialog.Content
          className={d.content}
          style={{ maxWidth: 600 }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <div className={d.header}>
            <Inline gap="md" alignY="center" wrap={false}>
              <span className={s.icon[color]}>
                <Icon />
              </span>
              <AlertDialog.Title className={d.title}>{title}</AlertDialog.Title>
            </Inline>
          </div>
          <div className={d.body}>
            <AlertDialog.Description className={d.description}>{message}</AlertDialog.Description>
          </div>
          <div className={d.footer}>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={loading}>
                {cancelText}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog through onOpenChange and also call onCancel. */}
            <Button className={s.confirm[color]} loading={loading} onClick={onConfirm}>
              {confirmText}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
