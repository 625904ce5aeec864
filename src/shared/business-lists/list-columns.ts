import { noCarrierLabel } from '#contract/carrier-labels';
import { FilterOperator } from '#contract/filter-codes';
import { loadStatusLabel, loadStatusOptions } from '#contract/load-status';
import type { ColumnFilterSpec, FilterOption } from '#machines/list-query/column-filters';
import type { Services } from '../../app/services';
import { formatStoragePhone } from '../format/format-phone';
import type { ListDefinition, ListColumn } from '../lists/list-definition';
import { loadStatusCell, missingCell } from './list-cells';
import { formatListDate, phoneColumnWidth, yesNo } from './list-format';

type More<T> = Omit<Partial<ListColumn<T>>, 'id' | 'label' | 'cell' | 'csv'>;

/** The filters the column helpers give their columns (decision 063); a screen overrides with `filter`. */
export const textFilter = (property?: string): ColumnFilterSpec => ({
  kind: 'text',
  ...(property ? { property } : {}),
});
export const numberFilter: ColumnFilterSpec = { kind: 'number' };
/** A sum or difference the server keeps no text form of: Contain cannot match it, equals can. */
export const numberEqualsFilter: ColumnFilterSpec = { kind: 'number', operators: [FilterOperator.Is] };
export const dateFilter: ColumnFilterSpec = { kind: 'date' };
export const enumFilter = (
  options: readonly { value: number; label: string }[],
  property?: string,
): ColumnFilterSpec => ({ kind: 'enum', options, ...(property ? { property } : {}) });
const yesNoOptions: readonly FilterOption[] = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];
/** A flag: Yes or No (both, or neither, is no filter). */
export const yesNoFilter: ColumnFilterSpec = { kind: 'enum', options: yesNoOptions };

/**
 * A sortable column whose cell and CSV are one text of the row (`more` adds to it or overrides). It
 * filters as text on its sort property (a label sorted by its name filters by that name).
 */
export const textColumn = <T, M extends More<T> = More<T>>(
  id: string,
  label: string,
  text: (row: T) => string,
  more?: M,
) => ({
  id,
  label,
  sortable: true,
  filter: textFilter(more?.sortKey),
  ...more,
  cell: text,
  csv: text,
});

/** A sortable property shown as it comes, filtered as text. */
export const valueColumn = <T>(id: keyof T & string, label: string, more?: More<T>): ListColumn<T> => ({
  id,
  label,
  sortable: true,
  filter: textFilter(),
  ...more,
});

/** A count or number, right-aligned, filtered by equals, contains or starts with. */
export const numberColumn = <T>(id: keyof T & string, label: string, more?: More<T>): ListColumn<T> => ({
  id,
  label,
  sortable: true,
  align: 'end',
  filter: numberFilter,
  ...more,
});

/** A date property as the lists write dates. */
export const dateColumn = <T, M extends More<T> = More<T>>(id: keyof T & string, label: string, more?: M) =>
  textColumn<T, M>(id, label, (row) => formatListDate(row[id] as string | null | undefined), {
    filter: dateFilter,
    ...more,
  } as M);

/** A flag property as Yes or No. */
export const yesNoColumn = <T, M extends More<T> = More<T>>(id: keyof T & string, label: string, more?: M) =>
  textColumn<T, M>(id, label, (row) => yesNo(row[id] as boolean | null | undefined), {
    filter: yesNoFilter,
    ...more,
  } as M);

/** A stored phone number as the lists write it, in a column wide enough for it. */
export const phoneColumn = <T>(id: keyof T & string, more?: More<T>) =>
  textColumn<T, More<T>>(id, 'Phone', (row) => formatStoragePhone(row[id] as string | null | undefined), {
    width: phoneColumnWidth,
    ...more,
  });

/** A load's status chip (its name in the CSV), sorted by the status name. */
export const loadStatusColumn = <
  T extends { refLoadStatusId?: Parameters<typeof loadStatusLabel>[0] },
>(): ListColumn<T> => ({
  id: 'refLoadStatusId',
  label: 'Status',
  sortable: true,
  sortKey: 'statusName',
  filter: enumFilter(loadStatusOptions),
  cell: (row) => loadStatusCell(row.refLoadStatusId),
  csv: (row) => loadStatusLabel(row.refLoadStatusId),
});

/** A load's carrier, or 'No Carrier' marked as missing (spec 2 §8). */
export const loadCarrierColumn = <T extends { carrierName?: string | null }>(
  more?: More<T>,
): ListColumn<T> => ({
  id: 'carrierName',
  label: 'Carrier',
  sortable: true,
  filter: textFilter(),
  ...more,
  cell: (row) => row.carrierName ?? missingCell(noCarrierLabel),
  csv: (row) => row.carrierName ?? noCarrierLabel,
});

/** Bulk delete by numeric ids through an area's API, when the visitor may delete; else no Delete. */
export const deleteByIds = <T>(
  allowed: boolean,
  api: (services: Services) => { deleteBulk: (ids: number[], signal?: AbortSignal) => Promise<unknown> },
): ListDefinition<T>['deleteItems'] =>
  allowed
    ? (ids, _rows, { signal, services }) => api(services).deleteBulk(ids.map(Number), signal)
    : undefined;
