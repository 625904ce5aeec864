import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { deferredActor, flush } from '../testing/deferred-actor';
import {
  changelogMachine,
  type ChangelogInput,
  type ChangelogPage,
  type ChangelogPageRequest,
  type ChangelogRow,
} from './changelog.machine';
import * as select from './changelog.selectors';

const row = (changelogId: number): ChangelogRow => ({
  changelogId,
  actionType: 0,
  bulletedChanges: { bullets: ['Status: Open → Planned'] },
  dateAdded: '2026-01-05T15:07:00.000Z',
  createdBy: 'Dana Dispatch',
});

const start = (input: ChangelogInput = {}) => {
  const fetchChanges = deferredActor<ChangelogPage | null, ChangelogPageRequest>();
  const logged: unknown[] = [];
  const actor = createActor(
    changelogMachine.provide({
      actors: { fetchChanges: fetchChanges.logic },
      actions: { logError: (_, { error }) => logged.push(error) },
    }),
    { input },
  ).start();
  return { actor, fetchChanges, logged, snap: () => actor.getSnapshot() };
};

describe('changelog', () => {
  it('reads the first page of ten, then shows the entries', async () => {
    const t = start();
    expect(select.selectIsLoading(t.snap())).toBe(true);
    expect(t.fetchChanges.last().input).toEqual({ pageIndex: 0, pageSize: 10 });
    t.fetchChanges.last().resolve({ entries: [row(1)], totalItems: 12 });
    await flush();
    expect(t.snap().value).toBe('ready');
    expect(select.selectEntries(t.snap())).toEqual([row(1)]);
    expect(select.selectTotalItems(t.snap())).toBe(12);
  });

  it('pages, and a new page size starts at page 1; only 5, 10 and 25 are taken', async () => {
    const t = start({ pageSize: 5 });
    t.actor.send({ type: 'changelog.pageChanged', pageNumber: 3 });
    expect(t.fetchChanges.calls[0]!.signal.aborted).toBe(true);
    expect(t.fetchChanges.last().input).toEqual({ pageIndex: 2, pageSize: 5 });
    t.actor.send({ type: 'changelog.pageSizeChanged', pageSize: 25 });
    expect(t.fetchChanges.last().input).toEqual({ pageIndex: 0, pageSize: 25 });
    t.actor.send({ type: 'changelog.pageSizeChanged', pageSize: 50 });
    expect(t.fetchChanges.calls).toHaveLength(3);
    expect(select.selectPageSize(t.snap())).toBe(25);
  });

  it('says there is nothing when the log is empty', async () => {
    const t = start();
    t.fetchChanges.last().resolve({ entries: [], totalItems: 0 });
    await flush();
    expect(select.selectIsEmpty(t.snap())).toBe(true);
  });

  it('only logs a failed read, and may read again', async () => {
    const t = start();
    const failure = new Error('Server error');
    t.fetchChanges.last().reject(failure);
    await flush();
    expect(t.logged).toEqual([failure]);
    expect(select.selectFailed(t.snap())).toBe(true);
    expect(select.selectIsEmpty(t.snap())).toBe(true);
    t.actor.send({ type: 'changelog.reload' });
    t.fetchChanges.last().resolve({ entries: [row(2)], totalItems: 1 });
    await flush();
    expect(select.selectEntries(t.snap())).toEqual([row(2)]);
  });

  it('keeps the page when an aborted read answers null', async () => {
    const t = start();
    t.fetchChanges.last().resolve({ entries: [row(1)], totalItems: 1 });
    await flush();
    t.actor.send({ type: 'changelog.reload' });
    t.fetchChanges.last().resolve(null);
    await flush();
    expect(t.snap().value).toBe('ready');
    expect(select.selectEntries(t.snap())).toEqual([row(1)]);
  });
});
