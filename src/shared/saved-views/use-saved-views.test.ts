import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { savedViewsMachine } from '#machines/saved-views/saved-views.machine';
import { selectSavedViews } from '#machines/saved-views/saved-views.selectors';
import { notRead } from './use-saved-views';

describe('the Views menu before its machine is loaded', () => {
  it("shows what the saved-views machine's own first state shows (reading), so the two cannot drift", () => {
    const first = createActor(savedViewsMachine, {
      input: { listKey: 'orders-list', openViewId: null },
    }).getSnapshot();
    expect(notRead).toEqual(selectSavedViews(first));
  });
});
