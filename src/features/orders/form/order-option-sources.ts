import { recentLocationsCount, type LocationUse } from '#contract/location';
import { orderTypeOptions } from '#contract/order-codes';
import { splitListResponse } from '#contract/pager';
import { userDisplayName } from '#contract/user-summary';
import type {
  OptionPage,
  OptionPageRequest,
  SearchOption,
} from '#machines/option-search/option-search.machine';
import type { Services } from '../../../app/services';
import { hasMore, optionPage, pageOf } from '../../../shared/forms/option-pages';
import { customerOption } from '../../../shared/parties/customer-options';

/** The order types of spec 2 §9, searched by name (a fixed list, paged like the others). */
export function orderTypeSearch(request: OptionPageRequest): Promise<OptionPage> {
  const text = request.text.trim().toLowerCase();
  const matching = orderTypeOptions.filter((o) => o.label.toLowerCase().includes(text));
  const end = (request.pageNumber + 1) * request.pageSize;
  return Promise.resolve({
    options: matching
      .slice(request.pageNumber * request.pageSize, end)
      .map((o) => ({ value: String(o.value), label: o.label })),
    hasMore: end < matching.length,
  });
}

/** Order customers by name, searched on the server a page at a time. */
export async function orderCustomerSearch(
  services: Services,
  request: OptionPageRequest,
  signal: AbortSignal,
): Promise<OptionPage> {
  const answer = await services.orderCustomersApi.getItems(
    { ...pageOf(request), sortColumns: [{ sortBy: 'orderCustomerName', isSortAscending: true }] },
    signal,
  );
  return optionPage(answer, request, customerOption);
}

interface LocationLike {
  locationId: number;
  name: string;
  city?: string | null;
  stateCode?: string | null;
}

export const locationOption = (l: LocationLike): SearchOption => ({
  value: String(l.locationId),
  label: l.name,
  description: [l.city, l.stateCode].filter(Boolean).join(', ') || undefined,
});

/**
 * A customer's recently used locations, newest first, at most 10 (spec 2 §9), or only those used as
 * `usedAs` (the server decides which end); none without a customer.
 */
export async function recentLocations(
  services: Services,
  customerId: number | null,
  signal: AbortSignal,
  usedAs?: LocationUse,
): Promise<SearchOption[]> {
  if (!customerId) return [];
  const items = await services.locationsApi.getRecentlyUsedLocationsByCustomerId(
    customerId,
    recentLocationsCount,
    signal,
    usedAs,
  );
  return (items ?? []).slice(0, recentLocationsCount).map(locationOption);
}

/**
 * Locations for the From and To pickers: page one of an empty search lists the customer's recently used
 * locations first, then the rest without those again (spec 2 §9: duplicates removed). Without LocationView
 * (a customer login) the recent locations are the choices, searched by name.
 */
export async function locationSearch(
  services: Services,
  customerId: number | null,
  request: OptionPageRequest,
  signal: AbortSignal,
  browseAll = true,
): Promise<OptionPage> {
  const text = request.text.trim();
  if (!browseAll) {
    const recent = request.pageNumber === 0 ? await recentLocations(services, customerId, signal) : [];
    const match = text.toLowerCase();
    return { options: recent.filter((o) => o.label.toLowerCase().includes(match)), hasMore: false };
  }
  const first = request.pageNumber === 0 && text === '';
  const [recent, answer] = await Promise.all([
    first ? recentLocations(services, customerId, signal) : Promise.resolve([]),
    services.locationsApi.getItems(
      { ...pageOf(request), sortColumns: [{ sortBy: 'name', isSortAscending: true }] },
      signal,
    ),
  ]);
  const { items, pager } = splitListResponse(answer);
  const seen = new Set(recent.map((o) => o.value));
  const rest = items.map(locationOption).filter((o) => !seen.has(o.value));
  return { options: [...recent, ...rest], hasMore: hasMore(pager, request, items.length) };
}

/** The users who pick (Picked By), sorted by first name as the spec's picker-user call does. */
export async function pickerUserSearch(
  services: Services,
  request: OptionPageRequest,
  signal: AbortSignal,
): Promise<OptionPage> {
  const answer = await services.systemUsersApi.getPickerUsers(
    { ...pageOf(request), sortColumns: [{ sortBy: 'firstName', isSortAscending: true }] },
    signal,
  );
  return optionPage(answer, request, (u) => ({ value: String(u.systemUserId), label: userDisplayName(u) }));
}
