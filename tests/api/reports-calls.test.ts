import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderStatus } from '#contract/order-status';
import { reportPaths } from '#contract/paths';
import { orders } from '#server/db/schema/orders';
import { createTestApp, type TestApp } from '#fixtures/test-app';
import { createReportData, may, pdfText, xlsxRows, type ReportData } from './reports-helpers';

let t: TestApp;
let d: ReportData;
beforeAll(async () => {
  t = await createTestApp({ BUSINESS_TIME_ZONE: 'America/Los_Angeles' });
  d = await createReportData(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const post = (path: string, body: unknown, token = d.staff.token) => t.call('POST', path, { body, token });
/** Every page's footer says "Page N of M", M being the pages the PDF has; returns M. */
const expectNumberedPages = (text: string) => {
  const pages = text.split('\f');
  pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
  return pages.length;
};

const pdfOf = async (res: Response) => {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const text = await pdfText(await res.arrayBuffer());
  expectNumberedPages(text);
  return text;
};

describe('PDF reports', () => {
  it('Customer Contact List: active customers with their contacts, primary first', async () => {
    const text = await pdfOf(
      await t.call('GET', reportPaths.getCustomerContactsReport, { token: d.staff.token }),
    );
    expect(text).toContain('Northwest Distribution Services');
    expect(text).toContain('Customer Contact List');
    expect(text).toMatch(
      /Acme Cellars · Napa, CA.*Ann Able.*555-0101.*ann@acme\.test.*Yes.*Bob Baker.*Shipping/s,
    );
    expect(text).toMatch(/Birch Winery.*No contacts/s);
    expect(text).not.toContain('Zed Gone');
    expect(text).toMatch(/Page 1 of \d+/);
    expect(text).toMatch(/Generated \d\d\/\d\d\/\d{4}/);
  });

  it('Deliveries by Destination: May deliveries grouped by destination, with cases and totals', async () => {
    const res = await post(reportPaths.getDeliveriesByDestinationReport, { fields: may });
    expect(res.headers.get('content-disposition')).toMatch(
      /^inline; filename="Deliveries_by_Destination_\d{4}-\d\d-\d\d\.pdf"/,
    );
    const text = await pdfOf(res);
    expect(text).toContain('Date window: 05/01/2025 to 05/31/2025');
    expect(text).toContain('Customer: All customers');
    expect(text).toMatch(
      /Bay Wines SF · San Francisco, CA 05\/10\/2025 \d+ Acme Cellars PO-ACME-1 10\.00 05\/12\/2025 \d+ Birch Winery =HYPERLINK\("http:\/\/evil"\) 5\.00 2 orders Destination total 15\.00 Bend Market · Bend, OR 05\/20\/2025 \d+ Acme Cellars PO-ACME-3 7\.00 1 order Destination total 7\.00/,
    );
    expect(text).toMatch(/\d+ orders \d+ destinations Total [\d,]+\.\d\d/);
    expect(text).not.toContain('PO-JUNE');
    expect(text).not.toContain('PO-CANCEL');
  });

  it('Deliveries by Destination narrows to a customer and to destination states', async () => {
    const birch = await pdfOf(
      await post(reportPaths.getDeliveriesByDestinationReport, {
        fields: { ...may, orderCustomerId: d.birch.orderCustomerId },
      }),
    );
    expect(birch).toContain('Customer: Birch Winery');
    expect(birch).not.toContain('PO-ACME-1');
    expect(birch).toMatch(/1 order 1 destination Total 5\.00/);
    const oregon = await pdfOf(
      await post(reportPaths.getDeliveriesByDestinationReport, {
        fields: { ...may, orderCustomerId: d.acme.orderCustomerId, statesList: [d.bend.refStateId!] },
      }),
    );
    expect(oregon).toContain('Destination states: Oregon');
    expect(oregon).toMatch(/PO-ACME-3 7\.00.*1 order 1 destination Total 7\.00/s);
    expect(oregon).not.toContain('Bay Wines SF');
  });

  it('Deliveries by Destination Summary: orders and cases per destination and customer', async () => {
    const text = await pdfOf(
      await post(reportPaths.getDeliveriesByDestinationSummaryReport, { fields: may }),
    );
    expect(text).toMatch(
      /Bay Wines SF · San Francisco, CA Acme Cellars 1 10\.00 Birch Winery 1 5\.00 Destination total 2 15\.00/,
    );
    const acme = await pdfOf(
      await post(reportPaths.getDeliveriesByDestinationSummaryReport, {
        fields: { ...may, orderCustomerId: d.acme.orderCustomerId },
      }),
    );
    expect(acme).toMatch(/Total \(2 destinations\) 2 17\.00/);
  });

  it('Order Picked Dates: the orders picked in the window, with who and where', async () => {
    const text = await pdfOf(await post(reportPaths.getOrderPickedDatesReport, { fields: may }));
    expect(text).toMatch(
      /05\/05\/2025 \d+ Acme Cellars PO-PICK-A Acme Estate Bend Market 3 12 Pk Case 3\.00 05\/06\/2025 \d+ Birch Winery PO-PICK-B 4 12 Pk Case 4\.00/,
    );
  });

  it('Load Report: loads shipping in the window with stops, orders, cases and revenue', async () => {
    const text = await pdfOf(await post(reportPaths.getLoadReport, { fields: may }));
    expect(text).toMatch(
      new RegExp(`05/14/2025 ${d.load.loadId} Open.*Swift Haul.*3 2 11\\.00 \\$1,234\\.50`, 's'),
    );
  });

  it('Pickups by Warehouse: pickup stops by location, skipping ignored locations', async () => {
    const text = await pdfOf(
      await post(reportPaths.getPickupsByWarehouseReport, { fields: { ...may, onlyNWDWarehouses: true } }),
    );
    expect(text).toContain('Warehouse: All NWDS warehouses');
    expect(text).toMatch(
      new RegExp(
        `NWDS Portland · Portland, OR.*05/14/2025 ${d.load.loadId} Swift Haul Scheduled 2 11\\.00`,
        's',
      ),
    );
    expect(text).not.toContain('Skip Dock');
  });

  it('Order Availability: ready orders not yet moving, by pickup location', async () => {
    const text = await pdfOf(await post(reportPaths.getOrderAvailabilityReport, { fields: may }));
    expect(text).toMatch(/NWDS Portland.*05\/15\/2025.*Birch Winery.*PO-READY.*Open.*8\.00/s);
    expect(text).not.toContain('PO-ACME-1');
  });

  it('Load Summary: the load, its stops and their orders, revenue when the load shows it', async () => {
    const text = await pdfOf(
      await post(reportPaths.getLoadSummaryReport, { fields: { loadId: d.load.loadId } }),
    );
    expect(text).toContain(`Load Summary — Load #${d.load.loadId}`);
    expect(text).toMatch(/Carrier: Swift Haul.*Trailer: TR-77.*Revenue: \$1,234\.50/s);
    expect(text).toMatch(
      /Stop 1 · Pickup · NWDS Portland.*PO-PICK-A.*PO-READY.*Stop total.*Stop 2 · Delivery · Bend Market.*PO-PICK-A/s,
    );
    expect(text).toMatch(/2 orders Load total/);
  });

  it('Receiving Summary: the orders of one stop; 404 for a stop of another load', async () => {
    const text = await pdfOf(
      await post(reportPaths.getReceivingSummaryReport, {
        fields: { loadId: d.load.loadId, loadStopId: d.drop.loadStopId },
      }),
    );
    expect(text).toMatch(/Stop: Stop 2 · Delivery · Bend Market/);
    expect(text).toContain('PO-PICK-A');
    expect(text).not.toContain('PO-READY');
    const other = await post(reportPaths.getReceivingSummaryReport, {
      fields: { loadId: d.load.loadId, loadStopId: 999_999 },
    });
    expect(other.status).toBe(404);
    expect((await post(reportPaths.getLoadSummaryReport, { fields: { loadId: 999_999 } })).status).toBe(404);
  });

  it('reads a window of bare days in the business time zone', async () => {
    // 05:00 UTC on 21 May is still 20 May in Portland.
    await t.database.db.insert(orders).values({
      orderCustomerId: d.acme.orderCustomerId,
      poNumber: 'PO-LATE-EVENING',
      destinationLocationId: d.bend.locationId,
      refOrderStatusId: OrderStatus.Delivered,
      dateDelivered: new Date('2025-05-21T05:00:00Z'),
      caseEquivalent: 1,
    });
    const fields = {
      dateStartInclusive: '2025-05-20',
      dateEndExclusive: '2025-05-21',
      orderCustomerId: d.acme.orderCustomerId,
    };
    const may20 = await pdfOf(await post(reportPaths.getDeliveriesByDestinationReport, { fields }));
    expect(may20).toContain('Date window: 05/20/2025 to 05/20/2025');
    expect(may20).toMatch(
      /05\/20\/2025 \d+ Acme Cellars PO-ACME-3 .*05\/20\/2025 \d+ Acme Cellars PO-LATE-EVENING/s,
    );
    const may21 = await pdfOf(
      await post(reportPaths.getDeliveriesByDestinationReport, {
        fields: { ...fields, dateStartInclusive: '2025-05-21', dateEndExclusive: '2025-05-22' },
      }),
    );
    expect(may21).not.toContain('PO-LATE-EVENING');
  });

  it('an empty window says so instead of an empty table', async () => {
    const fields = { dateStartInclusive: '2020-01-01T08:00:00Z', dateEndExclusive: '2020-01-02T08:00:00Z' };
    const text = await pdfOf(await post(reportPaths.getDeliveriesByDestinationReport, { fields }));
    expect(text).toContain('No deliveries in this window.');
  });

  it('numbers the pages "Page N of M" and repeats the table header on each page', async () => {
    // 80 orders picked in July: 30 rows fit under the title block (two filter lines), 36 on each page after it.
    await t.database.db.insert(orders).values(
      Array.from({ length: 80 }, (_, i) => ({
        orderCustomerId: d.acme.orderCustomerId,
        poNumber: `PO-JULY-${i + 1}`,
        isPicked: true,
        datePicked: '2025-07-02',
        dateAdded: new Date('2025-07-01T17:00:00Z'),
        quantity: 1,
      })),
    );
    const fields = { dateStartInclusive: '2025-07-01', dateEndExclusive: '2025-08-01' };
    const text = await pdfOf(await post(reportPaths.getOrderPickedDatesReport, { fields }));
    expect(expectNumberedPages(text)).toBe(3);
    const pages = text.split('\f');
    expect(pages[2]).toContain('Page 3 of 3');
    for (const page of pages) {
      expect(page).toContain('Picked Order # Customer PO # Producer Destination Qty Unit Cases Picked By');
    }
    const first = (page: string) => Number(/PO-JULY-(\d+) /.exec(page)![1]);
    const last = (page: string) => Number([...page.matchAll(/PO-JULY-(\d+) /g)].at(-1)![1]);
    expect(pages.map((p) => [first(p), last(p)])).toEqual([
      [1, 30],
      [31, 66],
      [67, 80],
    ]);
    expect(pages[2]).toMatch(/PO-JULY-80 .*80 orders/);
  });
});

describe('XLSX reports', () => {
  const xlsx = async (path: string, fields: object) => {
    const res = await post(path, { fields });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename=".+_\d{4}-\d\d-\d\d\.xlsx"/,
    );
    return xlsxRows(await res.arrayBuffer());
  };

  it('Order Status: one typed row per order added in the window, formulas neutralised', async () => {
    const now = new Date();
    const window = {
      dateStartInclusive: new Date(now.getTime() - 86_400_000).toISOString(),
      dateEndExclusive: new Date(now.getTime() + 86_400_000).toISOString(),
    };
    const rows = await xlsx(reportPaths.getOrderStatusXlsxReport, window);
    expect(rows[0]).toEqual(['Northwest Distribution Services']);
    expect(rows[1]).toEqual(['Order Status']);
    const header = rows.findIndex((r) => r[0] === 'Order #');
    expect(rows[header]).toContain('Delivered');
    const byOrder = new Map(rows.slice(header + 1).map((r) => [r[0], r]));
    const first = byOrder.get(d.o1.orderId)!;
    expect(first.slice(2, 6)).toEqual(['Acme Cellars', 'PO-ACME-1', undefined, 'Delivered']);
    expect(first[11]).toBe(10);
    expect(first[14]).toBeInstanceOf(Date);
    expect(byOrder.get(d.o2.orderId)![3]).toBe('\'=HYPERLINK("http://evil")');
    expect(rows.at(-1)![0]).toMatch(/^\d+ orders$/);
  });

  it('CDTFA: deliveries into California per month and customer, with bottles and wine gallons', async () => {
    const rows = await xlsx(reportPaths.getCdtfaXlsxReport, may);
    const data = rows.filter((r) => r[0] === '2025-05');
    expect(data).toEqual([
      ['2025-05', 'Acme Cellars', 1, 10, 120, 23.78],
      ['2025-05', 'Birch Winery', 1, 5, 0, 11.89],
      ['2025-05', 'Month total', 2, 15, 120, 35.67],
    ]);
    expect(rows.at(-1)).toEqual(['Total', undefined, 2, 15, 120, 35.67]);
    expect(rows.flat()).not.toContain('PO-ACME-3');
  });
});
