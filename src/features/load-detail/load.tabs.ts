import type { RouteTab } from '../../routing/route-tabs';

export type LoadDetailPageName =
  'Load Details' | 'Add/Remove Orders' | 'Carrier Pay' | 'Load Notes' | 'Load Attachments' | 'Load Changelog';

/** The load page's tabs, each a route (spec 2 §2); the route table gates them. */
export const loadTabs = (loadId: number): RouteTab[] => [
  { routeName: 'Load Details', label: 'Details', href: `/loads/${loadId}` },
  { routeName: 'Add/Remove Orders', label: 'Add/Remove Orders', href: `/loads/${loadId}/orders` },
  { routeName: 'Carrier Pay', label: 'Carrier Pay', href: `/loads/${loadId}/carrier-pay` },
  { routeName: 'Load Notes', label: 'Notes', href: `/loads/${loadId}/notes` },
  { routeName: 'Load Attachments', label: 'Attachments', href: `/loads/${loadId}/attachments` },
  { routeName: 'Load Changelog', label: 'Changelog', href: `/loads/${loadId}/changelog` },
];
