import type { LoadStop } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';
import { stopCaseSummary } from '#domain/case-equivalent';
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

/** The delivery window on one line: 'From … To …'; '' when neither is set. */
export function windowText(stop: LoadStop): string {
  const from = stop.fromDate ? `From ${formatDateTime(stop.fromDate)}` : '';
  const to = stop.toDate ? `To ${formatDateTime(stop.toDate)}` : '';
  return [from, to].filter(Boolean).join(' ');
}

/** The appointment on one line (spec 2 §2 stop modal): '' when there is none to tell. */
export function appointmentText(stop: LoadStop): string {
  const scheduled = stop.scheduledWithDescription?.trim();
  const parts = [
    stop.hasAppointment ? (scheduled ? `Appointment scheduled with ${scheduled}` : 'Appointment') : '',
    stop.carrierMakesAppointment ? 'Carrier makes the appointment' : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** 'Issue with stop: …' when the stop has an issue, else ''. */
export function issueText(stop: LoadStop): string {
  if (!stop.stopHasIssue) return '';
  const what = stop.issueDescription?.trim();
  return what ? `Issue with stop: ${what}` : 'Issue with stop';
}
