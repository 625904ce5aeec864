import { splitListResponse, type PagerItem } from '#contract/pager';
import type {
  OptionPage,
  OptionPageRequest,
  SearchOption,
} from '#machines/option-search/option-search.machine';

/** A picker's page request as the list calls take it. */
export const pageOf = (request: OptionPageRequest) => ({
  filterText: request.text,
  pageNumber: request.pageNumber,
  pageSize: request.pageSize,
});

/** Whether a page is followed by another: by the pager when the server sent one, else by a full page. */
export const hasMore = (pager: PagerItem | null, request: OptionPageRequest, shown: number) =>
  pager ? (request.pageNumber + 1) * request.pageSize < pager.totalItems : shown === request.pageSize;

/** A list call's answer (items with their pager last) as one page of picker options. */
export function optionPage<T>(
  answer: readonly (T | PagerItem)[] | null | undefined,
  request: OptionPageRequest,
  toOption: (item: T) => SearchOption,
): OptionPage {
  const { items, pager } = splitListResponse(answer);
  return { options: items.map(toOption), hasMore: hasMore(pager, request, items.length) };
}
