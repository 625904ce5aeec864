import { fontMetrics, type FontMetrics } from './pdf-metrics';

/**
 * The Unicode characters that WinAnsiEncoding (PDF 32000-1, annex D) places in 0x80–0x9F; the rest of
 * its codes are Latin-1's. The standard fonts are written with this encoding.
 */
const winAnsiHigh: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};
const hex = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** The character's WinAnsi code, or -1 for a control character or one the encoding lacks. */
const codeOf = (c: number) =>
  (c >= 0x20 && c < 0x7f) || (c >= 0xa0 && c <= 0xff) ? c : (winAnsiHigh[c] ?? -1);

/** As pdfkit writes numbers into a content stream. */
const num = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * The hex string and kerning of one text for a TJ operator, as pdfkit writes it (the kerning pairs of
 * the font's metrics), or null when a character is outside WinAnsi: such a text is left to pdfkit.
 */
function shown(metrics: FontMetrics, text: string): string | null {
  let out = '<';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const code = codeOf(c);
    if (code < 0) return null;
    out += hex[code];
    if (i + 1 < text.length) {
      const k = metrics.kern(c, text.charCodeAt(i + 1));
      if (k !== 0) out += `> ${num(-k)} <`;
    }
  }
  return `[${out}>] TJ`;
}

export interface RunFont {
  metrics: FontMetrics;
  /** The name the page's resources give the font. */
  resource: string;
  /** The font's ascender (AFM), in thousandths of its size: pdfkit places text by its top, PDF by its baseline. */
  ascender: number;
}

/**
 * One line of table cells as PDF content-stream operators: a single text object (BT … ET) that places each
 * cell with a text matrix, instead of one pdfkit `text` call per cell (each its own graphics state, text
 * object and font selection). The glyphs, kerning and positions are those pdfkit would write for
 * `text(cell, x, y, { lineBreak: false })`, so the page looks the same. Answers the operators and the
 * cells it could not encode (characters outside WinAnsi), which the caller draws with pdfkit.
 */
export function textRun(
  font: RunFont,
  size: number,
  pageHeight: number,
  y: number,
  cells: readonly { x: number; text: string }[],
): { operators: string; rest: { x: number; text: string }[] } {
  const baseline = num(pageHeight - y - (font.ascender / 1000) * size);
  const rest: { x: number; text: string }[] = [];
  // pdfkit's pages draw with y running down; the text object is set in PDF's own space, as pdfkit's are.
  let operators = `q\n1 0 0 -1 0 ${num(pageHeight)} cm\nBT\n/${font.resource} ${num(size)} Tf\n`;
  for (const cell of cells) {
    if (cell.text === '') continue;
    const tj = shown(font.metrics, cell.text);
    if (tj === null) rest.push(cell);
    else operators += `1 0 0 1 ${num(cell.x)} ${baseline} Tm\n${tj}\n`;
  }
  return { operators: `${operators}ET\nQ`, rest };
}

/**
 * The document's own font resources for text runs, Helvetica and Helvetica-Bold: standard Type 1 fonts
 * need no file, only a dictionary, which `addToPage` names in each new page's resources.
 */
export function cellFonts(doc: PDFKit.PDFDocument) {
  const refs = new Map<string, PDFKit.PDFKitReference>();
  const font = (baseFont: string, resource: string): RunFont => {
    const ref = doc.ref({ Type: 'Font', Subtype: 'Type1', BaseFont: baseFont, Encoding: 'WinAnsiEncoding' });
    ref.end(null);
    refs.set(resource, ref);
    // Both fonts' AFM ascender; the tests hold the positions to pdfkit's own.
    return { metrics: fontMetrics(baseFont), resource, ascender: 718 };
  };
  return {
    regular: font('Helvetica', 'CellRegular'),
    bold: font('Helvetica-Bold', 'CellBold'),
    addToPage: () => {
      const resources = doc.page.fonts as Record<string, PDFKit.PDFKitReference>;
      for (const [name, ref] of refs) resources[name] = ref;
    },
  };
}
