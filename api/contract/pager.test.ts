import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  listResponseSchema,
  makePager,
  noPagerMessage,
  normalizePageSize,
  pageSizeLabel,
  pageSizeOptions,
  pageWindow,
  splitListResponse,
  type PagerItem,
} from './pager';

const pager: PagerItem = { totalItems: 42, totalPages: 3, pageNumber: 1, pageSize: 20 };
const item = z.object({ orderId: z.number() });

describe('page sizes', () => {
  it('offers 10, 25, 50, 100 and All', () => {
    expect(pageSizeOptions).toEqual([10, 25, 50, 100, -1]);
    expect(pageSizeLabel(-1)).toBe('All');
    expect(pageSizeLabel(25)).toBe('25');
  });

  it('normalizePageSize always returns an allowed size, and keeps allowed ones', () => {
    fc.assert(
      fc.property(fc.anything(), (v) =>
        (pageSizeOptions as readonly unknown[]).includes(normalizePageSize(v)),
      ),
    );
    for (const s of pageSizeOptions) expect(normalizePageSize(s)).toBe(s);
    expect(normalizePageSize(20)).toBe(10);
    expect(normalizePageSize('25')).toBe(10);
  });
});

describe('list responses', () => {
  it('split into items and the trailing pager', () => {
    expect(splitListResponse([{ orderId: 1 }, { orderId: 2 }, pager])).toEqual({
      items: [{ orderId: 1 }, { orderId: 2 }],
      pager,
    });
    expect(splitListResponse([pager])).toEqual({ items: [], pager });
  });

  it('without a pager, or empty, or null', () => {
    expect(splitListResponse([{ orderId: 1 }])).toEqual({ items: [{ orderId: 1 }], pager: null });
    expect(splitListResponse([])).toEqual({ items: [], pager: null });
    expect(splitListResponse(null)).toEqual({ items: [], pager: null });
  });

  it('the schema wants items then exactly one pager, last', () => {
    const schema = listResponseSchema(item);
    expect(schema.parse([{ orderId: 1 }, pager])).toEqual([{ orderId: 1 }, pager]);
    expect(schema.safeParse([pager]).success).toBe(true);
    for (const bad of [
      [],
      [{ orderId: 1 }],
      [pager, { orderId: 1 }],
      [pager, pager],
      [{ orderId: 'x' }, pager],
    ]) {
      expect(schema.safeParse(bad).success).toBe(false);
    }
    expect(schema.safeParse([{ orderId: 1 }]).error?.issues[0]?.message).toBe(noPagerMessage);
  });
});

describe('makePager and pageWindow', () => {
  it('counts pages from 1 and shows up to five numbers', () => {
    expect(makePager(42, 0, 20)).toEqual({ ...pager, pages: [1, 2, 3], itemStart: 1, itemEnd: 20 });
    expect(makePager(42, 2, 20)).toMatchObject({ pageNumber: 3, itemStart: 41, itemEnd: 42 });
    expect(makePager(0, 0, 20)).toMatchObject({ totalPages: 0, pages: [], itemStart: 0, itemEnd: 0 });
    expect(makePager(500, 0, -1)).toMatchObject({ totalPages: 1, itemStart: 1, itemEnd: 500, pageSize: -1 });
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('the window always holds the current page and stays in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, p) => {
        const page = Math.min(p, total);
        const w = pageWindow(page, total);
        return w.includes(page) && w.length === Math.min(5, total) && w[0]! >= 1 && w[w.length - 1]! <= total;
      }),
    );
  });
});
