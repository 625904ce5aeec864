import { Permission as P } from '#contract/permissions';
import type { PageComponent } from '../../app/page-props';
import { need } from '../../app/route-access';
import { loadOnce, redirectRoute } from '../../app/route-def';
import { tabRoutes } from '../../app/tab-set';
import { reportTabs } from './reports.tabs';

const reports = loadOnce(() => import('./report-pages'));

/** /reports and one route per report screen of the contract; a customer may open only its own (spec 2 §6). */
export const reportsRoutes = [
  redirectRoute('Reports', '/reports', need(P.ReportView), [
    '/reports/customer-contact-list',
    // A customer may open only this one (spec 2 §6).
    '/reports/order-picked-dates',
  ]),
  // The pages are made from the same reportScreens list, one per title; a report page takes no props.
  ...tabRoutes(reportTabs, (name) => reports().then((m) => m.reportPages[name] as PageComponent)),
];
