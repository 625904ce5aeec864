import {
  defaultListQuery,
  listQuerySchema,
  type FilterItem,
  type ListQuery,
  type ListQueryInput as ListQueryObjectInput,
  type SearchFields,
  type SortColumn,
} from '#contract/list-query';
import { pageSizeOptions, type PagerItem } from '#contract/pager';
import type { ColumnSettingsEvent, ColumnsSaved } from './column-settings.machine';
import type { DateFilterChanged, DateFilterEvent } from './date-filter.machine';
import { usableFilters } from './column-filters';
import { dateFilterItem, type DateFilterTarget, type DateFilterValue } from './list-dates';
import {
  composeListQuery,
  deleteConfirmMessage,
  type ListColumnSpec,
  type ListPage,
  type ListRow,
  type RowId,
} from './list-query.helpers';
import { readListSettings, type ListSettings } from './list-settings';
import type { SavedViewState } from '#contract/saved-view';
import { errorText } from '../shared/error-text';

export const listTexts = {
  deleteFailed: 'Could not delete items',
  offline: 'Could not reach the server. Check your connection and try again.',
  deleteConfirm: deleteConfirmMessage,
  empty: 'No items found',
  loading: 'Loading...',
} as const;

/**
 * 'Could not delete items' (spec 2 §8), followed by the server's reason when it gave one: a refusal
 * (403, 404, 409 delete_blocked naming what still refers to which row) is worth reading; a crash is not.
 */
export const deleteErrorText = (error: unknown): string => {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null;
  const reason = error instanceof Error ? error.message.trim() : '';
  return typeof status === 'number' && status >= 400 && status < 500 && reason
    ? `${listTexts.deleteFailed}: ${reason}`
    : listTexts.deleteFailed;
};

/**
 * Why the page did not load. A call that got no answer at all (the HTTP client's `network_error`, status 0)
 * has no server text, and 'Unknown server error' would blame the server: it says to check the connection.
 */
export const loadErrorText = (error: unknown): string => {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return code === 'network_error' ? listTexts.offline : errorText(error);
};

export interface ListQueryMachineInput {
  /** The settings key of spec 2 §2: 'orders-list', 'loads-list', … */
  listKey: string;
  columns: readonly ListColumnSpec[];
  /** The property that identifies a row, e.g. 'orderId'. */
  rowKey: string;
  /** The screen's fixed query: fields such as a customer id, the default sort. */
  defaultQuery?: ListQueryObjectInput;
  /** What local storage held under the key (any shape; invalid parts are dropped). */
  settings?: unknown;
  /** Page size choices; the first is the fallback for an invalid size. Default 10, 25, 50, 100, All. */
  pageSizes?: readonly number[];
  /** The property the date filter presets compare; none: the list has no date filter. */
  dateFilter?: DateFilterTarget | null;
  /**
   * What the page's URL says (decision 063): a part given here wins over the stored one, so a link or a
   * reload shows the same rows. Absent parts fall back to storage.
   */
  url?: { filters?: FilterItem[][]; pagerLetter?: string | null; fields?: SearchFields };
}

export interface DeleteItemsInput {
  ids: RowId[];
  items: ListRow[];
}
export interface ConfirmDeleteInput {
  count: number;
  message: string;
}

export type ListQueryEvent =
  | { type: 'list.searchChanged'; text: string }
  | { type: 'list.searchCleared' }
  | { type: 'list.sortToggled'; columnId: string; additive?: boolean }
  /** 1-based, as the pager shows it. */
  | { type: 'list.pageChanged'; page: number }
  | { type: 'list.pageSizeChanged'; pageSize: number }
  | { type: 'list.filtersSet'; filters: FilterItem[][] }
  | { type: 'list.filtersCleared' }
  /** The A–Z index (spec 1 §3): a letter A–Z, or null for all. */
  | { type: 'list.letterChosen'; letter: string | null }
  | { type: 'list.fieldsChanged'; fields: SearchFields }
  | { type: 'list.reload' }
  /** The live desk saw a change to records this list may show: read the page again quietly (issue #28). */
  | { type: 'list.changedElsewhere' }
  | { type: 'list.rowToggled'; id: RowId }
  | { type: 'list.pageSelectionToggled' }
  /** Adds these rows to the selection (those already selected stay once): an order's whole group. */
  | { type: 'list.rowsSelected'; rows: readonly ListRow[] }
  | { type: 'list.selectionCleared' }
  | { type: 'list.deleteRequested' }
  | { type: 'list.errorDismissed' }
  /** A saved view chosen or opened from its link (decision 085): its columns, sort, search and filters. */
  | { type: 'list.viewApplied'; view: SavedViewState }
  | { type: 'list.viewNotesDismissed' }
  /** Raised by the machine itself whenever the query changed. */
  | { type: 'list.queryChanged' }
  | ColumnSettingsEvent
  | ColumnsSaved
  | DateFilterEvent
  | DateFilterChanged;

export interface ListQueryContext {
  listKey: string;
  columns: readonly ListColumnSpec[];
  rowKey: string;
  pageSizes: readonly number[];
  baseQuery: ListQuery;
  dateTarget: DateFilterTarget | null;
  visibleColumns: string[];
  sort: SortColumn[];
  /** 0-based, as the list query counts. */
  pageNumber: number;
  pageSize: number;
  /** What the search box holds; `filterText` is what was last sent after the debounce. */
  searchText: string;
  filterText: string;
  filters: FilterItem[][];
  /** Why part of the filters asked for was ignored (a date range without two dates, spec 2 §5). */
  filterWarnings: string[];
  pagerLetter: string | null;
  fields: SearchFields;
  dateFilter: DateFilterValue | null;
  /** The app's clock reading (YYYY-MM-DD), taken as each request starts; the date presets count from it. */
  today: string | null;
  /** The last good rows: kept while loading and after a failure. */
  items: ListRow[];
  pager: PagerItem | null;
  answer: ListPage | null;
  failure: { error: unknown } | null;
  error: string | null;
  selected: ListRow[];
  /** The query changed while a delete was in hand: reload once it is over. */
  stale: boolean;
  /** A change elsewhere arrived while a page loaded: read it again once it is shown. */
  changedElsewhere: boolean;
  /** The rows a quiet refresh found new or changed, marked for a moment; cleared by the next answer. */
  changedRowIds: RowId[];
  /** What of the last saved view applied could not be (a column or filter the list no longer has). */
  viewNotes: string[];
}

export const normalizeSize = (size: unknown, sizes: readonly number[]): number =>
  sizes.includes(size as number) ? (size as number) : (sizes[0] ?? 10);

export function initialContext(input: ListQueryMachineInput): ListQueryContext {
  const stored = readListSettings(input.settings);
  const base = listQuerySchema.safeParse(input.defaultQuery ?? {});
  const baseQuery = base.success ? base.data : defaultListQuery();
  const pageSizes = input.pageSizes?.length ? input.pageSizes : pageSizeOptions;
  const ids = new Set(input.columns.map((c) => c.id));
  const sortable = (id: string) => input.columns.some((c) => c.id === id && c.sortable);
  const columnOfKey = (key: string) => input.columns.find((c) => (c.sortKey ?? c.id) === key)?.id;
  const defaultSort = (baseQuery.sortColumns ?? []).flatMap((s) => {
    const id = columnOfKey(s.sortBy);
    return id ? [{ sortBy: id, isSortAscending: s.isSortAscending }] : [];
  });
  const visible = (stored.visibleColumns ?? []).filter((id) => ids.has(id));
  const filterText = stored.filterText ?? baseQuery.filterText ?? '';
  const filters = usableFilters(input.url?.filters ?? stored.filters ?? [], input.columns);
  const letter = input.url && 'pagerLetter' in input.url ? input.url.pagerLetter : stored.pagerLetter;
  return {
    listKey: input.listKey,
    columns: input.columns,
    rowKey: input.rowKey,
    pageSizes,
    baseQuery,
    dateTarget: input.dateFilter ?? null,
    visibleColumns: visible.length
      ? visible
      : input.columns.filter((c) => c.defaultVisible !== false).map((c) => c.id),
    sort: stored.sortColumns ? stored.sortColumns.filter((s) => sortable(s.sortBy)) : defaultSort,
    pageNumber: stored.pageNumber ?? 0,
    pageSize: normalizeSize(stored.pageSize ?? baseQuery.pageSize, pageSizes),
    searchText: filterText,
    filterText,
    filters: filters.filters,
    filterWarnings: filters.warnings,
    pagerLetter: letter ?? null,
    fields: input.url?.fields ? { ...stored.fields, ...input.url.fields } : (stored.fields ?? {}),
    dateFilter: input.dateFilter ? (stored.dateFilter ?? null) : null,
    today: null,
    items: [],
    pager: null,
    answer: null,
    failure: null,
    error: null,
    selected: [],
    stale: false,
    changedElsewhere: false,
    changedRowIds: [],
    viewNotes: [],
  };
}

/** The list query object the context stands for: what fetchPage is sent. */
export const listQueryOf = (c: ListQueryContext): ListQuery =>
  composeListQuery({
    base: c.baseQuery,
    columns: c.columns,
    sort: c.sort,
    pageNumber: c.pageNumber,
    pageSize: c.pageSize,
    filterText: c.filterText,
    filters: c.filters,
    fields: c.fields,
    dateItem: dateFilterItem(c.dateFilter, c.today, c.dateTarget),
    pagerLetter: c.pagerLetter,
  });

export const settingsOf = (c: ListQueryContext): ListSettings => ({
  version: 1,
  visibleColumns: c.visibleColumns,
  sortColumns: c.sort,
  pageNumber: c.pageNumber,
  pageSize: c.pageSize,
  filterText: c.filterText,
  filters: c.filters,
  fields: c.fields,
  dateFilter: c.dateFilter,
  pagerLetter: c.pagerLetter,
});
