import type { SnapshotFrom } from 'xstate';
import type { listExportMachine } from './list-export.machine';

export type ListExportSnapshot = SnapshotFrom<typeof listExportMachine>;

export const selectIsExporting = (s: ListExportSnapshot) => s.hasTag('busy');
/** Rows fetched and rows the file will hold; total is 0 until the first page tells it. */
export const selectExportProgress = (s: ListExportSnapshot) => ({
  fetched: s.context.fetched,
  total: s.context.total,
});
/** 0-100 for a progress bar; null before the total is known. */
export const selectExportPercent = (s: ListExportSnapshot): number | null =>
  s.context.total > 0 ? Math.round((s.context.fetched / s.context.total) * 100) : null;
export const selectExportError = (s: ListExportSnapshot) => s.context.error;
export const selectCanCancelExport = (s: ListExportSnapshot) => s.can({ type: 'export.cancelled' });
export const selectLastExport = (s: ListExportSnapshot) => s.context.lastFile;
/** After an export that stopped at the 2000-row limit: rows written and rows the list had. */
export const selectExportLimitNotice = (s: ListExportSnapshot) => s.context.limitNotice;
