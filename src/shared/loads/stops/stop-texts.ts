import type { LoadStop } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';
import { stopCaseSummary } from '#domain/case-equivalent';
import { windowText as stopWindowText } from '#domain/stop-texts';
import { formatDateTime } from '../local-date-time';

export const isPickup = (stop: Pick<LoadStop, 'refLoadStopTypeId'>) =>
  stop.refLoadStopTypeId === LoadStopType.Pickup;

/** The header's type text: 'Pickup' / 'Delivery', or 'Picked Up {date}' / 'Delivered {date}' (spec 2 §4). */
export function stopHeading(stop: LoadStop): string {
  if (stop.pickedUpOrDelivered && stop.pickedUpDeliveryDate)
    return `${isPickup(stop) ? 'Picked Up' : 'Delivered'} ${formatDateTime(stop.pickedUpDeliveryDate)}`;
  return isPickup(stop) ? 'Pickup' : 'Delivery';
}

/** The check-off's label and its time's label (spec 2 §2). */
export const checkLabel = (stop: LoadStop) => (isPickup(stop) ? 'Picked up' : 'Delivered');
export const timeLabel = (stop: LoadStop) => (isPickup(stop) ? 'Picked up at:' : 'Delivered at:');

/** '{n} order(s) ({m} unit(s))', the case summary of a stop: its orders' case equivalents (decision 055). */
export const stopOrderSummary = (stop: LoadStop): string =>
  stopCaseSummary(stop.loadStopOrders.length, stop.totalCaseEquivalent ?? 0);

/** The window on one line, 'From … To …', the Load Summary's rule too (domain/stop-texts); '' for none. */
export const windowText = (stop: LoadStop): string => stopWindowText(stop, formatDateTime);
