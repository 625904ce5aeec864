import { useSelector } from '@xstate/react';
import { useId, useMemo, type ReactNode } from 'react';
import { rowIdOf, type ListRow } from '../../../machines/list-query/list-query.helpers';
import type { SearchFields } from '../../../api/contract/list-query';
import type { ListQueryEvent } from '../../../machines/list-query/list-query.context';
import * as select from '../../../machines/list-query/list-query.selectors';
import * as exportSelect from '../../../machines/list-export/list-export.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import {
  DataTable,
  type DataTableColumn,
  type DataTableSort,
} from '../../../ui/components/data-table/data-table';
import { ColumnsIcon, ReloadIcon, TrashIcon } from '../../../ui/icons/icons';
import { IconButton } from '../../../ui/components/icon-button/icon-button';
import { Pager } from '../../../ui/components/pager/pager';
import { SearchField } from '../../../ui/components/search-field/search-field';
import type { ListDefinition } from './list-definition';
import { ListColumnSettings } from './list-column-settings';
import { ListDateFilter } from './list-date-filter';
import { ListExportButton } from './list-export-button';
import { useListActors, type ListActorsOptions } from './use-list-actors';
import * as s from './list-view.css';

/** What a screen's own toolbar buttons (Group, Ungroup, Add) get to work with. */
export interface ListHandle<T> {
  selected: T[];
  busy: boolean;
  /** The search fields of the query as sent (a grouping, a customer id). */
  fields: SearchFields;
  /** Any list event: 'list.reload', 'list.fieldsChanged', 'list.selectionCleared', … */
  send: (event: ListQueryEvent) => void;
}

export interface ListViewProps<T> extends ListActorsOptions {
  definition: ListDefinition<T>;
  /** Double click (two clicks within 250 ms) or Enter on a row: usually the details page. */
  onOpen?: (row: T) => void;
  /** The screen's own buttons, before the list's. */
  actions?: (list: ListHandle<T>) => ReactNode;
  /** 1 on a list page, 2 inside a detail tab. */
  headingLevel?: 1 | 2;
  /** Height of the scrolling table. */
  maxHeight?: number;
}

const cellText = (value: unknown): ReactNode =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** A list screen: header, error alert, table and pager, all driven by the list-query and export machines. */
export function ListView<T>({
  definition,
  onOpen,
  actions,
  headingLevel = 1,
  maxHeight,
  ...options
}: ListViewProps<T>) {
  const { list, exporter } = useListActors(definition, options);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  const items = useSelector(list, select.selectItems) as unknown as T[];
  const busy = useSelector(list, select.selectIsBusy);
  const error = useSelector(list, select.selectError);
  const visibleIds = useSelector(list, select.selectVisibleColumnIds);
  const sort = useSelector(list, select.selectSort);
  const selected = useSelector(list, select.selectSelected) as unknown as T[];
  const selectedIds = useSelector(list, select.selectSelectedIds);
  const canDelete = useSelector(list, select.selectCanDelete);
  const searchText = useSelector(list, select.selectSearchText);
  const fields = useSelector(list, select.selectQueryFields);
  const pageNumber = useSelector(list, select.selectPageNumber);
  const pageSize = useSelector(list, select.selectPageSize);
  const pageSizes = useSelector(list, select.selectPageSizes);
  const totalItems = useSelector(list, select.selectTotalItems);
  const columnSettingsRef = useSelector(list, select.selectColumnSettingsRef);
  const dateFilterRef = useSelector(list, select.selectDateFilterRef);
  const hasDateFilter = useSelector(list, select.selectHasDateFilter);
  const exportError = useSelector(exporter, exportSelect.selectExportError);

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
  const rowKey = (row: T) => rowIdOf(row as ListRow, definition.rowKey);
  const rowLabel = definition.rowLabel ?? ((row: T) => `Row ${rowKey(row)}`);

  const startExport = () => {
    const snapshot = list.getSnapshot();
    exporter.send({
      type: 'export.started',
      request: {
        title: definition.title,
        columns: select
          .selectVisibleColumns(snapshot)
          .filter((c) => c.exportable !== false)
          .map(({ id, label }) => ({ id, label })),
        query: select.selectListQuery(snapshot),
        selected: select.selectSelected(snapshot),
      },
    });
  };

  return (
    <section className={s.root} aria-labelledby={headingId}>
      <div className={s.header}>
        <Heading id={headingId} className={s.title}>
          {definition.title}
        </Heading>
        <div className={s.toolbar}>
          {actions?.({ selected, busy, fields, send: (event) => list.send(event) })}
          {selected.length > 0 && (
            <span className={s.selection} aria-live="polite">
              {`${selected.length} selected`}
            </span>
          )}
          {definition.deleteItems && (
            <Button
              variant="secondary"
              startIcon={<TrashIcon />}
              disabled={!canDelete}
              onClick={() => list.send({ type: 'list.deleteRequested' })}
            >
              Delete
            </Button>
          )}
          <IconButton
            aria-label="Reload"
            variant="secondary"
            onClick={() => list.send({ type: 'list.reload' })}
          >
            <ReloadIcon />
          </IconButton>
          <IconButton
            aria-label="Column settings"
            variant="secondary"
            onClick={() => list.send({ type: 'columns.dialogOpened' })}
          >
            <ColumnsIcon />
          </IconButton>
          <ListExportButton actor={exporter} onExport={startExport} />
          {hasDateFilter && dateFilterRef && (
            <ListDateFilter actor={dateFilterRef} label={definition.dateFilter?.label} />
          )}
          <SearchField
            label={definition.searchLabel ?? `Search ${definition.title}`}
            value={searchText}
            onChange={(text) => list.send({ type: 'list.searchChanged', text })}
            onClear={() => list.send({ type: 'list.searchCleared' })}
          />
        </div>
      </div>
      <AlertBanner
        type="error"
        open={error !== null}
        onDismiss={() => list.send({ type: 'list.errorDismissed' })}
        marginBottom={0}
      >
        {error}
      </AlertBanner>
      <AlertBanner
        type="error"
        open={exportError !== null}
        onDismiss={() => exporter.send({ type: 'export.errorDismissed' })}
        marginBottom={0}
      >
        {exportError}
      </AlertBanner>
      <DataTable
        label={definition.title}
        columns={columns}
        rows={items}
        rowKey={rowKey}
        rowLabel={rowLabel}
        sort={tableSort}
        onSortToggle={(columnId, { additive }) => list.send({ type: 'list.sortToggled', columnId, additive })}
        selectable
        selectedKeys={selectedIds}
        onRowToggle={(id) => list.send({ type: 'list.rowToggled', id })}
        onPageToggle={() => list.send({ type: 'list.pageSelectionToggled' })}
        onRowClick={(row) => list.send({ type: 'list.rowToggled', id: rowKey(row) })}
        onRowOpen={onOpen}
        renderExpanded={definition.renderExpanded}
        loading={busy}
        maxHeight={maxHeight}
      />
      <Pager
        label={`${definition.title} pages`}
        pageNumber={pageNumber}
        pageSize={pageSize}
        totalItems={totalItems}
        pageSizes={pageSizes}
        onPageChange={(page) => list.send({ type: 'list.pageChanged', page })}
        onPageSizeChange={(size) => list.send({ type: 'list.pageSizeChanged', pageSize: size })}
      />
      {columnSettingsRef && <ListColumnSettings actor={columnSettingsRef} columns={definition.columns} />}
    </section>
  );
}
