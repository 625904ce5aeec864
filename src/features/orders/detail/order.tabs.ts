import { loadAccess, orderAccess } from '#contract/record-access';
import { calls } from '../../../app/route-access';
import { defineTabs, type TabName } from '../../../app/tab-set';

const { read } = orderAccess;

/**
 * /orders/{orderId} and its tabs (spec 2 §2), each shown when the server would answer the calls it makes
 * (api/contract/record-access.ts, decision 057): Order Journey needs LoadView (and a load reader: staff or
 * carrier), Notes OrderNoteView,
 * Attachments OrderFileView, and Changelog is for staff (hidden from customers, spec 2 §6, and carriers).
 * The page draws them, order-detail.routes.ts gives them their page.
 */
export const orderTabs = defineTabs('Order sections', '/orders/:orderId', [
  ['Order Details', 'Details', '', calls(read)],
  // The itinerary, then each of its loads.
  [
    'Order Load Details',
    'Order Journey',
    'loads/:loadId?',
    calls(read, orderAccess.journey, loadAccess.read),
  ],
  ['Order Notes', 'Notes', 'notes', calls(read, orderAccess.notes.view)],
  ['Order Attachments', 'Attachments', 'attachments', calls(read, orderAccess.files.view)],
  ['Order Changelog', 'Changelog', 'changelog', calls(read, orderAccess.changelog)],
]);

export type OrderDetailPageName = TabName<typeof orderTabs>;
