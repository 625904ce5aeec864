import { noCarrierLabel } from '#contract/carrier';
import { loadStatusLabel } from '#contract/load-status';
import type { Services } from '../../app/services';
import { formatStoragePhone } from '../format/format-phone';
import type { ListDefinition, ListColumn } from '../lists/list-definition';
import { loadStatusCell, missingCell } from './list-cells';
import { formatListDate, phoneColumnWidth, yesNo } from './list-format';

type More<T> = Omit<Partial<ListColumn<T>>, 'id' | 'label' | 'cell' | 'csv'>;

/** A sortable column whose cell and CSV are one text of the row (`more` adds to it or overrides). */
export const textColumn = <T, M extends More<T> = More<T>>(
  id: string,
  label: string,
  text: (row: T) => string,
  more?: M,
) => ({ id, label, sortable: true, ...more, cell: text, csv: text });

/** A date property as the lists write dates. */
export const dateColumn = <T, M extends More<T> = More<T>>(id: keyof T & string, label: string, more?: M) =>
  textColumn<T, M>(id, label, (row) => formatListDate(row[id] as string | null | undefined), more);

/** A flag property as Yes or No. */
export const yesNoColumn = <T, M extends More<T> = More<T>>(id: keyof T & string, label: string, more?: M) =>
  textColumn<T, M>(id, label, (row) => yesNo(row[id] as boolean | null | undefined), more);

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
