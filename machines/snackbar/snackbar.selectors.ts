import type { SnapshotFrom } from 'xstate';
import type { ShownSnackbar, snackbarMachine } from './snackbar.machine';

type SnackbarSnapshot = SnapshotFrom<typeof snackbarMachine>;

export const isSnackbarOpen = (s: SnackbarSnapshot): boolean => s.matches('showing');
export const currentSnackbar = (s: SnackbarSnapshot): ShownSnackbar | null => s.context.current;
/** A message waiting for Close that comes back when the shown one closes. */
export const coveredSnackbar = (s: SnackbarSnapshot): ShownSnackbar | null => s.context.covered;
