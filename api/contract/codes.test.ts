import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { defineCodes, unknownLabel } from './codes';
import { CustomerStatus, customerStatusSchema } from './customer-status';
import { CompareType, compareTypeSchema, FilterOperator, filterOperatorSchema } from './filter-codes';
import {
  LoadDesignation,
  loadDesignationSchema,
  LoadStopType,
  loadStopTypeSchema,
  LoadType,
  loadTypeSchema,
  TrailerType,
  trailerTypeSchema,
} from './load-codes';
import { LoadStatus, loadStatusSchema } from './load-status';
import {
  OrderType,
  orderTypeSchema,
  UnitType,
  unitTypeSchema,
  defaultUnitType,
  unitTypeLabel,
} from './order-codes';
import { OrderListGroup, orderListGroupSchema, OrderStatus, orderStatusSchema } from './order-status';
import {
  ChangelogAction,
  changelogActionSchema,
  ScanToPickRole,
  scanToPickRoleSchema,
} from './reference-codes';

const tables: [string, Record<string, number>, z.ZodType][] = [
  ['order status', OrderStatus, orderStatusSchema],
  ['order list group', OrderListGroup, orderListGroupSchema],
  ['load status', LoadStatus, loadStatusSchema],
  ['customer status', CustomerStatus, customerStatusSchema],
  ['order type', OrderType, orderTypeSchema],
  ['unit type', UnitType, unitTypeSchema],
  ['load designation', LoadDesignation, loadDesignationSchema],
  ['load type', LoadType, loadTypeSchema],
  ['trailer type', TrailerType, trailerTypeSchema],
  ['load stop type', LoadStopType, loadStopTypeSchema],
  ['changelog action', ChangelogAction, changelogActionSchema],
  ['compare type', CompareType, compareTypeSchema],
  ['filter operator', FilterOperator, filterOperatorSchema],
  ['scan-to-pick role', ScanToPickRole, scanToPickRoleSchema],
];

describe.each(tables)('%s codes', (_name, codes, schema) => {
  const values = Object.values(codes);

  it('accepts each of its codes', () => {
    for (const v of values) expect(schema.parse(v)).toBe(v);
  });

  it('refuses every other number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double()).filter((n) => !values.includes(n)),
        (n) => !schema.safeParse(n).success,
      ),
    );
  });

  it('refuses codes in other types', () => {
    for (const bad of [String(values[0]), null, undefined, true, [values[0]], { value: values[0] }]) {
      expect(schema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('code table sizes and values of the spec', () => {
  it('counts', () => {
    expect(Object.keys(OrderType)).toHaveLength(23);
    expect(Object.keys(UnitType)).toHaveLength(10);
    expect(Object.keys(LoadDesignation)).toHaveLength(16);
    expect(Object.keys(FilterOperator)).toHaveLength(19);
    expect(Object.keys(CompareType)).toHaveLength(7);
    expect(Object.keys(OrderStatus)).toHaveLength(12);
  });

  it('spot checks', () => {
    expect(OrderType).toMatchObject({ CaConsol: 1, RTV: 15, DirectToTrade: 23 });
    expect(FilterOperator).toMatchObject({ Is: 1, Between: 15, IsNotSet: 19 });
    expect(CompareType).toEqual({
      String: 1,
      Number: 2,
      DateTime: 3,
      TableEnum: 4,
      Boolean: 5,
      Enum: 8,
      DateOnly: 9,
    });
    expect(LoadType).toEqual({ TL: 0, LTL: 1 });
    expect(TrailerType).toEqual({ Dry: 1, Reefer: 2 });
    expect(LoadStopType).toEqual({ Pickup: 1, Delivery: 2 });
    expect(ChangelogAction).toEqual({ Updated: 0, Created: 1 });
    expect(ScanToPickRole).toEqual({ Admin: 27, Clerk: 28, Picker: 29, Qc: 30 });
  });

  it('unit type defaults to the twelve-pack case', () => {
    expect(defaultUnitType).toBe(2);
    expect(unitTypeLabel(defaultUnitType)).toBe('12 Pk Case');
  });
});

describe('defineCodes', () => {
  const t = defineCodes([
    ['Alpha', 1],
    ['BetaGamma', 5, 'Beta Gamma'],
  ]);

  it('builds codes, values, options and labels from one list', () => {
    expect(t.codes).toEqual({ Alpha: 1, BetaGamma: 5 });
    expect(t.values).toEqual([1, 5]);
    expect(t.options).toEqual([
      { value: 1, label: 'Alpha' },
      { value: 5, label: 'Beta Gamma' },
    ]);
    expect(t.label(5)).toBe('Beta Gamma');
    expect(t.nameOf(5)).toBe('BetaGamma');
    expect(t.has(1)).toBe(true);
    expect(t.has('1')).toBe(false);
  });

  it("labels anything else 'Unknown'", () => {
    for (const c of [null, undefined, 2, -1]) expect(t.label(c)).toBe(unknownLabel);
    expect(unknownLabel).toBe('Unknown');
  });

  it('refuses a table with a repeated code', () => {
    expect(() =>
      defineCodes([
        ['A', 1],
        ['B', 1],
      ]),
    ).toThrow(/Duplicate/);
  });
});
