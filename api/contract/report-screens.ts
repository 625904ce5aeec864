/**
 * Report screens of spec 2 §2, with their route segment and title; customers see only Order Picked Dates.
 * Zod-free: the route table reads it in the entry script (docs/decisions/090).
 */
export const reportScreens = [
  { segment: 'customer-contact-list', title: 'Customer Contact List', customerVisible: false },
  { segment: 'deliveries-by-destination', title: 'Deliveries by Destination', customerVisible: false },
  {
    segment: 'deliveries-by-destination-summary',
    title: 'Deliveries by Destination Summary',
    customerVisible: false,
  },
  { segment: 'order-picked-dates', title: 'Order Picked Dates', customerVisible: true },
  { segment: 'pickups-by-warehouse', title: 'Pickups by Warehouse', customerVisible: false },
  { segment: 'order-status', title: 'Order Status', customerVisible: false },
  { segment: 'cdtfa', title: 'CDTFA', customerVisible: false },
] as const;
