import type { SnapshotFrom } from 'xstate';
import type { SessionEndReason, sessionWatcherMachine } from './session-watcher.machine';

type WatcherSnapshot = SnapshotFrom<typeof sessionWatcherMachine>;

export const isWatching = (s: WatcherSnapshot): boolean => s.matches('watching');
export const hasSessionEnded = (s: WatcherSnapshot): boolean =>
  s.matches('loggedOut') || s.matches('expired');
export const sessionEndReason = (s: WatcherSnapshot): SessionEndReason | null => s.context.reason;
