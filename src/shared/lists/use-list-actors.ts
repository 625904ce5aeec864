import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { assign, fromPromise } from 'xstate';
import type { FilterItem, ListQuery } from '#contract/list-query';
import { splitListResponse } from '#contract/pager';
import { browserDownload } from '#client/browser-download';
import { exportLimits } from '#machines/list-export/export-limits';

import type { ListPage, ListRow, RowId } from '#machines/list-query/list-query.helpers';
import type { ConfirmDeleteInput, DeleteItemsInput } from '#machines/list-query/list-query.context';
import { listQueryMachine } from '#machines/list-query/list-query.machine';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';
import { useLiveChanges } from '../../app/use-live-changes';
import { businessToday } from '../format/business-zone';
import type { ListDefinition } from './list-definition';
import { readStoredListSettings, writeStoredListSettings } from './list-settings-storage';
import { readListUrl, writeListUrl } from './list-url';
import { useLazyActor } from './use-lazy-actor';

export interface ListActorsOptions {
  /** Where settings live; default the browser's local storage. */
  storage?: Storage;
  /** Saves the CSV file; default a browser download. */
  download?: (blob: Blob, fileName: string) => void;
}

// Today is the business's day (decision 054), as the server counts a day window.
const today = () => businessToday();

/**
 * The two machines of a list, bound to the app: the list query (fetch, delete, confirm, storage, clock)
 * and the CSV export (list-exporter.ts), whose machine is fetched and started on the first press of Export
 * (`exporter` is undefined until then, `startExporter` answers it; issue #26, decision 092).
 */
export function useListActors<T>(definition: ListDefinition<T>, options: ListActorsOptions = {}) {
  const runtime = useRuntime();
  const { services } = runtime;
  const [storage] = useState(() => options.storage ?? localStorage);
  const download = options.download ?? browserDownload;
  const search = useSearch();
  const [path, navigate] = useLocation();
  // The URL as it is now, for the storage action, which the machine keeps from its first render.
  const where = useRef({ search, path, navigate });
  where.current = { search, path, navigate };
  const [urlState] = useState(() => (definition.inUrl ? readListUrl(search) : undefined));
  const writeUrl = (settings: {
    filters: FilterItem[][];
    pagerLetter: string | null;
    fields?: ListQuery['fields'];
  }) => {
    if (!definition.inUrl) return;
    const { search: now, path: at, navigate: go } = where.current;
    const next = writeListUrl(now, settings);
    if (next !== (now ? `?${now}` : '')) go(`${at}${next}`, { replace: true });
  };

  const fetchPage = fromCall<ListPage, ListQuery>(async ({ input, signal }) => {
    const answer = await definition.fetchItems(input, { signal, services });
    return splitListResponse(answer) as ListPage;
  });

  const list = useActorRef(
    listQueryMachine.provide({
      actions: {
        persistSettings: (_, { key, settings }) => {
          writeStoredListSettings(storage, key, settings);
          writeUrl(settings);
        },
        readToday: assign({ today }),
      },
      actors: {
        fetchPage,
        deleteItems: fromCall<unknown, DeleteItemsInput>(({ input, signal }) => {
          if (!definition.deleteItems) return Promise.reject(new Error('This list cannot delete'));
          return definition.deleteItems(input.ids as RowId[], input.items as T[], { signal, services });
        }),
        confirmDelete: fromPromise<boolean, ConfirmDeleteInput>(({ input }) =>
          runtime.confirm({ title: 'Delete', message: input.message, confirmText: 'Delete', color: 'error' }),
        ),
      },
    }),
    {
      input: {
        listKey: definition.key,
        columns: definition.columns.map(
          ({ id, label, sortable, sortKey, defaultVisible, exportable, filter }) => ({
            id,
            label,
            sortable,
            sortKey,
            defaultVisible,
            exportable,
            filter,
          }),
        ),
        rowKey: definition.rowKey,
        defaultQuery: definition.defaultQuery,
        settings: readStoredListSettings(storage, definition.key),
        pageSizes: definition.pageSizes,
        dateFilter: definition.dateFilter ?? null,
        url: urlState,
      },
      inspect: runtime.inspect,
    },
  );

  useLiveChanges(definition.live, () => list.send({ type: 'list.changedElsewhere' }));

  // Filters restored from storage belong in the URL too, so the address shows what the list shows.
  useEffect(() => {
    const { filters, pagerLetter } = list.getSnapshot().context;
    writeUrl({ filters, pagerLetter });
  }, []);

  const { actor: exporter, start: startExporter } = useLazyActor(
    () => import('./list-exporter').then(({ listExporter }) => listExporter(definition, services, download)),
    {
      input: {
        pageSize: definition.exportRows ? exportLimits.leanPageSize : exportLimits.pageSize,
        cellValue: (row: ListRow, columnId: string) => {
          const column = definition.columns.find((c) => c.id === columnId);
          return column?.csv ? column.csv(row as T) : row[columnId];
        },
      },
      inspect: runtime.inspect,
    },
  );

  return { list, exporter, startExporter };
}
