import { useState } from 'react';
import type { ReportCallName } from '#client/reports.api';
import { reportScreenCalls, type ReportRequest, type ReportSegment } from '#contract/report-request';
import { reportScreens } from '#contract/report-screens';
import { ApiError } from '#client/api-error';
import { useRuntime } from '../../app/runtime-context';
import { useOptionSearch } from '../../app/use-option-search';
import { customerOptions } from '../../shared/parties/customer-options';
import { useRenderedReport } from '../../shared/reports/use-rendered-report';
import { defaultReportFilters, reportRequestOf, type ReportFilterValues } from './report-filters';

/** A 400's field messages ('Please choose a start date') say more than its 'Some fields are not valid.'. */
const withFieldMessages = (error: unknown) => {
  const fields = error instanceof ApiError ? Object.values(error.fields) : [];
  return fields.length ? new Error(fields.join(' ')) : error;
};

/** Binds one report screen: its filters, the renderer machine, the preview's object URL, download. */
export function useReportPage(segment: ReportSegment) {
  const { services } = useRuntime();
  const screen = reportScreens.find((r) => r.segment === segment)!;
  const setup = reportScreenCalls[segment];
  const isCustomer = services.authStore.read()?.userIdentityCurrent?.identityType === 'customer';
  const [filters, setFilters] = useState<ReportFilterValues>(defaultReportFilters);

  const rendered = useRenderedReport({
    title: screen.title,
    format: setup.format,
    run: (request, signal) =>
      services.reportsApi
        .generate(setup.call as ReportCallName, request as ReportRequest, signal)
        .catch((error: unknown) => {
          throw withFieldMessages(error);
        }),
  });

  const customers = useOptionSearch((request, signal) => customerOptions(services, request, signal));

  return {
    title: screen.title,
    /** Customers keep their report e-mails on the profile page: the menu leads there. */
    isCustomer,
    format: setup.format,
    window: setup.window,
    filterKinds: setup.filters.filter((f) => !(isCustomer && f === 'customer')),
    filters,
    setFilter: <K extends keyof ReportFilterValues>(key: K, value: ReportFilterValues[K]) =>
      setFilters((f) => ({ ...f, [key]: value })),
    customers,
    ...rendered,
    generate: () => rendered.generate(reportRequestOf(setup, filters)),
  };
}
export type ReportPageProps = ReturnType<typeof useReportPage>;
