import type { MouseEvent } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '#ui/icons/icons';
import type { DataTableColumn, DataTableSort } from './data-table.types';
import { RowCheckbox } from './row-checkbox';
import * as s from './data-table.css';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

export function DataTableHeader<T>(props: {
  columns: readonly DataTableColumn<T>[];
  sort: readonly DataTableSort[];
  onSortToggle?: (columnId: string, options: { additive: boolean }) => void;
  selectAll: { checked: boolean | 'indeterminate'; onToggle: () => void; disabled: boolean } | null;
  expandable: boolean;
  /** The data column that stays in view sideways, and its offset after the control columns. */
  pinnedColumnId?: string;
  pinnedLeft: number;
}) {
  const { columns, sort, onSortToggle, selectAll, expandable, pinnedColumnId, pinnedLeft } = props;
  const multi = sort.length > 1;
  return (
    <thead className={s.head}>
      <tr aria-rowindex={1}>
        {selectAll && (
          <th scope="col" className={`${s.headCell} ${s.controlCell} ${s.pinnedHead}`} style={{ left: 0 }}>
            <RowCheckbox
              label="Select all rows on this page"
              checked={selectAll.checked}
              onToggle={selectAll.onToggle}
              disabled={selectAll.disabled}
            />
          </th>
        )}
        {expandable && (
          <th
            scope="col"
            className={`${s.headCell} ${s.controlCell} ${s.pinnedHead}`}
            style={{ left: selectAll ? 40 : 0 }}
          >
            <span className={visuallyHidden}>Details</span>
          </th>
        )}
        {columns.map((col) => {
          const at = sort.findIndex((x) => x.columnId === col.id);
          const direction = at >= 0 ? sort[at]!.direction : null;
          const toggle = (e: MouseEvent) => onSortToggle?.(col.id, { additive: e.shiftKey });
          return (
            <th
              key={col.id}
              scope="col"
              className={
                col.id === pinnedColumnId ? `${s.headCell} ${s.pinnedHead} ${s.pinnedEdge}` : s.headCell
              }
              style={{
                width: col.width,
                textAlign: col.align ?? 'start',
                ...(col.id === pinnedColumnId ? { left: pinnedLeft } : {}),
              }}
              aria-sort={col.sortable ? (direction ? ariaSort[direction] : 'none') : undefined}
            >
              {col.sortable ? (
                <button
                  type="button"
                  className={s.sortButton}
                  onClick={toggle}
                  data-sorted={direction ?? undefined}
                >
                  {col.header}
                  <span className={s.sortIcon} aria-hidden="true">
                    {direction === 'desc' ? <ArrowDownIcon /> : <ArrowUpIcon />}
                  </span>
                  {multi && at >= 0 && (
                    <span className={s.sortOrder} aria-hidden="true">
                      {at + 1}
                    </span>
                  )}
                </button>
              ) : (
                col.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
