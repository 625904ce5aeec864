import { UnitType, type UnitTypeCode } from '#contract/order-codes';

/**
 * Nine-litre cases in one unit of each unit type of spec 2 §9 (decision 055, docs/case-equivalents.md).
 * Two decimals at most: migration 0008 backfills with the same numbers, and a test holds the two together.
 */
export const casesPerUnit: Readonly<Record<UnitTypeCode, number>> = {
  [UnitType.Cases]: 1,
  [UnitType.TwelvePackCase]: 1,
  [UnitType.SixPackCase]: 0.5,
  [UnitType.Pallet]: 56,
  [UnitType.TwelvePackCan]: 0.47,
  [UnitType.TwentyFourPackCan]: 0.95,
  [UnitType.Keg]: 6.5,
  [UnitType.Lbs]: 0.03,
  [UnitType.Tote]: 110,
  [UnitType.Tanker]: 2200,
};

// Hundredths of a case are whole numbers, so sums and products carry no binary-fraction residue and agree
// with the database's numeric(12, 2) and its round(…, 2).
const toHundredths = (cases: number) => Math.round(cases * 100);

/**
 * An order's case equivalent: its quantity in nine-litre cases, to the hundredth. No quantity, or a unit type
 * outside the table, has none (null). Every save of an order's quantity or unit type stores this.
 */
export function caseEquivalentOf(quantity: number | null | undefined, unitType: number): number | null {
  if (quantity == null) return null;
  const perUnit = casesPerUnit[unitType as UnitTypeCode];
  if (perUnit === undefined) return null;
  return Math.round(quantity * toHundredths(perUnit)) / 100;
}

/** The cases of several orders together, to the hundredth; orders without a case equivalent add nothing. */
export const sumCases = (cases: readonly (number | null | undefined)[]): number =>
  cases.reduce<number>((sum, c) => sum + toHundredths(c ?? 0), 0) / 100;

const casesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A stop's case summary, '{n} order(s) ({m} unit(s))' (spec 2 §2), m being its orders' summed cases. */
export const stopCaseSummary = (orderCount: number, cases: number): string =>
  `${orderCount} order(s) (${casesFormat.format(cases)} unit(s))`;
