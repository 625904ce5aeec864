import PDFDocument from 'pdfkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { cellFonts, textRun } from './pdf-text-run';

const standardFontDataUrl = new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url)
  .pathname;

type Draw = (doc: PDFKit.PDFDocument, fonts: ReturnType<typeof cellFonts>) => void;

/** A one-page PDF drawn by `draw`, read back as a reader sees it: each text piece with its place and width. */
async function pieces(draw: Draw) {
  const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 0, autoFirstPage: false });
  const fonts = cellFonts(doc);
  doc.addPage();
  fonts.addToPage();
  draw(doc, fonts);
  doc.end();
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  const pdf = await getDocument({
    data: new Uint8Array(Buffer.concat(chunks)),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return content.items.flatMap((i) =>
    'str' in i && i.str.trim()
      ? [{ text: i.str, at: i.transform.map((v) => v.toFixed(3)), width: i.width.toFixed(3) }]
      : [],
  );
}

// Kerning pairs (AV, To, Ye, r.), digits, Latin-1, WinAnsi's curly quotes, dash and ellipsis.
const cells = [
  { x: 40, text: 'AVATAR Yew Tower r.' },
  { x: 200, text: '1,234.50' },
  { x: 300, text: 'Négociants · Café “Ünter” – 12½' },
  { x: 520, text: 'Bench Destination 1…' },
];

describe('textRun', () => {
  it.each([
    ['Helvetica', 'regular'],
    ['Helvetica-Bold', 'bold'],
  ] as const)(
    "places %s cells exactly where pdfkit's text puts them, with the same glyphs",
    async (name, kind) => {
      const ours = await pieces((doc, fonts) => {
        const run = textRun(fonts[kind], 8.5, doc.page.height, 100, cells);
        expect(run.rest).toEqual([]);
        doc.addContent(run.operators);
      });
      const theirs = await pieces((doc) => {
        doc.font(name).fontSize(8.5);
        for (const cell of cells) doc.text(cell.text, cell.x, 100, { lineBreak: false });
      });
      expect(ours.map((p) => p.text)).toEqual(cells.map((c) => c.text));
      expect(ours).toEqual(theirs);
    },
  );

  it('leaves a text outside WinAnsi to pdfkit, and skips empty cells', () => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const fonts = cellFonts(doc);
    const run = textRun(fonts.regular, 8.5, 612, 100, [
      { x: 40, text: 'Ωmega Imports' },
      { x: 90, text: '' },
      { x: 140, text: 'Acme' },
    ]);
    expect(run.rest).toEqual([{ x: 40, text: 'Ωmega Imports' }]);
    expect(run.operators.match(/ Tm\n/g)).toHaveLength(1);
    expect(run.operators).toContain('<41636d65>');
  });
});
