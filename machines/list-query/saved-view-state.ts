import { savedViewTexts, type SavedViewState } from '#contract/saved-view';
import { filterPropertyOf, filterableColumns, isPagerLetter, usableFilters } from './column-filters';
import type { FilterItem, SortColumn } from '#contract/list-query';
import type { ListColumnSpec } from './list-query.helpers';

/** The parts of the list machine's context a view is made of. */
export interface ViewParts {
  visibleColumns: string[];
  sort: SortColumn[];
  filterText: string;
  filters: FilterItem[][];
  pagerLetter: string | null;
}

/** What a saved view keeps of a list (decision 085): the columns, sort, search, filters and letter in force. */
export const savedViewStateOf = (c: ViewParts): SavedViewState => ({
  visibleColumns: c.visibleColumns,
  sortColumns: c.sort,
  filterText: c.filterText,
  filters: c.filters,
  pagerLetter: c.pagerLetter,
});

export interface AppliedView extends ViewParts {
  filterWarnings: string[];
  /** What of the view could not be applied, in words; the rest is. */
  notes: string[];
}

/**
 * A saved view applied to the list as it is today: a column or filter the list no longer has is named in a
 * note and left out; the rest applies. A view left with no column shows the list's default columns.
 */
export function applySavedView(
  columns: readonly ListColumnSpec[],
  view: SavedViewState,
  fallbackColumns: readonly string[],
): AppliedView {
  const known = new Set(columns.map((c) => c.id));
  const missingColumns = new Set<string>();
  const visibleColumns = view.visibleColumns.filter((id) => known.has(id) || !missingColumns.add(id));
  const sort = view.sortColumns.filter(
    (s) => columns.some((c) => c.id === s.sortBy && c.sortable) || !missingColumns.add(s.sortBy),
  );
  const offered = new Set(filterableColumns(columns).map(filterPropertyOf));
  const missingFilters = [
    ...new Set(view.filters.flat().flatMap((item) => (offered.has(item.property) ? [] : [item.property]))),
  ];
  const usable = usableFilters(
    view.filters.map((group) => group.filter((item) => offered.has(item.property))).filter((g) => g.length),
    columns,
  );
  const notes = [
    ...(missingColumns.size ? [savedViewTexts.unknownColumn([...missingColumns])] : []),
    ...(missingFilters.length ? [savedViewTexts.unknownFilter(missingFilters)] : []),
  ];
  return {
    visibleColumns: visibleColumns.length ? visibleColumns : [...fallbackColumns],
    sort,
    filterText: view.filterText.trim(),
    filters: usable.filters,
    filterWarnings: usable.warnings,
    pagerLetter: isPagerLetter(view.pagerLetter) ? view.pagerLetter : null,
    notes,
  };
}
