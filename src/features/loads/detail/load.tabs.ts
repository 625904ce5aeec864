import { Permission as P } from '#contract/permissions';
import { need, staffNeed } from '../../../app/route-access';
import { defineTabs, type TabName } from '../../../app/tab-set';

/**
 * /loads/{loadId} and its tabs (spec 2 §2): Notes need LoadNoteView, Attachments LoadFileView, and Carrier
 * Pay and Changelog are hidden from customer identities. The page draws them, load-detail.routes.ts gives
 * them their page.
 */
export const loadTabs = defineTabs('Load sections', '/loads/:loadId', [
  ['Load Details', 'Details', '', need(P.LoadView)],
  ['Add/Remove Orders', 'Add/Remove Orders', 'orders', need(P.LoadView)],
  ['Carrier Pay', 'Carrier Pay', 'carrier-pay', staffNeed(P.LoadView)],
  ['Load Notes', 'Notes', 'notes', need(P.LoadNoteView)],
  ['Load Attachments', 'Attachments', 'attachments', need(P.LoadFileView)],
  ['Load Changelog', 'Changelog', 'changelog', staffNeed(P.LoadView)],
]);

export type LoadDetailPageName = TabName<typeof loadTabs>;
