import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { confirmRequest, isConfirmOpen } from '#machines/confirm/confirm.selectors';
import { useRuntime } from './runtime-context';

const loadConfirmDialog = () => import('#ui/components/confirm-dialog/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((m) => ({ default: m.ConfirmDialog })));

/**
 * Fetches the dialog's code ahead of the first question (the signed-in shell calls it once it is shown), so
 * the entry script stays without Radix's dialog and the first confirm opens without a wait.
 */
export const preloadConfirmDialog = (): void => {
  void loadConfirmDialog().catch(() => {
    // Offline now: the first confirm loads it again and the route error boundary reports a failure then.
  });
};

/**
 * The one confirm dialog of the app, answering `runtime.confirm()` through the confirm actor. Its code is
 * loaded on the first question; from then on it stays mounted so closing animates as before.
 */
export function ConfirmHost() {
  const { confirmActor } = useRuntime();
  const open = useSelector(confirmActor, isConfirmOpen);
  const request = useSelector(confirmActor, confirmRequest);
  const [asked, setAsked] = useState(false);
  if (open && !asked) setAsked(true);
  if (!open && !asked) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
