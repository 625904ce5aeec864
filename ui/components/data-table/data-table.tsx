import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Spinner } from '../spinner/spinner';
import { DataTableHeader } from './data-table-header';
import type { DataTableColumn, DataTableSort, RowKey } from './data-table.types';
import { RowCheckbox } from './row-checkbox';
import { ChevronRightIcon } from '#ui/icons/icons';
import { useRowClicks } from './use-row-clicks';
import { TruncatedCell } from './truncated-cell';
import { useFillHeight } from './use-fill-height';
import { useRowFocus } from './use-row-focus';
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
  /** Rows that changed elsewhere (the live desk): marked for a moment, then as any other row. */
  changedKeys?: ReadonlySet<RowKey>;
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
  /**
   * Height of the scrolling body; the header sticks to its top. 'fill' ends the box at the window's end
   * (less what follows it in its `data-fill-container`), making it the page's one scroll area.
   */
  maxHeight?: number | 'fill';
  /** The first data column stays in view when the table scrolls sideways (Order #); default true. */
  pinFirstColumn?: boolean;
  estimateRowHeight?: number;
  overscan?: number;
  /** The clock for the double-click window. */
  now?: () => number;
  className?: string;
}

const defaultNow = () => performance.now();
/** The selection and expand columns. */
const controlWidth = 40;
/** A 'fill' box never gets shorter than this; the page scrolls instead. */
const minFillHeight = 280;

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
  changedKeys,
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
  pinFirstColumn = true,
  estimateRowHeight = 37,
  overscan = 8,
  now = defaultNow,
  className,
}: DataTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [ownExpanded, setOwnExpanded] = useState<ReadonlySet<RowKey>>(new Set());
  const expanded = expandedKeys ?? ownExpanded;
  const selected = selectedKeys ?? new Set<RowKey>();
  const onRowClicks = useRowClicks({ onClick: onRowClick, onOpen: onRowOpen, now });
  const boxHeight = useFillHeight(scrollRef, {
    enabled: maxHeight === 'fill',
    min: minFillHeight,
    fallback: maxHeight === 'fill' ? 600 : maxHeight,
  });

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
        cb(rect.height > 0 ? rect : { width: rect.width, height: boxHeight }),
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
  const focus = useRowFocus({
    count: rows.length,
    scrollRef,
    scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  });
  const onRowKey = (row: T, key: RowKey, index: number) => (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (e.target !== e.currentTarget) return;
    if (focus.moveFrom(index, e)) return;
    if (e.key === 'Enter') onRowOpen?.(row);
    else if (e.key === ' ' && selectable) {
      e.preventDefault();
      onRowToggle?.(key, row);
    } else if (renderExpanded && (e.key === 'ArrowRight' || e.key === 'ArrowLeft')) {
      e.preventDefault();
      if (expanded.has(key) !== (e.key === 'ArrowRight')) toggleExpanded(key);
    }
  };
  // Sticky offsets: the control columns are 40 px each, the pinned data column follows them.
  const controls = (selectable ? 1 : 0) + (renderExpanded ? 1 : 0);
  const pinnedAt = (index: number): CSSProperties => ({ left: index * controlWidth });
  const firstPinned = pinFirstColumn ? columns[0]?.id : undefined;
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
      style={{ maxHeight: boxHeight }}
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
          pinnedColumnId={firstPinned}
          pinnedLeft={controls * controlWidth}
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
                data-changed={changedKeys?.has(key) || undefined}
                data-row-index={item.index}
                tabIndex={interactive ? (item.index === focus.activeIndex ? 0 : -1) : undefined}
                className={s.row}
                onClick={interactive ? onRowClicks(row, key) : undefined}
                onKeyDown={interactive ? onRowKey(row, key, item.index) : undefined}
                onFocus={interactive ? () => focus.onRowFocus(item.index) : undefined}
              >
                {selectable && (
                  <td className={`${s.cell} ${s.controlCell} ${s.pinnedCell}`} style={pinnedAt(0)}>
                    {/* Out of the tab order when the row is focusable: Space on the row toggles it. */}
                    <RowCheckbox
                      label={`Select ${name}`}
                      checked={isSelected}
                      onToggle={() => onRowToggle?.(key, row)}
                      tabIndex={interactive ? -1 : undefined}
                    />
                  </td>
                )}
                {renderExpanded && (
                  <td
                    className={`${s.cell} ${s.controlCell} ${s.pinnedCell}`}
                    style={pinnedAt(selectable ? 1 : 0)}
                  >
                    <button
                      type="button"
                      className={s.expandButton}
                      aria-expanded={isExpanded}
                      aria-label={`Details of ${name}`}
                      onClick={() => toggleExpanded(key)}
                      tabIndex={interactive ? -1 : undefined}
                    >
                      <ChevronRightIcon />
                    </button>
                  </td>
                )}
                {columns.map((col) => (
                  <td
                    key={col.id}
                    className={col.id === firstPinned ? `${s.cell} ${s.pinnedCell} ${s.pinnedEdge}` : s.cell}
                    style={{
                      textAlign: col.align ?? 'start',
                      ...(col.id === firstPinned ? pinnedAt(controls) : {}),
                    }}
                  >
                    <TruncatedCell maxWidth={col.width}>{col.cell(row)}</TruncatedCell>
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
