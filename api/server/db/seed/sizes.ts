/** How much demo data to make. Presets, or a number of orders that the other counts follow. */
export interface SeedCounts {
  customers: number;
  locations: number;
  carriers: number;
  orders: number;
  loads: number;
  storageCustomers: number;
}

export const seedSizes = ['test', 'demo'] as const;
export type SeedSize = (typeof seedSizes)[number];

export const seedPresets: Readonly<Record<SeedSize, SeedCounts>> = {
  test: { customers: 10, locations: 30, carriers: 8, orders: 120, loads: 20, storageCustomers: 8 },
  demo: { customers: 50, locations: 300, carriers: 40, orders: 3000, loads: 400, storageCustomers: 40 },
};

/**
 * Counts for `orders` orders, in the demo preset's proportions (one customer per 60 orders, a location per
 * 10, a load per 7.5); carriers grow more slowly, since a fleet does not grow with the order book.
 */
export function countsForOrders(orders: number): SeedCounts {
  const demo = seedPresets.demo;
  const ratio = orders / demo.orders;
  return {
    orders,
    customers: Math.max(3, Math.round(demo.customers * ratio)),
    locations: Math.max(12, Math.round(demo.locations * ratio)),
    carriers: Math.max(3, Math.min(2000, Math.round(demo.carriers * Math.sqrt(ratio)))),
    loads: Math.max(2, Math.round(demo.loads * ratio)),
    storageCustomers: Math.max(3, Math.min(5000, Math.round(demo.storageCustomers * Math.sqrt(ratio)))),
  };
}

export function resolveCounts(size: SeedSize = 'demo', orders?: number): SeedCounts {
  return orders === undefined ? seedPresets[size] : countsForOrders(orders);
}
