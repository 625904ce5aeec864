import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { DataTableHeader } from './data-table-header';
import type { DataTableColumn, DataTableSort, RowKey } from './data-table.types';
import { RowCheckbox } from './row-checkbox';
import { ChevronRightIcon } from '../../icons/icons';
import { useRowClicks } from './use-row-clicks';
import * as s from './data-table.css';

export type { DataTableColumn, DataTableSort, RowKey, SortDirection } from './data-table.types';

export interface DataTableProps<T> {
  /** The table's accessible name, e.g. the list's title. */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => RowKey;
  /** What a row is called in control names: 'Order 1042'. Default 'Row n'. */
  rowLabel?: (row: T, index: number) => string;
  sort?: readonly DataTableSort[];
  /** `additive` when shift was held: add the column to a multi-column sort. */
  onSortToggle?: (columnId: string, options: { additive: boolean }) => void;
  /** Checkboxes per row and select-all for the page. */
  selectable?: boolean;
  selectedKeys?: ReadonlySet<RowKey>;
  onRowToggle?: (key: RowKey, row: T) => void;
  onPageToggle?: () => void;
  onRowClick?: (row: T) => void;
  /** Two clicks on a row within 250 ms, or Enter on a focused row. */
  onRowOpen?: (row: T) => void;
  /** Given, each row gets an expand button showing this under it (275 ms animation). */
  renderExpanded?: (row: T) => ReactNode;
  /** Controlled expansion; without it the table keeps its own. */
  expandedKeys?: ReadonlySet<RowKey>;
  onExpandedChange?: (key: RowKey, expanded: boolean) => void;
  /** Rows stay while loading; with none, the loading text shows. */
  loading?: boolean;
  emptyText?: string;
  loadingText?: string;
  /** Height of the scrolling body; the header sticks to its top. */
  maxHeight?: number;
  estimateRowHeight?: number;
  overscan?: number;
  /** The clock for the double-click window. */
  now?: () => number;
  className?: string;
}

const defaultNow = () => performance.now();

/**
 * A list's table: sortable headers (aria-sort), selectable rows, click and double-click, expandable rows,
 * and rows virtualised, so a page of 'All' with thousands of rows only puts a window of them in the DOM.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowLabel = (_row, index) => `Row ${index + 1}`,
  sort = [],
  onSortToggle,
  selectable = false,
  selectedKeys,
  onRowToggle,
  onPageToggle,
  onRowClick,
  onRowOpen,
  renderExpanded,
  expandedKeys,
  onExpandedChange,
  loading = false,
  emptyText = 'No items found',
  loadingText = 'Loading...',
  maxHeight = 600,
  estimateRowHeight = 41,
  overscan = 8,
  now = defaultNow,
  className,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<RowKey>>(new Set());
  const expanded = expandedKeys ?? ownExpanded;
  const selected = selectedKeys ?? new Set<RowKey>();
  const onRowClicks = useRowClicks({ onClick: onRowClick, onOpen: onRowOpen, now });

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read during render by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    getItemKey: (index) => rowKey(rows[index]!),
    overscan,
    // Before layout (and in jsdom) the box measures 0: take it as tall as it may grow.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) =>
        cb(rect.height > 0 ? rect : { width: rect.width, height: maxHeight }),
      ),
    measureElement: (el) => el.getBoundingClientRect().height || estimateRowHeight,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = columns.length + (selectable ? 1 : 0) + (renderExpanded ? 1 : 0);

  const toggleExpanded = (key: RowKey) => {
    const open = !expanded.has(key);
    if (onExpandedChange) onExpandedChange(key, open);
    if (!expandedKeys) {
      const next = new Set(ownExpanded);
      if (open) next.add(key);
      else next.delete(key);
      setOwnExpanded(next);
    }
  };
  const pageSelected = rows.length > 0 && rows.every((r) => selected.has(rowKey(r)));
  const someSelected = rows.some((r) => selected.has(rowKey(r)));
  const interactive = Boolean(onRowClick || onRowOpen);
  const onRowKey = (row: T, key: RowKey) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter') onRowOpen?.(row);
    else if (e.key === ' ' && selectable) {
      e.preventDefault();
      onRowToggle?.(key, row);
    }
  };
  const spacer = (height: number) =>
    height > 0 ? (
      <tbody aria-hidden="true">
        <tr>
          <td colSpan={span} style={{ height, padding: 0, border: 0 }} />
        </tr>
      </tbody>
    ) : null;

  return (
    <div
      ref={scrollRef}
      className={[s.scroller, className].filter(Boolean).join(' ')}
      style={{ maxHeight }}
      data-loading={loading || undefined}
    >
      {loading && rows.length > 0 && (
        <div className={s.busyBar} role="progressbar" aria-label={loadingText} />
      )}
      <table
        className={s.table}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-busy={loading || undefined}
      >
        <DataTableHeader
          columns={columns}
          sort={sort}
          onSortToggle={onSortToggle}
          expandable={Boolean(renderExpanded)}
          selectAll={
            selectable
              ? {
                  checked: pageSelected ? true : someSelected ? 'indeterminate' : false,
                  onToggle: () => onPageToggle?.(),
                  disabled: rows.length === 0,
                }
              : null
          }
        />
        {spacer(paddingTop)}
        {items.map((item) => {
          const row = rows[item.index]!;
          const key = rowKey(row);
          const name = rowLabel(row, item.index);
          const isSelected = selected.has(key);
          const isExpanded = Boolean(renderExpanded) && expanded.has(key);
          return (
            <tbody
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={s.rowGroup}
            >
              <tr
                aria-rowindex={item.index + 2}
                aria-selected={selectable ? isSelected : undefined}
                data-selected={isSelected || undefined}
                tabIndex={interactive ? 0 : undefined}
                className={s.row}
                onClick={interactive ? onRowClicks(row, key) : undefined}
                onKeyDown={interactive ? onRowKey(row, key) : undefined}
              >
                {selectable && (
                  <td className={`${s.cell} ${s.controlCell}`}>
                    <RowCheckbox
                      label={`Select ${name}`}
                      checked={isSelected}
                      onToggle={() => onRowToggle?.(key, row)}
                    />
                  </td>
                )}
                {renderExpanded && (
                  <td className={`${s.cell} ${s.controlCell}`}>
                    <button
                      type="button"
                      className={s.expandButton}
                      aria-expanded={isExpanded}
                      aria-label={`Details of ${name}`}
                      onClick={() => toggleExpanded(key)}
                    >
                      <ChevronRightIcon />
                    </button>
                  </td>
                )}
                {columns.map((col) => (
                  <td key={col.id} className={s.cell} style={{ textAlign: col.align ?? 'start' }}>
                    {col.cell(row)}
                  </td>
                ))}
              </tr>
              {isExpanded && (
                <tr className={s.expansionRow}>
                  <td colSpan={span} className={s.expansionCell}>
                    <div className={s.expansion}>
                      <div className={s.expansionInner}>
                        <div className={s.expansionBody}>{renderExpanded!(row)}</div>
                      </div>
                    </div>
                  </td>
                </tr>
              )}
            </tbody>
          );
        })}
        {spacer(paddingBottom)}
        {rows.length === 0 && (
          <tbody>
            <tr>
              <td colSpan={span} className={s.message}>
                {loading && <Spinner size="sm" decorative />}
                {loading ? loadingText : emptyText}
              </td>
            </tr>
          </tbody>
        )}
      </table>
    </div>
  );
}
