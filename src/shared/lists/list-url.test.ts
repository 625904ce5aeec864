import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import { filterGroupsSchema, type FilterItem } from '#contract/list-query';
import { readListUrl, writeListUrl } from './list-url';

const booked: FilterItem = {
  property: 'refOrderStatusId',
  compareType: CompareType.Enum,
  operatorType: FilterOperator.Is,
  value: [2, 3],
};

describe('list URL state', () => {
  it('writes filters and letter beside the page’s other parameters, and reads them back', () => {
    const search = writeListUrl('?tab=2', { filters: [[booked]], pagerLetter: 'C' });
    expect(new URLSearchParams(search).get('tab')).toBe('2');
    expect(readListUrl(search)).toEqual({ filters: [[booked]], pagerLetter: 'C' });
  });

  it('writes the same text for a URL read back, whatever order the keys came in', () => {
    const search = writeListUrl('', { filters: [[booked]], pagerLetter: null });
    expect(
      writeListUrl(search, {
        ...readListUrl(search),
        pagerLetter: null,
        filters: readListUrl(search).filters!,
      }),
    ).toBe(search);
  });

  it('removes what is no longer in force', () => {
    expect(writeListUrl('?filters=x&letter=B', { filters: [], pagerLetter: null })).toBe('');
  });

  it('names only the parts the URL holds, and ignores broken ones', () => {
    expect(readListUrl('')).toEqual({});
    expect(readListUrl('?filters=not-json')).toEqual({});
    expect(readListUrl('?filters=%5B%5B%7B%22property%22%3A1%7D%5D%5D')).toEqual({});
    expect(readListUrl('?letter=ab')).toEqual({ pagerLetter: null });
  });

  it('carries the order and load lists’ grouping, a known one only (a board link opens on its rows)', () => {
    const search = writeListUrl('', { filters: [[booked]], pagerLetter: null, fields: { currentOrders: 4 } });
    expect(new URLSearchParams(search).get('group')).toBe('4');
    expect(readListUrl(search)).toEqual({ filters: [[booked]], fields: { currentOrders: 4 } });
    expect(readListUrl('?group=9')).toEqual({});
    expect(readListUrl('?group=all')).toEqual({});
    // A list without a grouping leaves the address's as it is.
    expect(writeListUrl('?group=2', { filters: [], pagerLetter: null, fields: {} })).toBe('?group=2');
  });

  it('round-trips any text value the list query accepts', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const filters = [[{ ...booked, compareType: CompareType.String, value: text }]];
        const back = readListUrl(writeListUrl('', { filters, pagerLetter: null }));
        const valid = filterGroupsSchema.safeParse(filters).success;
        expect(back.filters).toEqual(valid ? filters : undefined);
      }),
    );
  });
});
