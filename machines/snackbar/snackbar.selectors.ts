import type { SnapshotFrom } from 'xstate';
import type { QueuedSnackbar, snackbarMachine } from './snackbar.machine';

type SnackbarSnapshot = SnapshotFrom<typeof snackbarMachine>;

export const isSnackbarOpen = (s: SnackbarSnapshot): boolean => s.matches('showing');
export const currentSnackbar = (s: SnackbarSnapshot): QueuedSnackbar | null => s.context.current;
export const queuedSnackbarCount = (s: SnackbarSnapshot): number => s.context.queue.length;
