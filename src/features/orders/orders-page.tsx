import { useRuntime } from '../../app/runtime-context';
import type { PageProps } from '../../routing/pages';
import { ListView } from '../../shared/lists/list-view';
import { StatusGroupControl } from '../../shared/lists/status-group-control';
import { OrderGroupingButtons } from './order-grouping-buttons';
import { useOrdersController } from './use-orders-controller';

export interface OrdersPageProps extends Partial<PageProps> {
  /** Where the list keeps its settings (spec 2 §2: 'orders-list'); default the browser's local storage. */
  storage?: Storage;
}

/**
 * /orders (spec 2 §2): the order list with its status groupings (Current by default), status chips,
 * expandable rows, Group and Ungroup, Delete, and the reduced list of spec 2 §6 for customer identities.
 * A double click opens the order. Add Order waits for the order form (not built yet).
 */
export function OrdersPage({ storage }: OrdersPageProps) {
  const runtime = useRuntime();
  const { access, list, grouping } = useOrdersController({ storage });
  return (
    <ListView
      {...list}
      onOpen={(order) => runtime.navigate(`/orders/${order.orderId}`)}
      actions={(handle) => (
        <>
          <StatusGroupControl label="Order status grouping" list={handle} />
          {access.canGroup && <OrderGroupingButtons {...grouping} />}
        </>
      )}
    />
  );
}
