import type { OrderCustomer } from '#contract/order-customer';
import type {
  OptionPage,
  OptionPageRequest,
  SearchOption,
} from '#machines/option-search/option-search.machine';
import type { Services } from '../../app/services';
import { optionPage, pageOf } from '../forms/option-pages';

/** An order customer as a picker option: its name, its city beneath. */
export const customerOption = (
  c: Pick<OrderCustomer, 'orderCustomerId' | 'orderCustomerName' | 'city'>,
): SearchOption => ({
  value: String(c.orderCustomerId),
  label: c.orderCustomerName,
  description: c.city ?? undefined,
});

/** Order customers for a picker: by name, searched on the server, a page at a time. */
export async function customerOptions(
  services: Services,
  request: OptionPageRequest,
  signal: AbortSignal,
): Promise<OptionPage> {
  const answer = await services.orderCustomersApi.getItems(
    {
      ...pageOf(request),
      sortColumns: [{ sortBy: 'orderCustomerName', isSortAscending: true }],
      includeRelatedEntities: false,
    },
    signal,
  );
  return optionPage(answer, request, customerOption);
}
