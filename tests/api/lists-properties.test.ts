import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CompareType, type CompareTypeCode, type FilterOperatorCode } from '#contract/filter-codes';
import type { FilterItem, ListQueryInput } from '#contract/list-query';
import type { PagerItem } from '#contract/pager';
import { compareTypesOfKind, operatorsOfCompareType, textMatchOperators } from '#server/lists/filter-rules';
import type { ListProperty } from '#server/lists/list-definition';
import { readReferenceRows, referenceAnswer, type ReferenceRow } from '#fixtures/list-reference';
import { useAdmin, useTestApp } from '#fixtures/file-app';
import { adminListContext, listsByName, type AnyList } from '#fixtures/list-routes';

/**
 * Random filter groups, sorts, searches, letters and pages: the API must answer the same rows, in the same
 * order, with the same total, as the in-memory reference (tests/fixtures/list-reference.ts).
 * Orders, the list everyone works in, 1,000 runs; the other five 200 each.
 */
const runsFor = (name: string) => (name === 'orders' ? 1000 : 200);
/** The server's clock, frozen a few days after the template's anchor day so the relative date operators bite. */
const now = new Date('2025-09-10T12:34:56.789Z');

const t = useTestApp();
beforeAll(() => {
  t.deps.now = () => now;
});
const admin = useAdmin(t);

const C = CompareType;

/** Text that tempts every escape: LIKE wildcards, the escape character, quotes, SQL. */
const hostileText = fc.constantFrom('%', '_', '\\', "'", '%_', "o'", "'; drop table orders; --", ' ', 'a%b');

function sampleText(samples: string[]): fc.Arbitrary<string> {
  const fromData = samples.length
    ? fc
        .tuple(fc.constantFrom(...samples), fc.nat(), fc.integer({ min: 1, max: 6 }), fc.boolean())
        .map(([s, start, length, upper]) => {
          const from = start % Math.max(1, s.length);
          const piece = s.slice(from, from + length) || s;
          return upper ? piece.toUpperCase() : piece;
        })
        .filter((s) => s.length > 0)
    : fc.constant('x');
  return fc.oneof(
    { weight: 5, arbitrary: fromData },
    {
      weight: 1,
      arbitrary: samples.length ? fc.constantFrom(...samples).filter((s) => s.length > 0) : fc.constant('x'),
    },
    { weight: 1, arbitrary: hostileText },
  );
}

function dateText(samples: number[], byDay: boolean): fc.Arbitrary<string> {
  const base = samples.length ? fc.constantFrom(...samples) : fc.constant(now.getTime());
  return fc
    .tuple(base, fc.integer({ min: -3 * 1440, max: 3 * 1440 }), fc.nat(3))
    .map(([ms, minutes, form]) => {
      const shifted = new Date(ms + (form === 0 ? 0 : minutes * 60_000));
      const isoText = shifted.toISOString();
      if (byDay || form === 1) return isoText.slice(0, 10);
      if (form === 2) return isoText.replace('Z', '+00:00');
      return isoText;
    });
}

function single(
  p: ListProperty,
  ct: CompareTypeCode,
  op: FilterOperatorCode,
  samples: unknown[],
): fc.Arbitrary<unknown> {
  switch (ct) {
    case C.String:
      return sampleText(samples as string[]);
    case C.Boolean:
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
    case C.DateTime:
    case C.DateOnly:
      return dateText(samples as number[], ct === C.DateOnly);
    default: {
      if (ct === C.Enum && p.codes) return fc.constantFrom(...p.codes);
      const numbers = samples as number[];
      if (textMatchOperators.includes(op)) {
        const digits = numbers.map((n) => (p.scale === undefined ? String(n) : n.toFixed(p.scale)));
        return sampleText(digits.length ? digits : ['1']).filter((s) => /^[0-9.]{1,20}$/.test(s));
      }
      const max = Math.max(10, ...numbers.map(Math.abs));
      const random =
        p.kind === 'decimal'
          ? fc.double({ min: -1, max: max * 1.2, noNaN: true, noDefaultInfinity: true })
          : fc.integer({ min: -1, max: Math.ceil(max * 1.2) });
      return numbers.length ? fc.oneof(fc.constantFrom(...numbers), random) : random;
    }
  }
}

/** A property as the API spells it, or now and then as the spec does ("SystemUserId"). */
const spelling = (name: string) =>
  fc.oneof(
    { weight: 9, arbitrary: fc.constant(name) },
    { weight: 1, arbitrary: fc.constant(name[0]!.toUpperCase() + name.slice(1)) },
  );

const valueless = new Set<number>([11, 12, 13, 14, 18, 19]);
const many = new Set<number>([C.String, C.Number, C.Enum, C.TableEnum]);

function filterItem(list: AnyList, rows: ReferenceRow[]): fc.Arbitrary<FilterItem> {
  const names = Object.keys(list.properties).filter((n) => list.properties[n]!.filterable !== false);
  return fc.constantFrom(...names).chain((name) => {
    const p = list.properties[name]!;
    const samples = rows.map((r) => r.values[name]).filter((v) => v !== null);
    return fc.constantFrom(...compareTypesOfKind[p.kind]).chain((ct) => {
      const ops = operatorsOfCompareType[ct].filter(
        (op) => !(textMatchOperators.includes(op) && p.kind === 'decimal' && p.scale === undefined),
      );
      return fc.constantFrom(...ops).chain((op) => {
        const one = single(p, ct, op, samples);
        const value: fc.Arbitrary<unknown> = valueless.has(op)
          ? fc.constantFrom(undefined, null, '')
          : op === 15
            ? fc.tuple(one, one)
            : (op === 1 || op === 2) && many.has(ct)
              ? fc.oneof(one, fc.array(one, { minLength: 1, maxLength: 3 }))
              : one;
        return fc.tuple(value, spelling(name)).map(
          ([v, property]) =>
            ({
              property,
              compareType: ct,
              operatorType: op,
              ...(v === undefined ? {} : { value: v }),
            }) as FilterItem,
        );
      });
    });
  });
}

function queryOf(list: AnyList, rows: ReferenceRow[]): fc.Arbitrary<ListQueryInput> {
  const sortable = Object.keys(list.properties).filter((n) => list.properties[n]!.sortable !== false);
  const searchable = rows.flatMap((r) =>
    list.search
      .map((name) => r.values[name])
      .filter((v): v is string => typeof v === 'string' && v.trim() !== ''),
  );
  const words = searchable.flatMap((s) => s.split(/\s+/)).filter(Boolean);
  const search = fc.oneof(
    sampleText(words)
      .map((w) => w.trim())
      .filter((w) => w.length > 0),
    fc.tuple(sampleText(words), sampleText(words)).map(([a, b]) => `${a} ${b}`.trim()),
    fc.constantFrom(...rows.slice(0, 20).map((r) => String(r.id))),
  );
  return fc.record(
    {
      filters: fc.array(fc.array(filterItem(list, rows), { maxLength: 3 }), { maxLength: 3 }),
      sortColumns: fc.array(
        fc.record({ sortBy: fc.constantFrom(...sortable).chain(spelling), isSortAscending: fc.boolean() }),
        {
          maxLength: 3,
        },
      ),
      filterText: search,
      pagerLetter: fc.constantFrom('a', 'B', 'c', 'm', 'S', 'w'),
      pageSize: fc.constantFrom(1, 3, 10, 25, -1),
      pageNumber: fc.nat(4),
      pagingDisabled: fc.boolean(),
    },
    { requiredKeys: ['pageSize', 'pageNumber'] },
  );
}

const cases = (['orders', 'loads', 'locations', 'carriers', 'customers', 'system users'] as const).map(
  (name) => [name, listsByName[name].list, listsByName[name].path] as const,
);

describe.each(cases)('%s: the API answers what the reference does', (_name, list, path) => {
  let rows: ReferenceRow[];
  beforeAll(async () => {
    rows = await readReferenceRows(t.database, list, adminListContext(t, now));
    expect(rows.length).toBeGreaterThan(3);
  });

  it(`${runsFor(_name)} random queries`, async () => {
    await fc.assert(
      fc.asyncProperty(queryOf(list, rows), async (query) => {
        const res = await t.call('POST', path, { token: admin.token, body: query });
        const body = (await res.json()) as unknown;
        expect(res.status, JSON.stringify(body)).toBe(200);
        const answer = body as Record<string, unknown>[];
        const pager = answer.at(-1) as PagerItem;
        const ids = answer.slice(0, -1).map((item) => item[list.idProperty]);
        const expected = referenceAnswer(list, rows, query, now);
        expect({ ids, total: pager.totalItems }).toEqual(expected);
      }),
      { numRuns: runsFor(_name) },
    );
    // A thousand calls: about 15 s alone, more on a busy machine (the Node 24 run beside other work took 31 s).
  }, 120_000);
});
