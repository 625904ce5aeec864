import { filterGroupsSchema, type FilterItem } from '#contract/list-query';
import { isPagerLetter } from '#machines/list-query/column-filters';

/** The query-string names a list's view is kept under (decision 063). */
export const listUrlParams = { filters: 'filters', letter: 'letter' } as const;

export interface ListUrlState {
  filters?: FilterItem[][];
  pagerLetter?: string | null;
}

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

/** The query string with the list's filters and letter in it (others kept), '' when nothing is left. */
export function writeListUrl(search: string, state: { filters: FilterItem[][]; pagerLetter: string | null }) {
  const params = new URLSearchParams(search);
  if (state.filters.length) params.set(listUrlParams.filters, JSON.stringify(state.filters.map(canonical)));
  else params.delete(listUrlParams.filters);
  if (state.pagerLetter) params.set(listUrlParams.letter, state.pagerLetter);
  else params.delete(listUrlParams.letter);
  const text = params.toString();
  return text ? `?${text}` : '';
}
