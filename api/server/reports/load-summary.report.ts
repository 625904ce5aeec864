import { and, asc, eq } from 'drizzle-orm';
import { stateCode } from '#contract/geography';
import { loadStopTypeLabel } from '#contract/load-codes';
import { loadStatusLabel } from '#contract/load-status';
import { unitTypeLabel } from '#contract/order-codes';
import { appointmentText, issueText, noWindowText, windowText } from '#domain/stop-texts';
import type { Db } from '../db/connect';
import { carriers } from '../db/schema/carriers';
import { orderCustomers } from '../db/schema/customers';
import { loadStopOrders, loadStops, loads } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { orders } from '../db/schema/orders';
import { notFound } from '../http/errors';
import { cellText, usDate, usDateTime } from './report-format';
import type { ReportInput } from './report-input';
import type { ReportDefinition } from './report-definition';
import type { ReportColumn, ReportNote } from './report-model';
import { casesOf, counted, groupRows, place, sum } from './report-sql';

async function loadHeader(db: Db, loadId: number) {
  const [load] = await db
    .select({
      loadId: loads.loadId,
      status: loads.refLoadStatusId,
      carrier: carriers.name,
      trailer: loads.trailerNumber,
      shipDate: loads.estimatedShippingDate,
      revenue: loads.revenue,
      showRevenue: loads.showRevenueOnLoadSummary,
    })
    .from(loads)
    .leftJoin(carriers, eq(carriers.carrierId, loads.carrierId))
    .where(eq(loads.loadId, loadId));
  if (!load) throw notFound('The load');
  return load;
}

/** Stops of a load (or one stop) with the orders on each, in stop order. */
async function stopOrders(db: Db, loadId: number, loadStopId?: number) {
  return db
    .select({
      loadStopId: loadStops.loadStopId,
      sequence: loadStops.stopSequence,
      type: loadStops.refLoadStopTypeId,
      fromDate: loadStops.fromDate,
      toDate: loadStops.toDate,
      hasAppointment: loadStops.hasAppointment,
      carrierMakesAppointment: loadStops.carrierMakesAppointment,
      scheduledWithDescription: loadStops.scheduledWithDescription,
      stopHasIssue: loadStops.stopHasIssue,
      issueDescription: loadStops.issueDescription,
      location: locations.name,
      city: locations.city,
      stateId: locations.refStateId,
      orderId: orders.orderId,
      customer: orderCustomers.orderCustomerName,
      poNumber: orders.poNumber,
      producer: orders.producerName,
      quantity: orders.quantity,
      unitType: orders.unitType,
      bottles: orders.numberOfBottles,
      cases: casesOf,
    })
    .from(loadStops)
    .innerJoin(locations, eq(locations.locationId, loadStops.locationId))
    .leftJoin(loadStopOrders, eq(loadStopOrders.loadStopId, loadStops.loadStopId))
    .leftJoin(orders, eq(orders.orderId, loadStopOrders.orderId))
    .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, orders.orderCustomerId))
    .where(and(eq(loadStops.loadId, loadId), loadStopId ? eq(loadStops.loadStopId, loadStopId) : undefined))
    .orderBy(asc(loadStops.stopSequence), asc(loadStops.loadStopId), asc(orders.orderId));
}
type StopOrder = Awaited<ReturnType<typeof stopOrders>>[number];

const orderColumns: ReportColumn[] = [
  { header: 'Order #', width: 8 },
  { header: 'Customer', width: 22 },
  { header: 'PO #', width: 14 },
  { header: 'Producer', width: 18 },
  { header: 'Qty', width: 6, kind: 'number' },
  { header: 'Unit', width: 9 },
  { header: 'Bottles', width: 7, kind: 'number' },
  { header: 'Cases', width: 7, kind: 'decimal' },
];
const orderCells = (r: StopOrder) =>
  r.orderId == null
    ? ['No orders at this stop', null, null, null, null, null, null, null]
    : [
        String(r.orderId),
        r.customer,
        r.poNumber,
        r.producer,
        r.quantity,
        unitTypeLabel(r.unitType),
        r.bottles,
        r.cases,
      ];
const withOrders = (rows: StopOrder[]) => rows.filter((r) => r.orderId != null);
const totalsOf = (rows: StopOrder[], label: string) => {
  const o = withOrders(rows);
  return [
    counted(o.length, 'order'),
    label,
    null,
    null,
    sum(o, (r) => r.quantity),
    null,
    sum(o, (r) => r.bottles),
    sum(o, (r) => r.cases),
  ];
};
const stopTitle = (r: StopOrder) =>
  [
    `Stop ${r.sequence}`,
    loadStopTypeLabel(r.type),
    r.location,
    place(r.city, r.stateId == null ? null : stateCode(r.stateId)),
  ]
    .filter(Boolean)
    .join(' · ');
/** Under a stop's heading, what its card shows (domain/stop-texts): window, appointment, issue. */
const stopNotes = (r: StopOrder, timeZone: string): ReportNote[] => {
  const appointment = appointmentText(r);
  const issue = issueText(r);
  return [
    { text: windowText(r, (moment: Date) => usDateTime(moment, timeZone)) || noWindowText },
    ...(appointment ? [{ text: appointment }] : []),
    ...(issue ? [{ text: issue, alert: true }] : []),
  ];
};

const loadIdOf = (input: ReportInput) => input.fields.loadId!;

/** The load page's Load Summary: the load, then each stop with the orders picked up or delivered there. */
export const loadSummary: ReportDefinition = {
  title: 'Load Summary',
  format: 'pdf',
  async build(db, input) {
    const load = await loadHeader(db, loadIdOf(input));
    const rows = await stopOrders(db, load.loadId);
    const firstOfEachStop = rows.filter((r, i) => i === 0 || rows[i - 1]!.loadStopId !== r.loadStopId);
    const filters: [string, string][] = [
      ['Load #', String(load.loadId)],
      ['Status', loadStatusLabel(load.status)],
      ['Carrier', load.carrier ?? 'No carrier'],
      ['Trailer', load.trailer ?? '—'],
      ['Estimated ship date', load.shipDate ? usDate(load.shipDate, input.timeZone) : '—'],
    ];
    if (load.showRevenue) filters.push(['Revenue', cellText(load.revenue, 'money', input.timeZone) || '—']);
    return {
      title: `Load Summary — Load #${load.loadId}`,
      filters,
      columns: orderColumns,
      groups: groupRows(
        rows,
        (r) => r.loadStopId,
        stopTitle,
        orderCells,
        (g) => totalsOf(g, 'Stop total'),
      ).map((group, i) => ({ ...group, notes: stopNotes(firstOfEachStop[i]!, input.timeZone) })),
      totals: totalsOf(
        // An order picked up at one stop and delivered at another counts once.
        rows.filter((r, i) => r.orderId != null && rows.findIndex((o) => o.orderId === r.orderId) === i),
        'Load total',
      ),
      emptyText: 'This load has no stops.',
    };
  },
};

/** The stop modal's Receiving Summary: what the stop receives (or hands over), order by order. */
export const receivingSummary: ReportDefinition = {
  title: 'Receiving Summary',
  format: 'pdf',
  async build(db, input) {
    const load = await loadHeader(db, loadIdOf(input));
    const rows = await stopOrders(db, load.loadId, input.fields.loadStopId!);
    const stop = rows[0];
    if (!stop) throw notFound('The stop');
    return {
      title: `Receiving Summary — Load #${load.loadId}`,
      filters: [
        ['Load #', String(load.loadId)],
        ['Carrier', load.carrier ?? 'No carrier'],
        ['Trailer', load.trailer ?? '—'],
        ['Stop', stopTitle(stop)],
      ],
      columns: orderColumns,
      groups: [{ notes: stopNotes(stop, input.timeZone), rows: rows.map(orderCells) }],
      totals: totalsOf(rows, 'Total'),
    };
  },
};
