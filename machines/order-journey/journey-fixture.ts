import type { LoadStop } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';
import type { LoadDetail } from '#contract/load-save';
import { LoadStatus } from '#contract/load-status';
import type { OrderJourney } from './journey-edits';
import { unscheduledStop } from '#machines/testing/stop-fixture';

/**
 * A small journey for the machine's test and its kit: order 5 consolidated to the warehouse on Load #12,
 * then delivered on Load #13, each load a pickup (stop x1) and a delivery (stop x2).
 */
export const journeyStop = (
  loadStopId: number,
  stopSequence: number,
  type: 'pickup' | 'delivery',
  resolvedAt: string | null = null,
): LoadStop => ({
  loadStopId,
  locationId: 40 + stopSequence,
  refLoadStopTypeId: type === 'pickup' ? LoadStopType.Pickup : LoadStopType.Delivery,
  stopSequence,
  loadStopOrders: [{ orderId: 5, isConsolidation: type === 'delivery' && loadStopId < 130 }],
  pickedUpOrDelivered: resolvedAt !== null,
  pickedUpDeliveryDate: resolvedAt,
  ...unscheduledStop,
});

export const journeyLoad = (
  loadId: number,
  loadStops: LoadStop[],
  refLoadStatusId: LoadDetail['refLoadStatusId'] = LoadStatus.Booked,
): LoadDetail => ({ loadId, refLoadStatusId, loadStops, dateModified: '2026-03-01T08:00:00.000Z' });

/** Nothing resolved yet. */
export const openJourney: OrderJourney = {
  orderId: 5,
  loads: [
    journeyLoad(12, [journeyStop(121, 1, 'pickup'), journeyStop(122, 2, 'delivery')]),
    journeyLoad(13, [journeyStop(131, 1, 'pickup'), journeyStop(132, 2, 'delivery')]),
  ],
};

/** The first pickup done, as the server answers it (Load #12 now in transit). */
export const pickedUpJourney: OrderJourney = {
  orderId: 5,
  loads: [
    journeyLoad(
      12,
      [journeyStop(121, 1, 'pickup', '2026-03-05T09:30:00.000Z'), journeyStop(122, 2, 'delivery')],
      LoadStatus.InTransit,
    ),
    journeyLoad(13, [journeyStop(131, 1, 'pickup'), journeyStop(132, 2, 'delivery')]),
  ],
};
