/**
 * How a stop's delivery window, appointment and issue read, on its card in the browser and in the Load
 * Summary PDF alike (spec 2 §2 stop card, issue #25). The wording is the rule here; each side passes its own
 * formatter of a moment in the business's zone (MM/DD/YYYY h:mm A), as the browser holds ISO text and the
 * server a Date.
 */

export interface StopWindowFields<Moment> {
  fromDate?: Moment | null;
  toDate?: Moment | null;
}
export interface StopAppointmentFields {
  hasAppointment?: boolean | null;
  carrierMakesAppointment?: boolean | null;
  scheduledWithDescription?: string | null;
}
export interface StopIssueFields {
  stopHasIssue?: boolean | null;
  issueDescription?: string | null;
}

/** What a stop with neither From nor To shows in place of its window. */
export const noWindowText = 'No delivery window';

/** The delivery window on one line: 'From … To …'; '' when neither is set. */
export function windowText<Moment>(
  stop: StopWindowFields<Moment>,
  formatMoment: (moment: Moment) => string,
): string {
  const from = stop.fromDate ? `From ${formatMoment(stop.fromDate)}` : '';
  const to = stop.toDate ? `To ${formatMoment(stop.toDate)}` : '';
  return [from, to].filter(Boolean).join(' ');
}

/** The appointment on one line (spec 2 §2 stop modal): '' when there is none to tell. */
export function appointmentText(stop: StopAppointmentFields): string {
  const scheduled = stop.scheduledWithDescription?.trim();
  const parts = [
    stop.hasAppointment ? (scheduled ? `Appointment scheduled with ${scheduled}` : 'Appointment') : '',
    stop.carrierMakesAppointment ? 'Carrier makes the appointment' : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

/** 'Issue with stop: …' when the stop has an issue, else ''. */
export function issueText(stop: StopIssueFields): string {
  if (!stop.stopHasIssue) return '';
  const what = stop.issueDescription?.trim();
  return what ? `Issue with stop: ${what}` : 'Issue with stop';
}
