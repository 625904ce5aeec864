import PDFDocument from 'pdfkit';
import { cellText, companyName, usDateTime } from './report-format';
import type { Cell, ReportColumn, ReportModel } from './report-model';

const page = { width: 792, height: 612, margin: 36 };
const bodyWidth = page.width - 2 * page.margin;
const footerY = page.height - page.margin + 8;
const tableBottom = page.height - page.margin - 12;
const rowHeight = 14;
const fontSize = 8.5;
const ink = '#1f2933';
const muted = '#52606d';
const rule = '#cbd2d9';
const brand = '#1d4e89';

type Doc = PDFKit.PDFDocument;

interface Layout {
  columns: (ReportColumn & { x: number; w: number; right: boolean })[];
}

const layoutOf = (columns: ReportColumn[]): Layout => {
  const total = columns.reduce((s, c) => s + c.width, 0);
  let x = page.margin;
  return {
    columns: columns.map((c) => {
      const w = (c.width / total) * bodyWidth;
      const placed = { ...c, x, w, right: c.kind !== undefined && c.kind !== 'text' && c.kind !== 'date' };
      x += w;
      return placed;
    }),
  };
};

/** Cuts a text to the width with an ellipsis; standard-font widths are a table lookup, so this is cheap. */
function fit(doc: Doc, text: string, width: number, size = fontSize): string {
  // No Helvetica glyph is wider than the font size, so a short text fits without measuring it.
  if (text.length * size <= width || doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo)}…`;
}

/** The company mark: drawn, so the report needs no image file and stays sharp at any zoom. */
function drawLogo(doc: Doc, x: number, y: number) {
  doc.save().roundedRect(x, y, 34, 34, 6).fill(brand);
  doc.polygon([x + 7, y + 24], [x + 17, y + 8], [x + 27, y + 24]).fill('#ffffff');
  doc.rect(x + 7, y + 26, 20, 2.5).fill('#ffffff');
  doc.restore();
}

/**
 * Renders the model as a PDF on US Letter, landscape: logo, company, title and filters on the first
 * page, the table's header repeated on each page, group subtotals, totals, and a footer with the
 * generated-at time and the page number. Returns the document, a Readable that streams as pages end;
 * rendering yields to the event loop every few pages so a long report does not hold the server.
 */
export function renderPdf(model: ReportModel, generatedAt: Date, timeZone: string): Doc {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    info: { Title: model.title, Author: companyName, Creator: companyName },
  });
  void draw(doc, model, generatedAt, timeZone).catch((error: unknown) => doc.emit('error', error));
  return doc;
}

async function draw(doc: Doc, model: ReportModel, generatedAt: Date, timeZone: string) {
  const layout = layoutOf(model.columns);
  const generated = `Generated ${usDateTime(generatedAt, timeZone)}`;
  let pageNumber = 0;
  let y = 0;

  const newPage = () => {
    doc.addPage();
    pageNumber += 1;
    doc.font('Helvetica').fontSize(7.5).fillColor(muted);
    doc.text(`${companyName} · ${model.title}`, page.margin, footerY, { lineBreak: false });
    const right = `${generated} · Page ${pageNumber}`;
    doc.text(right, page.width - page.margin - doc.widthOfString(right), footerY, { lineBreak: false });
    y = page.margin;
  };
  const header = () => {
    doc.rect(page.margin, y, bodyWidth, rowHeight + 2).fill('#e4e7eb');
    doc.font('Helvetica-Bold').fontSize(fontSize).fillColor(ink);
    for (const c of layout.columns) text(c, c.header, y + 4);
    y += rowHeight + 4;
    doc.font('Helvetica');
  };
  const text = (c: Layout['columns'][number], value: string, at: number) => {
    const shown = fit(doc, value, c.w - 6);
    const x = c.right ? c.x + c.w - 3 - doc.widthOfString(shown) : c.x + 3;
    doc.text(shown, x, at, { lineBreak: false });
  };
  const row = (cells: Cell[]) => {
    layout.columns.forEach((c, i) => text(c, cellText(cells[i] ?? null, c.kind, timeZone), y + 3));
    y += rowHeight;
  };
  const room = async (height: number) => {
    if (y + height <= tableBottom) return;
    newPage();
    header();
    if (pageNumber % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
  };
  const line = (width = 0.5) =>
    doc
      .moveTo(page.margin, y)
      .lineTo(page.width - page.margin, y)
      .lineWidth(width)
      .stroke(rule);

  newPage();
  drawLogo(doc, page.margin, y);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(brand)
    .text(companyName, page.margin + 44, y + 2, {
      lineBreak: false,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(ink)
    .text(model.title, page.margin + 44, y + 15, {
      lineBreak: false,
    });
  y += 44;
  doc.font('Helvetica').fontSize(9).fillColor(muted);
  for (const [label, value] of model.filters) {
    doc.font('Helvetica-Bold').text(`${label}: `, page.margin, y, { lineBreak: false, continued: true });
    doc.font('Helvetica').text(value, { lineBreak: false });
    y += 12;
  }
  doc.text(generated, page.margin, y, { lineBreak: false });
  y += 18;
  doc.fillColor(ink);
  header();

  if (model.groups.every((g) => g.rows.length === 0)) {
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(muted);
    doc.text(model.emptyText ?? 'No rows match these filters.', page.margin + 3, y + 4, { lineBreak: false });
    y += rowHeight + 4;
    doc.fillColor(ink).font('Helvetica').fontSize(fontSize);
  }
  for (const group of model.groups) {
    if (group.rows.length === 0) continue;
    if (group.heading) {
      await room(rowHeight * 3);
      doc.font('Helvetica-Bold').fontSize(9).fillColor(brand);
      doc.text(fit(doc, group.heading, bodyWidth, 9), page.margin + 3, y + 5, { lineBreak: false });
      doc.font('Helvetica').fontSize(fontSize).fillColor(ink);
      y += rowHeight + 3;
    }
    for (const cells of group.rows) {
      await room(rowHeight);
      row(cells);
    }
    if (group.subtotal) {
      await room(rowHeight + 2);
      line();
      doc.font('Helvetica-Bold');
      row(group.subtotal);
      doc.font('Helvetica');
      y += 2;
    }
  }
  if (model.totals) {
    await room(rowHeight + 4);
    y += 2;
    line(1);
    doc.font('Helvetica-Bold');
    row(model.totals);
  }
  doc.end();
}
