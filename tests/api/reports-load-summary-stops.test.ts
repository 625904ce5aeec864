import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPaths } from '#contract/paths';
import { loadStops } from '#server/db/schema/loads';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { createReportData, pdfText, type ReportData } from './reports-helpers';

/**
 * Issue #25: the Load Summary (and a stop's Receiving Summary) tells each stop's window with its times,
 * its appointment and its issue, in the words of the stop card (domain/stop-texts) and the business's zone.
 */
describe.each([
  ['America/Los_Angeles', '9:00 AM', '11:30 AM'],
  ['America/New_York', '12:00 PM', '2:30 PM'],
])('Load Summary stops in %s', (zone, from, to) => {
  let t: TestApp;
  let d: ReportData;
  beforeAll(async () => {
    t = await createTestApp({ BUSINESS_TIME_ZONE: zone });
    d = await createReportData(t);
    await t.database.db
      .update(loadStops)
      .set({
        toDate: new Date('2025-05-15T18:30:00Z'),
        hasAppointment: true,
        scheduledWithDescription: 'Receiving desk',
        carrierMakesAppointment: true,
        stopHasIssue: true,
        issueDescription: 'Dock closed until 2 pm',
      })
      .where(eq(loadStops.loadStopId, d.drop.loadStopId));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const pdf = async (path: string, fields: Record<string, number>) => {
    const res = await t.call('POST', path, { body: { fields }, token: d.staff.token });
    expect(res.status).toBe(200);
    return pdfText(await res.arrayBuffer());
  };

  it('prints under each stop its window, appointment and issue, as its card tells them', async () => {
    const text = await pdf(reportPaths.getLoadSummaryReport, { loadId: d.load.loadId });
    const [pickup, drop] = text.split(/(?=Stop 2 · Delivery)/);
    expect(pickup).toContain(`Stop 1 · Pickup · NWDS Portland · Portland, OR From 05/14/2025 ${from} `);
    expect(pickup).toMatch(/PO-PICK-A.*Stop total/s);
    expect(pickup).not.toMatch(/Appointment|Issue with stop/);
    expect(drop).toContain(
      `Stop 2 · Delivery · Bend Market · Bend, OR From 05/15/2025 ${from} To 05/15/2025 ${to} ` +
        'Appointment scheduled with Receiving desk · Carrier makes the appointment ' +
        'Issue with stop: Dock closed until 2 pm',
    );
    expect(drop).toMatch(/Issue with stop: Dock closed until 2 pm .*PO-PICK-A.*Stop total/s);
  });

  it("prints the same lines above a stop's Receiving Summary", async () => {
    const text = await pdf(reportPaths.getReceivingSummaryReport, {
      loadId: d.load.loadId,
      loadStopId: d.drop.loadStopId,
    });
    expect(text).toContain(
      `From 05/15/2025 ${from} To 05/15/2025 ${to} ` +
        'Appointment scheduled with Receiving desk · Carrier makes the appointment ' +
        'Issue with stop: Dock closed until 2 pm',
    );
  });

  it('wraps a long issue description onto more lines instead of cutting it', async () => {
    const words = Array.from({ length: 40 }, (_, i) => `reason${i}`).join(' ');
    await t.database.db
      .update(loadStops)
      .set({ issueDescription: `Pallets refused.\n${words} end.` })
      .where(eq(loadStops.loadStopId, d.drop.loadStopId));
    const text = await pdf(reportPaths.getLoadSummaryReport, { loadId: d.load.loadId });
    // Whole, over several lines (the layout's noteLines keeps each within the page, pdf-layout.test.ts).
    expect(text).toContain(`Issue with stop: Pallets refused. ${words} end. `);
  });
});
