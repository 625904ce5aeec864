import { useEffect, useState } from 'react';
import type { Order } from '#contract/order';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import { Inline } from '#ui/components/inline/inline';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { useRuntime } from '../../../../app/runtime-context';
import { AddOrderDialog } from '../../../../shared/loads/add-order/add-order-dialog';
import { noLoadsText } from '../../itinerary/order-itinerary';
import { addOrderButtons, type AddOrderMode } from '../../../../shared/loads/add-order/add-order-texts';
import { SaveStatus } from '../../../../shared/loads/save-status';
import * as s from './journey.css';
import { JourneyLoad } from './journey-load';
import { JourneyStopModal } from './journey-stop-modal';
import type { OrderJourneyBinding } from './use-order-journey';

const modes: AddOrderMode[] = ['delivery', 'location', 'warehouse'];

/**
 * The Order Journey tab (/orders/{orderId}/loads/{loadId?}, LoadView): the order's loads in journey order
 * with their stops, the add-order dialog to put the order on a load (an existing one or a new one), and the
 * save state beside it. Every change is an edit of the order-journey machine, saved in order through the
 * load calls; the statuses shown are the server's after each save.
 */
export function OrderJourneyView({
  journey,
  order,
  selectedLoadId,
}: {
  journey: OrderJourneyBinding;
  order: Order | null;
  selectedLoadId: number | null;
}) {
  const runtime = useRuntime();
  const { orderId, access, view, send, edit } = journey;
  // A reorder refused before any call (delivery before pickup): a passing message, not workflow.
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (selectedLoadId === null) return;
    document.querySelector(`[aria-label="Load #${selectedLoadId}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedLoadId, view.journey]);

  if (view.loadError !== null)
    return (
      <AlertBanner type="error" open marginBottom={0}>
        {view.loadError}{' '}
        <Button size="sm" variant="secondary" onClick={() => send({ type: 'journey.retry' })}>
          Try again
        </Button>
      </AlertBanner>
    );
  if (!view.journey) return <Spinner block />;

  const loads = view.journey.loads;
  const remove = async (loadId: number) => {
    const yes = await runtime.confirm({
      title: 'Remove from load',
      message: `Remove Order #${orderId} from Load #${loadId}? Its stops on that load go with it.`,
      confirmText: 'Remove',
      color: 'error',
    });
    if (yes) edit({ kind: 'orderRemoved', loadId, orderId });
  };
  const modalLoad = journey.stopModal && loads.find((l) => l.loadId === view.modal?.loadId);

  return (
    <Stack as="section" gap="md" aria-label="Order Journey">
      <Inline gap="sm" alignY="center">
        <SaveStatus journey={journey} />
        <span className={s.grow} />
        {view.loading && <Spinner size="sm" />}
        {access.mayEditLoad &&
          modes.map((mode) => (
            <Button
              key={mode}
              size="sm"
              variant="secondary"
              disabled={view.loading}
              onClick={() => send({ type: 'dialog.opened', loadId: null, mode })}
            >
              {addOrderButtons[mode]}
            </Button>
          ))}
      </Inline>
      <AlertBanner type="error" open={refusal !== null} onDismiss={() => setRefusal(null)} marginBottom={0}>
        {refusal}
      </AlertBanner>
      {loads.length === 0 ? (
        <EmptyState
          title={noLoadsText}
          description={
            access.mayEditLoad
              ? 'Add it to a load as a delivery, or consolidate it to a location or the warehouse.'
              : 'Its loads show here once dispatch plans it.'
          }
        />
      ) : (
        loads.map((load, index) => (
          <JourneyLoad
            key={load.loadId}
            journey={journey}
            loads={loads}
            index={index}
            checks={view.checks[index] ?? []}
            selected={load.loadId === selectedLoadId}
            onRefused={setRefusal}
            onRemove={(loadId) => void remove(loadId)}
          />
        ))
      )}
      {view.dialog && (
        <AddOrderDialog
          order={{
            orderId,
            producerName: order?.producerName ?? null,
            poNumber: order?.poNumber ?? null,
            orderGroupId: order?.orderGroupId ?? null,
          }}
          mode={view.dialog.mode}
          loadId={view.dialog.loadId}
          submit={async ({ loadId, ...choice }) => {
            edit({ kind: 'orderAdded', loadId, orderId, ...choice });
          }}
          onAdded={() => send({ type: 'dialog.closed' })}
          onCancel={() => send({ type: 'dialog.closed' })}
        />
      )}
      {journey.stopModal && modalLoad && (
        <JourneyStopModal actor={journey.stopModal} load={modalLoad} access={journey.access} />
      )}
    </Stack>
  );
}
