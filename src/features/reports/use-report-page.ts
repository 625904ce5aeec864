import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ReportCallName } from '#client/reports.api';
import {
  reportFileName,
  reportScreenCalls,
  reportScreens,
  type ReportRequest,
  type ReportSegment,
} from '#contract/report-request';
import {
  reportRendererMachine,
  type RenderedReport,
} from '#machines/report-renderer/report-renderer.machine';
import { selectReportRendererView } from '#machines/report-renderer/report-renderer.selectors';
import { businessToday } from '#machines/load-calendar/calendar-dates';
import { ApiError } from '#client/api-error';
import { browserDownload } from '#client/browser-download';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';
import { useOptionSearch } from '../../app/use-option-search';
import { customerOptions } from '../../shared/parties/customer-options';
import { defaultReportFilters, reportRequestOf, type ReportFilterValues } from './report-filters';

/** A 400's field messages ('Please choose a start date') say more than its 'Some fields are not valid.'. */
const withFieldMessages = (error: unknown) => {
  const fields = error instanceof ApiError ? Object.values(error.fields) : [];
  return fields.length ? new Error(fields.join(' ')) : error;
};

/** Binds one report screen: its filters, the renderer machine, the preview's object URL, download. */
export function useReportPage(segment: ReportSegment) {
  const runtime = useRuntime();
  const { services } = runtime;
  const screen = reportScreens.find((r) => r.segment === segment)!;
  const setup = reportScreenCalls[segment];
  const isCustomer = services.authStore.read()?.userIdentityCurrent?.identityType === 'customer';
  const [filters, setFilters] = useState<ReportFilterValues>(defaultReportFilters);

  const actor = useActorRef(
    reportRendererMachine.provide({
      actors: {
        generate: fromCall<RenderedReport, { request: unknown }>(async ({ input, signal }) => {
          const blob = await services.reportsApi
            .generate(setup.call as ReportCallName, input.request as ReportRequest, signal)
            .catch((error: unknown) => {
              throw withFieldMessages(error);
            });
          // The business day, as the server names the file it sends (an XLSX attachment) and dates the report.
          const day = businessToday(new Date());
          return { blob, fileName: reportFileName(screen.title, day, setup.format) };
        }),
      },
    }),
    { inspect: runtime.inspect },
  );
  const view = useSelector(actor, selectReportRendererView, shallowEqual);

  // The preview reads the PDF through an object URL, released when the report is replaced or the page left.
  const blob = view.report?.blob ?? null;
  const previewUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

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
    ...view,
    previewUrl,
    generate: () => actor.send({ type: 'report.generate', request: reportRequestOf(setup, filters) }),
    refresh: () => actor.send({ type: 'report.refresh' }),
    dismiss: () => actor.send({ type: 'report.dismiss' }),
    download: () => view.report?.blob && browserDownload(view.report.blob, view.report.fileName),
  };
}
export type ReportPageProps = ReturnType<typeof useReportPage>;
