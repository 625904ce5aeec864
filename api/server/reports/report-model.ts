/** A cell as a report holds it: PDF formats it, XLSX writes it typed. */
export type Cell = string | number | Date | null;

export interface ReportColumn {
  header: string;
  /** Relative width; the PDF shares the page width out by these. */
  width: number;
  /**
   * 'day': a calendar day, `YYYY-MM-DD` as its `date` column holds it (docs/decisions/054), printed as that
   * day in every zone; 'date' and 'dateTime': a moment, printed in the business's zone.
   */
  kind?: 'text' | 'number' | 'decimal' | 'money' | 'day' | 'date' | 'dateTime';
}

/** A line of text under a group's heading; an alert (a stop's issue) stands out. */
export interface ReportNote {
  text: string;
  alert?: boolean;
}

/** A block of rows under an optional heading (a destination, a warehouse), with its own subtotal row. */
export interface ReportGroup {
  heading?: string;
  /** Lines between the heading and the rows, wrapped to the page (a stop's window, appointment, issue). */
  notes?: ReportNote[];
  rows: Cell[][];
  subtotal?: Cell[];
}

/** Everything a generated report shows; one model, rendered as PDF or XLSX. */
export interface ReportModel {
  title: string;
  /** The filters used, as label and value ("Date window", "Customer", "Warehouse"). */
  filters: [label: string, value: string][];
  columns: ReportColumn[];
  groups: ReportGroup[];
  totals?: Cell[];
  /** Shown when there are no rows. */
  emptyText?: string;
}

export const rowCount = (model: ReportModel) => model.groups.reduce((n, g) => n + g.rows.length, 0);
