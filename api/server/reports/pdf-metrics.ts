import PDFDocument from 'pdfkit';

/** Text widths of one standard PDF font, in points at a given size. */
export interface FontMetrics {
  width(text: string, size: number): number;
  /** The kerning between two characters, in thousandths of the font size (negative: closer). */
  kern(left: number, right: number): number;
  /** The text, or as much of it as fits the width followed by an ellipsis. */
  fit(text: string, width: number, size: number): string;
}

const ellipsis = '…';
const ellipsisCode = ellipsis.charCodeAt(0);

/**
 * pdfkit's `widthOfString` looks each glyph and each kerning pair up by name (a string built per pair),
 * so measuring a cell costs more than drawing it. The standard fonts' metrics are fixed, so this learns
 * them from pdfkit once, a character and a pair at a time at size 1000 (whole font units, so the sums are
 * exact), and keeps them in number-keyed maps: the same widths, kerning included, at a fraction of the cost.
 */
function metricsOf(font: string): FontMetrics {
  // A document that is never written: only its font metrics are read, through the public API.
  const ruler = new PDFDocument({ autoFirstPage: false }).font(font).fontSize(1000);
  const chars = new Map<number, number>();
  const kerns = new Map<number, number>();
  const char = (code: number) => {
    let w = chars.get(code);
    if (w === undefined) {
      w = ruler.widthOfString(String.fromCharCode(code));
      chars.set(code, w);
    }
    return w;
  };
  const kern = (left: number, right: number) => {
    const key = left * 65536 + right;
    let k = kerns.get(key);
    if (k === undefined) {
      k = ruler.widthOfString(String.fromCharCode(left, right)) - char(left) - char(right);
      kerns.set(key, k);
    }
    return k;
  };
  /** Width in font units of text[0, end), the kerning with the character after it left out. */
  const units = (text: string, end: number) => {
    let w = 0;
    for (let i = 0; i < end; i++) {
      const code = text.charCodeAt(i);
      w += char(code);
      if (i + 1 < end) w += kern(code, text.charCodeAt(i + 1));
    }
    return w;
  };
  return {
    width: (text, size) => units(text, text.length) * (size / 1000),
    kern,
    fit(text, width, size) {
      const limit = (width * 1000) / size;
      // No Helvetica glyph is wider than the font size, so a short text fits without measuring it.
      if (text.length * 1000 <= limit || units(text, text.length) <= limit) return text;
      // The longest prefix that still fits with the ellipsis after it, in one pass.
      let w = 0;
      let fits = 0;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        w += char(code);
        if (w + kern(code, ellipsisCode) + char(ellipsisCode) > limit) break;
        fits = i + 1;
        if (i + 1 < text.length) w += kern(code, text.charCodeAt(i + 1));
      }
      return `${text.slice(0, fits)}${ellipsis}`;
    },
  };
}

const fonts = new Map<string, FontMetrics>();

/** The metrics of a standard font ('Helvetica', 'Helvetica-Bold', …), learnt on first use. */
export function fontMetrics(font: string): FontMetrics {
  let metrics = fonts.get(font);
  if (!metrics) {
    metrics = metricsOf(font);
    fonts.set(font, metrics);
  }
  return metrics;
}
