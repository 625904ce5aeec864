import type { LoadStop } from '#contract/load';

/** A test stop's schedule and issue fields, left empty: no directions, window, appointment or issue. */
export const unscheduledStop = {
  stopDirections: null,
  fromDate: null,
  toDate: null,
  hasAppointment: false,
  carrierMakesAppointment: false,
  scheduledWithDescription: null,
  stopHasIssue: false,
  issueDescription: null,
} satisfies Partial<LoadStop>;
