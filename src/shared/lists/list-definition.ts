import type { LiveRecordType } from '#contract/live-events';
import type { ReactNode } from 'react';
import type { ListQuery, ListQueryInput } from '#contract/list-query';
import type { PagerItem } from '#contract/pager';
import type { DateFilterTarget } from '#machines/list-query/list-dates';
import type { ListColumnSpec, RowId } from '#machines/list-query/list-query.helpers';
import type { Services } from '../../app/services';

/**
 * A column as a screen declares it: the list machine's column (id, label, sort, default visibility, export,
 * filter; the id is also the property shown, sorted and exported when no `cell`, `sortKey` or `csv` says
 * otherwise) with how the screen draws and exports it.
 */
export interface ListColumn<T> extends ListColumnSpec {
  cell?: (row: T) => ReactNode;
  /** The CSV value; default the row's `id` property. */
  csv?: (row: T) => unknown;
  width?: number | string;
  align?: 'start' | 'center' | 'end';
}

export interface ListCallContext {
  signal: AbortSignal;
  services: Services;
}

/**
 * One list of the portal, as a screen declares it. ListView makes the rest: search, sort, paging, column
 * settings, filters, selection, bulk delete and CSV export, with settings kept under `key`.
 */
export interface ListDefinition<T> {
  /** The local-storage settings key of spec 2 §2: 'orders-list', 'loads-list', … */
  key: string;
  /** Header text, the table's name and the CSV file's title. */
  title: string;
  columns: readonly ListColumn<T>[];
  /** The property that identifies a row: selection, delete and React keys. */
  rowKey: keyof T & string;
  /** What a row is called in control names ('Select Order 1042'). Default `${title} row ${id}`. */
  rowLabel?: (row: T) => string;
  /** getItems: the list query object in, the items with their pager last out (null when aborted). */
  fetchItems: (query: ListQuery, call: ListCallContext) => Promise<readonly (T | PagerItem)[] | null>;
  /**
   * exportRows (decision 079): the CSV export's rows with only the fields its columns read, the column ids
   * (every exported column's `csv` reads its own field only). Without it the export pages through
   * `fetchItems`, 200 rows a page.
   */
  exportRows?: (
    query: ListQuery,
    fields: readonly string[],
    call: ListCallContext,
  ) => Promise<readonly (Partial<T> | PagerItem)[] | null>;
  /** deleteBulk; without it the list offers no Delete. */
  deleteItems?: (ids: RowId[], rows: T[], call: ListCallContext) => Promise<unknown>;
  /** The screen's fixed part of the query: fields (a customer id, a grouping), the default sort. */
  defaultQuery?: ListQueryInput;
  /** Page size choices; default 10, 25, 50, 100, All. */
  pageSizes?: readonly number[];
  /** Adds the date filter presets on this property. */
  dateFilter?: DateFilterTarget & { label?: string };
  searchLabel?: string;
  /** Shows the A–Z letter bar (spec 1 §3); only for lists whose server definition has a `letter`. */
  letterIndex?: boolean;
  /**
   * The list's filters and letter live in the page's query string, which wins over storage (decision
   * 063). For a page's own list; a list in a tab leaves the URL to its page.
   */
  inUrl?: boolean;
  /** Rows expand to show this (275 ms animation). */
  renderExpanded?: (row: T) => ReactNode;
  /**
   * The records whose changes by other people (the live desk, issue #28) may change the rows: the page is
   * read again quietly and the changed rows marked.
   */
  live?: readonly LiveRecordType[];
  /**
   * The header offers saved views (decision 085): the key must be one of the contract's `savedViewLists`,
   * and the list a page's own (`inUrl`), since a view's link is the page's address with `?view=<id>`.
   */
  savedViews?: boolean;
}

/** Types a definition against its row type: `defineList<Order>({ … })`. */
export const defineList = <T>(definition: ListDefinition<T>): ListDefinition<T> => definition;
