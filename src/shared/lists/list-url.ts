import { filterGroupsSchema, type FilterItem, type SearchFields } from '#contract/list-query';
import { orderListGroupOptions, type OrderListGroupCode } from '#contract/order-status';
import { isPagerLetter } from '#machines/list-query/column-filters';

/**
 * The query-string names a list's view is kept under (decision 063); `group` is the grouping of the order
 * and load lists (`currentOrders`), so a board link opens on the rows its figure counts (decision 085).
 */
export const listUrlParams = { filters: 'filters', letter: 'letter', group: 'group' } as const;

export interface ListUrlState {
  filters?: FilterItem[][];
  pagerLetter?: string | null;
  fields?: { currentOrders: OrderListGroupCode };
}

const groupOf = (text: string | null): OrderListGroupCode | undefined =>
  orderListGroupOptions.find((o) => String(o.value) === text)?.value;

/**
 * What a page's query string says of its list: only the parts it names, each valid or left out, so a
 * broken link falls back to the stored settings instead of failing the list.
 */
export function readListUrl(search: string): ListUrlState {
  const params = new URLSearchParams(search);
  const out: ListUrlState = {};
  const filters = params.get(listUrlParams.filters);
  if (filters !== null) {
    try {
      const parsed = filterGroupsSchema.safeParse(JSON.parse(filters));
      if (parsed.success) out.filters = parsed.data;
    } catch {
      // Not JSON: as if the link had no filters.
    }
  }
  const letter = params.get(listUrlParams.letter);
  if (letter !== null) out.pagerLetter = isPagerLetter(letter) ? letter : null;
  const group = groupOf(params.get(listUrlParams.group));
  if (group !== undefined) out.fields = { currentOrders: group };
  return out;
}

/** Items in the schema's key order, so a URL read back and written again is the same text. */
const canonical = (group: FilterItem[]) =>
  group.map(({ property, value, compareType, operatorType }) => ({
    property,
    value,
    compareType,
    operatorType,
  }));

/**
 * The query string with the list's filters, letter and grouping in it (others kept), '' when nothing is
 * left. The grouping is written once chosen (a link's, or the person's); a list without one keeps the address's.
 */
export function writeListUrl(
  search: string,
  state: { filters: FilterItem[][]; pagerLetter: string | null; fields?: SearchFields | null },
) {
  const params = new URLSearchParams(search);
  const group = state.fields?.currentOrders;
  if (typeof group === 'number') params.set(listUrlParams.group, String(group));
  if (state.filters.length) params.set(listUrlParams.filters, JSON.stringify(state.filters.map(canonical)));
  else params.delete(listUrlParams.filters);
  if (state.pagerLetter) params.set(listUrlParams.letter, state.pagerLetter);
  else params.delete(listUrlParams.letter);
  const text = params.toString();
  return text ? `?${text}` : '';
}
