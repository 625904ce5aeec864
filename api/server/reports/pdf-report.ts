import PDFDocument from 'pdfkit';
import {
  bodyWidth,
  layout,
  noteFont,
  noteSize,
  page,
  pageCount,
  rowHeight,
  type Painter,
} from './pdf-layout';
import { cellFonts, textRun, type RunFont } from './pdf-text-run';
import { cellText, companyName, usDateTime } from './report-format';
import type { ReportColumn, ReportModel } from './report-model';

const footerY = page.height - page.margin + 8;
const fontSize = 8.5;
const ink = '#1f2933';
const muted = '#52606d';
const rule = '#cbd2d9';
const brand = '#1d4e89';
const alertInk = '#ab2419';

type Doc = PDFKit.PDFDocument;

type PlacedColumn = ReportColumn & { x: number; w: number; right: boolean };

const placeColumns = (columns: ReportColumn[]): PlacedColumn[] => {
  const total = columns.reduce((s, c) => s + c.width, 0);
  let x = page.margin;
  return columns.map((c) => {
    const w = (c.width / total) * bodyWidth;
    const placed = {
      ...c,
      x,
      w,
      right: c.kind !== undefined && c.kind !== 'text' && c.kind !== 'date' && c.kind !== 'day',
    };
    x += w;
    return placed;
  });
};

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
 * generated-at time and "Page N of M". The page count comes from walking the layout once without
 * drawing (pdf-layout.ts), so nothing is buffered: the returned Readable streams as pages end, and
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
  const steps = layout(model, painter(doc, model, generatedAt, timeZone, pageCount(model)));
  for (let step = steps.next(); !step.done; step = steps.next()) {
    if (step.value % 4 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  doc.end();
}

/**
 * Draws what the layout places. Cells are the bulk (10 per row, 10,000 rows): a row's cells are one text
 * object written as content-stream operators (pdf-text-run.ts) rather than one pdfkit `text` call each,
 * cut with an ellipsis and right-aligned with our own font metrics (pdf-metrics.ts). The title, headings,
 * header row and footer, a few lines a page, stay pdfkit `text` calls.
 */
function painter(doc: Doc, model: ReportModel, generatedAt: Date, timeZone: string, pages: number): Painter {
  const columns = placeColumns(model.columns);
  const generated = `Generated ${usDateTime(generatedAt, timeZone)}`;
  const fonts = cellFonts(doc);
  const cells = (font: RunFont, texts: readonly string[], y: number) => {
    const placed: { x: number; text: string }[] = [];
    for (let i = 0; i < columns.length; i++) {
      const c = columns[i]!;
      const text = texts[i]!;
      if (text === '') continue;
      const shown = font.metrics.fit(text, c.w - 6, fontSize);
      placed.push({
        x: c.right ? c.x + c.w - 3 - font.metrics.width(shown, fontSize) : c.x + 3,
        text: shown,
      });
    }
    const run = textRun(font, fontSize, page.height, y, placed);
    doc.addContent(run.operators);
    if (run.rest.length === 0) return;
    doc.font(font === fonts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(fontSize);
    for (const cell of run.rest) doc.text(cell.text, cell.x, y, { lineBreak: false });
  };
  return {
    page(pageNumber) {
      doc.addPage();
      fonts.addToPage();
      doc.font('Helvetica').fontSize(7.5).fillColor(muted);
      doc.text(`${companyName} · ${model.title}`, page.margin, footerY, { lineBreak: false });
      const right = `${generated} · Page ${pageNumber} of ${pages}`;
      doc.text(right, page.width - page.margin - doc.widthOfString(right), footerY, { lineBreak: false });
    },
    title(y) {
      drawLogo(doc, page.margin, y);
      doc.font('Helvetica-Bold').fontSize(11).fillColor(brand);
      doc.text(companyName, page.margin + 44, y + 2, { lineBreak: false });
      doc
        .fontSize(16)
        .fillColor(ink)
        .text(model.title, page.margin + 44, y + 15, { lineBreak: false });
      let at = y + 44;
      doc.font('Helvetica').fontSize(9).fillColor(muted);
      for (const [label, value] of model.filters) {
        doc.font('Helvetica-Bold').text(`${label}: `, page.margin, at, { lineBreak: false, continued: true });
        doc.font('Helvetica').text(value, { lineBreak: false });
        at += 12;
      }
      doc.text(generated, page.margin, at, { lineBreak: false });
    },
    header(y) {
      doc.rect(page.margin, y, bodyWidth, rowHeight + 2).fill('#e4e7eb');
      doc.fillColor(ink);
      cells(
        fonts.bold,
        columns.map((c) => c.header),
        y + 4,
      );
    },
    empty(y) {
      doc.font('Helvetica-Oblique').fontSize(9).fillColor(muted);
      doc.text(model.emptyText ?? 'No rows match these filters.', page.margin + 3, y + 4, {
        lineBreak: false,
      });
      doc.fillColor(ink).font('Helvetica').fontSize(fontSize);
    },
    heading(y, heading) {
      doc.font('Helvetica-Bold').fontSize(9).fillColor(brand);
      doc.text(fonts.bold.metrics.fit(heading, bodyWidth, 9), page.margin + 3, y + 5, { lineBreak: false });
      doc.font('Helvetica').fontSize(fontSize).fillColor(ink);
    },
    note(y, text, alert) {
      doc
        .font(noteFont({ text, alert }))
        .fontSize(noteSize)
        .fillColor(alert ? alertInk : ink);
      // Already wrapped to the body's width by the layout (noteLines), in this font.
      doc.text(text, page.margin + 3, y + 2, { lineBreak: false });
      doc.font('Helvetica').fontSize(fontSize).fillColor(ink);
    },
    row(y, values, isBold) {
      const texts = columns.map((c, i) => cellText(values[i] ?? null, c.kind, timeZone));
      cells(isBold ? fonts.bold : fonts.regular, texts, y + 3);
    },
    rule(y, width) {
      doc
        .moveTo(page.margin, y)
        .lineTo(page.width - page.margin, y)
        .lineWidth(width)
        .stroke(rule);
    },
  };
}
