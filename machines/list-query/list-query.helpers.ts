import type { FilterItem, ListQuery, SearchFields, SortColumn } from '#contract/list-query';
import { makePager, type PagerItem } from '#contract/pager';
import type { ColumnFilterSpec } from './column-filters';

export type RowId = string | number;
/** A row as the list holds it; screens narrow it to their entity at the edge (ListView). */
export type ListRow = Readonly<Record<string, unknown>>;

/** A column as the list machine knows it: what it may sort, show and export. Cells belong to the screen. */
export interface ListColumnSpec {
  id: string;
  label: string;
  sortable?: boolean;
  /** The property the server sorts by, when it is not the column id. */
  sortKey?: string;
  /** Shown until the person chooses otherwise; default true. */
  defaultVisible?: boolean;
  /** Part of the CSV export when shown; default true. */
  exportable?: boolean;
  /**
   * The column's filter control (decision 063): number, text, date or enum, on `property` (default the
   * column id); it must be a property the server's list definition lets filter. null: no filter.
   */
  filter?: ColumnFilterSpec | null;
}

/** One page of a list as the fetch actor answers it. */
export interface ListPage {
  items: ListRow[];
  pager: PagerItem | null;
}

export const rowIdOf = (row: ListRow, rowKey: string): RowId => {
  const id = row[rowKey];
  return typeof id === 'number' || typeof id === 'string' ? id : String(id);
};

/**
 * Header sort (spec 1 §4): ascending, descending, none. A plain click sorts by that column alone;
 * with `additive` (shift-click) the column is added to, cycled within or dropped from a multi-column sort.
 */
export function cycleSort(sort: readonly SortColumn[], columnId: string, additive: boolean): SortColumn[] {
  const current = sort.find((s) => s.sortBy === columnId);
  const next = !current
    ? { sortBy: columnId, isSortAscending: true }
    : current.isSortAscending
      ? { sortBy: columnId, isSortAscending: false }
      : null;
  if (!additive) {
    // A plain click on a column that is part of a multi-sort starts over with that column alone.
    if (current && sort.length > 1) return [{ sortBy: columnId, isSortAscending: true }];
    return next ? [next] : [];
  }
  if (!current) return [...sort, next!];
  return next ? sort.map((s) => (s.sortBy === columnId ? next : s)) : sort.filter((s) => s !== current);
}

const idSet = (rows: readonly ListRow[], rowKey: string) => new Set(rows.map((r) => rowIdOf(r, rowKey)));

/** Adds or removes one row from the selection, keeping the order rows were chosen in. */
export function toggleRow(selected: readonly ListRow[], row: ListRow, rowKey: string): ListRow[] {
  const id = rowIdOf(row, rowKey);
  return selected.some((r) => rowIdOf(r, rowKey) === id)
    ? selected.filter((r) => rowIdOf(r, rowKey) !== id)
    : [...selected, row];
}

/** The selection with `rows` added, each row once (a selected row keeps its place). */
export function selectRows(
  selected: readonly ListRow[],
  rows: readonly ListRow[],
  rowKey: string,
): ListRow[] {
  const chosen = idSet(selected, rowKey);
  const added = rows.filter((r) => {
    const id = rowIdOf(r, rowKey);
    if (chosen.has(id)) return false;
    chosen.add(id);
    return true;
  });
  return [...selected, ...added];
}

export const isPageSelected = (selected: readonly ListRow[], items: readonly ListRow[], rowKey: string) => {
  const chosen = idSet(selected, rowKey);
  return items.length > 0 && items.every((r) => chosen.has(rowIdOf(r, rowKey)));
};

/** Select all on the page, or, when the whole page is already selected, clear the page's rows. */
export function togglePage(selected: readonly ListRow[], items: readonly ListRow[], rowKey: string) {
  if (isPageSelected(selected, items, rowKey)) {
    const page = idSet(items, rowKey);
    return selected.filter((r) => !page.has(rowIdOf(r, rowKey)));
  }
  const chosen = idSet(selected, rowKey);
  return [...selected, ...items.filter((r) => !chosen.has(rowIdOf(r, rowKey)))];
}

/** The date filter narrows every OR-group; alone, it is the one group. */
export function withDateFilter(
  filters: readonly FilterItem[][],
  dateItem: FilterItem | null,
): FilterItem[][] {
  if (!dateItem) return filters.map((g) => [...g]);
  return filters.length === 0 ? [[dateItem]] : filters.map((g) => [...g, dateItem]);
}

export interface QueryParts {
  base: ListQuery;
  columns: readonly ListColumnSpec[];
  sort: readonly SortColumn[];
  pageNumber: number;
  pageSize: number;
  filterText: string;
  filters: readonly FilterItem[][];
  fields: SearchFields;
  dateItem: FilterItem | null;
  /** The A–Z index letter (spec 1 §3); null: all. */
  pagerLetter?: string | null;
}

/** The list query object sent to getItems (spec 1 §3), sort column ids mapped to server properties. */
export function composeListQuery(p: QueryParts): ListQuery {
  const sortKey = (id: string) => p.columns.find((c) => c.id === id)?.sortKey ?? id;
  const filters = withDateFilter(p.filters, p.dateItem);
  const fields = { ...(p.base.fields ?? {}), ...p.fields };
  return {
    ...p.base,
    pageNumber: p.pageNumber,
    pageSize: p.pageSize,
    sortColumns: p.sort.map((s) => ({ sortBy: sortKey(s.sortBy), isSortAscending: s.isSortAscending })),
    filterText: p.filterText || null,
    filters: filters.length > 0 ? filters : null,
    fields: Object.keys(fields).length > 0 ? fields : null,
    ...(p.pagerLetter ? { pagerLetter: p.pagerLetter } : {}),
  };
}

/** A pager for an answer that carried none: everything on one page. */
export const pagerOf = (page: ListPage, pageNumber: number, pageSize: number): PagerItem =>
  page.pager ?? makePager(page.items.length + pageNumber * Math.max(pageSize, 0), pageNumber, pageSize);

/** The page asked for is past the end (rows were deleted): the last page that exists, 0-based; else null. */
export function lastPageIfBeyond(page: ListPage, pageNumber: number): number | null {
  const totalPages = page.pager?.totalPages ?? 0;
  if (page.items.length > 0 || pageNumber === 0 || totalPages === 0 || pageNumber < totalPages) return null;
  return totalPages - 1;
}

export const deleteConfirmMessage = (count: number): string =>
  `Are you sure you want to delete the ${count} selected item(s)?`;

/** A page's rows and pager in place of the shown ones; selected rows take their fresh copies. */
export function pageApplied(
  shown: { rowKey: string; selected: ListRow[]; pageNumber: number; pageSize: number },
  page: ListPage,
) {
  const fresh = new Map(page.items.map((r) => [rowIdOf(r, shown.rowKey), r]));
  return {
    items: page.items,
    pager: pagerOf(page, shown.pageNumber, shown.pageSize),
    selected: shown.selected.map((r) => fresh.get(rowIdOf(r, shown.rowKey)) ?? r),
    answer: null,
    error: null,
  };
}

/** The ids of the rows of `next` that `before` did not show, or showed with other values. */
export function changedRows(before: readonly ListRow[], next: readonly ListRow[], rowKey: string): RowId[] {
  const old = new Map(before.map((r) => [rowIdOf(r, rowKey), JSON.stringify(r)]));
  return next.filter((r) => old.get(rowIdOf(r, rowKey)) !== JSON.stringify(r)).map((r) => rowIdOf(r, rowKey));
}
