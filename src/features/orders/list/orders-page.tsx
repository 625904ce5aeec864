import { lazy, Suspense, useState } from 'react';
import { useRuntime } from '../../../app/runtime-context';
import type { PageProps } from '../../../app/page-props';
import { ListView } from '../../../shared/lists/list-view';
import { StatusGroupControl } from '../../../shared/lists/status-group-control';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { OrderGroupingButtons } from './order-grouping-buttons';
import { OrderGroupSelectContext } from './order-group-cell';
import { OrderRecordsContext, type OrderRecordRequest } from './order-record-cells';
import { useGroupSelection } from './use-group-selection';
import { useOrdersController } from './use-orders-controller';

// The dialogs are fetched when first opened: the list opens without the order form, notes and changelog.
const AddOrderDialog = lazy(() =>
  import('../add-order/add-order-dialog').then((m) => ({ default: m.AddOrderDialog })),
);
const recordDialogs = () => import('./order-record-dialogs');
const OrderNotesDialog = lazy(() => recordDialogs().then((m) => ({ default: m.OrderNotesDialog })));
const OrderItineraryDialog = lazy(() => recordDialogs().then((m) => ({ default: m.OrderItineraryDialog })));
const OrderChangelogDialog = lazy(() => recordDialogs().then((m) => ({ default: m.OrderChangelogDialog })));

export interface OrdersPageProps extends Partial<PageProps> {
  /** Where the list keeps its settings (spec 2 §2: 'orders-list'); default the browser's local storage. */
  storage?: Storage;
}

/**
 * /orders (spec 2 §2): the order list with its status groupings (Current by default), status chips,
 * expandable rows, Group and Ungroup, Delete, and the reduced list of spec 2 §6 for customer identities.
 * A double click (or Enter) opens the order; the note count opens the Order Notes dialog, the expanded
 * row's Loads the Load Itinerary dialog and Changelog the Order Changelog dialog; Add Order the Add
 * Order dialog.
 */
export function OrdersPage({ storage }: OrdersPageProps) {
  const runtime = useRuntime();
  const { access, list, grouping } = useOrdersController({ storage });
  // Which dialog is open is view state only: the panels inside hold their own machines.
  const [shown, setShown] = useState<OrderRecordRequest | null>(null);
  const [adding, setAdding] = useState(false);
  // Once opened, the Add Order dialog stays mounted, so closing animates and it keeps its state as before.
  const [addOpened, setAddOpened] = useState(false);
  if (adding && !addOpened) setAddOpened(true);
  const groupSelection = useGroupSelection(list.send);
  const close = () => {
    // Notes may have changed: the count and the latest note are read again.
    if (shown?.kind === 'notes') list.send({ type: 'list.reload' });
    setShown(null);
  };
  return (
    <OrderRecordsContext.Provider value={setShown}>
      <OrderGroupSelectContext.Provider value={access.canGroup ? groupSelection.start : null}>
        <AlertBanner type="error" open={groupSelection.error !== null} onDismiss={groupSelection.dismiss}>
          {groupSelection.error}
        </AlertBanner>
        <ListView
          {...list}
          onOpen={(order) => runtime.navigate(`/orders/${order.orderId}`)}
          actions={(handle) => (
            <>
              {access.canAdd && <Button onClick={() => setAdding(true)}>Add Order</Button>}
              <StatusGroupControl label="Order status grouping" list={handle} />
              {access.canGroup && <OrderGroupingButtons {...grouping} />}
            </>
          )}
        />
      </OrderGroupSelectContext.Provider>
      <Suspense fallback={null}>
        {shown?.kind === 'notes' && (
          <OrderNotesDialog
            open
            orderId={shown.orderId}
            readOnly={!access.canAddNotes}
            onOpenChange={(open) => !open && close()}
          />
        )}
        {shown?.kind === 'itinerary' && (
          <OrderItineraryDialog open orderId={shown.orderId} onOpenChange={(open) => !open && close()} />
        )}
        {shown?.kind === 'changelog' && (
          <OrderChangelogDialog open orderId={shown.orderId} onOpenChange={(open) => !open && close()} />
        )}
      </Suspense>
      {addOpened && (
        <Suspense fallback={null}>
          <AddOrderDialog
            open={adding}
            onClose={() => setAdding(false)}
            onAdded={() => list.send({ type: 'list.reload' })}
          />
        </Suspense>
      )}
    </OrderRecordsContext.Provider>
  );
}
