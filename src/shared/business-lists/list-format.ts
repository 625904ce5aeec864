import { formatDate } from '../format/moments';

/** Spec 2 §8 placeholder for a date that cannot be read. */
export { invalidDateText } from '../format/moments';

/**
 * A date as a list cell, CSV cell or expanded row shows it, MM/DD/YYYY (spec 2 §9): a day (`YYYY-MM-DD`)
 * as written, a moment's day in the business's zone (docs/decisions/054); before 1970 '--' (spec 2 §8),
 * nothing for no date.
 */
export const formatListDate = (value: string | null | undefined): string => formatDate(value);

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

export const yesNo = (value: boolean | null | undefined): string => (value ? 'Yes' : 'No');
