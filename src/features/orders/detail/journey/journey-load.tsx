import { Link } from 'wouter';
import type { LoadDetail } from '#client/loads.api';
import { outOfSequenceMessage } from '#contract/load-requests';
import { LoadStatus } from '#contract/load-status';
import { inSequence, outOfSequenceOrderIds, type StopCheckState } from '#domain/stop-sequencing';
import { Button } from '#ui/components/button/button';
import { Inline } from '#ui/components/inline/inline';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { Stack } from '#ui/components/stack/stack';
import { LoadStatusChip } from '../../../../shared/loads/load-status-chip';
import { missingCell } from '../../../../shared/business-lists/list-cells';
import { StopCard } from '../../../../shared/loads/stops/stop-card';
import { moveStop } from '../../../../shared/loads/stops/stop-order';
import * as s from './journey.css';
import { legLabel, ownStopMark } from './journey-legs';
import type { OrderJourneyBinding } from './use-order-journey';

export interface JourneyLoadProps {
  journey: OrderJourneyBinding;
  loads: readonly LoadDetail[];
  index: number;
  checks: readonly StopCheckState[];
  selected: boolean;
  /** Refuses a reorder that would deliver an order before its pickup (spec 2 §4), before any call. */
  onRefused: (text: string) => void;
  onRemove: (loadId: number) => void;
}

/**
 * One load of the order's journey: its number (selecting it puts it in the route), status, carrier and leg,
 * then its stops in sequence with the order's own pickup and delivery marked and the journey's current stop
 * badged. Check-offs, reorders and the stop modal's saves become journey edits; nothing is saved here.
 */
export function JourneyLoad({
  journey,
  loads,
  index,
  checks,
  selected,
  onRefused,
  onRemove,
}: JourneyLoadProps) {
  const { orderId, access, view, send, edit, check } = journey;
  const load = loads[index]!;
  const stops = inSequence(load.loadStops);
  const leg = legLabel(loads, index, orderId);
  const follow = () => send({ type: 'link.followed' });
  const move = (from: number, to: number) => {
    const moved = moveStop(stops, from, to);
    if (outOfSequenceOrderIds(moved).length > 0) return onRefused(outOfSequenceMessage);
    edit({ kind: 'stopsReordered', loadId: load.loadId, loadStopIds: moved.map((stop) => stop.loadStopId) });
  };
  const saving = view.saveState === 'Saving';
  // While the journey is read again (after Discard or a refresh) the machine takes no edits.
  const reading = view.loading;
  // A delivered load's stops stay in the order they were resolved in.
  const delivered = load.refLoadStatusId === LoadStatus.Delivered;
  const idle = { enabled: false, reason: null };
  return (
    <Stack
      as="section"
      gap="sm"
      padding="md"
      className={s.load}
      aria-label={`Load #${load.loadId}`}
      data-selected={selected || undefined}
    >
      <Inline gap="sm" alignY="center">
        <h2 className={s.loadTitle}>
          <Link href={`/orders/${orderId}/loads/${load.loadId}`} className={textLinkClass()} onClick={follow}>
            Load #{load.loadId}
          </Link>
        </h2>
        <LoadStatusChip statusId={load.refLoadStatusId} />
        <span className={s.muted}>
          {load.carrierName?.trim() ? load.carrierName : missingCell('No Carrier')}
        </span>
        {leg && <span className={s.muted}>{leg}</span>}
        <span className={s.grow} />
        <Link href={`/loads/${load.loadId}`} className={textLinkClass()} onClick={follow}>
          Open load page
        </Link>
        {access.mayEditLoad && (
          <Button size="sm" variant="secondary" onClick={() => onRemove(load.loadId)}>
            Remove from this load
          </Button>
        )}
      </Inline>
      {stops.length === 0 ? (
        <p className={s.muted}>No stops yet.</p>
      ) : (
        <Stack as="ol" gap="sm">
          {stops.map((stop, si) => (
            <StopCard
              key={stop.loadStopId}
              stop={stop}
              number={si + 1}
              total={stops.length}
              check={reading ? idle : (checks[si] ?? idle)}
              mayCheck={access.mayEditStops}
              onCheck={(checked) => check(load.loadId, stop, checked)}
              onOpen={() => send({ type: 'modal.opened', loadId: load.loadId, loadStopId: stop.loadStopId })}
              openDisabled={reading}
              reorder={
                access.mayEditLoad
                  ? { enabled: !saving && !reading && !delivered, onMove: (to) => move(si, to) }
                  : null
              }
              current={view.current?.loadStopId === stop.loadStopId}
              mark={ownStopMark(stop, orderId)}
            >
              <ul className={s.orders} aria-label={`Orders at Stop ${si + 1}`}>
                {stop.loadStopOrders.map((o) => (
                  <li
                    key={o.orderId}
                    className={s.order}
                    data-own={o.orderId === orderId || undefined}
                    data-highlighted={view.highlightedOrderId === o.orderId || undefined}
                    data-selected={view.selectedOrderId === o.orderId || undefined}
                    onPointerDown={() => send({ type: 'order.selected', orderId: o.orderId })}
                    onMouseEnter={() => send({ type: 'order.highlighted', orderId: o.orderId })}
                    onMouseLeave={() => send({ type: 'order.highlighted', orderId: null })}
                  >
                    <Link
                      href={`/orders/${o.orderId}/loads`}
                      className={textLinkClass()}
                      onClick={follow}
                      onFocus={() => send({ type: 'order.highlighted', orderId: o.orderId })}
                      onBlur={() => send({ type: 'order.highlighted', orderId: null })}
                    >
                      #{o.orderId}
                    </Link>
                    {o.isConsolidation ? ' c' : ''}
                    {view.selectedOrderId === o.orderId ? ` (Order #${o.orderId} selected)` : ''}
                  </li>
                ))}
              </ul>
            </StopCard>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
