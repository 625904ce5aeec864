import { z } from 'zod';
import { searchFieldsSchema } from './list-query';
import type { reportScreens } from './report-screens';
import { id } from './scalars';

/**
 * Report request (spec 2 §3): a wrapper with a `fields` object. The spec shows loadId and loadStopId;
 * the other report bodies are not shown, so they take the search fields (dates, customer, states ...).
 */
export const reportRequestSchema = z.strictObject({ fields: searchFieldsSchema.nullish() });
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** POST getLoadSummaryReport. */
export const loadSummaryReportRequestSchema = z.strictObject({ fields: z.strictObject({ loadId: id }) });
/** POST getReceivingSummaryReport. */
export const receivingSummaryReportRequestSchema = z.strictObject({
  fields: z.strictObject({ loadId: id, loadStopId: id }),
});

/** Download name of a report: title with underscores, an underscore, the date, '.pdf' (spec 2 §2). */
export const reportFileName = (title: string, isoDay: string, extension = 'pdf'): string =>
  `${title.trim().replace(/\s+/g, '_')}_${isoDay}.${extension}`;

/** Field messages of a report request (our wording; the spec shows none). */
export const reportRequestMessages = {
  startRequired: 'Please choose a start date',
  endRequired: 'Please choose an end date',
  endAfterStart: 'The end date must be after the start date',
  windowTooLong: 'Choose a date window of at most 366 days',
} as const;
/** The longest date window a report covers, so one request cannot ask for the whole history. */
export const maxReportWindowDays = 366;

/**
 * A report request with a date window (dateStartInclusive to dateEndExclusive), which every report of
 * the screens needs; the other `fields` are optional filters each report reads (docs/reports.md).
 */
export const windowedReportRequestSchema = z
  .strictObject({ fields: searchFieldsSchema })
  .superRefine(({ fields }, ctx) => {
    const M = reportRequestMessages;
    const issue = (key: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: ['fields', key], message });
    if (!fields.dateStartInclusive) issue('dateStartInclusive', M.startRequired);
    if (!fields.dateEndExclusive) issue('dateEndExclusive', M.endRequired);
    if (!fields.dateStartInclusive || !fields.dateEndExclusive) return;
    const start = Date.parse(fields.dateStartInclusive);
    const end = Date.parse(fields.dateEndExclusive);
    if (!(end > start)) issue('dateEndExclusive', M.endAfterStart);
    else if (end - start > maxReportWindowDays * 86_400_000) issue('dateEndExclusive', M.windowTooLong);
  });
export type WindowedReportRequest = z.infer<typeof windowedReportRequestSchema>;

/** The filters a report screen's form offers, besides the date window every one of them has. */
export type ReportFilter = 'customer' | 'warehouse' | 'states' | 'designations';

/** What each report screen calls, whether it shows a PDF or downloads XLSX, and which filters it offers. */
export const reportScreenCalls = {
  'customer-contact-list': { call: 'getCustomerContactsReport', format: 'pdf', window: false, filters: [] },
  'deliveries-by-destination': {
    call: 'getDeliveriesByDestinationReport',
    format: 'pdf',
    window: true,
    filters: ['customer', 'states'],
  },
  'deliveries-by-destination-summary': {
    call: 'getDeliveriesByDestinationSummaryReport',
    format: 'pdf',
    window: true,
    filters: ['customer', 'states'],
  },
  'order-picked-dates': {
    call: 'getOrderPickedDatesReport',
    format: 'pdf',
    window: true,
    filters: ['customer'],
  },
  'pickups-by-warehouse': {
    call: 'getPickupsByWarehouseReport',
    format: 'pdf',
    window: true,
    filters: ['warehouse'],
  },
  'order-status': { call: 'getOrderStatusXlsxReport', format: 'xlsx', window: true, filters: ['customer'] },
  cdtfa: { call: 'getCdtfaXlsxReport', format: 'xlsx', window: true, filters: ['customer'] },
} as const satisfies Record<
  (typeof reportScreens)[number]['segment'],
  { call: string; format: 'pdf' | 'xlsx'; window: boolean; filters: readonly ReportFilter[] }
>;
export type ReportSegment = keyof typeof reportScreenCalls;
