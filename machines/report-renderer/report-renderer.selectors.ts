import type { SnapshotFrom } from 'xstate';
import type { reportRendererMachine } from './report-renderer.machine';

export type ReportRendererSnapshot = SnapshotFrom<typeof reportRendererMachine>;

/** What the renderer's view shows, in one object (compare with shallowEqual). */
export const selectReportRendererView = (s: ReportRendererSnapshot) => ({
  generating: s.hasTag('busy'),
  error: s.context.error,
  report: s.context.report,
  shown: s.matches('shown'),
  canRefresh: s.can({ type: 'report.refresh' }),
});
