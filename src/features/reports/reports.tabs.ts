import { Permission as P } from '#contract/permissions';
import { reportScreens } from '#contract/report-screens';
import { need, staffNeed } from '../../app/route-access';
import { defineTabs, type TabName } from '../../app/tab-set';

/**
 * The report screens as one menu, in the order of spec 2 §2, each its own route under /reports; a customer
 * identity sees and may open only Order Picked Dates (spec 2 §6). reports.routes.ts gives each its page.
 */
export const reportTabs = defineTabs(
  'Reports',
  '/reports',
  reportScreens.map(
    ({ segment, title, customerVisible }) =>
      [title, title, segment, customerVisible ? need(P.ReportView) : staffNeed(P.ReportView)] as const,
  ),
);

export type ReportPageName = TabName<typeof reportTabs>;
