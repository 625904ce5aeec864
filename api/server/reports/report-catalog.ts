import { customerContacts } from './contacts.report';
import { cdtfaXlsx } from './cdtfa.report';
import { deliveriesByDestination, deliveriesByDestinationSummary } from './deliveries.report';
import { loadReport, pickupsByWarehouse } from './load-reports';
import { loadSummary, receivingSummary } from './load-summary.report';
import { orderAvailability, orderPickedDates, orderStatusXlsx } from './order-reports';
import type { ReportDefinition } from './report-definition';

/** Every report call of spec 2 §7, by its name. */
export const reportCatalog = {
  getCustomerContactsReport: customerContacts,
  getDeliveriesByDestinationReport: deliveriesByDestination,
  getDeliveriesByDestinationSummaryReport: deliveriesByDestinationSummary,
  getOrderPickedDatesReport: orderPickedDates,
  getLoadReport: loadReport,
  getPickupsByWarehouseReport: pickupsByWarehouse,
  getOrderAvailabilityReport: orderAvailability,
  getOrderStatusXlsxReport: orderStatusXlsx,
  getCdtfaXlsxReport: cdtfaXlsx,
  getLoadSummaryReport: loadSummary,
  getReceivingSummaryReport: receivingSummary,
} satisfies Record<string, ReportDefinition>;
export type ReportCall = keyof typeof reportCatalog;

export const contentTypes = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
