import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { Temporal } from 'temporal-polyfill';
import { neutralise } from '#domain/spreadsheet-cell';
import { companyName, usDateTime } from './report-format';
import type { Cell, ReportColumn, ReportModel } from './report-model';

const numberFormats: Partial<Record<NonNullable<ReportColumn['kind']>, string>> = {
  number: '#,##0',
  decimal: '#,##0.00',
  money: '"$"#,##0.00',
  day: 'mm/dd/yyyy',
  date: 'mm/dd/yyyy',
  dateTime: 'mm/dd/yyyy h:mm AM/PM',
};

/**
 * A cell as the workbook stores it. Text that a spreadsheet could run as a formula (= + - @ tab CR) gets
 * the leading quote OWASP advises, the same rule as the CSV export; numbers and dates stay typed. A
 * spreadsheet's dates have no zone (exceljs writes a Date's UTC fields), so a day is written as its UTC
 * midnight and a moment as its wall clock in the business's zone (docs/decisions/054).
 */
export const xlsxValue = (value: Cell, kind?: ReportColumn['kind'], timeZone?: string): ExcelJS.CellValue => {
  if (typeof value === 'string')
    return kind === 'day' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00.000Z`)
      : neutralise(value);
  if (value instanceof Date && timeZone) return wallClock(value, timeZone);
  return value;
};

/** A moment's wall clock in a zone, as a Date whose UTC fields read it. */
function wallClock(moment: Date, timeZone: string): Date {
  const z = Temporal.Instant.fromEpochMilliseconds(moment.getTime()).toZonedDateTimeISO(timeZone);
  return new Date(Date.UTC(z.year, z.month - 1, z.day, z.hour, z.minute, z.second, z.millisecond));
}

/**
 * Writes the model as one worksheet through exceljs's streaming writer, row by row: company, title,
 * filters and generated-at above a bold header row that stays frozen on screen and repeats on printed
 * pages, group headings and subtotals in bold, totals last; the print footer numbers the pages.
 */
export function renderXlsx(model: ReportModel, generatedAt: Date, timeZone: string): PassThrough {
  const stream = new PassThrough();
  void write(stream, model, generatedAt, timeZone).catch((error: unknown) => stream.destroy(error as Error));
  return stream;
}

async function write(stream: PassThrough, model: ReportModel, generatedAt: Date, timeZone: string) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = companyName;
  workbook.created = generatedAt;
  const intro = [[companyName], [model.title], ...model.filters.map(([l, v]) => [`${l}: ${v}`])];
  intro.push([`Generated ${usDateTime(generatedAt, timeZone)}`], []);
  const headerRow = intro.length + 1;
  const sheet = workbook.addWorksheet(model.title.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: headerRow }],
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: { oddFooter: `&L${companyName} · ${model.title}&RPage &P of &N` },
  });
  sheet.pageSetup.printTitlesRow = `${headerRow}:${headerRow}`;
  sheet.columns = model.columns.map((c) => ({
    key: c.header,
    width: Math.max(10, Math.round(c.width * 1.6)),
    style: numberFormats[c.kind ?? 'text'] ? { numFmt: numberFormats[c.kind ?? 'text'] } : {},
  }));
  intro.forEach((cells, i) => {
    const row = sheet.addRow(cells.map((cell) => xlsxValue(cell)));
    if (i < 2) row.font = { bold: true, size: i === 1 ? 14 : 11 };
    row.commit();
  });
  const bold = (cells: Cell[]) => {
    const row = sheet.addRow(cells.map((cell) => xlsxValue(cell)));
    row.font = { bold: true };
    row.commit();
  };
  bold(model.columns.map((c) => c.header));
  let written = 0;
  for (const group of model.groups) {
    if (group.heading && group.rows.length) bold([group.heading]);
    if (group.rows.length)
      for (const note of group.notes ?? []) {
        const row = sheet.addRow([note.text]);
        if (note.alert) row.font = { bold: true };
        row.commit();
      }
    for (const cells of group.rows) {
      sheet.addRow(cells.map((cell, i) => xlsxValue(cell, model.columns[i]?.kind, timeZone))).commit();
      // Lets the response drain (and other requests run) while a long sheet is written.
      if (++written % 2000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (group.subtotal && group.rows.length) bold(group.subtotal);
  }
  if (written === 0) sheet.addRow([model.emptyText ?? 'No rows match these filters.']).commit();
  if (model.totals) bold(model.totals);
  sheet.commit();
  await workbook.commit();
}
