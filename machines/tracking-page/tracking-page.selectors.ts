import type { SnapshotFrom } from 'xstate';
import type { trackingPageMachine } from './tracking-page.machine';

type Snapshot = SnapshotFrom<typeof trackingPageMachine>;

/** What the tracking page shows, in one read. */
export const selectTrackingView = (s: Snapshot) => ({
  page: s.context.page,
  error: s.context.error,
  closed: s.matches('closed'),
  firstRead: s.hasTag('busy') && !s.context.page,
});
