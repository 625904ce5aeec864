import { CompareType, FilterOperator as O, type FilterOperatorCode } from '#contract/filter-codes';
import type { FilterItem } from '#contract/list-query';
import { dateRangeOf, isIsoDay, type DatePreset } from './list-dates';

/** The filter control a column offers, by what it shows (spec 1 §3, spec 2 §5). */
export type ColumnFilterKind = 'number' | 'text' | 'date' | 'enum';

/** One choice of an enum or status filter; booleans make a Yes/No filter. */
export interface FilterOption {
  value: number | string | boolean;
  label: string;
}

/** Declared on a column: which control, on which server property (default the column id). */
export interface ColumnFilterSpec {
  kind: ColumnFilterKind;
  property?: string;
  options?: readonly FilterOption[];
  /** A narrower set of number operators, e.g. equals alone on a sum the server cannot match as text. */
  operators?: readonly FilterOperatorCode[];
}

/** What the filter code needs of a column: its id, its label and its filter. */
export interface FilterColumn {
  id: string;
  label: string;
  filter?: ColumnFilterSpec | null;
}

/** What a person has chosen in a column's filter control, before it becomes a filter item. */
export type FilterDraft =
  | { kind: 'number' | 'text'; operator: FilterOperatorCode; text: string }
  | { kind: 'date'; preset: DatePreset; start: string | null; end: string | null }
  /** The chosen options, as the strings of their values. */
  | { kind: 'enum'; values: readonly string[] };

/** Spec 2 §5: a number filter is equals, contains or starts with; nothing else. */
export const numberOperators: readonly FilterOperatorCode[] = [O.Is, O.Contain, O.StartsWith];
export const textOperators: readonly FilterOperatorCode[] = [
  O.Contain,
  O.NotContain,
  O.StartsWith,
  O.EndsWith,
  O.Is,
  O.IsNot,
];

export const operatorLabels: Partial<Record<FilterOperatorCode, string>> = {
  [O.Is]: 'equals',
  [O.IsNot]: 'does not equal',
  [O.Contain]: 'contains',
  [O.NotContain]: 'does not contain',
  [O.StartsWith]: 'starts with',
  [O.EndsWith]: 'ends with',
};

export const filterTexts = {
  notANumber: 'Enter a number (digits only, e.g. 1042).',
  numberOperator: 'A number filter is equals, contains or starts with.',
  textOperator: 'Choose how the text should match.',
  valueRequired: 'Enter a value.',
  dateRequired: 'Choose a date.',
  rangeNeedsTwo: 'A date range needs two dates.',
  rangeIgnored: (label: string) => `The date range on ${label} needs two dates; it was ignored.`,
} as const;

export const filterPropertyOf = (column: FilterColumn): string => column.filter?.property ?? column.id;

/** The columns that offer a filter, in their order. */
export const filterableColumns = <C extends FilterColumn>(columns: readonly C[]): C[] =>
  columns.filter((c) => c.filter);

export type FilterResult = { ok: true; item: FilterItem | null } | { ok: false; error: string };

const numberPattern = /^\d{1,15}(\.\d{1,6})?$/;

function enumItem(property: string, spec: ColumnFilterSpec, chosen: readonly string[]): FilterItem | null {
  const options = (spec.options ?? []).filter((o) => chosen.includes(String(o.value)));
  // None chosen is no filter (spec 2 §5); every Yes/No is no filter either.
  if (options.length === 0) return null;
  if (options.every((o) => typeof o.value === 'boolean')) {
    if (options.length !== 1) return null;
    return { property, compareType: CompareType.Boolean, operatorType: O.Is, value: options[0]!.value };
  }
  const numbers = options.every((o) => typeof o.value === 'number');
  return {
    property,
    compareType: numbers ? CompareType.Enum : CompareType.String,
    operatorType: O.Is,
    value: options.map((o) => o.value as number | string),
  };
}

function dateItem(property: string, draft: Extract<FilterDraft, { kind: 'date' }>, today: string) {
  if (draft.preset === 'dateRange' && !(isIsoDay(draft.start) && isIsoDay(draft.end)))
    return { ok: false, error: filterTexts.rangeNeedsTwo } as const;
  // Relative presets become the days they mean now, so a link shows the same rows tomorrow (decision 063).
  const range = dateRangeOf(draft, today);
  if (!range) return { ok: false, error: filterTexts.dateRequired } as const;
  const item: FilterItem =
    range.start === range.end
      ? { property, compareType: CompareType.DateOnly, operatorType: O.Is, value: range.start }
      : {
          property,
          compareType: CompareType.DateOnly,
          operatorType: O.Between,
          value: [range.start, range.end],
        };
  return { ok: true, item } as const;
}

/**
 * A column's filter item from what was chosen; `item: null` means the column has no filter (an empty
 * multi-select). A wrong value gives the sentence to show instead.
 */
export function buildColumnFilter(column: FilterColumn, draft: FilterDraft, today: string): FilterResult {
  const spec = column.filter;
  if (!spec) return { ok: true, item: null };
  const property = filterPropertyOf(column);
  switch (draft.kind) {
    case 'enum':
      return { ok: true, item: enumItem(property, spec, draft.values) };
    case 'date':
      return dateItem(property, draft, today);
    case 'number': {
      if (
        !(spec.operators ?? numberOperators).includes(draft.operator) ||
        !numberOperators.includes(draft.operator)
      )
        return { ok: false, error: filterTexts.numberOperator };
      const text = draft.text.trim();
      if (!numberPattern.test(text)) return { ok: false, error: filterTexts.notANumber };
      return {
        ok: true,
        item: {
          property,
          compareType: CompareType.Number,
          operatorType: draft.operator,
          value: Number(text),
        },
      };
    }
    case 'text': {
      if (!textOperators.includes(draft.operator)) return { ok: false, error: filterTexts.textOperator };
      const text = draft.text.trim();
      if (!text) return { ok: false, error: filterTexts.valueRequired };
      return {
        ok: true,
        item: { property, compareType: CompareType.String, operatorType: draft.operator, value: text },
      };
    }
  }
}

const scalars = (value: FilterItem['value']) =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** The draft a column's filter control opens with: the filter in force, or an empty one. */
export function draftOf(column: FilterColumn, item: FilterItem | undefined): FilterDraft {
  const kind = column.filter?.kind ?? 'text';
  const values = scalars(item?.value);
  switch (kind) {
    case 'enum':
      return { kind, values: values.map(String) };
    case 'date': {
      const days = values.filter(isIsoDay);
      if (item?.operatorType === O.Between)
        return { kind, preset: 'dateRange', start: days[0] ?? null, end: days[1] ?? null };
      return { kind, preset: item ? 'specificDate' : 'today', start: days[0] ?? null, end: null };
    }
    default:
      return {
        kind,
        operator: item ? (item.operatorType as FilterOperatorCode) : kind === 'number' ? O.Is : O.Contain,
        text: values.length ? String(values[0]) : '',
      };
  }
}

/** The column filters' group: every OR-group gets the item (as the date filter does); null removes it. */
export function withColumnFilter(
  filters: readonly FilterItem[][],
  property: string,
  item: FilterItem | null,
): FilterItem[][] {
  const groups = filters.length ? filters : [[]];
  return groups
    .map((g) => [...g.filter((f) => f.property !== property), ...(item ? [item] : [])])
    .filter((g) => g.length > 0);
}

/** The filter in force on a column: the first group's item on its property. */
export const columnFilterItem = (filters: readonly FilterItem[][], column: FilterColumn) =>
  filters[0]?.find((f) => f.property === filterPropertyOf(column));

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const two = (n: number) => String(n).padStart(2, '0');
/**
 * An instant (a DateTime filter, such as a board link's business-day bounds, decision 085) as the day it
 * falls on where the list is read, written as the lists write days.
 */
const instantDay = (value: string) => {
  const d = new Date(value);
  return `${two(d.getMonth() + 1)}/${two(d.getDate())}/${d.getFullYear()}`;
};
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** What a chip says of a filter: 'Booked, Planned', 'contains 12', '11/20/2026 – 11/26/2026'. */
export function filterValueText(column: FilterColumn, item: FilterItem): string {
  const values = scalars(item.value);
  const kind = column.filter?.kind;
  if (kind === 'enum') {
    const options = column.filter?.options ?? [];
    return values
      .map((v) => options.find((o) => String(o.value) === String(v))?.label ?? String(v))
      .join(', ');
  }
  if (kind === 'date') {
    const days = values.map((v) => (isIsoDay(v) ? usDay(v) : isInstant(v) ? instantDay(v) : String(v)));
    return item.operatorType === O.Between ? days.join(' – ') : (days[0] ?? '');
  }
  const operator = operatorLabels[item.operatorType as FilterOperatorCode] ?? '';
  const text = String(values[0] ?? '');
  return item.operatorType === O.Is && kind === 'number' ? text : `${operator} ${text}`.trim();
}

export interface FilterChip {
  columnId: string;
  property: string;
  /** 'Status: Booked'; the remove button is named 'Remove filter Status: Booked'. */
  text: string;
}

/** One chip per column filter in force, in the columns' order. */
export function filterChips(
  filters: readonly FilterItem[][],
  columns: readonly FilterColumn[],
): FilterChip[] {
  return filterableColumns(columns).flatMap((column) => {
    const item = columnFilterItem(filters, column);
    return item
      ? [
          {
            columnId: column.id,
            property: filterPropertyOf(column),
            text: `${column.label}: ${filterValueText(column, item)}`,
          },
        ]
      : [];
  });
}

/**
 * Filters as they may be sent (spec 2 §5): a range without exactly two values is ignored with a warning,
 * an empty multi-select silently; with `columns` that declare filters, items on a property no column
 * offers (an old link, an old stored setting) are dropped, so they cannot fail the list.
 */
export function usableFilters(
  filters: readonly FilterItem[][],
  columns: readonly FilterColumn[] = [],
): { filters: FilterItem[][]; warnings: string[] } {
  const offered = filterableColumns(columns);
  const labelOf = (property: string) =>
    offered.find((c) => filterPropertyOf(c) === property)?.label ?? property;
  const warnings = new Set<string>();
  const kept = filters
    .map((group) =>
      group.filter((item) => {
        if (offered.length && !offered.some((c) => filterPropertyOf(c) === item.property)) return false;
        if (item.operatorType === O.Between && scalars(item.value).length !== 2) {
          warnings.add(filterTexts.rangeIgnored(labelOf(item.property)));
          return false;
        }
        return !(Array.isArray(item.value) && item.value.length === 0);
      }),
    )
    .filter((g) => g.length > 0);
  return { filters: kept, warnings: [...warnings] };
}

/** Letters of the A–Z index (spec 1 §3). */
export const pagerLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
export const isPagerLetter = (value: unknown): value is string =>
  typeof value === 'string' && pagerLetters.includes(value);
