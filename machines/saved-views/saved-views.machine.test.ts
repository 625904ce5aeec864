import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { savedViewTexts, type SavedView, type SavedViewState } from '#contract/saved-view';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import { savedViewsMachine, type SaveViewInput } from './saved-views.machine';
import { selectSavedViews } from './saved-views.selectors';

const state: SavedViewState = {
  visibleColumns: ['loadId'],
  sortColumns: [],
  filterText: '',
  filters: [],
  pagerLetter: null,
};
const view = (savedViewId: number, mine = true, name = `View ${savedViewId}`): SavedView => ({
  savedViewId,
  listKey: 'loads-list',
  name,
  shared: !mine,
  ownerName: mine ? 'Dana Whitaker' : 'Sam Ortiz',
  mine,
  state,
  dateModified: '2026-11-27T08:00:00.000Z',
});

function start(openViewId: number | null = null) {
  const fetchViews = deferredActor<SavedView[], { listKey: SavedView['listKey'] }>();
  const saveView = deferredActor<SavedView, SaveViewInput>();
  const deleteView = deferredActor<unknown, { viewId: number }>();
  const applied = recorder<{ view: SavedView }>();
  const inUrl = recorder<{ viewId: number | null }>();
  const actor = createActor(
    savedViewsMachine.provide({
      actions: { applyView: applied.action, showViewInUrl: inUrl.action },
      actors: { fetchViews: fetchViews.logic, saveView: saveView.logic, deleteView: deleteView.logic },
    }),
    { input: { listKey: 'loads-list', openViewId } },
  ).start();
  const shown = () => selectSavedViews(actor.getSnapshot());
  return { actor, fetchViews, saveView, deleteView, applied, inUrl, shown };
}

describe('savedViews', () => {
  it('reads the views and applies the one picked, putting its id in the link', async () => {
    const t = start();
    expect(t.shown().busy).toBe(true);
    expect(t.fetchViews.last().input).toEqual({ listKey: 'loads-list' });
    t.fetchViews.last().resolve([view(1), view(2, false)]);
    await flush();
    expect(t.shown()).toMatchObject({ busy: false, canSave: true, activeViewId: null });
    t.actor.send({ type: 'views.picked', viewId: 2 });
    expect(t.applied.calls.map((c) => c.view.savedViewId)).toEqual([2]);
    expect(t.inUrl.calls).toEqual([{ viewId: 2 }]);
    expect(t.shown().activeViewId).toBe(2);
    t.actor.send({ type: 'views.picked', viewId: 99 });
    expect(t.applied.calls).toHaveLength(1);
  });

  it('opens the view a link names, or says it is not shared with me', async () => {
    const linked = start(2);
    linked.fetchViews.last().resolve([view(1), view(2, false)]);
    await flush();
    expect(linked.applied.calls.map((c) => c.view.savedViewId)).toEqual([2]);
    expect(linked.shown()).toMatchObject({ activeViewId: 2, message: null });
    const hidden = start(7);
    hidden.fetchViews.last().resolve([view(1)]);
    await flush();
    expect(hidden.applied.calls).toEqual([]);
    expect(hidden.shown().message).toBe(savedViewTexts.notShared);
    hidden.actor.send({ type: 'views.messageDismissed' });
    expect(hidden.shown().message).toBeNull();
  });

  it('saves the list as a new view, or over one of mine only, and deletes mine', async () => {
    const t = start();
    t.fetchViews.last().resolve([view(1), view(2, false)]);
    await flush();
    t.actor.send({ type: 'views.saveRequested', viewId: 2, name: 'Theirs', shared: true, state });
    expect(t.saveView.calls).toHaveLength(0);
    t.actor.send({ type: 'views.saveRequested', viewId: null, name: ' ', shared: true, state });
    expect(t.saveView.calls).toHaveLength(0);
    t.actor.send({ type: 'views.saveRequested', viewId: null, name: 'My late loads', shared: true, state });
    expect(t.shown()).toMatchObject({ busy: true, canSave: false });
    expect(t.saveView.last().input).toEqual({
      listKey: 'loads-list',
      viewId: null,
      name: 'My late loads',
      shared: true,
      state,
    });
    t.saveView.last().resolve(view(3, true, 'My late loads'));
    await flush();
    expect(t.shown().views.map((v) => v.savedViewId)).toEqual([3, 1, 2]);
    expect(t.shown().activeViewId).toBe(3);
    expect(t.inUrl.calls.at(-1)).toEqual({ viewId: 3 });

    t.actor.send({ type: 'views.deleteRequested', viewId: 2 });
    expect(t.deleteView.calls).toHaveLength(0);
    t.actor.send({ type: 'views.deleteRequested', viewId: 3 });
    expect(t.deleteView.last().input).toEqual({ viewId: 3 });
    t.deleteView.last().resolve(null);
    await flush();
    expect(t.shown()).toMatchObject({ activeViewId: null, busy: false });
    expect(t.shown().views.map((v) => v.savedViewId)).toEqual([1, 2]);
  });

  it('shows why a read, save or delete failed, and reads again on reload', async () => {
    const t = start();
    t.fetchViews.last().reject(new Error('Unknown server error'));
    await flush();
    expect(t.shown()).toMatchObject({ failed: true, message: 'Unknown server error' });
    t.actor.send({ type: 'views.reload' });
    t.fetchViews.last().resolve([view(1)]);
    await flush();
    t.actor.send({ type: 'views.saveRequested', viewId: 1, name: 'Again', shared: false, state });
    t.saveView.last().reject(new Error('Name the view.'));
    await flush();
    expect(t.shown()).toMatchObject({ failed: false, canSave: true, message: 'Name the view.' });
    t.actor.send({ type: 'views.deleteRequested', viewId: 1 });
    t.deleteView.last().reject(new Error('Only the person who saved this view may change it.'));
    await flush();
    expect(t.shown().views).toHaveLength(1);
    expect(t.shown().message).toMatch(/Only the person/);
  });
});
