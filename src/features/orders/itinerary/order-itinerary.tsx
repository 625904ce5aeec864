import { Link } from 'wouter';
import type { OrderItineraryItem } from '#contract/order';
import { Inline } from '#ui/components/inline/inline';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { LoadStatusChip } from '../../../shared/loads/load-status-chip';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';
import { missingCell } from '../../../shared/business-lists/list-cells';
import * as r from '../../../shared/records/records.css';
import { formatUsDateTime } from '../../../shared/format/us-date-time';
import * as s from './itinerary.css';

export const noLoadsText = 'No loads are currently associated with this order.';

type Stop = NonNullable<OrderItineraryItem['pickUpLoadStop']>;

/** The order's loads (GET getOrderItinerary/{orderId}); a failed read is only logged (spec 2 §8). */
export function useOrderItinerary(orderId: number) {
  const { services } = useRuntime();
  return useResource<OrderItineraryItem[]>((signal) =>
    services.ordersApi.getItinerary(orderId, signal).catch((error: unknown) => {
      console.warn('order itinerary failed to load', error);
      return [] as OrderItineraryItem[];
    }),
  );
}

/**
 * The Load Itinerary of spec 2 §2: each load with its carrier ('No Carrier' in red), status, and its
 * pickup and delivery stop (location linked, with its id, city and state, From, To and Completed).
 */
export function OrderItinerary({
  orderId,
  loadHref,
}: {
  orderId: number;
  loadHref?: (loadId: number) => string;
}) {
  const { data, loading } = useOrderItinerary(orderId);
  if (loading && !data) return <Spinner block />;
  if (!data || data.length === 0) return <p>{noLoadsText}</p>;
  return (
    <ul className={r.list} aria-label={`Loads of Order #${orderId}`}>
      {data.map((item) => (
        <Stack as="li" key={item.loadId} gap="sm" padding="md" className={s.load}>
          <Inline gap="sm" alignY="center">
            <Link
              href={loadHref ? loadHref(item.loadId) : `/loads/${item.loadId}`}
              className={textLinkClass()}
            >
              Load #{item.loadId}
            </Link>
            <LoadStatusChip statusId={item.status} size="sm" />
            <span>{item.carrier?.trim() ? item.carrier : missingCell('No Carrier')}</span>
          </Inline>
          <div className={s.stops}>
            <ItineraryStop title="Pickup" stop={item.pickUpLoadStop} />
            <ItineraryStop title="Delivery" stop={item.deliveryLoadStop} />
          </div>
        </Stack>
      ))}
    </ul>
  );
}

function ItineraryStop({ title, stop }: { title: string; stop: Stop | null }) {
  if (!stop) return null;
  const { location } = stop;
  const place = [location.city, location.stateAbbreviation].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    ['From', formatUsDateTime(stop.fromDate)],
    ['To', formatUsDateTime(stop.toDate)],
    ['Completed', formatUsDateTime(stop.pickedUpDeliveryDate)],
  ];
  return (
    <section aria-label={`${title} stop`}>
      <h3 className={s.stopTitle}>{title}</h3>
      <Link href={`/locations/${location.locationId}`} className={textLinkClass()}>
        {location.name ?? 'Unknown'} (#{location.locationId})
      </Link>
      {place && <div>{place}</div>}
      <dl className={s.facts}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={s.term}>{term}</dt>
            <dd className={s.value}>{value || '--'}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
