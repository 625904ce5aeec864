import { useSelector } from '@xstate/react';
import { lazy, Suspense, useId, useMemo, type ReactNode } from 'react';
import {
  columnFilterItem,
  filterableColumns,
  filterChips,
  pagerLetters,
  withColumnFilter,
} from '#machines/list-query/column-filters';
import { rowIdOf, type ListRow } from '#machines/list-query/list-query.helpers';
import type { SearchFields } from '#contract/list-query';
import type { ListQueryEvent } from '#machines/list-query/list-query.context';
import { selectDateFilterLabel } from '#machines/list-query/date-filter.selectors';
import type { DateFilterRef } from '#machines/list-query/list-query.selectors';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { DateFilterButton } from '#ui/components/date-filter/date-filter-button';
import { focusFallback } from '#ui/components/focus-keeper/focus-keeper';
import { FilterChip } from '#ui/components/filter-chip/filter-chip';
import { LetterIndex } from '#ui/components/letter-index/letter-index';
import { DataTable, type DataTableColumn, type DataTableSort } from '#ui/components/data-table/data-table';
import { ColumnsIcon, FilterIcon, ReloadIcon, TrashIcon } from '#ui/icons/icons';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { Inline } from '#ui/components/inline/inline';
import { Pager } from '#ui/components/pager/pager';
import { SearchField } from '#ui/components/search-field/search-field';
import { Stack } from '#ui/components/stack/stack';
import { ListColumnSettings } from './list-column-settings';
import { ListExportButton } from './list-export-button';
import { LoadOnPress } from './load-on-press';
import { viewsButtonText } from '../saved-views/use-saved-views';
import { businessToday } from '../format/business-zone';
import { exportTexts } from './list-export-texts';
import type { ListController } from './use-list-controller';
import * as s from './list-view.css';
import * as f from './list-filters.css';

// The toolbar's popovers (Filter, Views, the date presets) and Radix's popover code come on first use, not
// with every list (issue #26, decision 092).
const loadFilterPopover = () => import('./list-filter-popover').then((m) => m.ListFilterPopover);
const loadViewsPicker = () => import('../saved-views/saved-views-picker').then((m) => m.SavedViewsPicker);
const ListDateFilter = lazy(() => import('./list-date-filter').then((m) => ({ default: m.ListDateFilter })));

/**
 * The date button while its popover's code is on its way: the same button at once, saying what is in force
 * (a `?view=` link may have applied a date), and a press opens the popover as soon as the code is there.
 */
export function DateFilterPlaceholder({ actor, label }: { actor: DateFilterRef; label?: string }) {
  const appliedLabel = useSelector(actor, selectDateFilterLabel);
  return (
    <DateFilterButton
      label={label}
      appliedLabel={appliedLabel}
      onClick={() => actor.send({ type: 'dateFilter.opened' })}
    />
  );
}

/** What a screen's own toolbar buttons (Group, Ungroup, Add) get to work with. */
export interface ListHandle<T> {
  selected: T[];
  busy: boolean;
  /** The search fields of the query as sent (a grouping, a customer id). */
  fields: SearchFields;
  /** Any list event: 'list.reload', 'list.fieldsChanged', 'list.selectionCleared', … */
  send: (event: ListQueryEvent) => void;
}

export interface ListViewProps<T> extends ListController<T> {
  /** Double click (two clicks within 250 ms) or Enter on a row: usually the details page. */
  onOpen?: (row: T) => void;
  /** The screen's own buttons, before the list's. */
  actions?: (list: ListHandle<T>) => ReactNode;
  /** 1 on a list page, 2 inside a detail tab. */
  headingLevel?: 1 | 2;
  /**
   * Height of the scrolling table. By default a page's list (heading level 1) fills the window, so the
   * table is the page's one scroll area; a list inside a detail tab scrolls in a 600 px box.
   */
  maxHeight?: number | 'fill';
}

const cellText = (value: unknown): ReactNode =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * A list screen: header, error alerts, table and pager, a view of what useListController returns. It
 * subscribes to no machine itself; only the column settings and date filter dialogs read the child actors
 * they are handed, as each opens and closes on its own.
 */
export function ListView<T>({
  definition,
  onOpen,
  actions,
  headingLevel = 1,
  maxHeight,
  items,
  busy,
  error,
  loadFailed,
  visibleIds,
  sort,
  selected,
  selectedIds,
  changedIds,
  canDelete,
  searchText,
  fields,
  pageNumber,
  pageSize,
  pageSizes,
  totalItems,
  columnSettings,
  dateFilter,
  filters,
  filterWarnings,
  pagerLetter,
  viewNotes,
  savedViews,
  exportState,
  send,
  startExport,
  cancelExport,
  dismissExportError,
  dismissExportNotice,
}: ListViewProps<T>) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  const columns = useMemo(
    (): DataTableColumn<T>[] =>
      definition.columns
        .filter((c) => visibleIds.includes(c.id))
        .map((c) => ({
          id: c.id,
          header: c.label,
          sortable: c.sortable,
          width: c.width,
          align: c.align,
          cell: c.cell ?? ((row: T) => cellText((row as ListRow)[c.id])),
        })),
    [definition.columns, visibleIds],
  );
  const tableSort = useMemo(
    (): DataTableSort[] =>
      sort.map((x) => ({ columnId: x.sortBy, direction: x.isSortAscending ? 'asc' : 'desc' })),
    [sort],
  );
  const chips = useMemo(() => filterChips(filters, definition.columns), [filters, definition.columns]);
  const setFilters = (next: typeof filters) => send({ type: 'list.filtersSet', filters: [...next] });
  const filterable = filterableColumns(definition.columns);
  const rowKey = (row: T) => rowIdOf(row as ListRow, definition.rowKey);
  const rowLabel = definition.rowLabel ?? ((row: T) => `Row ${rowKey(row)}`);

  return (
    <Stack as="section" gap="md" className={s.root} aria-labelledby={headingId} data-fill-container="">
      <Inline gap="md" align="space-between" alignY="center">
        <Heading id={headingId} className={s.title}>
          {definition.title}
        </Heading>
        {/* Group, Delete and the like disable themselves as they work: focus waits here, not at the top. */}
        <Inline
          gap="sm"
          alignY="center"
          role="group"
          aria-label={`${definition.title} actions`}
          {...focusFallback}
        >
          {actions?.({ selected, busy, fields, send })}
          {/* Always in the tree, so the count is announced as it changes; Clear only while there is one. */}
          <span className={s.selection} aria-live="polite">
            {selected.length > 0 && (
              <>
                {`${selected.length} selected`}
                <Button variant="ghost" size="sm" onClick={() => send({ type: 'list.selectionCleared' })}>
                  Clear
                </Button>
              </>
            )}
          </span>
          {definition.deleteItems && (
            <Button
              variant="secondary"
              startIcon={<TrashIcon />}
              disabled={!canDelete}
              onClick={() => send({ type: 'list.deleteRequested' })}
            >
              Delete
            </Button>
          )}
          <IconButton aria-label="Reload" variant="secondary" onClick={() => send({ type: 'list.reload' })}>
            <ReloadIcon />
          </IconButton>
          <IconButton
            aria-label="Column settings"
            variant="secondary"
            onClick={() => send({ type: 'columns.dialogOpened' })}
          >
            <ColumnsIcon />
          </IconButton>
          <ListExportButton
            state={exportState}
            listTotal={totalItems}
            selectedCount={selected.length}
            onExport={startExport}
            onCancel={cancelExport}
          />
          {filterable.length > 0 && (
            <LoadOnPress
              load={loadFilterPopover}
              button={
                <IconButton
                  aria-label="Filter"
                  variant="secondary"
                  data-active={filterable.some((c) => columnFilterItem(filters, c)) || undefined}
                >
                  <FilterIcon />
                </IconButton>
              }
              render={(ListFilterPopover, opened) => (
                <ListFilterPopover
                  title={definition.title}
                  columns={definition.columns}
                  filters={filters}
                  today={businessToday}
                  onChange={setFilters}
                  defaultOpen={opened}
                />
              )}
            />
          )}
          {savedViews && (
            <LoadOnPress
              load={loadViewsPicker}
              onUse={savedViews.load}
              button={
                <Button
                  variant="secondary"
                  data-active={
                    savedViews.views.some((v) => v.savedViewId === savedViews.activeViewId) || undefined
                  }
                >
                  {viewsButtonText(savedViews)}
                </Button>
              }
              render={(SavedViewsPicker, opened) => (
                <SavedViewsPicker title={definition.title} views={savedViews} defaultOpen={opened} />
              )}
            />
          )}
          {dateFilter && (
            <Suspense
              fallback={<DateFilterPlaceholder actor={dateFilter} label={definition.dateFilter?.label} />}
            >
              <ListDateFilter actor={dateFilter} label={definition.dateFilter?.label} />
            </Suspense>
          )}
          <SearchField
            label={definition.searchLabel ?? `Search ${definition.title}`}
            value={searchText}
            onChange={(text) => send({ type: 'list.searchChanged', text })}
            onClear={() => send({ type: 'list.searchCleared' })}
          />
        </Inline>
      </Inline>
      {definition.letterIndex && (
        <LetterIndex
          letters={pagerLetters}
          value={pagerLetter}
          onChange={(letter) => send({ type: 'list.letterChosen', letter })}
          label={`${definition.title} by first letter`}
        />
      )}
      {chips.length > 0 && (
        <div className={f.chips} role="group" aria-label={`${definition.title} filters`}>
          {chips.map((chip) => (
            <FilterChip
              key={chip.columnId}
              label={chip.text}
              onRemove={() => setFilters(withColumnFilter(filters, chip.property, null))}
            />
          ))}
          <Button variant="ghost" size="sm" onClick={() => send({ type: 'list.filtersCleared' })}>
            Clear filters
          </Button>
        </div>
      )}
      <AlertBanner
        type="info"
        open={viewNotes.length > 0}
        onDismiss={() => send({ type: 'list.viewNotesDismissed' })}
        marginBottom={0}
      >
        {viewNotes.join(' ')}
      </AlertBanner>
      <AlertBanner type="warning" open={filterWarnings.length > 0} marginBottom={0}>
        {filterWarnings.join(' ')}
      </AlertBanner>
      {/* A page that did not load offers Retry, not a dismissal: there is nothing under it to go back to. */}
      <AlertBanner type="error" open={error !== null && loadFailed} marginBottom={0}>
        {error}
        <div className={s.retry}>
          <Button
            variant="secondary"
            size="sm"
            startIcon={<ReloadIcon />}
            onClick={() => send({ type: 'list.reload' })}
          >
            Retry
          </Button>
        </div>
      </AlertBanner>
      <AlertBanner
        type="error"
        open={error !== null && !loadFailed}
        onDismiss={() => send({ type: 'list.errorDismissed' })}
        marginBottom={0}
      >
        {error}
      </AlertBanner>
      <AlertBanner
        type="error"
        open={exportState.error !== null}
        onDismiss={dismissExportError}
        marginBottom={0}
      >
        {exportState.error}
      </AlertBanner>
      <AlertBanner
        type="info"
        open={exportState.limitNotice !== null && !exportState.exporting}
        onDismiss={dismissExportNotice}
        marginBottom={0}
      >
        {exportState.limitNotice &&
          exportTexts.cut(exportState.limitNotice.rows, exportState.limitNotice.available)}
      </AlertBanner>
      {!(loadFailed && items.length === 0) && (
        <>
          <DataTable
            label={definition.title}
            columns={columns}
            rows={items}
            rowKey={rowKey}
            rowLabel={rowLabel}
            sort={tableSort}
            onSortToggle={(columnId, { additive }) => send({ type: 'list.sortToggled', columnId, additive })}
            selectable
            selectedKeys={selectedIds}
            changedKeys={changedIds}
            onRowToggle={(id) => send({ type: 'list.rowToggled', id })}
            onPageToggle={() => send({ type: 'list.pageSelectionToggled' })}
            onRowClick={(row) => send({ type: 'list.rowToggled', id: rowKey(row) })}
            onRowOpen={onOpen}
            renderExpanded={definition.renderExpanded}
            loading={busy}
            maxHeight={maxHeight ?? (headingLevel === 1 ? 'fill' : 600)}
          />
          <Pager
            label={`${definition.title} pages`}
            pageNumber={pageNumber}
            pageSize={pageSize}
            totalItems={totalItems}
            pageSizes={pageSizes}
            onPageChange={(page) => send({ type: 'list.pageChanged', page })}
            onPageSizeChange={(size) => send({ type: 'list.pageSizeChanged', pageSize: size })}
          />
        </>
      )}
      {columnSettings && <ListColumnSettings actor={columnSettings} columns={definition.columns} />}
    </Stack>
  );
}
