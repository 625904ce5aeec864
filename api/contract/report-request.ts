import { z } from 'zod';
import { searchFieldsSchema } from './list-query';
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

/** Report screens of spec 2 §2, with their route segment and title; customers see only Order Picked Dates. */
export const reportScreens = [
  { segment: 'customer-contact-list', title: 'Customer Contact List', customerVisible: false },
  { segment: 'deliveries-by-destination', title: 'Deliveries by Destination', customerVisible: false },
  {
    segment: 'deliveries-by-destination-summary',
    title: 'Deliveries by Destination Summary',
    customerVisible: false,
  },
  { segment: 'order-picked-dates', title: 'Order Picked Dates', customerVisible: true },
  { segment: 'pickups-by-warehouse', title: 'Pickups by Warehouse', customerVisible: false },
  { segment: 'order-status', title: 'Order Status', customerVisible: false },
  { segment: 'cdtfa', title: 'CDTFA', customerVisible: false },
] as const;

/** Download name of a report: title with underscores, an underscore, the date, '.pdf' (spec 2 §2). */
export const reportFileName = (title: string, isoDay: string, extension = 'pdf'): string =>
  `${title.trim().replace(/\s+/g, '_')}_${isoDay}.${extension}`;
