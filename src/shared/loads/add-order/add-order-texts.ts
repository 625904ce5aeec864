/** How an order joins the load (spec 2 §2): delivered to its destination, or consolidated at a location. */
export type AddOrderMode = 'delivery' | 'location' | 'warehouse';

export const addOrderTitles: Readonly<Record<AddOrderMode, string>> = {
  delivery: 'Add Order as Delivery',
  location: 'Consolidate Order to Location',
  warehouse: 'Consolidate Order to NWDS Location',
};

/** The toolbar buttons that open each dialog. */
export const addOrderButtons: Readonly<Record<AddOrderMode, string>> = {
  delivery: 'Add as Delivery',
  location: 'Consolidate to Location',
  warehouse: 'Consolidate to NWDS',
};

export const addGroupLabel = (orderGroupId: number) => `Add All Orders in This Group (${orderGroupId})`;

/** The load picker's first option on the Order Journey: the order goes on a load created for it. */
export const newLoadOption = { value: '0', label: 'New load', description: 'Create a load for this order' };
