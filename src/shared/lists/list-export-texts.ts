import { exportLimits } from '#machines/list-export/export-limits';

const count = new Intl.NumberFormat('en-US');

/** Spec 2 §9 caps a CSV export at 2,000 rows; these say so before and after, in one number format. */
export const exportTexts = {
  /** The button's hint, always: what a press exports. */
  hint: `Exports the selected rows, or the first ${count.format(exportLimits.maxRows)} rows of the list`,
  /** Beside the button, before a press, when the list is longer than a file may be. */
  capped: (listTotal: number) =>
    `first ${count.format(exportLimits.maxRows)} of ${count.format(listTotal)} rows`,
  /** After a file that stopped at the limit. */
  cut: (rows: number, available: number) =>
    `The file holds the first ${count.format(rows)} of ${count.format(available)} rows: a CSV export stops at ${count.format(exportLimits.maxRows)} rows. Narrow the list with search or a filter to export the rest.`,
} as const;

/** The list is longer than one export file: only the first 2,000 rows would go. */
export const exportIsCapped = (listTotal: number, selectedCount: number) =>
  selectedCount === 0 && listTotal > exportLimits.maxRows;
