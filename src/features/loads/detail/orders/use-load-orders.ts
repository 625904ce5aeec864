import { useState } from 'react';
import { useRuntime } from '../../../../app/runtime-context';
import { useCommand } from '../../../../app/use-command';
import { useListController } from '../../../../shared/lists/use-list-controller';
import type { LoadPageBinding } from '../use-load-page';
import type { AddOrderMode } from '../../../../shared/loads/add-order/add-order-texts';
import type { AddOrderChoice } from '../../../../shared/loads/add-order/use-add-order';
import { loadOrdersList, unplannedOrdersList, type LoadOrderRow } from './load-orders-lists';

/**
 * The Add/Remove Orders tab: the load's orders (bulk remove) and the unplanned orders to add, each added
 * through the add-order dialog. Either change moves the load's stops and statuses on the server, so the
 * page starts over from the saved load afterwards.
 */
export function useLoadOrders({ loadId, access, restart }: LoadPageBinding) {
  const { services } = useRuntime();
  const [definitions] = useState(() => ({
    onLoad: loadOrdersList(loadId),
    unplanned: unplannedOrdersList(),
  }));
  const onLoad = useListController(definitions.onLoad);
  const unplanned = useListController(definitions.unplanned);
  // The order being staged in the dialog and how: which dialog is open is view state.
  const [staged, setStaged] = useState<{ order: LoadOrderRow; mode: AddOrderMode } | null>(null);
  // The load's form starts over from the saved load; both lists read theirs again, the removed rows unselected.
  const changed = () => {
    restart();
    onLoad.send({ type: 'list.selectionCleared' });
    onLoad.send({ type: 'list.reload' });
    unplanned.send({ type: 'list.reload' });
  };

  const remove = useCommand<LoadOrderRow[], unknown>({
    confirm: (rows) => ({
      title: 'Remove orders',
      message: `Remove the ${rows.length} selected order(s) from Load #${loadId}? Their stops on this load go with them.`,
      confirmText: 'Remove',
      color: 'error',
    }),
    run: (rows, signal) =>
      services.loadsApi.bulkRemoveOrdersFromLoad(
        loadId,
        rows.map((r) => r.orderId),
        signal,
      ),
    onDone: changed,
  });

  return {
    loadId,
    mayEdit: access.mayMoveOrders,
    onLoad,
    unplanned,
    remove,
    staged,
    stage: (order: LoadOrderRow, mode: AddOrderMode) => setStaged({ order, mode }),
    unstage: () => setStaged(null),
    /** The dialog's Save: PUT addOrderToLoad, no body (spec 2 §7). */
    addToLoad: ({ loadId: _chosen, ...choice }: AddOrderChoice, signal: AbortSignal) =>
      services.loadsApi.addOrderToLoad({ loadId, orderId: staged!.order.orderId, ...choice }, signal),
    /** The dialog added the order: the load's stops changed. */
    added: () => {
      setStaged(null);
      changed();
    },
  };
}

export type LoadOrdersBinding = ReturnType<typeof useLoadOrders>;
