import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { orderGroupingMachine, type OrderIdsInput } from '#machines/order-grouping/order-grouping.machine';
import * as select from '#machines/order-grouping/order-grouping.selectors';
import { fromCall } from '../../../app/from-call';
import { useRuntime } from '../../../app/runtime-context';
import { useListController } from '../../../shared/lists/use-list-controller';
import { ordersAccessFor } from './orders-access';
import { ordersListFor } from './orders-list';

/** Group and Ungroup as the buttons show them, for the orders selected now. */
const selectGrouping = (ids: readonly number[]) => (s: select.OrderGroupingSnapshot) => ({
  canGroup: select.selectCanGroup(ids)(s),
  canUngroup: select.selectCanUngroup(ids)(s),
  grouping: select.selectIsGrouping(s),
  ungrouping: select.selectIsUngrouping(s),
});

export type OrderGroupingState = ReturnType<ReturnType<typeof selectGrouping>>;

/**
 * The orders page's actors: the list (chosen once for the signed-in identity) and the order grouping
 * machine, wired here so that a group or ungroup clears the selection and reloads the list directly.
 */
export function useOrdersController(options: { storage?: Storage } = {}) {
  const runtime = useRuntime();
  const { services } = runtime;
  const [access] = useState(() => ordersAccessFor(services.authStore.read()));
  const [definition] = useState(() => ordersListFor(access));
  const list = useListController(definition, { storage: options.storage });
  // The list actor lives as long as the page, so its send can be handed to the grouping machine once.
  const { send: sendToList } = list;

  const grouping = useActorRef(
    orderGroupingMachine.provide({
      actions: {
        notify: (_, { text, severity }) => runtime.showSnackbar({ text, severity }),
        refreshList: () => {
          sendToList({ type: 'list.selectionCleared' });
          sendToList({ type: 'list.reload' });
        },
      },
      actors: {
        groupOrders: fromCall<unknown, OrderIdsInput>(({ input, signal }) =>
          services.ordersApi.groupOrders(input.ids, signal),
        ),
        ungroupOrders: fromCall<unknown, OrderIdsInput>(({ input, signal }) =>
          services.ordersApi.ungroupOrders(input.ids, signal),
        ),
      },
    }),
    { inspect: runtime.inspect },
  );
  const selectedIds = list.selected.map((o) => o.orderId);
  const groupingState = useSelector(grouping, selectGrouping(selectedIds), shallowEqual);

  return {
    access,
    list,
    grouping: {
      ...groupingState,
      onGroup: () => grouping.send({ type: 'orders.groupRequested', ids: selectedIds }),
      onUngroup: () => grouping.send({ type: 'orders.ungroupRequested', ids: selectedIds }),
    },
  };
}
