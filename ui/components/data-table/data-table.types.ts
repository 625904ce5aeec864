import type { ReactNode } from 'react';

export type RowKey = string | number;
export type SortDirection = 'asc' | 'desc';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Any CSS width; columns without one share the rest. Text wider than it is cut with an ellipsis. */
  width?: number | string;
  align?: 'start' | 'center' | 'end';
}

export interface DataTableSort {
  columnId: string;
  direction: SortDirection;
}
