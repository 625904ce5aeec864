import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  amount,
  boundedAmount,
  idText,
  idTextMessage,
  isCalendarDateTime,
  isoDate,
  isoDateTime,
  moneyColumnLimit,
  numericColumnLimit,
  plainString,
  text,
} from './scalars';
import { controlCharacterMessage, isWellFormedText, malformedTextMessage } from './plain-text';

describe('plainString', () => {
  it.each(['\u0000', 'a\u0000b', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B[31m', '\u001F'])(
    'refuses the control character in %j with the field message',
    (value) => {
      const result = text(50).safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(controlCharacterMessage);
    },
  );

  it('keeps tab, line breaks and any printable text, accents and emoji included', () => {
    for (const value of ['a\tb', 'line\nnext', 'crlf\r\n', 'Zoë Ångström', '東京', '🚚', '', ' ']) {
      expect(plainString().parse(value)).toBe(value);
    }
  });
});

describe('isoDateTime and isoDate', () => {
  it.each([
    '2025-00-10',
    '2025-13-01',
    '2025-01-00',
    '2025-02-30',
    '2023-02-29',
    '0000-01-01',
    '2025-01-01T24:00:00Z',
    '2025-01-01T10:60:00Z',
    '2025-01-01T10:00:61Z',
    '2025-01-01T10:00:00+25:00',
  ])('refuses %s, which has the shape but names no real moment', (value) => {
    expect(isoDateTime.safeParse(value).success).toBe(false);
    if (value.length === 10) expect(isoDate.safeParse(value).success).toBe(false);
  });

  it.each([
    '2024-02-29',
    '2025-12-31',
    '2025-01-01T00:00:00Z',
    '2025-06-30T23:59:59.999+14:00',
    '2025-09-04 13:05',
  ])('accepts %s', (value) => expect(isoDateTime.parse(value)).toBe(value));

  it('agrees with Temporal strict parsing on every year-month-day', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (y, m, d) => {
          const value = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
          let real = true;
          try {
            Temporal.PlainDate.from({ year: y, month: m, day: d }, { overflow: 'reject' });
          } catch {
            real = false;
          }
          expect(isCalendarDateTime(value), value).toBe(real);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('well-formed text (issue #27)', () => {
  it.each(['\ud800', 'a\ud800b', '\udfff', 'x\udc00\ud800'])(
    'refuses the unpaired surrogate in %j',
    (value) => {
      expect(isWellFormedText(value)).toBe(false);
      const result = text(50).safeParse(value);
      expect(result.error?.issues.map((i) => i.message)).toContain(malformedTextMessage);
    },
  );

  it('takes every well-formed string, pairs included', () => {
    expect(text(50).safeParse('wine 🍷 Ünïcødé').success).toBe(true);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => {
        expect(isWellFormedText(value)).toBe(true);
      }),
    );
  });
});

describe('amounts bounded by their column (issue #27)', () => {
  it('numeric(12, 2) holds ten digits before the point', () => {
    expect(numericColumnLimit(12, 2)).toBe(9_999_999_999.99);
    expect(moneyColumnLimit).toBe(9_999_999_999.99);
  });

  it.each([1e10, -1e10, 9_999_999_999.995, 1e300])('refuses %d with a field message', (value) => {
    const result = amount.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^(Max|Min) value /);
  });

  it('takes what fits, and uses a field’s own messages', () => {
    expect(amount.safeParse(9_999_999_999.99).success).toBe(true);
    const revenue = boundedAmount({ min: 0, max: 999_999, maxMessage: 'Too much' });
    expect(revenue.safeParse(1_000_000).error?.issues[0]?.message).toBe('Too much');
    expect(revenue.safeParse(-1).error?.issues[0]?.message).toBe('Min value 0');
  });
});

describe('idText (issue #27)', () => {
  it.each(['+1', '0x1', '1e0', ' 1', '1 ', '01', '1.0', '0', '', '-1'])('refuses %j', (value) => {
    const result = idText.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(idTextMessage);
  });

  it('reads digits as the row id, up to the largest integer column', () => {
    expect(idText.safeParse('2147483648').success).toBe(false);
    expect(idText.parse('1')).toBe(1);
    expect(idText.parse('2147483647')).toBe(2_147_483_647);
  });
});
