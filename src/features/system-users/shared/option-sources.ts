import { splitListResponse, type PagerItem } from '#contract/pager';
import type { OptionPage, OptionPageRequest } from '#machines/option-search/option-search.machine';
import type { Services } from '../../../app/services';

const hasMore = (pager: PagerItem | null, request: OptionPageRequest, shown: number) =>
  pager ? (request.pageNumber + 1) * request.pageSize < pager.totalItems : shown === request.pageSize;

/** Order customers for a customer login: active ones, by name, searched on the server, a page at a time. */
export async function orderCustomerOptions(
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
    hasMore: hasMore(pager, request, items.length),
  };
}

/** Carriers for a carrier login (getResultItems, the carrier picker's call). */
export async function carrierOptions(
  services: Services,
  request: OptionPageRequest,
  signal: AbortSignal,
): Promise<OptionPage> {
  const answer = await services.carriersApi.getResultItems(
    { filterText: request.text, pageNumber: request.pageNumber, pageSize: request.pageSize },
    signal,
  );
  const { items, pager } = splitListResponse(answer);
  return {
    options: items.map((c) => ({
      value: String(c.value),
      label: c.label,
      description: c.description ?? undefined,
    })),
    hasMore: hasMore(pager, request, items.length),
  };
}
