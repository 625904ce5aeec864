import type { OptionPage, OptionPageRequest } from '#machines/option-search/option-search.machine';
import type { Services } from '../../../app/services';
import { optionPage } from '../../../shared/forms/option-pages';
import { customerOptions } from '../../../shared/parties/customer-options';

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
  return optionPage(answer, request, (c) => ({
    value: String(c.value),
    label: c.label,
    description: c.description ?? undefined,
  }));
}
