import { Permission as P } from '#contract/permissions';
import { inPortal, need } from '../../../app/route-access';
import { defineTabs, type TabName } from '../../../app/tab-set';

/**
 * /order-customers/{id} and its tabs (spec 2 §2 "Customer detail"): the page draws them,
 * order-customers.routes.ts gives them their page. Details is open to any identity in the portal: a customer
 * sees only its own record, which the server enforces.
 */
export const customerTabs = defineTabs('Customer sections', '/order-customers/:id', [
  ['Order Customer Details', 'Details', '', inPortal],
  ['Order Customer Contacts', 'Contacts', 'contacts', need(P.CustomerContactView)],
  ['Order Customer Locations', 'Locations', 'locations', need(P.LocationView)],
  ['Order Customer Notes', 'Notes', 'notes', need(P.CustomerNoteView)],
  ['Order Customer Attachments', 'Attachments', 'attachments', need(P.CustomerFileView)],
  ['Order Customer Orders', 'Orders', 'orders', need(P.OrderView)],
  ['Order Customer Loads', 'Loads', 'loads', need(P.LoadView)],
]);

export type CustomerPageName = TabName<typeof customerTabs>;
