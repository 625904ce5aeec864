import type { CalendarLoad, CalendarResponse } from '#contract/calendar';
import type { FileRecord } from '#contract/file';
import { LoadStatus } from '#contract/load-status';
import type { Note } from '#contract/note';
import { makePager } from '#contract/pager';
import { journeyLoad, journeyStop } from '#machines/order-journey/journey-fixture';
import type { OrderJourney } from '#machines/order-journey/journey-edits';

/**
 * What the business journeys' effects answer: records as the server sends them, with the names, free text
 * and e-mail a real session carries, so the redaction test (`redaction.test.ts`) has something to miss.
 * Every sensitive value is listed in `sensitiveFixtureValues`; none may reach a recording.
 */
export const fixture = {
  dispatcher: 'Dana Dispatch',
  carrier: 'Coastline Freight',
  directions: 'Gate 3, ask for Maria at the dock',
  scheduledWith: 'Maria Lopez',
  note: 'Driver called: running 40 minutes late',
  fileDescription: 'Signed BOL for Acme Foods',
  warehouse: 'Acme Foods Warehouse',
  city: 'Fresno',
} as const;

/** Amounts as a load's Carrier Pay and the loads list show them. */
export const money = { revenue: 1850.75, carrierRate: 1275.5, netRevenue: 575.25 } as const;

export const sensitiveFixtureValues: readonly string[] = [
  ...Object.values(fixture),
  ...Object.values(money).map(String),
];

/** Page 1 of the loads list: the columns staff see, money included. */
export const loadsPage = {
  items: [
    {
      loadId: 20,
      carrierName: fixture.carrier,
      destinationLocationName: fixture.warehouse,
      destinationLocationCity: fixture.city,
      ...money,
    },
  ],
  pager: makePager(1, 0, 10),
};

/** A stop of order 8 on Load #20 with the directions a dispatcher types. */
const stop = (id: number, sequence: number, type: 'pickup' | 'delivery', at: string | null = null) => ({
  ...journeyStop(id, sequence, type, at),
  loadStopOrders: [{ orderId: 8, isConsolidation: false }],
  stopDirections: fixture.directions,
  scheduledWithDescription: fixture.scheduledWith,
  hasAppointment: true,
});

/** Order 8 before it is on a load: no loads yet. */
export const unplannedJourney: OrderJourney = { orderId: 8, loads: [] };

/** Order 8 added to Load #20: its pickup (201) and delivery (202), nothing resolved. */
export const builtJourney: OrderJourney = {
  orderId: 8,
  loads: [journeyLoad(20, [stop(201, 1, 'pickup'), stop(202, 2, 'delivery')], LoadStatus.Booked)],
};

const pickedAt = '2026-03-05T09:30:00.000Z';
const deliveredAt = '2026-03-05T14:10:00.000Z';
export const checkOffTimes = { pickedAt, deliveredAt } as const;

export const pickedUpJourney: OrderJourney = {
  orderId: 8,
  loads: [
    journeyLoad(20, [stop(201, 1, 'pickup', pickedAt), stop(202, 2, 'delivery')], LoadStatus.InTransit),
  ],
};

export const deliveredJourney: OrderJourney = {
  orderId: 8,
  loads: [
    journeyLoad(
      20,
      [stop(201, 1, 'pickup', pickedAt), stop(202, 2, 'delivery', deliveredAt)],
      LoadStatus.Delivered,
    ),
  ],
};

/** Load #20's stops as the stop modal opens on them. */
export const modalStops = builtJourney.loads[0]!.loadStops;

export const dispatcherNote = (noteId: number, noteContent: string): Note => ({
  noteId,
  noteContent,
  dateAdded: '2026-03-05T15:07:00.000Z',
  dateModified: null,
  createdByUserId: 2,
  modifiedByUserId: null,
  createdByUserName: fixture.dispatcher,
  modifiedByUserName: null,
});

export const bolFile: FileRecord = {
  fileId: 31,
  name: 'bol-load-20.pdf',
  type: 'application/pdf',
  size: 2048,
  description: fixture.fileDescription,
  dateAdded: '2026-03-05T15:20:00.000Z',
  dateModified: null,
};

const calendarLoad = (loadId: number, start: string, end: string): CalendarLoad => ({
  loadId,
  refLoadStatusId: LoadStatus.Booked,
  refLoadDesignationId: 2,
  carrierId: 4,
  carrierName: fixture.carrier,
  stopCount: 2,
  start,
  end,
  byStopWindow: true,
});

export const calendarWeek: CalendarResponse = {
  from: '2026-03-01',
  to: '2026-03-07',
  timeZone: 'America/Los_Angeles',
  days: [
    {
      date: '2026-03-05',
      total: 3,
      loads: [calendarLoad(20, '2026-03-05T16:00:00.000Z', '2026-03-05T22:00:00.000Z')],
    },
  ],
};

export const calendarMonth: CalendarResponse = {
  ...calendarWeek,
  from: '2026-03-01',
  to: '2026-04-11',
};

export const calendarDay5: CalendarResponse = {
  from: '2026-03-05',
  to: '2026-03-05',
  timeZone: 'America/Los_Angeles',
  days: [
    {
      date: '2026-03-05',
      total: 3,
      loads: [20, 21, 22].map((id) =>
        calendarLoad(id, '2026-03-05T16:00:00.000Z', '2026-03-05T22:00:00.000Z'),
      ),
    },
  ],
};

/** Load #20 as the load page's form reads it: its status, miles, revenue and carrier pay, its carrier. */
export const loadFormRecord = {
  loadId: 20,
  refLoadStatusId: LoadStatus.Booked,
  miles: 120,
  revenue: money.revenue,
  carrierRate: money.carrierRate,
  carrierName: fixture.carrier,
  dateModified: '2026-03-01T08:00:00.000Z',
} as const;
