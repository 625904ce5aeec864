import { splitListResponse } from '#contract/pager';
import type { OptionPage, OptionPageRequest } from '#machines/option-search/option-search.machine';
import type { Services } from '../../app/services';

/** Order customers for a picker: by name, searched on the server, a page at a time. */
export async function customerOptions(
  services: Services,
  request: OptionPageRequest,
  signal: AbortSignal,
): Promise<OptionPage> {
  const answer = await services.orderCustomersApi.getItems(
    {
      filterText: request.text,
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
      sortColumns: [{ sortBy: 'orderCustomerName', isSortAscending: true }],
      includeRelatedEntities: false,
    },
    signal,
  );
  const { items, pager } = splitListResponse(answer);
  return {
    options: items.map((c) => ({
      value: String(c.orderCustomerId),
      label: c.orderCustomerName,
      description: c.city ?? undefined,
    })),
    hasMore: pager
      ? (request.pageNumber + 1) * request.pageSize < pager.totalItems
      : items.length === request.pageSize,
  };
}
