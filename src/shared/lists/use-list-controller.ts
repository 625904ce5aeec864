import { shallowEqual, useSelector } from '@xstate/react';
import type { FilterItem, SearchFields, SortColumn } from '#contract/list-query';
import type { ListExportSnapshot } from '#machines/list-export/list-export.selectors';
import * as exportSelect from '#machines/list-export/list-export.selectors';
import type { ListQueryEvent } from '#machines/list-query/list-query.context';
import type { RowId } from '#machines/list-query/list-query.helpers';
import * as select from '#machines/list-query/list-query.selectors';
import type { ListDefinition } from './list-definition';
import { useSavedViews, type SavedViewsProps } from '../saved-views/use-saved-views';
import { useListActors, type ListActorsOptions } from './use-list-actors';

/** What the list view shows, read from the list machine in one selector. */
const selectListState = (s: select.ListQuerySnapshot) => ({
  items: select.selectItems(s),
  busy: select.selectIsBusy(s),
  error: select.selectError(s),
  loadFailed: select.selectLoadFailed(s),
  visibleIds: select.selectVisibleColumnIds(s),
  sort: select.selectSort(s),
  selected: select.selectSelected(s),
  selectedIds: select.selectSelectedIds(s),
  changedIds: select.selectChangedIds(s),
  canDelete: select.selectCanDelete(s),
  searchText: select.selectSearchText(s),
  fields: select.selectQueryFields(s),
  pageNumber: select.selectPageNumber(s),
  pageSize: select.selectPageSize(s),
  pageSizes: select.selectPageSizes(s),
  totalItems: select.selectTotalItems(s),
  columnSettings: select.selectColumnSettingsRef(s) ?? null,
  dateFilter: select.selectHasDateFilter(s) ? (select.selectDateFilterRef(s) ?? null) : null,
  filters: select.selectFilters(s),
  filterWarnings: select.selectFilterWarnings(s),
  pagerLetter: select.selectPagerLetter(s),
  viewNotes: select.selectViewNotes(s),
});

/** The CSV export's progress and error, flattened so shallowEqual sees unchanged numbers as unchanged. */
export const selectExportState = (s: ListExportSnapshot) => ({
  exporting: exportSelect.selectIsExporting(s),
  fetched: s.context.fetched,
  total: s.context.total,
  percent: exportSelect.selectExportPercent(s),
  error: exportSelect.selectExportError(s),
  limitNotice: exportSelect.selectExportLimitNotice(s),
});

/** Before the first press of Export its machine is not there: what its idle state shows. */
export const noExport: ReturnType<typeof selectExportState> = {
  exporting: false,
  fetched: 0,
  total: 0,
  percent: null,
  error: null,
  limitNotice: null,
};
const selectExportStateOrIdle = (s: ListExportSnapshot | undefined) => (s ? selectExportState(s) : noExport);

export type ListExportState = ReturnType<typeof selectExportState>;

/** Everything ListView needs: the definition, what the machines say now, and the events it may send. */
export interface ListController<T> {
  definition: ListDefinition<T>;
  items: T[];
  busy: boolean;
  error: string | null;
  /** The page did not load: the error shows with Retry instead of the empty text and the pager. */
  loadFailed: boolean;
  visibleIds: readonly string[];
  sort: readonly SortColumn[];
  selected: T[];
  selectedIds: ReadonlySet<RowId>;
  /** Rows another person just changed (the live desk), marked for a moment. */
  changedIds: ReadonlySet<RowId>;
  canDelete: boolean;
  searchText: string;
  /** The search fields of the query as sent (a grouping, a customer id). */
  fields: SearchFields;
  pageNumber: number;
  pageSize: number;
  pageSizes: readonly number[];
  totalItems: number;
  /** The list machine's own dialogs; each reads its child actor. */
  columnSettings: select.ColumnSettingsRef | null;
  dateFilter: select.DateFilterRef | null;
  /** The filters in force (OR-groups; the column filters are the items of each group). */
  filters: readonly FilterItem[][];
  /** Why part of the filters asked for was ignored. */
  filterWarnings: readonly string[];
  /** The A–Z index letter; null: All. */
  pagerLetter: string | null;
  /** What of the saved view last applied could not be (a column or filter gone). */
  viewNotes: readonly string[];
  /** The header's saved views, for a list that offers them (decision 085). */
  savedViews: SavedViewsProps | null;
  exportState: ListExportState;
  /** Any list event: 'list.reload', 'list.fieldsChanged', 'list.selectionCleared', … */
  send: (event: ListQueryEvent) => void;
  /** Exports the shown columns of the current query, or the selected rows when any are selected. */
  startExport: () => void;
  cancelExport: () => void;
  dismissExportError: () => void;
  /** Hides the note that the last file stopped at the 2,000-row limit. */
  dismissExportNotice: () => void;
  /** The list actor itself, for a page's own machines to talk to (orders grouping reloads it). */
  list: ReturnType<typeof useListActors<T>>['list'];
}

/**
 * A list screen's controller (react-admin's useListController): creates the list-query and export actors
 * for `definition`, reads them in one selector each, and returns plain props for `<ListView {...list} />`.
 * The page owns the actors, so its other machines can be wired to the list here, not through effects.
 */
export function useListController<T>(
  definition: ListDefinition<T>,
  options: ListActorsOptions = {},
): ListController<T> {
  const { list, exporter, startExporter } = useListActors(definition, options);
  const state = useSelector(list, selectListState, shallowEqual);
  const exportState = useSelector(exporter, selectExportStateOrIdle, shallowEqual);
  const savedViews = useSavedViews(list, definition.key, definition.savedViews === true);

  const startExport = () => {
    // What the list shows at the press, sent once the export machine is there (fetched on the first press).
    const snapshot = list.getSnapshot();
    const request = {
      title: definition.title,
      columns: select
        .selectVisibleColumns(snapshot)
        .filter((c) => c.exportable !== false)
        .map(({ id, label }) => ({ id, label })),
      query: select.selectListQuery(snapshot),
      selected: select.selectSelected(snapshot),
    };
    startExporter().then(
      (actor) => actor.send({ type: 'export.started', request }),
      () => undefined,
    );
  };

  return {
    definition,
    ...state,
    // The machine holds rows as plain records; the definition says what they are.
    items: state.items as unknown as T[],
    selected: state.selected as unknown as T[],
    exportState,
    savedViews,
    send: list.send,
    startExport,
    cancelExport: () => exporter?.send({ type: 'export.cancelled' }),
    dismissExportError: () => exporter?.send({ type: 'export.errorDismissed' }),
    dismissExportNotice: () => exporter?.send({ type: 'export.noticeDismissed' }),
    list,
  };
}
