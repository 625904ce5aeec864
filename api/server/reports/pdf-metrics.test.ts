import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { fontMetrics } from './pdf-metrics';

const fonts = ['Helvetica', 'Helvetica-Bold'] as const;
// Letters with kerning pairs (AV, Te, r.), digits, punctuation, Latin-1 and WinAnsi's curly quotes and ellipsis.
const cellText = fc.string({
  unit: fc.constantFrom(...'AVTWYLPFervwy.,-/ 0123456789#$()éÖß·’“”…'.split('')),
  maxLength: 40,
});

describe('fontMetrics', () => {
  it.each(fonts)(
    "gives pdfkit's own widths, kerning included, for %s (to a billionth of a point)",
    (font) => {
      const doc = new PDFDocument({ autoFirstPage: false }).font(font);
      fc.assert(
        fc.property(cellText, fc.constantFrom(7.5, 8.5, 9, 16), (text, size) => {
          expect(fontMetrics(font).width(text, size)).toBeCloseTo(doc.fontSize(size).widthOfString(text), 9);
        }),
      );
    },
  );

  it.each(fonts)('cuts %s text to the longest prefix that fits with an ellipsis', (font) => {
    const doc = new PDFDocument({ autoFirstPage: false }).font(font).fontSize(8.5);
    fc.assert(
      fc.property(cellText, fc.double({ min: 8, max: 120, noNaN: true }), (text, width) => {
        const shown = fontMetrics(font).fit(text, width, 8.5);
        if (doc.widthOfString(text) <= width) {
          expect(shown).toBe(text);
          return;
        }
        expect(shown.endsWith('…')).toBe(true);
        const kept = shown.length - 1;
        expect(text.startsWith(shown.slice(0, kept))).toBe(true);
        // When not even one character fits, the ellipsis alone stands for the text.
        if (kept > 0) expect(doc.widthOfString(shown)).toBeLessThanOrEqual(width);
        expect(doc.widthOfString(`${text.slice(0, kept + 1)}…`)).toBeGreaterThan(width);
      }),
    );
  });

  it('cuts a long customer name as a reader sees it', () => {
    expect(fontMetrics('Helvetica').fit('Northwest Distribution Services of Oregon', 60, 8.5)).toBe(
      'Northwest Di…',
    );
    expect(fontMetrics('Helvetica').fit('Acme', 60, 8.5)).toBe('Acme');
  });
});
