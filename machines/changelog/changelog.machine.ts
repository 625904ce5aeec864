import { assign, setup } from 'xstate';
import type { BulletedChanges } from '#contract/changelog';
import type { ChangelogActionCode } from '#contract/reference-codes';
import { errorText } from '../shared/error-text';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

/** Spec 2 §9: the changelog pages by 5, 10 or 25 entries; 10 unless the caller says. */
export const changelogPageSizes = [5, 10, 25] as const;
export const changelogDefaultPageSize = 10;

/** One entry of an order's or a load's change log, whatever its kind calls its id. */
export interface ChangelogRow {
  changelogId: number;
  actionType: ChangelogActionCode;
  bulletedChanges: BulletedChanges | null;
  dateAdded: string;
  createdBy: string | null;
}

/** What `fetchChanges` is asked: a 0-based page (as the list query counts), newest first. */
export interface ChangelogPageRequest {
  pageIndex: number;
  pageSize: number;
}
export interface ChangelogPage {
  entries: readonly ChangelogRow[];
  totalItems: number;
}

export interface ChangelogInput {
  pageSize?: number;
}

export type ChangelogEvent =
  | { type: 'changelog.reload' }
  /** 1-based, as the pager shows it. */
  | { type: 'changelog.pageChanged'; pageNumber: number }
  | { type: 'changelog.pageSizeChanged'; pageSize: number };

export interface ChangelogContext {
  pageSize: number;
  /** 1-based. */
  pageNumber: number;
  entries: readonly ChangelogRow[];
  totalItems: number;
  error: string | null;
}

/**
 * The change log of one order or load, sorted on dateAdded, newest first, paged by 5, 10 or 25. A failed
 * read is only logged (spec 2 §8): the list says there is nothing to show and offers a retry. The app
 * provides `fetchChanges` for the owner's kind and `logError`.
 */
export const changelogMachine = setup({
  types: machineTypes<ChangelogContext, ChangelogEvent, ChangelogInput, 'busy' | 'error'>(),
  actors: {
    fetchChanges: injectedCall<ChangelogPage | null, ChangelogPageRequest>('fetchChanges'),
  },
  actions: {
    setPage: assign((_, params: { pageNumber: number }) => ({ pageNumber: Math.max(1, params.pageNumber) })),
    setPageSize: assign((_, params: { pageSize: number }) => ({ pageSize: params.pageSize, pageNumber: 1 })),
    // An aborted read answers null: what showed before stays.
    showPage: assign(({ context }, page: ChangelogPage | null) => ({
      entries: page?.entries ?? context.entries,
      totalItems: page?.totalItems ?? context.totalItems,
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({
      entries: [],
      totalItems: 0,
      error: errorText(params.error),
    })),
    logError: injectedAction<{ error: unknown }>('logError'),
  },
  guards: {
    hasEntries: (_, page: ChangelogPage | null) => page === null || page.entries.length > 0,
    knownPageSize: (_, params: { pageSize: number }) =>
      (changelogPageSizes as readonly number[]).includes(params.pageSize),
  },
}).createMachine({
  id: 'changelog',
  context: ({ input }) => ({
    pageSize: input.pageSize ?? changelogDefaultPageSize,
    pageNumber: 1,
    entries: [],
    totalItems: 0,
    error: null,
  }),
  initial: 'loading',
  on: {
    // Re-entering restarts the read: a superseded one is aborted.
    'changelog.reload': { target: '.loading', reenter: true },
    'changelog.pageChanged': {
      target: '.loading',
      reenter: true,
      actions: { type: 'setPage', params: ({ event }) => ({ pageNumber: event.pageNumber }) },
    },
    'changelog.pageSizeChanged': {
      guard: { type: 'knownPageSize', params: ({ event }) => ({ pageSize: event.pageSize }) },
      target: '.loading',
      reenter: true,
      actions: { type: 'setPageSize', params: ({ event }) => ({ pageSize: event.pageSize }) },
    },
  },
  states: {
    loading: {
      description: 'Reads one page of the change log, newest first.',
      tags: ['busy'],
      invoke: {
        id: 'fetchChanges',
        src: 'fetchChanges',
        input: ({ context }) => ({ pageIndex: context.pageNumber - 1, pageSize: context.pageSize }),
        onDone: [
          {
            guard: { type: 'hasEntries', params: ({ event }) => event.output },
            target: 'ready',
            actions: { type: 'showPage', params: ({ event }) => event.output },
          },
          { target: 'empty', actions: { type: 'showPage', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: [
            { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            { type: 'logError', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    ready: { description: 'The entries of the page show with their bullets.' },
    empty: { description: "'No changes found.'" },
    failed: {
      description: "The read failed: logged only; the list reads 'No changes found.' with a retry.",
      tags: ['error'],
    },
  },
});
