import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPaths } from '#contract/paths';
import { reportRequestMessages as M } from '#contract/report-request';
import { errorBody } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { customerOnlyMessage } from '#server/reports/report-input';
import { createReportData, may, pdfText, type ReportData } from './reports-helpers';

let t: TestApp;
let d: ReportData;
beforeAll(async () => {
  t = await createTestApp();
  d = await createReportData(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const staffOnly = [
  reportPaths.getDeliveriesByDestinationReport,
  reportPaths.getDeliveriesByDestinationSummaryReport,
  reportPaths.getLoadReport,
  reportPaths.getPickupsByWarehouseReport,
  reportPaths.getOrderAvailabilityReport,
  reportPaths.getOrderStatusXlsxReport,
  reportPaths.getCdtfaXlsxReport,
];

describe('who may run which report', () => {
  it('asks for a session first', async () => {
    expect(
      (await t.call('POST', reportPaths.getOrderPickedDatesReport, { body: { fields: may } })).status,
    ).toBe(401);
    expect((await t.call('GET', reportPaths.getCustomerContactsReport)).status).toBe(401);
  });

  it('refuses customers and carriers every report but Order Picked Dates, and staff without Report View', async () => {
    for (const token of [d.customer.token, d.carrierLogin.token, d.noReports.token]) {
      for (const path of staffOnly) {
        expect((await t.call('POST', path, { body: { fields: may }, token })).status, path).toBe(403);
      }
      expect((await t.call('GET', reportPaths.getCustomerContactsReport, { token })).status).toBe(403);
      const load = { fields: { loadId: d.load.loadId } };
      // The load page's summaries are for staff holding Report View or Load View.
      expect((await t.call('POST', reportPaths.getLoadSummaryReport, { body: load, token })).status).toBe(
        403,
      );
    }
  });

  it('gives a customer Order Picked Dates for its own customer only', async () => {
    const own = await t.call('POST', reportPaths.getOrderPickedDatesReport, {
      body: { fields: may },
      token: d.customer.token,
    });
    expect(own.status).toBe(200);
    const text = await pdfText(await own.arrayBuffer());
    expect(text).toContain('Customer: Acme Cellars');
    expect(text).toContain('PO-PICK-A');
    expect(text).not.toContain('PO-PICK-B');

    const other = await t.call('POST', reportPaths.getOrderPickedDatesReport, {
      body: { fields: { ...may, orderCustomerId: d.birch.orderCustomerId } },
      token: d.customer.token,
    });
    expect(other.status).toBe(403);
    expect((await errorBody(other)).statusText).toBe(customerOnlyMessage);
  });

  it('lets staff open a load summary', async () => {
    const res = await t.call('POST', reportPaths.getLoadSummaryReport, {
      body: { fields: { loadId: d.load.loadId } },
      token: d.staff.token,
    });
    expect(res.status).toBe(200);
  });
});

describe('bad input', () => {
  const post = (path: string, body: unknown) => t.call('POST', path, { body, token: d.staff.token });

  it('needs a date window, the right way round and at most 366 days long', async () => {
    const none = await post(reportPaths.getDeliveriesByDestinationReport, { fields: {} });
    expect(none.status).toBe(400);
    expect((await errorBody(none)).fields).toEqual({
      'fields.dateStartInclusive': M.startRequired,
      'fields.dateEndExclusive': M.endRequired,
    });
    const backwards = await post(reportPaths.getOrderStatusXlsxReport, {
      fields: { dateStartInclusive: may.dateEndExclusive, dateEndExclusive: may.dateStartInclusive },
    });
    expect((await errorBody(backwards)).fields).toEqual({ 'fields.dateEndExclusive': M.endAfterStart });
    const long = await post(reportPaths.getCdtfaXlsxReport, {
      fields: { dateStartInclusive: '2023-01-01', dateEndExclusive: '2025-01-01' },
    });
    expect((await errorBody(long)).fields).toEqual({ 'fields.dateEndExclusive': M.windowTooLong });
  });

  it('names unknown fields, wrong types and impossible dates', async () => {
    const res = await post(reportPaths.getLoadReport, {
      fields: { ...may, dateStartInclusive: '2025-02-30', orderCustomerId: 'x', colour: 'red' },
    });
    expect(res.status).toBe(400);
    const fields = (await errorBody(res)).fields!;
    expect(fields['fields.dateStartInclusive']).toBe('Invalid Date');
    expect(fields['fields.orderCustomerId']).toBeDefined();
    expect(fields['fields.colour']).toBe('Unknown field');
  });

  it('needs loadId (and loadStopId) for the load page reports', async () => {
    const summary = await post(reportPaths.getLoadSummaryReport, { fields: {} });
    expect(Object.keys((await errorBody(summary)).fields!)).toEqual(['fields.loadId']);
    const receiving = await post(reportPaths.getReceivingSummaryReport, {
      fields: { loadId: d.load.loadId },
    });
    expect(Object.keys((await errorBody(receiving)).fields!)).toEqual(['fields.loadStopId']);
  });
});
