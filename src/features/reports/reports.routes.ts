import { Permission as P } from '#contract/permissions';
import { reportScreens } from '#contract/report-request';
import type { PageComponent } from '../../app/page-props';
import { need, staffNeed } from '../../app/route-access';
import { loadOnce, redirectRoute, shellRoute } from '../../app/route-def';

const reports = loadOnce(() => import('./report-pages'));

/** /reports and one route per report screen of the contract; a customer may open only its own (spec 2 §6). */
export const reportsRoutes = [
  redirectRoute('Reports', '/reports', need(P.ReportView), [
    '/reports/customer-contact-list',
    // A customer may open only this one (spec 2 §6).
    '/reports/order-picked-dates',
  ]),
  ...reportScreens.map(({ segment, title, customerVisible }) =>
    shellRoute(
      title,
      `/reports/${segment}`,
      customerVisible ? need(P.ReportView) : staffNeed(P.ReportView),
      // The pages are made from the same reportScreens list, one per title; a report page takes no props.
      () => reports().then((m) => m.reportPages[title] as PageComponent),
    ),
  ),
];
