import type { SnapshotFrom } from 'xstate';
import type { savedViewsMachine } from './saved-views.machine';

export type SavedViewsSnapshot = SnapshotFrom<typeof savedViewsMachine>;

/** What the list header's picker shows, in one read. */
export const selectSavedViews = (s: SavedViewsSnapshot) => ({
  views: s.context.views,
  activeViewId: s.context.activeViewId,
  busy: s.hasTag('busy'),
  failed: s.hasTag('error'),
  message: s.context.message,
  canSave: s.matches('ready'),
});
