import { insuranceExpiredText } from '#contract/carrier';
import { splitListResponse } from '#contract/pager';
import type { OptionPage, OptionPageRequest } from '#machines/option-search/option-search.machine';
import type { Services } from '../../../app/services';

/** Said after a disabled carrier's name: it shows in the picker but cannot be assigned. */
export const disabledCarrierSuffix = ' (disabled)';

/** The carrier picker's options (POST Carriers/getResultItems); disabled carriers are marked, not hidden. */
export async function carrierPickerOptions(
  services: Services,
  request: OptionPageRequest,
  signal: AbortSignal,
): Promise<OptionPage> {
  const answer = await services.carriersApi.getResultItems(
    {
      filterText: request.text,
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
      sortColumns: [{ sortBy: 'name', isSortAscending: true }],
    },
    signal,
  );
  const { items, pager } = splitListResponse(answer);
  return {
    options: items.map((c) => {
      const disabled = c.disabled === true || !c.isActive;
      return {
        value: String(c.value),
        label: disabled ? `${c.label}${disabledCarrierSuffix}` : c.label,
        description: disabled
          ? 'Disabled: cannot be assigned'
          : c.insuranceExpired
            ? `${insuranceExpiredText} · ${c.description ?? ''}`.replace(/ · $/, '')
            : (c.description ?? undefined),
      };
    }),
    hasMore: pager
      ? (request.pageNumber + 1) * request.pageSize < pager.totalItems
      : items.length === request.pageSize,
  };
}

/** Whether a picker option is a carrier whose insurance has expired (it may be assigned, with a warning). */
export const hasExpiredInsurance = (option: { label: string } | null | undefined): boolean =>
  (option as { description?: string } | null | undefined)?.description?.startsWith(insuranceExpiredText) ??
  false;
