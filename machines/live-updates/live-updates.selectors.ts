import type { SnapshotFrom } from 'xstate';
import type { liveUpdatesMachine } from './live-updates.machine';

type Snapshot = SnapshotFrom<typeof liveUpdatesMachine>;

/** What the shell's live indicator says. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'ended' | 'stopped';

export function liveStatus(s: Snapshot): LiveStatus {
  if (s.matches({ connected: 'live' })) return 'live';
  if (s.matches('connected')) return s.context.attempt > 0 ? 'reconnecting' : 'connecting';
  if (s.matches('waiting')) return 'reconnecting';
  if (s.matches('offline')) return 'offline';
  if (s.matches('ended')) return 'ended';
  return 'stopped';
}
