import type { SnapshotFrom } from 'xstate';
import type { alertTimeoutMachine } from './alert-timeout.machine';

type AlertSnapshot = SnapshotFrom<typeof alertTimeoutMachine>;

export const isAlertVisible = (s: AlertSnapshot): boolean => s.matches('shown') || s.matches('closing');
export const canDismissAlert = (s: AlertSnapshot): boolean => s.can({ type: 'alert.dismiss' });
export const hasAlertTimeout = (s: AlertSnapshot): boolean => isAlertVisible(s) && alertProgress(s) !== null;

/** Progress of the timeout bar, 0..100; null when the alert has no timeout. */
export const alertProgress = (s: AlertSnapshot): number | null => {
  const { timeoutMs, elapsedMs } = s.context;
  if (timeoutMs === null || timeoutMs <= 0) return null;
  return Math.min(100, Math.round((elapsedMs / timeoutMs) * 100));
};
