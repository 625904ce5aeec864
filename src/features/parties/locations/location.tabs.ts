import { Permission as P } from '#contract/permissions';
import { staffNeed } from '../../../app/route-access';
import { defineTabs, type TabName } from '../../../app/tab-set';

/** /locations/{id} and its tabs (spec 2 §2): the page draws them, locations.routes.ts gives them their page. */
export const locationTabs = defineTabs('Location sections', '/locations/:id', [
  ['Location Details', 'Details', '', staffNeed(P.LocationView)],
  ['Location Contacts', 'Contacts', 'contacts', staffNeed(P.LocationContactView)],
  ['Location Orders', 'Orders', 'orders', staffNeed(P.OrderView)],
  ['Location Loads', 'Loads', 'loads', staffNeed(P.LoadView)],
  ['Location Notes', 'Notes', 'notes', staffNeed(P.LocationNoteView)],
]);

export type LocationPageName = TabName<typeof locationTabs>;
