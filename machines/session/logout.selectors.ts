import type { SnapshotFrom } from 'xstate';
import type { logoutMachine } from './logout.machine';

type LogoutSnapshot = SnapshotFrom<typeof logoutMachine>;

export const isLoggingOut = (s: LogoutSnapshot): boolean => s.hasTag('busy');
export const canLogOut = (s: LogoutSnapshot): boolean => s.can({ type: 'logout.requested' });
