import { describe, expect, it } from 'vitest';
import { appointmentText, issueText, windowText } from './stop-texts';

const iso = (m: string) => `moment ${m}`;

describe('stop texts (the stop card and the Load Summary PDF)', () => {
  it('tells the window with whichever ends are set, each through the caller’s moment format', () => {
    expect(windowText({ fromDate: 'a', toDate: 'b' }, iso)).toBe('From moment a To moment b');
    expect(windowText({ fromDate: 'a', toDate: null }, iso)).toBe('From moment a');
    expect(windowText({ fromDate: null, toDate: 'b' }, iso)).toBe('To moment b');
    expect(windowText({ fromDate: null, toDate: null }, iso)).toBe('');
    const noon = new Date('2025-05-15T19:00:00Z');
    expect(windowText({ fromDate: noon }, (d) => d.toISOString())).toBe('From 2025-05-15T19:00:00.000Z');
  });

  it('tells the appointment: with whom it is scheduled, and whether the carrier makes it', () => {
    expect(appointmentText({ hasAppointment: false, carrierMakesAppointment: false })).toBe('');
    expect(appointmentText({ hasAppointment: true, scheduledWithDescription: '  ' })).toBe('Appointment');
    expect(appointmentText({ hasAppointment: true, scheduledWithDescription: ' Dock desk ' })).toBe(
      'Appointment scheduled with Dock desk',
    );
    // What it is scheduled with shows only with an appointment, as on the form.
    expect(appointmentText({ hasAppointment: false, scheduledWithDescription: 'Dock desk' })).toBe('');
    expect(
      appointmentText({
        hasAppointment: true,
        carrierMakesAppointment: true,
        scheduledWithDescription: 'Ann',
      }),
    ).toBe('Appointment scheduled with Ann · Carrier makes the appointment');
  });

  it('tells an issue with its description, and nothing without one', () => {
    expect(issueText({ stopHasIssue: true, issueDescription: ' Dock closed until 2 pm ' })).toBe(
      'Issue with stop: Dock closed until 2 pm',
    );
    expect(issueText({ stopHasIssue: true, issueDescription: null })).toBe('Issue with stop');
    expect(issueText({ stopHasIssue: false, issueDescription: 'left over' })).toBe('');
  });
});
