import type { SnapshotFrom } from 'xstate';
import type { optionSearchMachine } from './option-search.machine';

export type OptionSearchSnapshot = SnapshotFrom<typeof optionSearchMachine>;

export const selectOptions = (s: OptionSearchSnapshot) => s.context.options;
export const selectSearchText = (s: OptionSearchSnapshot) => s.context.text;
/** The list's spinner: waiting for a page (not while the debounce waits, so typing does not flicker). */
export const selectIsSearching = (s: OptionSearchSnapshot) => s.hasTag('busy');
export const selectIsLoadingMore = (s: OptionSearchSnapshot) => s.matches('fetchingMore');
export const selectCanLoadMore = (s: OptionSearchSnapshot) => s.can({ type: 'search.more' });
export const selectSearchError = (s: OptionSearchSnapshot) => (s.hasTag('error') ? s.context.error : null);
/** "No options" only once an answer came back empty. */
export const selectIsEmpty = (s: OptionSearchSnapshot) =>
  s.matches('ready') && s.context.options.length === 0;
