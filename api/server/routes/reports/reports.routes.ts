import { Readable } from 'node:stream';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { z } from 'zod';
import type { IdentityType } from '#contract/identity';
import { reportPaths } from '#contract/paths';
import { loadAccess } from '#contract/record-access';
import { Permission, type PermissionCode } from '#contract/permissions';
import {
  loadSummaryReportRequestSchema,
  receivingSummaryReportRequestSchema,
  windowedReportRequestSchema,
} from '#contract/report-request';
import { callerOf, identityAccess } from '#server/auth/guard';
import type { AppEnv } from '#server/deps';
import { auditLog } from '#server/http/audit-log';
import { areaRoutes, defineRoute, jsonBody } from '#server/http/route';
import { generateReport } from '#server/reports/generate-report';
import { contentTypes, reportCatalog, type ReportCall } from '#server/reports/report-catalog';
import { scopeToCaller } from '#server/reports/report-input';
import { attachmentDisposition } from '#server/files/file-names';

const route = areaRoutes(['reports']);
const P = Permission;
const staff = ['admin', 'employee'] as const;

interface ReportRoute {
  call: ReportCall;
  method: 'get' | 'post';
  anyOf: readonly PermissionCode[];
  types: readonly IdentityType[];
  body?: z.ZodType;
  about: string;
}

const windowed = (call: ReportCall, about: string, types: readonly IdentityType[] = staff): ReportRoute => ({
  call,
  method: 'post',
  anyOf: [P.ReportView],
  types,
  body: windowedReportRequestSchema,
  about: `${about} Body: { fields } with dateStartInclusive and dateEndExclusive (at most 366 days apart).`,
});

/** Spec 2 §7 Reports; what each contains is in docs/reports.md. */
const reportRoutes: ReportRoute[] = [
  {
    call: 'getCustomerContactsReport',
    method: 'get',
    anyOf: [P.ReportView],
    types: staff,
    about: 'Active customers and their contacts.',
  },
  windowed(
    'getDeliveriesByDestinationReport',
    'Orders delivered in the window by destination; orderCustomerId and statesList narrow it.',
  ),
  windowed(
    'getDeliveriesByDestinationSummaryReport',
    'Orders and cases delivered per destination and customer; orderCustomerId and statesList narrow it.',
  ),
  windowed(
    'getOrderPickedDatesReport',
    'Orders picked in the window. A customer identity gets its own customer only (403 when it names another).',
    [...staff, 'customer'],
  ),
  windowed('getLoadReport', 'Loads shipping in the window; chosenDesignationIds and loadIds narrow it.'),
  windowed(
    'getPickupsByWarehouseReport',
    'Pickup stops in the window by location; locationId and onlyNWDWarehouses narrow it.',
  ),
  windowed(
    'getOrderAvailabilityReport',
    'Orders ready in the window and not yet moving, by pickup location.',
  ),
  windowed(
    'getOrderStatusXlsxReport',
    'Orders added in the window, as a spreadsheet; orderCustomerId, excludeStatusIds, orderTypeId narrow it.',
  ),
  windowed(
    'getCdtfaXlsxReport',
    'Deliveries into California per month and customer (the CDTFA excise return figures), as a spreadsheet.',
  ),
  {
    call: 'getLoadSummaryReport',
    method: 'post',
    anyOf: loadAccess.summaries.anyOf,
    types: loadAccess.summaries.identityTypes,
    body: loadSummaryReportRequestSchema,
    about:
      "The load page's Load Summary: the load and each stop's orders. Body: { fields: { loadId } }; 404 for an unknown load.",
  },
  {
    call: 'getReceivingSummaryReport',
    method: 'post',
    anyOf: loadAccess.summaries.anyOf,
    types: loadAccess.summaries.identityTypes,
    body: receivingSummaryReportRequestSchema,
    about:
      "The stop modal's Receiving Summary: the orders of one stop. Body: { fields: { loadId, loadStopId } }; 404 when the stop is not the load's.",
  },
];

const routeOf = (r: ReportRoute) => {
  const format = reportCatalog[r.call].format;
  return defineRoute(identityAccess(r.anyOf, r.types), {
    method: r.method,
    path: reportPaths[r.call],
    tags: route.tags,
    summary: `${reportCatalog[r.call].title} (${format.toUpperCase()})`,
    description: `${r.about} Streamed; the file name is the title with underscores, an underscore and the day.`,
    ...(r.body ? { request: jsonBody(r.body) } : {}),
    responses: {
      200: {
        description: `The report (${contentTypes[format]})`,
        content: { [contentTypes[format]]: { schema: { type: 'string', format: 'binary' } } },
      },
      ...(r.call === 'getLoadSummaryReport' || r.call === 'getReceivingSummaryReport'
        ? { 404: { description: 'No such load or stop' } }
        : {}),
    },
  });
};

export function mountReportRoutes(app: OpenAPIHono<AppEnv>) {
  for (const r of reportRoutes) {
    const report = reportCatalog[r.call];
    app.openapi(routeOf(r), async (c) => {
      const { database, config, now } = c.var.deps;
      const body = r.body ? (c.req.valid('json' as never) as { fields?: object | null }) : { fields: {} };
      const fields = scopeToCaller(body.fields ?? {}, callerOf(c));
      const generated = await generateReport(database.db, report, fields, now(), config.BUSINESS_TIME_ZONE);
      auditLog(c, 'report generated', { report: r.call });
      const disposition =
        report.format === 'pdf'
          ? attachmentDisposition(generated.fileName).replace(/^attachment/, 'inline')
          : attachmentDisposition(generated.fileName);
      return c.body(Readable.toWeb(generated.stream) as ReadableStream, 200, {
        'Content-Type': generated.contentType,
        'Content-Disposition': disposition,
        'Cache-Control': 'no-store',
      });
    });
  }
}
