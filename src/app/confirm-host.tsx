import { useSelector } from '@xstate/react';
import { confirmRequest, isConfirmOpen } from '#machines/confirm/confirm.selectors';
import { ConfirmDialog } from '#ui/components/confirm-dialog/confirm-dialog';
import { useRuntime } from './runtime-context';

/** The one confirm dialog of the app, answering `runtime.confirm()` through the confirm actor. */
export function ConfirmHost() {
  const { confirmActor } = useRuntime();
  const open = useSelector(confirmActor, isConfirmOpen);
  const request = useSelector(confirmActor, confirmRequest);
  return (
    <ConfirmDialog
      open={open}
      title={request?.title}
      message={request?.message}
      confirmText={request?.confirmText}
      cancelText={request?.cancelText}
      color={request?.color}
      onConfirm={() => confirmActor.send({ type: 'confirm.accept' })}
      onCancel={() => confirmActor.send({ type: 'confirm.cancel' })}
    />
  );
}
