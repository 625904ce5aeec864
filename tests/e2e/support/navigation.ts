/** The main menu's links to the business screens, in their order, for staff who may open them all. */
export const businessLinks = [
  'Board',
  'Load Calendar',
  'Orders',
  'Loads',
  'Customers',
  'Storage Customers',
  'Locations',
  'Carriers',
];
