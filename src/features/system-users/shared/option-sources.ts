import { splitListResponse, type PagerItem } from '#contract/pager';
import type { OptionPage, OptionPageRequest } from '#machines/option-search/option-search.machine';
import type { Services } from '../../../app/services';
import { customerOptions } from '../../../shared/parties/customer-options';

const hasMore = (pager: PagerItem | null, request: OptionPageRequest, shown: number) =>
  pager ? (request.pageNumber + 1) * request.pageSize < pager.totalItems : shown === request.pageSize;

/** Order customers for a customer login: the shared picker source (src/shared/parties). */
export const orderCustomerOptions = customerOptions;

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
