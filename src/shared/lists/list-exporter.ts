import { assign } from 'xstate';
import { splitListResponse } from '#contract/pager';
import { listExportMachine, type ExportPageInput } from '#machines/list-export/list-export.machine';
import type { ListPage } from '#machines/list-query/list-query.helpers';
import { fromCall } from '../../app/from-call';
import type { Services } from '../../app/services';
import { businessToday } from '../format/business-zone';
import type { ListDefinition } from './list-definition';

/**
 * The CSV export machine bound to a list: the list's exportRows, 1000 rows a page, or its fetch, 200 a page;
 * and the download. Fetched on the first press of Export (useListActors, issue #26).
 */
export function listExporter<T>(
  definition: ListDefinition<T>,
  services: Services,
  download: (blob: Blob, fileName: string) => void,
) {
  // A list with exportRows reads only the exported fields, 1000 rows a request (decision 079).
  const exportPage = fromCall<ListPage, ExportPageInput>(async ({ input, signal }) => {
    const call = { signal, services };
    const answer = definition.exportRows
      ? await definition.exportRows(input.query, input.columns, call)
      : await definition.fetchItems(input.query, call);
    return splitListResponse(answer) as ListPage;
  });
  return listExportMachine.provide({
    actions: {
      download: (_, { blob, fileName }) => download(blob, fileName),
      // Today is the business's day (decision 054), as the server counts a day window.
      readToday: assign({ today: () => businessToday() }),
    },
    actors: { fetchPage: exportPage },
  });
}
