import type { SavedView } from '#contract/saved-view';
import { savedViewsMachine } from '#machines/saved-views/saved-views.machine';
import { check, defineTestKit } from '../test-kit';

const state = { visibleColumns: ['loadId'], sortColumns: [], filterText: '', filters: [], pagerLetter: null };
const view = (savedViewId: number, mine: boolean): SavedView => ({
  savedViewId,
  listKey: 'loads-list',
  name: mine ? 'My late loads' : 'Team view',
  shared: true,
  ownerName: 'Dana Whitaker',
  mine,
  state,
  dateModified: '2026-11-27T08:00:00.000Z',
});

/** The saved views of a list: read, picked, opened from a link, saved and deleted. */
export const savedViewsKit = defineTestKit(savedViewsMachine, {
  input: { listKey: 'loads-list' },
  scenarios: {
    link: { listKey: 'loads-list', openViewId: 1 },
    hiddenLink: { listKey: 'loads-list', openViewId: 42 },
  },
  events: {
    'views.picked': [{ type: 'views.picked', viewId: 1 }],
    'views.saveRequested': [
      { type: 'views.saveRequested', viewId: null, name: 'My late loads', shared: true, state },
    ],
    'views.deleteRequested': [{ type: 'views.deleteRequested', viewId: 1 }],
  },
  actors: {
    fetchViews: { done: { two: [view(1, true), view(2, false)] }, error: { offline: new Error('Offline') } },
    saveView: { done: { saved: view(3, true) }, error: { refused: new Error('Name the view.') } },
    deleteView: { done: { deleted: null }, error: { refused: new Error('Only the owner') } },
  },
  abstract: (s) => ({
    value: s.value,
    views: s.context.views.map((v) => v.savedViewId).join(','),
    active: s.context.activeViewId,
    open: s.context.openViewId,
    message: s.context.message !== null,
  }),
  expect: {
    loading: (s) => check(s.hasTag('busy'), 'busy while reading'),
    failed: (s) => check(s.context.message !== null, 'says why the views did not load'),
  },
});
