import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import {
  changelogMachine,
  type ChangelogPage,
  type ChangelogPageRequest,
} from '#machines/changelog/changelog.machine';
import * as select from '#machines/changelog/changelog.selectors';
import { fromCall } from '../../../app/from-call';
import { useRuntime } from '../../../app/runtime-context';
import { changelogCallOf, type ChangelogKind } from '../record-calls';
import type { ChangelogListViewProps } from './changelog-list-view';

export interface ChangelogListOptions {
  kind: ChangelogKind;
  ownerId: number;
}

const selectView = (s: select.ChangelogSnapshot) => ({
  entries: select.selectEntries(s),
  loading: select.selectIsLoading(s),
  empty: select.selectIsEmpty(s),
  failed: select.selectFailed(s),
  pageNumber: select.selectPageNumber(s),
  pageSize: select.selectPageSize(s),
  totalItems: select.selectTotalItems(s),
});

/** The change log of one order or load, bound to its call; returns the props of ChangelogListView. */
export function useChangelogList({ kind, ownerId }: ChangelogListOptions): ChangelogListViewProps {
  const runtime = useRuntime();
  const fetch = changelogCallOf(runtime.services, kind, ownerId);
  const actor = useActorRef(
    changelogMachine.provide({
      actors: {
        fetchChanges: fromCall<ChangelogPage | null, ChangelogPageRequest>(({ input, signal }) =>
          fetch(input, signal),
        ),
      },
      // Spec 2 §8: a failed change log read is only logged.
      actions: { logError: (_, { error }) => console.warn('change log read failed', error) },
    }),
    { input: {}, inspect: runtime.inspect },
  );
  return { ...useSelector(actor, selectView, shallowEqual), send: actor.send };
}
