import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byteOrderMark, cellText, csvFileName, parseCsv, quote, toCsv } from './csv';
import { formulaTriggers, neutralise } from '#domain/spreadsheet-cell';

const table = fc.integer({ min: 1, max: 6 }).chain((width) =>
  fc.array(fc.array(fc.string({ unit: 'binary' }), { minLength: width, maxLength: width }), {
    minLength: 1,
    maxLength: 8,
  }),
);

describe('csv', () => {
  it('quotes every value and doubles quotes', () => {
    expect(
      toCsv([
        ['Name', 'Note'],
        ['Acme "East"', 'a,b\nc'],
        [7, null],
      ]),
    ).toBe('"Name","Note"\r\n"Acme ""East""","a,b\nc"\r\n"7",""\r\n');
    expect(quote('')).toBe('""');
    expect(toCsv([])).toBe('');
  });

  it('neutralises cells a spreadsheet would run, but not numbers', () => {
    expect(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'].map(cellText)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2+3",
      "'@cmd",
      "'\tx",
      "'\rx",
    ]);
    expect(cellText(-5)).toBe('-5');
    expect(cellText(Number.NaN)).toBe('');
    expect(cellText(true)).toBe('Yes');
    expect(cellText(new Date('2025-09-04T12:00:00Z'))).toBe('2025-09-04T12:00:00.000Z');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText(undefined)).toBe('');
  });

  it('round-trips any table of text through parse(toCsv(x))', () => {
    fc.assert(
      fc.property(table, (rows) => {
        expect(parseCsv(toCsv(rows))).toEqual(rows.map((r) => r.map(neutralise)));
        expect(parseCsv(byteOrderMark + toCsv(rows))).toEqual(rows.map((r) => r.map(neutralise)));
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves a text cell starting with a formula trigger', () => {
    const risky = fc.tuple(fc.constantFrom(...formulaTriggers), fc.string()).map(([t, s]) => t + s);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), risky), { minLength: 1, maxLength: 10 }), (cells) => {
        for (const cell of parseCsv(toCsv([cells]))[0]!) {
          expect(formulaTriggers.some((t) => cell.startsWith(t))).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('names the file after the title and the day', () => {
    expect(csvFileName('Storage Customers', '2025-09-04')).toBe('Storage_Customers_2025-09-04.csv');
    expect(csvFileName(' a/b: c ', '2025-09-04')).toBe('ab_c_2025-09-04.csv');
    expect(csvFileName('', '2025-09-04')).toBe('export_2025-09-04.csv');
  });
});
