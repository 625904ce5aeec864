import { describe, expect, it } from 'vitest';
import { UnitType, unitTypeCodes, unitTypeLabel } from '#contract/order-codes';
import { caseEquivalentOf, casesPerUnit, stopCaseSummary, sumCases } from './case-equivalent';

describe('caseEquivalentOf (decision 055)', () => {
  it.each([
    ['Cases', UnitType.Cases, 10, 10],
    ['12 Pk Case', UnitType.TwelvePackCase, 10, 10],
    ['6 Pk Case', UnitType.SixPackCase, 10, 5],
    ['Pallet', UnitType.Pallet, 2, 112],
    ['12 Pk Can', UnitType.TwelvePackCan, 10, 4.7],
    ['24 Pk Can', UnitType.TwentyFourPackCan, 10, 9.5],
    ['Keg', UnitType.Keg, 4, 26],
    ['Lbs', UnitType.Lbs, 1000, 30],
    ['Tote', UnitType.Tote, 2, 220],
    ['Tanker', UnitType.Tanker, 1, 2200],
  ])('%s: %i of unit type %i make %d cases', (label, unitType, quantity, cases) => {
    expect(unitTypeLabel(unitType)).toBe(label);
    expect(caseEquivalentOf(quantity, unitType)).toBe(cases);
  });

  it('has a factor for every unit type of spec 2 §9, at most two decimals, none zero', () => {
    expect(
      Object.keys(casesPerUnit)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...unitTypeCodes]);
    for (const perUnit of Object.values(casesPerUnit)) {
      expect(perUnit).toBeGreaterThan(0);
      expect(Math.round(perUnit * 100) / 100).toBe(perUnit);
    }
  });

  it('is exact to the hundredth where binary fractions are not (7 × 0.47 is 3.29, not 3.2899…)', () => {
    expect(caseEquivalentOf(7, UnitType.TwelvePackCan)).toBe(3.29);
    expect(caseEquivalentOf(3, UnitType.TwentyFourPackCan)).toBe(2.85);
    expect(caseEquivalentOf(999_999, UnitType.Tanker)).toBe(2_199_997_800);
  });

  it('has none without a quantity or for a unit type outside the table; 0 of anything is 0', () => {
    expect(caseEquivalentOf(null, UnitType.Pallet)).toBeNull();
    expect(caseEquivalentOf(undefined, UnitType.Pallet)).toBeNull();
    expect(caseEquivalentOf(5, 11)).toBeNull();
    expect(caseEquivalentOf(0, UnitType.Tanker)).toBe(0);
  });
});

describe('sumCases and stopCaseSummary', () => {
  it('adds to the hundredth, orders without a case equivalent adding nothing', () => {
    expect(sumCases([0.1, 0.2])).toBe(0.3);
    expect(sumCases([4.7, null, 112, undefined])).toBe(116.7);
    expect(sumCases([])).toBe(0);
  });

  it("reads the spec's '{n} order(s) ({m} unit(s))' with the summed cases", () => {
    expect(stopCaseSummary(2, 116.7)).toBe('2 order(s) (116.7 unit(s))');
    expect(stopCaseSummary(1, 1)).toBe('1 order(s) (1 unit(s))');
    expect(stopCaseSummary(0, 0)).toBe('0 order(s) (0 unit(s))');
    expect(stopCaseSummary(3, 2200.5)).toBe('3 order(s) (2,200.5 unit(s))');
  });
});
