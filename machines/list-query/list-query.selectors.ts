import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SearchFields, SortColumn } from '#contract/list-query';
import type { PagerItem } from '#contract/pager';
import type { columnSettingsMachine } from './column-settings.machine';
import type { dateFilterMachine } from './date-filter.machine';
import { isPageSelected, rowIdOf, type ListColumnSpec, type ListRow, type RowId } from './list-query.helpers';
import { listQueryOf } from './list-query.context';
import type { listQueryMachine } from './list-query.machine';

export type ListQuerySnapshot = SnapshotFrom<typeof listQueryMachine>;

/** Memoised on the context object, so `useSelector` sees the same array until the context changes. */
const perContext = <V>(compute: (c: ListQuerySnapshot['context']) => V) => {
  const cache = new WeakMap<object, V>();
  return (s: ListQuerySnapshot): V => {
    if (!cache.has(s.context)) cache.set(s.context, compute(s.context));
    return cache.get(s.context)!;
  };
};

/** Spinner and 'Loading...': a request (or a delete) is under way. */
export const selectIsBusy = (s: ListQuerySnapshot) => s.hasTag('busy');
export const selectIsLoading = (s: ListQuerySnapshot) => s.matches({ data: 'loading' });
export const selectIsDeleting = (s: ListQuerySnapshot) => s.matches({ data: 'deleting' });
/** The dismissible error alert above the list; the rows under it are the last good ones. */
export const selectError = (s: ListQuerySnapshot) => s.context.error;
export const selectHasError = (s: ListQuerySnapshot) => s.hasTag('error');

export const selectItems = (s: ListQuerySnapshot): ListRow[] => s.context.items;
/** The rows a quiet refresh found changed (the live desk), to mark for a moment. */
export const selectChangedRowIds = (s: ListQuerySnapshot) => s.context.changedRowIds;
export const selectChangedIds = perContext((c): ReadonlySet<RowId> => new Set(c.changedRowIds));
export const selectPager = (s: ListQuerySnapshot): PagerItem | null => s.context.pager;
export const selectTotalItems = (s: ListQuerySnapshot) => s.context.pager?.totalItems ?? 0;
/** 1-based, as the pager shows it. */
export const selectPageNumber = (s: ListQuerySnapshot) => s.context.pageNumber + 1;
export const selectPageSize = (s: ListQuerySnapshot) => s.context.pageSize;
export const selectPageSizes = (s: ListQuerySnapshot) => s.context.pageSizes;
export const selectSearchText = (s: ListQuerySnapshot) => s.context.searchText;
export const selectSort = (s: ListQuerySnapshot): SortColumn[] => s.context.sort;
export const selectFilters = (s: ListQuerySnapshot) => s.context.filters;
export const selectDateFilter = (s: ListQuerySnapshot) => s.context.dateFilter;
export const selectHasDateFilter = (s: ListQuerySnapshot) => s.context.dateTarget !== null;
/** The query the list shows, for the CSV export to ask the same question. */
export const selectListQuery = perContext(listQueryOf);
const noFields: SearchFields = {};
/** The query's search fields as sent: the screen's fixed ones with the person's choices on top. */
export const selectQueryFields = (s: ListQuerySnapshot): SearchFields =>
  selectListQuery(s).fields ?? noFields;

export const selectVisibleColumnIds = (s: ListQuerySnapshot): string[] => s.context.visibleColumns;
export const selectVisibleColumns = perContext((c): ListColumnSpec[] =>
  c.columns.filter((col) => c.visibleColumns.includes(col.id)),
);

export const selectSelected = (s: ListQuerySnapshot): ListRow[] => s.context.selected;
export const selectSelectedCount = (s: ListQuerySnapshot) => s.context.selected.length;
export const selectSelectedIds = perContext(
  (c): ReadonlySet<RowId> => new Set(c.selected.map((r) => rowIdOf(r, c.rowKey))),
);
/** The select-all box: checked when every row on the page is, indeterminate when some are. */
export const selectPageSelection = perContext((c): boolean | 'indeterminate' => {
  if (isPageSelected(c.selected, c.items, c.rowKey)) return true;
  const ids = new Set(c.selected.map((r) => rowIdOf(r, c.rowKey)));
  return c.items.some((r) => ids.has(rowIdOf(r, c.rowKey))) ? 'indeterminate' : false;
});
export const selectCanDelete = (s: ListQuerySnapshot) => s.can({ type: 'list.deleteRequested' });
export const selectCanReload = (s: ListQuerySnapshot) => s.can({ type: 'list.reload' });

export type ColumnSettingsRef = ActorRefFrom<typeof columnSettingsMachine>;
/** The column settings dialog; its state is read with column-settings.selectors.ts. */
export const selectColumnSettingsRef = (s: ListQuerySnapshot) =>
  s.children.columnSettings as ColumnSettingsRef | undefined;

export type DateFilterRef = ActorRefFrom<typeof dateFilterMachine>;
export const selectDateFilterRef = (s: ListQuerySnapshot) =>
  s.children.dateFilter as DateFilterRef | undefined;

/** The page did not load: its error shows with a Retry in place of the empty text and the pager. */
export const selectLoadFailed = (s: ListQuerySnapshot) => s.matches({ data: 'failure' });

/** Why part of the filters was ignored: shown above the list until the filters change. */
export const selectFilterWarnings = (s: ListQuerySnapshot): string[] => s.context.filterWarnings;
/** The A–Z index letter in force; null: All. */
export const selectPagerLetter = (s: ListQuerySnapshot): string | null => s.context.pagerLetter;
/** What of the saved view last applied could not be (decision 085). */
export const selectViewNotes = (s: ListQuerySnapshot): string[] => s.context.viewNotes;
