import { useActorRef } from '@xstate/react';
import { useLayoutEffect, useState } from 'react';
import {
  orderGroupingMachine,
  type OrderIdsInput,
} from '../../../machines/order-grouping/order-grouping.machine';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';
import type { ListQueryEvent } from '../../../machines/list-query/list-query.context';
import type { PageProps } from '../../routing/pages';
import { ListView, type ListHandle } from '../../shared/lists/list-view';
import { StatusGroupControl } from '../../shared/lists/status-group-control';
import { OrderGroupingButtons } from './order-grouping-buttons';
import { ordersAccessFor } from './orders-access';
import { ordersListFor, type OrderListItem } from './orders-list';

export interface OrdersPageProps extends Partial<PageProps> {
  /** Where the list keeps its settings (spec 2 §2: 'orders-list'); default the browser's local storage. */
  storage?: Storage;
}

type ListSend = ListHandle<OrderListItem>['send'];

/**
 * The list's `send`, for the grouping machine's actions. ListView owns the list actor and offers it only
 * to its toolbar, so the toolbar connects it here after each render.
 */
function createListRelay() {
  let target: ListSend | null = null;
  return {
    connect: (send: ListSend | null) => {
      target = send;
    },
    send: (event: ListQueryEvent) => target?.(event),
  };
}
type ListRelay = ReturnType<typeof createListRelay>;

function ListRelayConnector({ send, relay }: { send: ListSend; relay: ListRelay }) {
  useLayoutEffect(() => {
    relay.connect(send);
    return () => relay.connect(null);
  }, [relay, send]);
  return null;
}

/**
 * /orders (spec 2 §2): the order list with its status groupings (Current by default), status chips,
 * expandable rows, Group and Ungroup, Delete, and the reduced list of spec 2 §6 for customer identities.
 * A double click opens the order. Add Order waits for the order form (not built yet).
 */
export function OrdersPage({ storage: givenStorage }: OrdersPageProps) {
  const runtime = useRuntime();
  const { services } = runtime;
  const [storage] = useState(() => givenStorage ?? localStorage);
  const [access] = useState(() => ordersAccessFor(services.authStore.read()));
  const [definition] = useState(() => ordersListFor(access));
  const [list] = useState(createListRelay);

  const grouping = useActorRef(
    orderGroupingMachine.provide({
      actions: {
        notify: (_, { text, severity }) => runtime.showSnackbar({ text, severity }),
        refreshList: () => {
          list.send({ type: 'list.selectionCleared' });
          list.send({ type: 'list.reload' });
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

  return (
    <ListView
      definition={definition}
      storage={storage}
      onOpen={(order) => runtime.navigate(`/orders/${order.orderId}`)}
      actions={(handle) => (
        <>
          <ListRelayConnector send={handle.send} relay={list} />
          <StatusGroupControl label="Order status grouping" list={handle} />
          {access.canGroup && (
            <OrderGroupingButtons actor={grouping} selectedIds={handle.selected.map((o) => o.orderId)} />
          )}
        </>
      )}
    />
  );
}
