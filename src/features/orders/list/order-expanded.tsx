import { unitTypeLabel } from '#contract/order-codes';
import { Inline } from '#ui/components/inline/inline';
import { formatListDate, formatQuantityWithUnit } from '../../../shared/business-lists/list-format';
import { AllNotesButton, ChangelogCell, ItineraryButton } from './order-record-cells';
import type { OrderListItem } from './order-list-item';
import * as s from './orders-page.css';

const quantityText = (order: OrderListItem) =>
  formatQuantityWithUnit(order.quantity, order.unitType == null ? null : unitTypeLabel(order.unitType));

/**
 * An expanded order row (spec 2 §2): latest note, customer, producer, quantity, origin, destination and
 * the ready-by, ship-by and needed-by dates. The customer identity gets no latest note and no ready-by or
 * ship-by dates (spec 2 §6).
 */
export function OrderExpanded({
  order,
  staff,
  canViewNotes = false,
}: {
  order: OrderListItem;
  staff: boolean;
  /** Offers the Order Notes dialog under the latest note (the Load Itinerary and Changelog are staff's). */
  canViewNotes?: boolean;
}) {
  const fields: [string, string][] = [
    ['Customer', order.orderCustomerName ?? ''],
    ['Producer', order.producerName ?? ''],
    ['Quantity', quantityText(order)],
    ['Origin', order.source ?? ''],
    ['Destination', order.destination ?? ''],
    ...(staff
      ? ([
          ['Ready By', formatListDate(order.dateReadyBy)],
          ['Ship By', formatListDate(order.dateShipBy)],
        ] as [string, string][])
      : []),
    ['Needed By', formatListDate(order.dateNeededBy)],
  ];
  return (
    <div className={staff ? s.expanded : s.expandedFacts}>
      {staff && (
        <section className={s.note} aria-label={`Latest note of Order ${order.orderId}`}>
          <h2 className={s.noteTitle}>Latest Note</h2>
          <p className={s.noteText}>{order.latestNote?.trim() || 'No notes found.'}</p>
          <Inline gap="md" marginTop="xs">
            {canViewNotes && <AllNotesButton row={order} />}
            <ItineraryButton row={order} />
            <ChangelogCell row={order} />
          </Inline>
        </section>
      )}
      <dl className={s.facts}>
        {fields.map(([term, value]) => (
          <div key={term} className={s.fact}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.value}>{value || '--'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
