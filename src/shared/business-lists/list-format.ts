import { stateById } from '#contract/geography';
import { localIsoDay } from '#machines/list-query/list-dates';
import { formatUsDate } from '../format/us-date';

/** Spec 2 §8 placeholder for a date that cannot be read. */
export const invalidDateText = 'Invalid Date';

/**
 * An instant (ISO date-time) as the person's own calendar day, MM/DD/YYYY (spec 2 §9); before 1970 '--'
 * (spec 2 §8), nothing for no date.
 */
export function formatListDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return invalidDateText;
  return formatUsDate(localIsoDay(moment));
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars, blank when 0 or absent (spec 2 §9). */
export const formatUsd = (amount: number | null | undefined): string =>
  amount == null || amount === 0 ? '' : usd.format(amount);

const quantity = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A count or case equivalent with thousands separators and at most two decimals; nothing when absent. */
export const formatQuantity = (value: number | null | undefined): string =>
  value == null ? '' : quantity.format(value);

/**
 * A quantity with its unit, '1,200 (12 Pk Case)': a bare number hides whether it counts cases, pallets or
 * pounds. The number is formatQuantity's; no unit, the number alone.
 */
export const formatQuantityWithUnit = (value: number | null | undefined, unit: string | null | undefined) =>
  value == null ? '' : unit ? `${formatQuantity(value)} (${unit})` : formatQuantity(value);

/** Wide enough for '(xxx) xxx-xxxx' on one line. */
export const phoneColumnWidth = 150;

/** A street address and its second line on one line: '1 Vine St, Suite 2'. */
export const streetAddress = (line1: string | null | undefined, line2: string | null | undefined): string =>
  [line1, line2]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/** A state's full name from its id (the id lists' order of spec 2 §9); nothing when unset or unknown. */
export const stateLabel = (refStateId: number | null | undefined): string =>
  stateById(refStateId)?.name ?? '';

export const yesNo = (value: boolean | null | undefined): string => (value ? 'Yes' : 'No');
