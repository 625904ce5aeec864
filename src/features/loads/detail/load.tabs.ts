import { loadAccess, orderAccess } from '#contract/record-access';
import { calls } from '../../../app/route-access';
import { defineTabs, type TabName } from '../../../app/tab-set';

const { read } = loadAccess;

/**
 * /loads/{loadId} and its tabs (spec 2 §2). Each shows when the server would answer every call it makes on
 * opening, by the rules the server's routes are guarded with (api/contract/record-access.ts, decision 057):
 * a carrier on its own load sees Details, Notes and Attachments; customers no load page at all. The page
 * draws them, load-detail.routes.ts gives them their page.
 */
export const loadTabs = defineTabs('Load sections', '/loads/:loadId', [
  ['Load Details', 'Details', '', calls(read)],
  // The load's orders and the unplanned ones: two order lists beside the load.
  ['Add/Remove Orders', 'Add/Remove Orders', 'orders', calls(read, loadAccess.orders, orderAccess.read)],
  ['Carrier Pay', 'Carrier Pay', 'carrier-pay', calls(read, loadAccess.money)],
  ['Load Notes', 'Notes', 'notes', calls(read, loadAccess.notes.view)],
  ['Load Attachments', 'Attachments', 'attachments', calls(read, loadAccess.files.view)],
  ['Load Changelog', 'Changelog', 'changelog', calls(read, loadAccess.changelog)],
]);

export type LoadDetailPageName = TabName<typeof loadTabs>;
