import { reportPaths } from '#contract/paths';
import type { Services } from '../../app/services';

/**
 * ADAPTER: the two report PDFs of the load page and the stop modal. The reports client
 * (api/client/reports.api.ts) is being written beside this; until it lands these go through the shared HTTP
 * client with the contract's paths (a PDF answer comes back as a Blob, spec 1 §7).
 */
export const loadCalls = (services: Services) => ({
  getLoadSummaryReport: (loadId: number, signal?: AbortSignal) =>
    services.http.post(reportPaths.getLoadSummaryReport, { body: { fields: { loadId } }, signal }),
  getReceivingSummaryReport: (loadId: number, loadStopId: number, signal?: AbortSignal) =>
    services.http.post(reportPaths.getReceivingSummaryReport, {
      body: { fields: { loadId, loadStopId } },
      signal,
    }),
});

export type LoadCalls = ReturnType<typeof loadCalls>;
