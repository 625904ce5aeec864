import {
  optionSearchMachine,
  type OptionPage,
  type OptionPageRequest,
} from '#machines/option-search/option-search.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput } from './kit-helpers';

const option = (n: number) => ({ value: String(n), label: `Customer ${n}` });
const firstPage: OptionPage = { options: [option(1), option(2)], hasMore: true };
const lastPage: OptionPage = { options: [option(3)], hasMore: false };

export const optionSearchKit = defineTestKit(optionSearchMachine, {
  input: {},
  events: { 'search.changed': [{ type: 'search.changed', text: 'acme' }] },
  actors: {
    fetchFirst: { done: { firstPage, lastPage }, error: { offline: apiError(0, 'Unknown server error') } },
    fetchMore: { done: { lastPage }, error: { offline: apiError(0, 'Unknown server error') } },
  },
  // The options grow with each page; what matters is how many pages and whether more exist.
  abstract: (s) => ({
    value: s.value,
    text: s.context.text,
    pages: Math.min(s.context.pages, 2),
    hasMore: s.context.hasMore,
    error: s.context.error,
  }),
  expect: {
    fetching: (s, run) => {
      const sent = lastCallInput<OptionPageRequest>(run, 'fetchFirst');
      check(sent?.pageNumber === 0 && sent.pageSize === 10, 'page 1 of ten');
      check(sent.text === s.context.text, 'for the typed text');
    },
    fetchingMore: (s, run) =>
      check(
        lastCallInput<OptionPageRequest>(run, 'fetchMore')?.pageNumber === s.context.pages,
        'the next page',
      ),
    failed: (s) => check(s.hasTag('error') && s.context.error, 'the failure shows'),
  },
});
