import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { deferredActor, flush } from '../testing/deferred-actor';
import {
  optionSearchMachine,
  type OptionPage,
  type OptionPageRequest,
  type OptionSearchInput,
} from './option-search.machine';
import * as select from './option-search.selectors';

const option = (n: number) => ({ value: String(n), label: `Customer ${n}` });

const start = (input: OptionSearchInput = {}) => {
  const fetchOptions = deferredActor<OptionPage, OptionPageRequest>();
  const clock = new SimulatedClock();
  const actor = createActor(optionSearchMachine.provide({ actors: { fetchOptions: fetchOptions.logic } }), {
    input,
    clock,
  }).start();
  return { actor, clock, fetchOptions, snap: () => actor.getSnapshot() };
};

describe('option-search', () => {
  it('loads page 1 of ten for an empty search when opened', async () => {
    const t = start();
    expect(t.snap().value).toBe('idle');
    t.actor.send({ type: 'search.opened' });
    expect(select.selectIsSearching(t.snap())).toBe(true);
    expect(t.fetchOptions.last().input).toEqual({ text: '', pageNumber: 0, pageSize: 10 });
    t.fetchOptions.last().resolve({ options: [option(1)], hasMore: false });
    await flush();
    expect(select.selectOptions(t.snap())).toEqual([option(1)]);
    expect(select.selectCanLoadMore(t.snap())).toBe(false);
  });

  it('waits 300 ms after the last key, and a new key restarts the wait and drops the old request', async () => {
    const t = start();
    t.actor.send({ type: 'search.changed', text: 'a' });
    t.clock.increment(299);
    expect(t.fetchOptions.calls).toHaveLength(0);
    expect(select.selectIsSearching(t.snap())).toBe(false);
    t.clock.increment(1);
    expect(t.fetchOptions.calls).toHaveLength(1);
    t.actor.send({ type: 'search.changed', text: 'ac' });
    expect(t.fetchOptions.calls[0]!.signal.aborted).toBe(true);
    t.clock.increment(200);
    t.actor.send({ type: 'search.changed', text: 'acm' });
    t.clock.increment(299);
    expect(t.fetchOptions.calls).toHaveLength(1);
    t.clock.increment(1);
    expect(t.fetchOptions.last().input).toEqual({ text: 'acm', pageNumber: 0, pageSize: 10 });
    expect(select.selectSearchText(t.snap())).toBe('acm');
  });

  it('takes its own page size and debounce', () => {
    const t = start({ pageSize: 25, debounceMs: 500 });
    t.actor.send({ type: 'search.changed', text: 'x' });
    t.clock.increment(499);
    expect(t.fetchOptions.calls).toHaveLength(0);
    t.clock.increment(1);
    expect(t.fetchOptions.last().input.pageSize).toBe(25);
  });

  it('appends the next pages while more exist, without duplicates', async () => {
    const t = start();
    t.actor.send({ type: 'search.opened' });
    t.fetchOptions.last().resolve({ options: [option(1), option(2)], hasMore: true });
    await flush();
    t.actor.send({ type: 'search.more' });
    expect(select.selectIsLoadingMore(t.snap())).toBe(true);
    expect(t.fetchOptions.last().input).toEqual({ text: '', pageNumber: 1, pageSize: 10 });
    t.fetchOptions.last().resolve({ options: [option(2), option(3)], hasMore: false });
    await flush();
    expect(select.selectOptions(t.snap()).map((o) => o.value)).toEqual(['1', '2', '3']);
    expect(select.selectCanLoadMore(t.snap())).toBe(false);
    t.actor.send({ type: 'search.more' });
    expect(t.fetchOptions.calls).toHaveLength(2);
  });

  it('a new search replaces the options', async () => {
    const t = start();
    t.actor.send({ type: 'search.opened' });
    t.fetchOptions.last().resolve({ options: [option(1)], hasMore: false });
    await flush();
    t.actor.send({ type: 'search.changed', text: 'zzz' });
    t.clock.increment(300);
    t.fetchOptions.last().resolve({ options: [], hasMore: false });
    await flush();
    expect(select.selectOptions(t.snap())).toEqual([]);
    expect(select.selectIsEmpty(t.snap())).toBe(true);
  });

  it.each(['first', 'more'] as const)(
    'a failed %s page shows the error and retries from page 1',
    async (which) => {
      const t = start();
      t.actor.send({ type: 'search.opened' });
      if (which === 'more') {
        t.fetchOptions.last().resolve({ options: [option(1)], hasMore: true });
        await flush();
        t.actor.send({ type: 'search.more' });
      }
      t.fetchOptions.last().reject(new Error('Server error'));
      await flush();
      expect(select.selectSearchError(t.snap())).toBe('Server error');
      t.actor.send({ type: 'search.retry' });
      expect(t.fetchOptions.last().input.pageNumber).toBe(0);
      expect(select.selectSearchError(t.snap())).toBeNull();
    },
  );
});
