import { Link } from 'wouter';
import type { LoadStop } from '#contract/load';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { formatQuantity } from '../../business-lists/list-format';
import * as s from './stop-modal.css';

/** The stop's orders: Producer, PO #, Cases; a 'c' badge marks a consolidation (spec 2 §2). */
export function StopOrdersTable({ stop }: { stop: LoadStop }) {
  if (stop.loadStopOrders.length === 0) return <p>No orders on this stop.</p>;
  return (
    <table className={s.table}>
      <caption className={s.caption}>Orders</caption>
      <thead>
        <tr>
          <th scope="col">Producer</th>
          <th scope="col">PO #</th>
          <th scope="col">Cases</th>
        </tr>
      </thead>
      <tbody>
        {stop.loadStopOrders.map((o) => (
          <tr key={o.orderId}>
            <td>
              {o.order?.producerName ?? ''}{' '}
              <Link href={`/orders/${o.orderId}`} className={textLinkClass()}>
                Order #{o.orderId}
              </Link>
              {o.isConsolidation && (
                <span className={s.consolidation} title="Consolidation" aria-label="Consolidation">
                  c
                </span>
              )}
            </td>
            <td>{o.order?.poNumber ?? ''}</td>
            <td>{formatQuantity(o.order?.quantity)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
