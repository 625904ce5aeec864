import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { deferredActor, flush } from '../testing/deferred-actor';
import {
  orderGroupingMachine,
  type OrderGroupingSeverity,
  type OrderIdsInput,
} from './order-grouping.machine';
import * as select from './order-grouping.selectors';

const start = () => {
  const groupOrders = deferredActor<unknown, OrderIdsInput>();
  const ungroupOrders = deferredActor<unknown, OrderIdsInput>();
  const notes: { text: string; severity: OrderGroupingSeverity }[] = [];
  let refreshes = 0;
  const actor = createActor(
    orderGroupingMachine.provide({
      actions: {
        notify: (_, note) => void notes.push(note),
        refreshList: () => void (refreshes += 1),
      },
      actors: { groupOrders: groupOrders.logic, ungroupOrders: ungroupOrders.logic },
    }),
    { clock: new SimulatedClock() },
  ).start();
  return {
    actor,
    groupOrders,
    ungroupOrders,
    notes,
    refreshes: () => refreshes,
    snap: () => actor.getSnapshot(),
  };
};

describe('orderGrouping', () => {
  it('groups at least 2 orders, announces it and refreshes the list', async () => {
    const t = start();
    expect(select.selectCanGroup([])(t.snap())).toBe(false);
    expect(select.selectCanGroup([7])(t.snap())).toBe(false);
    expect(select.selectCanGroup([7, 7])(t.snap())).toBe(false);
    expect(select.selectCanGroup([7, 8])(t.snap())).toBe(true);
    t.actor.send({ type: 'orders.groupRequested', ids: [7] });
    expect(t.snap().value).toBe('idle');
    expect(t.groupOrders.calls).toHaveLength(0);

    t.actor.send({ type: 'orders.groupRequested', ids: [7, 8, 8] });
    expect(select.selectIsBusy(t.snap())).toBe(true);
    expect(t.groupOrders.last().input).toEqual({ ids: [7, 8] });
    // Nothing else starts while the call is under way.
    expect(select.selectCanGroup([7, 8])(t.snap())).toBe(false);
    expect(select.selectCanUngroup([7])(t.snap())).toBe(false);
    t.groupOrders.last().resolve({ orderGroupId: 3, count: 2 });
    await flush();
    expect(t.snap().value).toBe('idle');
    expect(t.snap().context.ids).toEqual([]);
    expect(t.notes).toEqual([{ text: 'Orders grouped successfully.', severity: 'success' }]);
    expect(t.refreshes()).toBe(1);
  });

  it('ungroups at least 1 order, announces it and refreshes the list', async () => {
    const t = start();
    expect(select.selectCanUngroup([])(t.snap())).toBe(false);
    t.actor.send({ type: 'orders.ungroupRequested', ids: [] });
    expect(t.ungroupOrders.calls).toHaveLength(0);
    expect(select.selectCanUngroup([5])(t.snap())).toBe(true);
    t.actor.send({ type: 'orders.ungroupRequested', ids: [5] });
    expect(select.selectIsUngrouping(t.snap())).toBe(true);
    expect(t.ungroupOrders.last().input).toEqual({ ids: [5] });
    t.ungroupOrders.last().resolve({ count: 1 });
    await flush();
    expect(t.notes).toEqual([{ text: 'Orders ungrouped successfully.', severity: 'success' }]);
    expect(t.refreshes()).toBe(1);
  });

  it('shows a failure as an error alert, and leaves the list as it was', async () => {
    const t = start();
    t.actor.send({ type: 'orders.groupRequested', ids: [1, 2] });
    t.groupOrders.last().reject(new Error('Order #2 was not found.'));
    await flush();
    t.actor.send({ type: 'orders.ungroupRequested', ids: [1] });
    t.ungroupOrders.last().reject({ statusText: 'Server error' });
    await flush();
    expect(t.snap().value).toBe('idle');
    expect(t.notes).toEqual([
      { text: 'Order #2 was not found.', severity: 'error' },
      { text: 'Server error', severity: 'error' },
    ]);
    expect(t.refreshes()).toBe(0);
    expect(select.selectCanGroup([1, 2])(t.snap())).toBe(true);
  });
});
