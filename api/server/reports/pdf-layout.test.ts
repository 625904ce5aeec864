import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bodyWidth,
  layout,
  noteLines,
  noteSize,
  page,
  pageCount,
  rowHeight,
  type Painter,
} from './pdf-layout';
import { fontMetrics } from './pdf-metrics';
import type { ReportModel } from './report-model';

/** Records what the layout places, page by page. */
function recorder() {
  const pages: { rows: number; notes: number; lowest: number }[] = [];
  const at = (y: number, height = rowHeight) => {
    const current = pages.at(-1)!;
    current.lowest = Math.max(current.lowest, y + height);
  };
  const painter: Painter = {
    page: (n) => {
      expect(n).toBe(pages.length + 1);
      pages.push({ rows: 0, notes: 0, lowest: 0 });
    },
    title: () => {},
    header: (y) => at(y),
    empty: (y) => at(y),
    heading: (y) => at(y),
    note: (y) => {
      pages.at(-1)!.notes += 1;
      at(y, 11);
    },
    row: (y) => {
      pages.at(-1)!.rows += 1;
      at(y);
    },
    rule: (y) => at(y, 0),
  };
  return { pages, painter };
}

const model = (
  groups: { heading: boolean; rows: number; subtotal: boolean; notes?: number }[],
  totals: boolean,
): ReportModel => ({
  title: 'T',
  filters: [['Date window', '05/01/2025 to 05/31/2025']],
  columns: [{ header: 'A', width: 1 }],
  groups: groups.map((g) => ({
    heading: g.heading ? 'Group' : undefined,
    notes: Array.from({ length: g.notes ?? 0 }, (_, i) => ({ text: `Note ${i}`, alert: i % 2 === 1 })),
    rows: Array.from({ length: g.rows }, (_, i) => [String(i)]),
    subtotal: g.subtotal ? ['Subtotal'] : undefined,
  })),
  totals: totals ? ['Total'] : undefined,
});

describe('layout', () => {
  it('counts, without drawing, exactly the pages it draws, and keeps every line above the footer', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ heading: fc.boolean(), rows: fc.nat(120), subtotal: fc.boolean(), notes: fc.nat(50) }),
          { maxLength: 8 },
        ),
        fc.boolean(),
        (groups, totals) => {
          const m = model(groups, totals);
          const { pages, painter } = recorder();
          const walk = layout(m, painter);
          let step = walk.next();
          while (!step.done) step = walk.next();
          expect(step.value).toBe(pages.length);
          expect(pageCount(m)).toBe(pages.length);
          for (const p of pages) expect(p.lowest).toBeLessThanOrEqual(page.height - page.margin - 12);
          const drawnRows = pages.reduce((n, p) => n + p.rows, 0);
          const modelRows = m.groups.reduce(
            (n, g) => n + (g.rows.length ? g.rows.length + (g.subtotal ? 1 : 0) : 0),
            0,
          );
          expect(drawnRows).toBe(modelRows + (totals ? 1 : 0));
          const drawnNotes = pages.reduce((n, p) => n + p.notes, 0);
          expect(drawnNotes).toBe(m.groups.reduce((n, g) => n + (g.rows.length ? g.notes!.length : 0), 0));
        },
      ),
    );
  });

  it('puts 31 rows under the title on the first page and 36 on each page after it', () => {
    expect(pageCount(model([{ heading: false, rows: 1, subtotal: false }], false))).toBe(1);
    const first = 31;
    expect(pageCount(model([{ heading: false, rows: first, subtotal: false }], false))).toBe(1);
    expect(pageCount(model([{ heading: false, rows: first + 1, subtotal: false }], false))).toBe(2);
    expect(pageCount(model([{ heading: false, rows: first + 36, subtotal: false }], false))).toBe(2);
    expect(pageCount(model([{ heading: false, rows: first + 37, subtotal: false }], false))).toBe(3);
  });

  it('wraps a note at spaces to the body width, keeps its lines apart, and cuts a word too wide to wrap', () => {
    const metrics = fontMetrics('Helvetica');
    const long = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const lines = noteLines([{ text: `Issue with stop: ${long}\nSecond line`, alert: false }]);
    expect(lines.length).toBeGreaterThan(2);
    for (const l of lines) expect(metrics.width(l.text, noteSize)).toBeLessThanOrEqual(bodyWidth - 6);
    expect(lines.map((l) => l.text).join(' ')).toBe(`Issue with stop: ${long} Second line`);
    expect(lines.at(-1)!.text).toBe('Second line');
    const [cut] = noteLines([{ text: 'x'.repeat(400), alert: true }]);
    expect(cut!.text.endsWith('…')).toBe(true);
    expect(cut!.alert).toBe(true);
  });
});
