import { useSelector } from '@xstate/react';
import { currentSnackbar, isSnackbarOpen } from '#machines/snackbar/snackbar.selectors';
import { Snackbar } from '#ui/components/snackbar/snackbar';
import { useRuntime } from './runtime-context';

/**
 * The one snackbar of the app, showing the runtime's snackbar actor: one message at a time, a new one
 * replacing the shown one at once.
 */
export function SnackbarHost() {
  const { snackbar } = useRuntime();
  const open = useSelector(snackbar, isSnackbarOpen);
  const message = useSelector(snackbar, currentSnackbar);
  return (
    <Snackbar
      open={open}
      text={message?.text ?? ''}
      severity={message?.severity ?? 'info'}
      messageKey={message?.key}
      onClose={() => snackbar.send({ type: 'snackbar.close' })}
    />
  );
}
