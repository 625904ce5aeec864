import { Permission as P } from '#contract/permissions';
import { staffNeed } from '../../../app/route-access';
import { defineTabs, type TabName } from '../../../app/tab-set';

/** /carriers/{id} and its tabs (spec 2 §2): the page draws them, carriers.routes.ts gives them their page. */
export const carrierTabs = defineTabs('Carrier sections', '/carriers/:id', [
  ['Carrier Details', 'Details', '', staffNeed(P.CarrierView)],
  ['Carrier Contacts', 'Contacts', 'contacts', staffNeed(P.CarrierContactView)],
  ['Carrier Attachments', 'Attachments', 'attachments', staffNeed(P.CarrierFileView)],
]);

export type CarrierPageName = TabName<typeof carrierTabs>;
