import { Permission as P } from '#contract/permissions';
import { need } from '../../../app/route-access';
import { defineTabs, type TabName } from '../../../app/tab-set';

/**
 * /orders/{orderId} and its tabs (spec 2 §2): Order Journey needs LoadView, Notes OrderNoteView,
 * Attachments OrderFileView, and Changelog is hidden from customer identities. The page draws them,
 * order-detail.routes.ts gives them their page.
 */
export const orderTabs = defineTabs('Order sections', '/orders/:orderId', [
  ['Order Details', 'Details', '', need(P.OrderView)],
  ['Order Load Details', 'Order Journey', 'loads/:loadId?', need(P.LoadView)],
  ['Order Notes', 'Notes', 'notes', need(P.OrderNoteView)],
  ['Order Attachments', 'Attachments', 'attachments', need(P.OrderFileView)],
  ['Order Changelog', 'Changelog', 'changelog', { ...need(P.OrderView), bannedIdentityTypes: ['customer'] }],
]);

export type OrderDetailPageName = TabName<typeof orderTabs>;
