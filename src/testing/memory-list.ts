import type { ListQueryInput } from '#contract/list-query';
import { makePager, type PagerItem } from '#contract/pager';

/**
 * A getItems answer computed in memory, for screen tests: `filterText` matched (case-insensitive) against
 * the `searchable` properties, `sortColumns` in order, then the page, with the pager last. Filters and
 * fields are the server's business and are not applied here.
 */
export function answerListQuery<T extends Record<string, unknown>>(
  rows: readonly T[],
  query: ListQueryInput | undefined,
  searchable: readonly (keyof T & string)[],
): (T | PagerItem)[] {
  const text = query?.filterText?.trim().toLowerCase() ?? '';
  const found = text
    ? rows.filter((r) =>
        searchable.some((k) =>
          String(r[k] ?? '')
            .toLowerCase()
            .includes(text),
        ),
      )
    : [...rows];
  const sorts = query?.sortColumns ?? [];
  found.sort((a, b) => {
    for (const { sortBy, isSortAscending } of sorts) {
      const [x, y] = [a[sortBy], b[sortBy]] as [unknown, unknown];
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x ?? '').localeCompare(String(y ?? ''));
      if (order !== 0) return isSortAscending ? order : -order;
    }
    return 0;
  });
  const pageIndex = query?.pageNumber ?? 0;
  const pageSize = query?.pageSize ?? 20;
  const page = pageSize === -1 ? found : found.slice(pageIndex * pageSize, (pageIndex + 1) * pageSize);
  return [...page, makePager(found.length, pageIndex, pageSize)];
}
