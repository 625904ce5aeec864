import { describe, expect, it } from 'vitest';
import { flush } from '../testing/deferred-actor';
import * as select from './list-query.selectors';
import { order, orders, page, startList, startShown } from './list-query.testing';

/** A list showing orders 1–10 of 25, on page 1. */
const shown = () => startShown();

describe('list-query: a change elsewhere (the live desk)', () => {
  it('reads the page again without a spinner, keeping rows, page and selection, and marks what changed', async () => {
    const t = await shown();
    t.actor.send({ type: 'list.pageChanged', page: 2 });
    await t.answer(page(orders(11, 10), 25, 2));
    t.actor.send({ type: 'list.rowToggled', id: 12 });
    t.actor.send({ type: 'list.changedElsewhere' });
    t.actor.send({ type: 'list.changedElsewhere' });
    t.clock.increment(249);
    expect(t.fetchPage.calls).toHaveLength(2);
    t.clock.increment(1);
    expect(t.fetchPage.calls).toHaveLength(3);
    expect(select.selectIsBusy(t.snap())).toBe(false);
    expect(select.selectItems(t.snap())).toHaveLength(10);
    expect(t.lastQuery()).toMatchObject({ pageNumber: 1 });

    const renamed = { ...order(12), customer: 'Renamed' };
    t.fetchPage.last().resolve(page([...orders(11, 1), renamed, ...orders(13, 8), order(99)], 26, 2));
    await flush();
    expect(select.selectIsBusy(t.snap())).toBe(false);
    expect(select.selectChangedRowIds(t.snap())).toEqual([12, 99]);
    expect(select.selectSelected(t.snap())).toEqual([renamed]);
    expect(select.selectPageNumber(t.snap())).toBe(2);
    expect(select.selectTotalItems(t.snap())).toBe(26);
  });

  it('keeps the rows shown when the quiet read fails', async () => {
    const t = await shown();
    t.actor.send({ type: 'list.changedElsewhere' });
    t.clock.increment(250);
    t.fetchPage.last().reject(new Error('offline'));
    await flush();
    expect(select.selectItems(t.snap())).toEqual(orders(1, 10));
    expect(select.selectError(t.snap())).toBeNull();
  });

  it('reads once more after a page that was loading when the change came', async () => {
    const t = startList();
    t.actor.send({ type: 'list.changedElsewhere' });
    await t.answer(page(orders(1, 10), 25));
    t.clock.increment(250);
    expect(t.fetchPage.calls).toHaveLength(2);
    expect(select.selectIsBusy(t.snap())).toBe(false);
  });

  it('reads once more after a quiet read that a new change overtook, without aborting it', async () => {
    const t = await shown();
    t.actor.send({ type: 'list.changedElsewhere' });
    t.clock.increment(250);
    const first = t.fetchPage.last();
    t.actor.send({ type: 'list.changedElsewhere' });
    expect(first.signal.aborted).toBe(false);
    first.resolve(page(orders(1, 10), 25));
    await flush();
    t.clock.increment(250);
    expect(t.fetchPage.calls).toHaveLength(3);
  });

  it('gives way to a query the person changes, and the next full answer clears the marks', async () => {
    const t = await shown();
    t.actor.send({ type: 'list.changedElsewhere' });
    t.clock.increment(250);
    t.fetchPage.last().resolve(page([{ ...order(1), status: 'Booked' }, ...orders(2, 9)], 25));
    await flush();
    expect(select.selectChangedRowIds(t.snap())).toEqual([1]);
    t.actor.send({ type: 'list.changedElsewhere' });
    t.actor.send({ type: 'list.sortToggled', columnId: 'orderId' });
    expect(select.selectIsBusy(t.snap())).toBe(true);
    await t.answer(page(orders(1, 10), 25));
    expect(select.selectChangedRowIds(t.snap())).toEqual([]);
  });
});
