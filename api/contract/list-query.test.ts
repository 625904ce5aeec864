import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator } from './filter-codes';
import {
  defaultListQuery,
  listQueryLimits,
  listQuerySchema,
  orderListGroupOf,
  searchOptionsSchema,
  type FilterItem,
} from './list-query';

const filter: FilterItem = {
  property: 'refOrderStatusId',
  value: [100, 150],
  compareType: CompareType.TableEnum,
  operatorType: FilterOperator.Is,
};

describe('list query defaults', () => {
  it('an empty body gets page 0, size 20, related entities included', () => {
    expect(defaultListQuery()).toEqual({ pageNumber: 0, pageSize: 20, includeRelatedEntities: true });
    expect(searchOptionsSchema.parse({})).toEqual({
      pageNumber: 0,
      pageSize: 20,
      includeRelatedEntities: true,
    });
  });

  it("accepts -1 as 'All' and any size from 1 to 1000", () => {
    expect(listQuerySchema.parse({ pageSize: -1 }).pageSize).toBe(-1);
    expect(listQuerySchema.parse({ pageSize: 5 }).pageSize).toBe(5);
    for (const bad of [0, -2, 1001, 2.5, '20'])
      expect(listQuerySchema.safeParse({ pageSize: bad }).success).toBe(false);
  });

  it('takes both variants of the spec', () => {
    const business = {
      pageNumber: 2,
      pageSize: 50,
      sortColumns: [{ sortBy: 'dateAdded', isSortAscending: false }],
      filterText: 'merlot',
      filters: [[filter], [{ ...filter, operatorType: FilterOperator.IsNot }]],
      fields: {
        currentOrders: 1,
        orderCustomerId: 7,
        chosenDesignationIds: [1, 16],
        systemRoleGroup: 'employee',
      },
      useDefaultReport: false,
      includeRelatedEntities: false,
    };
    expect(searchOptionsSchema.parse(business)).toEqual(business);
    const accounts = {
      ...business,
      pagingDisabled: true,
      pagerLetter: 'M',
      columnSelection: ['firstName', 'lastName'],
      report: { reportColumns: ['firstName'], columnSettingsJson: '{}' },
    };
    expect(listQuerySchema.parse(accounts)).toEqual(accounts);
    expect(searchOptionsSchema.safeParse(accounts).success).toBe(false);
  });

  it('maps currentOrders to a grouping', () => {
    expect(orderListGroupOf(undefined)).toBe(4);
    expect(orderListGroupOf(true)).toBe(1);
    expect(orderListGroupOf(false)).toBe(4);
    expect(orderListGroupOf(3)).toBe(3);
  });
});

describe('hostile list queries are refused', () => {
  const refused = (body: unknown) => expect(listQuerySchema.safeParse(body).success).toBe(false);

  it('unknown keys, at every level', () => {
    refused({ pageNumber: 0, $where: '1=1' });
    refused({ fields: { dropTable: true } });
    refused({ filters: [[{ ...filter, sql: 'x' }]] });
    refused({ sortColumns: [{ sortBy: 'a', isSortAscending: true, extra: 1 }] });
  });

  it('oversized text', () => {
    refused({ filterText: 'x'.repeat(listQueryLimits.filterText + 1) });
    expect(listQuerySchema.safeParse({ filterText: 'x'.repeat(200) }).success).toBe(true);
    refused({ filters: [[{ ...filter, value: 'x'.repeat(201) }]] });
  });

  it('too many filters or groups', () => {
    refused({ filters: [Array.from({ length: 10_000 }, () => filter)] });
    refused({ filters: Array.from({ length: 21 }, () => [filter]) });
    refused({ filters: [Array.from({ length: 21 }, () => filter)] });
    expect(
      listQuerySchema.safeParse({ filters: Array.from({ length: 20 }, () => Array(20).fill(filter)) })
        .success,
    ).toBe(true);
  });

  it('wrong types', () => {
    refused({ pageNumber: '0' });
    refused({ pageNumber: -1 });
    refused({ filters: [filter] });
    refused({ filters: [[{ ...filter, compareType: 6 }]] });
    refused({ filters: [[{ ...filter, operatorType: 20 }]] });
    refused({ filters: [[{ ...filter, property: 'a; drop table' }]] });
    refused({ filters: [[{ ...filter, value: { $gt: 1 } }]] });
    refused({ includeRelatedEntities: 'yes' });
    refused({ pagerLetter: 'AB' });
    refused({ fields: { loadIds: ['1'] } });
    refused(null);
    refused([]);
  });

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (body) => {
        const result = listQuerySchema.safeParse(body);
        return typeof result.success === 'boolean';
      }),
    );
  });

  it('any accepted filter keeps its limits', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.array(
            fc.record({
              property: fc.string(),
              value: fc.string(),
              compareType: fc.integer(),
              operatorType: fc.integer(),
            }),
          ),
        ),
        (filters) => {
          const r = listQuerySchema.safeParse({ filters });
          if (!r.success) return true;
          const groups = r.data.filters ?? [];
          return groups.length <= 20 && groups.every((g) => g.length <= 20);
        },
      ),
    );
  });
});
