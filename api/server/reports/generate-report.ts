import type { Readable } from 'node:stream';
import { reportFileName } from '#contract/report-request';
import type { SearchFields } from '#contract/list-query';
import type { Db } from '../db/connect';
import { renderPdf } from './pdf-report';
import { businessDay } from './report-format';
import { windowOf } from './report-input';
import type { ReportDefinition } from './report-definition';
import { renderXlsx } from './xlsx-report';
import { contentTypes } from './report-catalog';

export interface GeneratedReport {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/** Reads a report's rows and starts rendering it; the bytes stream from the returned Readable. */
export async function generateReport(
  db: Db,
  report: ReportDefinition,
  fields: SearchFields,
  generatedAt: Date,
  timeZone: string,
): Promise<GeneratedReport> {
  const model = await report.build(db, { fields, window: windowOf(fields, timeZone), timeZone });
  const stream =
    report.format === 'pdf'
      ? renderPdf(model, generatedAt, timeZone)
      : renderXlsx(model, generatedAt, timeZone);
  return {
    fileName: reportFileName(report.title, businessDay(generatedAt, timeZone), report.format),
    contentType: contentTypes[report.format],
    stream,
  };
}

/** The whole report in memory, for an e-mail attachment. */
export async function reportBytes(report: GeneratedReport): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of report.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
