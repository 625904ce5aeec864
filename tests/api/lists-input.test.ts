import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompareType, compareTypeCodes, FilterOperator, filterOperatorCodes } from '#contract/filter-codes';
import { listQueryLimits, listQuerySchema } from '#contract/list-query';
import { maxPageSize } from '#contract/pager';
import { loadPaths, orderPaths } from '#contract/paths';
import { allPermissionCodes } from '#contract/permissions';
import { HttpError } from '#server/http/errors';
import { allRowsCap, checkQuery } from '#server/lists/compile-query';
import { compareTypesOfKind, operatorsOfCompareType } from '#server/lists/filter-rules';
import { ordersList } from '#server/lists/orders.list';
import { createSignedInUser, errorBody } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';
import { adminListContext, everyListPath, listsByName } from '#fixtures/list-routes';

const t = useTestApp();
const admin = useAdmin(t);

const listPaths = everyListPath;

const post = (path: string, body: unknown) => t.call('POST', path, { token: admin.token, body });
const orders = (body: unknown) => post(orderPaths.getItems, body);

/** A fingerprint of every table the lists read: hostile input must leave it as it was. */
async function fingerprint() {
  const tables = [
    'orders',
    'loads',
    'order_customers',
    'carriers',
    'locations',
    'storage_customers',
    'system_users',
    'system_roles',
    'system_user_requests',
    'notes',
  ];
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await t.database.rows<{ n: number; h: string }>(
      sql`select count(*)::int as n, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as h from ${sql.identifier(table)} x`,
    );
    parts.push(`${table}:${row!.n}:${row!.h}`);
  }
  return parts.join('|');
}

const injections = [
  "'; drop table orders; --",
  "' or '1'='1",
  '"; delete from orders; --',
  '%',
  '_',
  '\\',
  "\\'; select pg_sleep(5); --",
  '$1',
  '{{7*7}}',
  '\u0000',
];

describe('hostile input answers 400 and changes nothing', () => {
  let before: string;
  beforeAll(async () => {
    before = await fingerprint();
  });
  afterAll(async () => {
    expect(await fingerprint()).toBe(before);
  });

  it.each(listPaths)('%s refuses unknown properties, sort columns and keys, naming them', async (path) => {
    let res = await post(path, {
      filters: [[{ property: 'noSuchThing', value: 'x', compareType: 1, operatorType: 1 }]],
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({
      'filters.0.0.property': "Unknown property 'noSuchThing' for this list",
    });
    res = await post(path, { sortColumns: [{ sortBy: 'noSuchThing', isSortAscending: true }] });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toHaveProperty(['sortColumns.0.sortBy']);
    res = await post(path, { pageSize: 10, sneaky: true });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({ sneaky: 'Unknown field' });
    res = await post(path, { fields: { dropTables: true } });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({ 'fields.dropTables': 'Unknown field' });
  });

  it.each(injections)('injection text %j in every free-text field is only ever a value', async (text) => {
    // PostgreSQL text cannot hold NUL: refused up front, never a server error.
    const asValue = text.includes('\u0000') ? 400 : 200;
    for (const path of listPaths) {
      // As a value: searched for literally.
      let res = await post(path, { filterText: text });
      expect(res.status, path).toBe(asValue);
      // As a property, sort column or letter: refused by the shape rules.
      res = await post(path, { filters: [[{ property: text, value: 1, compareType: 1, operatorType: 1 }]] });
      expect(res.status, path).toBe(400);
      res = await post(path, { sortColumns: [{ sortBy: text, isSortAscending: true }] });
      expect(res.status, path).toBe(400);
      res = await post(path, { pagerLetter: text });
      expect(res.status, path).toBe(400);
    }
    for (const property of ['poNumber', 'producerName', 'bol', 'orderCustomerName', 'sourceLocationName']) {
      for (const operatorType of [1, 2, 3, 4, 16, 17]) {
        const res = await orders({ filters: [[{ property, value: text, compareType: 1, operatorType }]] });
        expect(res.status).toBe(asValue);
      }
    }
    for (const field of ['dateStartInclusive', 'dateEndExclusive']) {
      expect((await orders({ fields: { [field]: text } })).status).toBe(400);
    }
  });

  it('refuses wrong types', async () => {
    const bodies: unknown[] = [
      [],
      'orders',
      42,
      { pageNumber: '0' },
      { pageNumber: -1 },
      { pageNumber: 1.5 },
      { pageSize: 0 },
      { pageSize: -2 },
      { pageSize: '25' },
      { filterText: 7 },
      { filters: 'x' },
      { filters: [{ property: 'poNumber' }] },
      { filters: [[{ property: 'poNumber', value: { $gt: 1 }, compareType: 1, operatorType: 1 }]] },
      { filters: [[{ property: 'poNumber', value: 'x', compareType: 6, operatorType: 1 }]] },
      { filters: [[{ property: 'poNumber', value: 'x', compareType: 1, operatorType: 20 }]] },
      { filters: [[{ property: 'poNumber', value: 'x', compareType: 1, operatorType: 1, extra: 1 }]] },
      { sortColumns: [{ sortBy: 'poNumber' }] },
      { sortColumns: [{ sortBy: 'poNumber', isSortAscending: 'yes' }] },
      { fields: { currentOrders: 9 } },
      { fields: { orderCustomerId: 'one' } },
      { fields: { loadIds: [1, 'two'] } },
      { fields: { excludeStatusIds: [-1] } },
      { pagerLetter: 'AB' },
      { pagerLetter: '1' },
    ];
    for (const body of bodies) {
      const res = await orders(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(res)).code).toMatch(/^(validation_failed|bad_request)$/);
    }
    const res = await t.call('POST', orderPaths.getItems, {
      token: admin.token,
      rawBody: '{"pageSize": 10',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('refuses huge pages, huge texts and thousands of filters', async () => {
    expect((await orders({ pageSize: maxPageSize + 1 })).status).toBe(400);
    expect((await orders({ pageSize: 1e12 })).status).toBe(400);
    expect((await orders({ pageNumber: 1e12 })).status).toBe(400);
    expect((await orders({ filterText: 'x'.repeat(listQueryLimits.filterText + 1) })).status).toBe(400);
    const words = Array.from({ length: 11 }, (_, i) => `w${i}`).join(' ');
    const res = await orders({ filterText: words });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toHaveProperty('filterText');
    const filter = { property: 'poNumber', value: 'x', compareType: 1, operatorType: 3 };
    const tenThousand = Array.from({ length: 100 }, () => Array.from({ length: 100 }, () => filter));
    expect((await orders({ filters: tenThousand })).status).toBe(400);
    expect((await orders({ filters: [Array.from({ length: 10_000 }, () => filter)] })).status).toBe(400);
    expect((await orders({ filters: Array.from({ length: 10_000 }, () => [filter]) })).status).toBe(400);
    expect(
      (
        await orders({
          filters: [[{ ...filter, operatorType: 1, value: Array.from({ length: 10_000 }, () => 'x') }]],
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await orders({
          sortColumns: Array.from({ length: 100 }, () => ({ sortBy: 'orderId', isSortAscending: true })),
        })
      ).status,
    ).toBe(400);
    expect((await orders({ fields: { loadIds: Array.from({ length: 10_000 }, (_, i) => i) } })).status).toBe(
      400,
    );
  });

  it(`answers 'All' with at most ${allRowsCap} rows`, async () => {
    const res = await orders({ pageSize: -1 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { totalItems?: number; pageSize?: number }[];
    expect(body.length - 1).toBeLessThanOrEqual(allRowsCap);
    expect(body.at(-1)).toMatchObject({ pageSize: -1, totalPages: 1, pageNumber: 1 });
  });
});

describe('every compare type and operator pairing', () => {
  const sample: Record<string, [string, unknown]> = {
    text: ['poNumber', 'PO'],
    integer: ['quantity', 5],
    decimal: ['revenue', 10.5],
    id: ['orderCustomerId', 1],
    code: ['refOrderStatusId', 250],
    datetime: ['dateAdded', '2025-09-01'],
    boolean: ['isPicked', true],
  };
  const valueless = new Set<number>([11, 12, 13, 14, 18, 19]);

  const valueFor = (value: unknown, compareType: number, operatorType: number) =>
    operatorType === FilterOperator.Between
      ? [value, value]
      : valueless.has(operatorType)
        ? undefined
        : compareType === CompareType.Number && [3, 4, 16, 17].includes(operatorType)
          ? '1'
          : value;
  const pairings = Object.entries(sample).flatMap(([kind, [property, value]]) =>
    compareTypeCodes.flatMap((compareType) =>
      filterOperatorCodes.map((operatorType) => {
        const fits =
          compareTypesOfKind[kind as keyof typeof compareTypesOfKind].includes(compareType) &&
          operatorsOfCompareType[compareType].includes(operatorType);
        const v = valueFor(value, compareType, operatorType);
        return {
          kind,
          fits,
          filter: { property, compareType, operatorType, ...(v === undefined ? {} : { value: v }) },
        };
      }),
    ),
  );

  it('runs every pairing that fits, on the database', async () => {
    const fitting = pairings.filter((p) => p.fits);
    expect(fitting.length).toBeGreaterThan(90);
    for (const { filter } of fitting) {
      const res = await orders({ filters: [[filter]] });
      expect(res.status, JSON.stringify(filter)).toBe(200);
    }
  });

  it('refuses every other pairing with a 400 naming the compare type or operator', () => {
    const ctx = adminListContext(t);
    for (const { filter, fits } of pairings.filter((p) => !p.fits)) {
      let error: unknown;
      try {
        checkQuery(ordersList, listQuerySchema.parse({ filters: [[filter]] }), ctx);
      } catch (e) {
        error = e;
      }
      expect(error, JSON.stringify(filter)).toBeInstanceOf(HttpError);
      const body = (error as HttpError).body();
      expect(fits).toBe(false);
      expect(Object.keys(body.fields ?? {}), JSON.stringify(filter)).toEqual([
        expect.stringMatching(/^filters\.0\.0\.(compareType|operatorType)$/),
      ]);
    }
  });

  it('refuses values that do not fit the operator', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ property: 'poNumber', compareType: 1, operatorType: 18, value: 'x' }, 'IsSet takes no value'],
      [
        { property: 'dateAdded', compareType: 3, operatorType: 12, value: '2025-01-01' },
        'PastWeek takes no value',
      ],
      [{ property: 'quantity', compareType: 2, operatorType: 15, value: [1] }, 'Between takes two values'],
      [
        { property: 'quantity', compareType: 2, operatorType: 15, value: [1, 2, 3] },
        'Between takes two values',
      ],
      [{ property: 'quantity', compareType: 2, operatorType: 5 }, 'GreaterThan takes one value'],
      [
        { property: 'quantity', compareType: 2, operatorType: 5, value: [1, 2] },
        'GreaterThan takes one value',
      ],
      [{ property: 'quantity', compareType: 2, operatorType: 1, value: 'many' }, 'Must be a number'],
      [{ property: 'quantity', compareType: 2, operatorType: 1, value: 1.5 }, 'Must be a whole number'],
      [{ property: 'quantity', compareType: 2, operatorType: 1, value: 2 ** 40 }, 'Must be a whole number'],
      [{ property: 'quantity', compareType: 2, operatorType: 3, value: '1%' }, 'Must be digits'],
      [
        { property: 'refOrderStatusId', compareType: 8, operatorType: 1, value: 999 },
        '999 is not one of the codes',
      ],
      [{ property: 'poNumber', compareType: 1, operatorType: 1, value: '' }, 'A value is required'],
      [{ property: 'poNumber', compareType: 1, operatorType: 1, value: [] }, 'A value is required'],
      [{ property: 'poNumber', compareType: 1, operatorType: 3, value: true }, 'Must be text'],
      [{ property: 'isPicked', compareType: 5, operatorType: 1, value: 'yes' }, 'Must be true or false'],
      [{ property: 'dateAdded', compareType: 3, operatorType: 7, value: 'yesterday' }, 'Must be a date'],
      [{ property: 'dateAdded', compareType: 9, operatorType: 1, value: '2025-02-30' }, 'Must be a date'],
      [
        { property: 'dateAdded', compareType: 3, operatorType: 1, value: ['2025-01-01', '2025-01-02'] },
        'Is takes one value',
      ],
      [{ property: 'poNumber', compareType: 1, operatorType: 3, value: 'a\u0000b' }, 'control characters'],
    ];
    for (const [filter, message] of bad) {
      const res = await orders({ filters: [[filter]] });
      expect(res.status, JSON.stringify(filter)).toBe(400);
      const body = await errorBody(res);
      expect(
        body.fields?.['filters.0.0.value'] ?? body.fields?.['filters.0.0.operatorType'],
        JSON.stringify(filter),
      ).toContain(message);
    }
  });

  it('names every problem at once', async () => {
    const res = await orders({
      filters: [
        [{ property: 'poNumber', compareType: 2, operatorType: 1, value: 1 }],
        [
          { property: 'quantity', compareType: 2, operatorType: 1, value: 1 },
          { property: 'nope', compareType: 1, operatorType: 1, value: 'x' },
        ],
      ],
      sortColumns: [
        { sortBy: 'orderId', isSortAscending: true },
        { sortBy: 'nope', isSortAscending: true },
      ],
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await errorBody(res)).fields!).sort()).toEqual([
      'filters.0.0.compareType',
      'filters.1.1.property',
      'sortColumns.1.sortBy',
    ]);
  });
});

/** Shaped like a date, naming none: before the fix month 00 and 13 threw in the parser (500). */
const impossibleDates = [
  '2025-00-10',
  '2025-13-01',
  '2025-01-00',
  '2025-02-30',
  '0000-01-01',
  '2025-13-01T10:00:00Z',
  '2025-00-00T00:00:00',
  '2025-01-01T24:00:00Z',
];

describe('impossible dates answer 400 in every date filter of every list', () => {
  // Every list with a date property (storage customers have none).
  const lists = Object.values(listsByName).map(({ path, list }) => [path, list] as const);

  it.each(lists)('%s', async (path, list) => {
    const dateProperties = Object.entries(list.properties)
      .filter(([, p]) => p.kind === 'datetime' && p.filterable !== false)
      .map(([name]) => name);
    expect(dateProperties.length, path).toBeGreaterThan(0);
    for (const property of dateProperties) {
      for (const compareType of [CompareType.DateTime, CompareType.DateOnly]) {
        for (const value of impossibleDates) {
          for (const [operatorType, v] of [
            [FilterOperator.Is, value],
            [FilterOperator.After, value],
            [FilterOperator.Between, ['2025-01-01', value]],
          ] as const) {
            const filter = { property, compareType, operatorType, value: v };
            const res = await post(path, { filters: [[filter]] });
            expect(res.status, JSON.stringify(filter)).toBe(400);
            expect((await errorBody(res)).fields, JSON.stringify(filter)).toHaveProperty([
              'filters.0.0.value',
            ]);
          }
        }
      }
    }
  });

  it.each([orderPaths.getItems, loadPaths.getItems])('%s date range fields', async (path) => {
    for (const field of ['dateStartInclusive', 'dateEndExclusive']) {
      for (const value of impossibleDates) {
        const res = await post(path, { fields: { [field]: value } });
        expect(res.status, `${field} ${value}`).toBe(400);
        expect((await errorBody(res)).fields, `${field} ${value}`).toHaveProperty([`fields.${field}`]);
      }
    }
  });

  it('a customer sending them gets the same 400', async () => {
    const customer = await createSignedInUser(t, {
      identities: [{ type: 'customer', orderCustomerId: 1, permissionCodes: [...allPermissionCodes] }],
    });
    for (const value of impossibleDates) {
      const filter = { property: 'dateAdded', compareType: CompareType.DateTime, operatorType: 1, value };
      let res = await t.call('POST', orderPaths.getItems, {
        token: customer.token,
        body: { filters: [[filter]] },
      });
      expect(res.status, value).toBe(400);
      res = await t.call('POST', orderPaths.getItems, {
        token: customer.token,
        body: { fields: { dateStartInclusive: value } },
      });
      expect(res.status, value).toBe(400);
    }
  });
});
