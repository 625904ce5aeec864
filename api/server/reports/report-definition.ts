import type { Db } from '../db/connect';
import type { ReportInput } from './report-input';
import type { ReportModel } from './report-model';

/** One report: its call, title, format, and how it reads the database into the layout model. */
export interface ReportDefinition {
  title: string;
  format: 'pdf' | 'xlsx';
  build(db: Db, input: ReportInput): Promise<ReportModel>;
}
