import {
  changelogMachine,
  type ChangelogPage,
  type ChangelogPageRequest,
} from '#machines/changelog/changelog.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput, lastParams } from './kit-helpers';

const page: ChangelogPage = {
  entries: [
    {
      changelogId: 1,
      actionType: 0,
      bulletedChanges: { bullets: ['Status: Open → Planned'] },
      dateAdded: '2026-01-05T15:07:00.000Z',
      createdBy: 'Dana Dispatch',
    },
  ],
  totalItems: 12,
};

export const changelogKit = defineTestKit(changelogMachine, {
  input: {},
  events: {
    'changelog.pageChanged': [{ type: 'changelog.pageChanged', pageNumber: 2 }],
    'changelog.pageSizeChanged': [
      { type: 'changelog.pageSizeChanged', pageSize: 25 },
      { type: 'changelog.pageSizeChanged', pageSize: 50 },
    ],
  },
  actors: {
    fetchChanges: {
      // null is an aborted call's answer: the page shown before stays.
      done: { found: page, none: { entries: [], totalItems: 0 }, aborted: null },
      error: { serverError: apiError(500, 'Server error') },
    },
  },
  expect: {
    '': (s) => check([5, 10, 25].includes(s.context.pageSize), 'pages of 5, 10 or 25'),
    loading: (s, run) => {
      const sent = lastCallInput<ChangelogPageRequest>(run, 'fetchChanges');
      check(sent?.pageIndex === s.context.pageNumber - 1, 'the page shown is read');
      check(sent.pageSize === s.context.pageSize, 'in the chosen size');
    },
    empty: (s) => check(s.context.entries.length === 0, 'nothing to show'),
    failed: (s, run) => {
      check(s.context.entries.length === 0, 'nothing to show');
      check(lastParams<{ error: unknown }>(run, 'logError')?.error, 'the failure is logged');
    },
  },
});
