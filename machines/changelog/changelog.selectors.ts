import type { SnapshotFrom } from 'xstate';
import type { changelogMachine } from './changelog.machine';

export type ChangelogSnapshot = SnapshotFrom<typeof changelogMachine>;

export const selectEntries = (s: ChangelogSnapshot) => s.context.entries;
export const selectIsLoading = (s: ChangelogSnapshot) => s.hasTag('busy');
export const selectIsEmpty = (s: ChangelogSnapshot) => s.matches('empty') || s.matches('failed');
export const selectFailed = (s: ChangelogSnapshot) => s.hasTag('error');
export const selectPageNumber = (s: ChangelogSnapshot) => s.context.pageNumber;
export const selectPageSize = (s: ChangelogSnapshot) => s.context.pageSize;
export const selectTotalItems = (s: ChangelogSnapshot) => s.context.totalItems;
