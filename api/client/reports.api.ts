import { z } from 'zod';
import { fillPath } from '#contract/path-template';
import { reportPaths } from '#contract/paths';
import type { ReportRequest } from '#contract/report-request';
import type { HttpClient } from './http-client';

/** The report calls of spec 2 §7 that make a file. */
export type ReportCallName = Exclude<
  keyof typeof reportPaths,
  'base' | 'getCustomerSubscriptions' | 'putCustomerSubscriptions' | 'sendReport'
>;

/**
 * Reports (spec 2 §7), made on the server. A PDF comes back as a Blob to preview; a spreadsheet comes
 * as an attachment, which the client saves (the browser's download) and answers null.
 */
export const createReportsApi = (http: HttpClient) => ({
  generate: (call: ReportCallName, request: ReportRequest, signal?: AbortSignal): Promise<Blob | null> =>
    call === 'getCustomerContactsReport'
      ? http.get<Blob>(reportPaths[call], { signal })
      : http.post<Blob>(reportPaths[call], { body: request, signal }),

  /** E-mails a subscription's report now (a customer its own; staff with User View any). */
  sendReport: (reportSubscriptionId: number, signal?: AbortSignal) =>
    http.get(fillPath(reportPaths.sendReport, { id: reportSubscriptionId }), {
      schema: z.literal(true),
      signal,
    }),
});

export type ReportsApi = ReturnType<typeof createReportsApi>;
