import { CompareType, FilterOperator, type CompareTypeCode } from '#contract/filter-codes';
import type { FilterItem } from '#contract/list-query';

/** The date filter presets of spec 1 §4, in the order the menu lists them. */
export const datePresets = ['today', 'last7Days', 'last30Days', 'specificDate', 'dateRange'] as const;
export type DatePreset = (typeof datePresets)[number];

export const datePresetLabels: Record<DatePreset, string> = {
  today: 'Today',
  last7Days: 'Last 7 days',
  last30Days: 'Last 30 days',
  specificDate: 'Specific Date',
  dateRange: 'Date Range',
};

/** Presets that need a picker and OK; the others apply on choice. */
export const pickerPresets: readonly DatePreset[] = ['specificDate', 'dateRange'];
export const needsPicker = (preset: DatePreset): boolean => pickerPresets.includes(preset);

/**
 * A chosen date filter as it is kept (and stored): relative presets keep no dates, so 'Last 7 days'
 * restored tomorrow means tomorrow's last seven days.
 */
export interface DateFilterValue {
  preset: DatePreset;
  /** Specific Date's day, or the first day of a range (YYYY-MM-DD). */
  start?: string | null;
  /** The last day of a range, inclusive (YYYY-MM-DD). */
  end?: string | null;
}

/** Which property the list's date filter compares, e.g. the order's created date. */
export interface DateFilterTarget {
  property: string;
  /** DateOnly by default: the presets name whole days. */
  compareType?: CompareTypeCode;
}

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day as YYYY-MM-DD (no 2025-02-30). */
export const isIsoDay = (value: unknown): value is string => {
  if (typeof value !== 'string' || !isoDayPattern.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** The local calendar day of a moment as YYYY-MM-DD: the app's clock reading for the presets. */
export const localIsoDay = (moment: Date): string => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
};

/** Day arithmetic on YYYY-MM-DD in UTC, so no time zone or daylight-saving shift can move the day. */
export const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The first and last day (inclusive) a value covers on `today`; null when it is incomplete. */
export function dateRangeOf(value: DateFilterValue, today: string): { start: string; end: string } | null {
  switch (value.preset) {
    case 'today':
      return { start: today, end: today };
    case 'last7Days':
      return { start: addDays(today, -6), end: today };
    case 'last30Days':
      return { start: addDays(today, -29), end: today };
    case 'specificDate':
      return isIsoDay(value.start) ? { start: value.start, end: value.start } : null;
    case 'dateRange': {
      if (!isIsoDay(value.start) || !isIsoDay(value.end)) return null;
      const [start, end] = [value.start, value.end].sort();
      return { start: start!, end: end! };
    }
  }
}

/**
 * The filter item a date filter adds to every OR-group: `Is` for one day, `Between` (both days inclusive)
 * otherwise, compared as DateOnly unless the list says otherwise.
 */
export function dateFilterItem(
  value: DateFilterValue | null,
  today: string | null,
  target: DateFilterTarget | null,
): FilterItem | null {
  if (!value || !today || !target) return null;
  const range = dateRangeOf(value, today);
  if (!range) return null;
  const compareType = target.compareType ?? CompareType.DateOnly;
  return range.start === range.end
    ? { property: target.property, compareType, operatorType: FilterOperator.Is, value: range.start }
    : {
        property: target.property,
        compareType,
        operatorType: FilterOperator.Between,
        value: [range.start, range.end],
      };
}

/** 'Last 7 days', '09/04/2025', '09/01/2025 – 09/04/2025': what the filter button says. */
export function dateFilterLabel(value: DateFilterValue | null): string | null {
  if (!value) return null;
  const us = (day: string | null | undefined) =>
    isIsoDay(day) ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '';
  if (value.preset === 'specificDate') return us(value.start) || datePresetLabels.specificDate;
  if (value.preset === 'dateRange') {
    const [start, end] = [value.start, value.end].filter(isIsoDay).sort();
    return start && end ? `${us(start)} – ${us(end)}` : datePresetLabels.dateRange;
  }
  return datePresetLabels[value.preset];
}
