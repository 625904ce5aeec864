import type { ReportFilter, ReportRequest, reportScreenCalls } from '#contract/report-request';
import { businessToday } from '../../shared/format/business-zone';

/** What a report form holds: days as YYYY-MM-DD (the window's last day included), and the filters. */
export interface ReportFilterValues {
  from: string;
  to: string;
  orderCustomerId: string;
  orderCustomerName: string;
  statesList: string[];
  onlyNWDWarehouses: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The next day of a YYYY-MM-DD, for the window's exclusive end. */
export const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return isoDay(new Date(y!, m! - 1, d! + 1));
};

/** This month so far, in the business's days (decision 054): the server reads the days in that zone. */
export const defaultReportFilters = (now = new Date()): ReportFilterValues => {
  const today = businessToday(now);
  return {
    from: `${today.slice(0, 8)}01`,
    to: today,
    orderCustomerId: '',
    orderCustomerName: '',
    statesList: [],
    onlyNWDWarehouses: false,
  };
};

/**
 * The request body of a screen's report: bare days, which the server reads in the business's time zone
 * (decision 042), and the filters the screen offers. An empty day is sent empty, so the server names it.
 */
export function reportRequestOf(
  setup: (typeof reportScreenCalls)[keyof typeof reportScreenCalls],
  values: ReportFilterValues,
): ReportRequest {
  const offers = (f: ReportFilter) => (setup.filters as readonly ReportFilter[]).includes(f);
  return {
    fields: {
      ...(setup.window
        ? { dateStartInclusive: values.from || null, dateEndExclusive: values.to ? nextDay(values.to) : null }
        : {}),
      ...(offers('customer') && values.orderCustomerId
        ? { orderCustomerId: Number(values.orderCustomerId) }
        : {}),
      ...(offers('states') && values.statesList.length ? { statesList: values.statesList.map(Number) } : {}),
      ...(offers('warehouse') && values.onlyNWDWarehouses ? { onlyNWDWarehouses: true } : {}),
    },
  };
}
