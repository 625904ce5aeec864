import { assign, setup } from 'xstate';
import { timings } from '#contract/messages';
import { errorText } from '../shared/error-text';
import { injectedCall, machineTypes } from '../shared/injected';

/** One choice of a combobox: what is stored, and what a person reads. */
export interface SearchOption {
  value: string;
  label: string;
  /** A second line, e.g. a customer's city or a login's e-mail. */
  description?: string;
}

/** Spec 1 §9: autocomplete page size 10, debounce 300 ms (500 ms in one generic field: pass `debounceMs`). */
export const autocompletePageSize = 10;
export const autocompleteDebounceMs = timings.listSearchDebounceMs;

export interface OptionSearchInput {
  pageSize?: number;
  debounceMs?: number;
}

/** What `fetchOptions` is asked: a page (0-based, as the list query counts) of the options matching `text`. */
export interface OptionPageRequest {
  text: string;
  pageNumber: number;
  pageSize: number;
}
export interface OptionPage {
  options: readonly SearchOption[];
  /** Whether a further page exists (from the pager's totals). */
  hasMore: boolean;
}

export type OptionSearchEvent =
  /** The list opened: the first page loads once, for an empty search. */
  | { type: 'search.opened' }
  | { type: 'search.changed'; text: string }
  /** Scrolled to the end or clicked "More": the next page is added. */
  | { type: 'search.more' }
  | { type: 'search.retry' };

export interface OptionSearchContext {
  pageSize: number;
  debounceMs: number;
  text: string;
  options: readonly SearchOption[];
  /** Pages loaded for `text`. */
  pages: number;
  hasMore: boolean;
  error: string | null;
}

/**
 * The paged, debounced option search behind every combobox: typing waits `debounceMs` (a new key restarts
 * the wait), then page 1 for the text replaces the options; "more" appends the next page. The app provides
 * `fetchOptions` (honouring its signal: leaving `fetching` aborts the stale request).
 */
export const optionSearchMachine = setup({
  types: machineTypes<OptionSearchContext, OptionSearchEvent, OptionSearchInput, 'busy' | 'error'>(),
  actions: {
    setText: assign(({ event }) => (event.type === 'search.changed' ? { text: event.text } : {})),
    showPage: assign((_, page: OptionPage) => ({
      options: page.options,
      pages: 1,
      hasMore: page.hasMore,
      error: null,
    })),
    addPage: assign(({ context }, page: OptionPage) => ({
      options: [
        ...context.options,
        ...page.options.filter((o) => !context.options.some((c) => c.value === o.value)),
      ],
      pages: context.pages + 1,
      hasMore: page.hasMore,
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
  },
  actors: {
    fetchOptions: injectedCall<OptionPage, OptionPageRequest>('fetchOptions'),
  },
  delays: {
    searchDebounce: ({ context }) => context.debounceMs,
  },
}).createMachine({
  id: 'optionSearch',
  context: ({ input }) => ({
    pageSize: input.pageSize ?? autocompletePageSize,
    debounceMs: input.debounceMs ?? autocompleteDebounceMs,
    text: '',
    options: [],
    pages: 0,
    hasMore: false,
    error: null,
  }),
  initial: 'idle',
  on: {
    // Every key restarts the wait, and a request still out for older text is dropped.
    'search.changed': { target: '.debouncing', reenter: true, actions: 'setText' },
  },
  states: {
    idle: {
      description: 'Nothing loaded yet; opening the list loads the first page for an empty search.',
      on: { 'search.opened': 'fetching' },
    },
    debouncing: {
      description: 'Waits for typing to pause; every key restarts the wait.',
      after: { searchDebounce: 'fetching' },
    },
    fetching: {
      description: 'Page 1 for the text loads and will replace the options; new typing aborts it.',
      tags: ['busy'],
      invoke: {
        id: 'fetchFirst',
        src: 'fetchOptions',
        input: ({ context }) => ({ text: context.text, pageNumber: 0, pageSize: context.pageSize }),
        onDone: { target: 'ready', actions: { type: 'showPage', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      description: 'The options are shown; "more" adds the next page when there is one.',
      on: { 'search.more': { guard: 'hasMore', target: 'fetchingMore' } },
    },
    fetchingMore: {
      description: 'The next page loads and is added below the options already shown.',
      tags: ['busy'],
      invoke: {
        id: 'fetchMore',
        src: 'fetchOptions',
        input: ({ context }) => ({
          text: context.text,
          pageNumber: context.pages,
          pageSize: context.pageSize,
        }),
        onDone: { target: 'ready', actions: { type: 'addPage', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'A page failed to load; the reason shows, and retry loads page 1 again.',
      tags: ['error'],
      on: { 'search.retry': 'fetching' },
    },
  },
});
