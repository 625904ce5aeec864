import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { stateByCode } from '#contract/geography';
import { LoadStopType } from '#contract/load-codes';
import { OrderStatus } from '#contract/order-status';
import { Permission } from '#contract/permissions';
import { contacts } from '#server/db/schema/contacts';
import { carriers } from '#server/db/schema/carriers';
import { orderCustomers } from '#server/db/schema/customers';
import { loadStopOrders, loadStops, loads } from '#server/db/schema/loads';
import { locations } from '#server/db/schema/locations';
import { orders } from '#server/db/schema/orders';
import { createSignedInUser } from '#fixtures/auth-helpers';
import type { TestApp } from '#fixtures/test-app';

const standardFontDataUrl = new URL('../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url)
  .pathname;

/** The text of every page of a PDF (pdfjs, as a reader sees it): pages joined by form feeds, runs of space as one. */
export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const doc = await getDocument({ data, useSystemFonts: false, isEvalSupported: false, standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return pages.join('\f');
}

/** Every row of the first sheet as plain values. */
export async function xlsxRows(bytes: ArrayBuffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow({ includeEmpty: false }, (row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

const day = (iso: string) => new Date(iso);
export const may = { dateStartInclusive: '2025-05-01T07:00:00Z', dateEndExclusive: '2025-06-01T07:00:00Z' };

/**
 * Two customers' orders around May 2025 (Pacific): delivered into California and Oregon, picked, ready
 * and waiting, and one load with a warehouse pickup and a delivery stop; plus staff and customer logins.
 */
export async function createReportData(t: TestApp) {
  const db = t.database.db;
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const ca = stateByCode('CA')!.id;
  const or = stateByCode('OR')!.id;
  const acme = await one(
    db
      .insert(orderCustomers)
      .values({ orderCustomerName: 'Acme Cellars', city: 'Napa', refCountryStateId: ca })
      .returning(),
  );
  const birch = await one(
    db.insert(orderCustomers).values({ orderCustomerName: 'Birch Winery' }).returning(),
  );
  await one(db.insert(orderCustomers).values({ orderCustomerName: 'Zed Gone', isActive: false }).returning());
  await db.insert(contacts).values([
    {
      orderCustomerId: acme.orderCustomerId,
      name: 'Ann Able',
      phone: '555-0101',
      email: 'ann@acme.test',
      isPrimary: true,
    },
    { orderCustomerId: acme.orderCustomerId, name: 'Bob Baker', title: 'Shipping' },
  ]);
  const warehouse = await one(
    db
      .insert(locations)
      .values({ name: 'NWDS Portland', city: 'Portland', refStateId: or, isNWDWarehouse: true })
      .returning(),
  );
  const ignored = await one(
    db.insert(locations).values({ name: 'Skip Dock', ignoredByWarehousePickupsReport: true }).returning(),
  );
  const sf = await one(
    db.insert(locations).values({ name: 'Bay Wines SF', city: 'San Francisco', refStateId: ca }).returning(),
  );
  const bend = await one(
    db.insert(locations).values({ name: 'Bend Market', city: 'Bend', refStateId: or }).returning(),
  );
  const carrier = await one(db.insert(carriers).values({ name: 'Swift Haul' }).returning());
  const order = (values: Partial<typeof orders.$inferInsert>) =>
    one(db.insert(orders).values(values).returning());
  const delivered = OrderStatus.Delivered;
  const o1 = await order({
    orderCustomerId: acme.orderCustomerId,
    poNumber: 'PO-ACME-1',
    destinationLocationId: sf.locationId,
    refOrderStatusId: delivered,
    dateDelivered: day('2025-05-10T18:00:00Z'),
    caseEquivalent: 10,
    numberOfBottles: 120,
  });
  const o2 = await order({
    orderCustomerId: birch.orderCustomerId,
    poNumber: '=HYPERLINK("http://evil")',
    destinationLocationId: sf.locationId,
    refOrderStatusId: delivered,
    dateDelivered: day('2025-05-12T18:00:00Z'),
    quantity: 5,
  });
  const o3 = await order({
    orderCustomerId: acme.orderCustomerId,
    poNumber: 'PO-ACME-3',
    destinationLocationId: bend.locationId,
    refOrderStatusId: delivered,
    dateDelivered: day('2025-05-20T18:00:00Z'),
    caseEquivalent: 7,
  });
  // Outside the window (June) and cancelled: in no May report.
  await order({
    orderCustomerId: acme.orderCustomerId,
    poNumber: 'PO-JUNE',
    destinationLocationId: sf.locationId,
    refOrderStatusId: delivered,
    dateDelivered: day('2025-06-03T18:00:00Z'),
    caseEquivalent: 99,
  });
  await order({
    orderCustomerId: acme.orderCustomerId,
    poNumber: 'PO-CANCEL',
    destinationLocationId: sf.locationId,
    refOrderStatusId: OrderStatus.Cancelled,
    dateDelivered: day('2025-05-11T18:00:00Z'),
    caseEquivalent: 50,
  });
  const picked = await order({
    orderCustomerId: acme.orderCustomerId,
    poNumber: 'PO-PICK-A',
    producerName: 'Acme Estate',
    isPicked: true,
    datePicked: '2025-05-05',
    quantity: 3,
    sourceLocationId: warehouse.locationId,
    destinationLocationId: bend.locationId,
  });
  await order({
    orderCustomerId: birch.orderCustomerId,
    poNumber: 'PO-PICK-B',
    isPicked: true,
    datePicked: '2025-05-06',
    quantity: 4,
  });
  const ready = await order({
    orderCustomerId: birch.orderCustomerId,
    poNumber: 'PO-READY',
    refOrderStatusId: OrderStatus.Open,
    dateReadyBy: '2025-05-15',
    sourceLocationId: warehouse.locationId,
    caseEquivalent: 8,
  });

  const load = await one(
    db
      .insert(loads)
      .values({
        carrierId: carrier.carrierId,
        trailerNumber: 'TR-77',
        estimatedShippingDate: day('2025-05-14T16:00:00Z'),
        revenue: 1234.5,
        showRevenueOnLoadSummary: true,
      })
      .returning(),
  );
  const pickup = await one(
    db
      .insert(loadStops)
      .values({
        loadId: load.loadId,
        locationId: warehouse.locationId,
        refLoadStopTypeId: LoadStopType.Pickup,
        stopSequence: 1,
        fromDate: day('2025-05-14T16:00:00Z'),
      })
      .returning(),
  );
  const drop = await one(
    db
      .insert(loadStops)
      .values({
        loadId: load.loadId,
        locationId: bend.locationId,
        refLoadStopTypeId: LoadStopType.Delivery,
        stopSequence: 2,
        fromDate: day('2025-05-15T16:00:00Z'),
      })
      .returning(),
  );
  await db.insert(loadStops).values({
    loadId: load.loadId,
    locationId: ignored.locationId,
    refLoadStopTypeId: LoadStopType.Pickup,
    stopSequence: 3,
    fromDate: day('2025-05-14T18:00:00Z'),
  });
  await db.insert(loadStopOrders).values([
    { loadStopId: pickup.loadStopId, orderId: picked.orderId },
    { loadStopId: pickup.loadStopId, orderId: ready.orderId },
    { loadStopId: drop.loadStopId, orderId: picked.orderId },
  ]);

  const P = Permission;
  const staff = await createSignedInUser(t, {
    firstName: 'Stella',
    identities: [
      { type: 'employee', permissionCodes: [P.PortalAccess, P.ReportView, P.LoadView, P.UserView] },
    ],
  });
  const noReports = await createSignedInUser(t, {
    firstName: 'Nora',
    identities: [{ type: 'employee', permissionCodes: [P.PortalAccess, P.OrderView] }],
  });
  const customer = await createSignedInUser(t, {
    firstName: 'Cora',
    identities: [
      {
        type: 'customer',
        orderCustomerId: acme.orderCustomerId,
        permissionCodes: [P.PortalAccess, P.ReportView],
      },
    ],
  });
  const carrierLogin = await createSignedInUser(t, {
    firstName: 'Carl',
    identities: [
      {
        type: 'carrier',
        carrierId: carrier.carrierId,
        permissionCodes: [P.PortalAccess, P.ReportView, P.LoadView],
      },
    ],
  });
  return {
    acme,
    birch,
    warehouse,
    sf,
    bend,
    load,
    pickup,
    drop,
    o1,
    o2,
    o3,
    staff,
    noReports,
    customer,
    carrierLogin,
  };
}
export type ReportData = Awaited<ReturnType<typeof createReportData>>;

/** The PDF attached to a raw MIME message (base64 part), as bytes. */
export function attachedPdf(raw: string): { fileName: string; bytes: Uint8Array } | null {
  const part =
    /Content-Type: application\/pdf; name=("?)([^\r\n"]+)\1[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!part) return null;
  return { fileName: part[2]!, bytes: new Uint8Array(Buffer.from(part[3]!.replace(/\r\n/g, ''), 'base64')) };
}
