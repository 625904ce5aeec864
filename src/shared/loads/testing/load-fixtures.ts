import type { Load, LoadStop } from '#contract/load';
import { LoadStopType } from '#contract/load-codes';
import { LoadStatus } from '#contract/load-status';
import { blankLoad } from '#domain/blank-records';
import { unscheduledStop } from '#machines/testing/stop-fixture';
import { Permission as P } from '#contract/permissions';
import { json, type RecordedRequest, type RouteTable } from '../../../testing/table-fetch';
import { signedInAs } from '../../records/testing/record-fixtures';

const location = (locationId: number, name: string, city: string) => ({
  locationId,
  name,
  address: '1 Vine St',
  address2: null,
  city,
  refStateId: 4,
  zipCode: '95476',
  primaryContactName: 'Sam Dock',
  primaryContactPhone: '7075550100',
});

export const stop = (loadStopId: number, over: Partial<LoadStop> = {}): LoadStop => ({
  loadStopId,
  locationId: 100 + loadStopId,
  refLoadStopTypeId: LoadStopType.Pickup,
  stopSequence: loadStopId,
  location: location(100 + loadStopId, `Winery ${loadStopId}`, 'Sonoma'),
  loadStopOrders: [
    {
      orderId: 41,
      isConsolidation: false,
      order: { producerName: 'Anderson Rock', poNumber: 'PO-41', quantity: 56, orderGroupId: null },
    },
  ],
  totalCaseString: null,
  totalCaseEquivalent: 56,
  pickedUpOrDelivered: false,
  pickedUpDeliveryDate: null,
  ...unscheduledStop,
  ...over,
});

/** Load 7: Booked with Columbia Express, a pickup and two deliveries of order 41 and 42; unpaid (blank carrier pay). */
export const load = (over: Partial<Load> = {}): Load => ({
  ...blankLoad(''),
  loadId: 7,
  refLoadTypeId: 0,
  refLoadStatusId: LoadStatus.Booked,
  refLoadDesignationId: 2,
  refLoadTrailerTypeId: 1,
  carrierId: 3,
  carrierName: 'Columbia Express',
  originLocationId: null,
  currentLocationId: null,
  destinationLocationId: null,
  trailerNumber: 'TR-7',
  carrierNote: null,
  miles: 120,
  isAllDay: false,
  revenue: 3064.38,
  showRevenueOnLoadSummary: false,
  carrierPaid: false,
  carrierRate: 900,
  ignoreStatusUpdates: false,
  estimatedShippingDate: new Date(2026, 10, 20, 9, 30).toISOString(),
  loadStops: [
    stop(1),
    stop(2, { refLoadStopTypeId: LoadStopType.Delivery, location: location(102, 'Basin NY', 'New York') }),
    stop(3, {
      refLoadStopTypeId: LoadStopType.Delivery,
      loadStopOrders: [
        {
          orderId: 42,
          isConsolidation: true,
          order: { producerName: 'Bell Hill', poNumber: 'PO-42', quantity: 10, orderGroupId: 5 },
        },
      ],
    }),
  ],
  dateAdded: new Date(2026, 10, 18, 8, 0).toISOString(),
  dateModified: new Date(2026, 10, 19, 14, 5).toISOString(),
  createdByUser: { systemUserId: 2, firstName: 'Pat', lastName: 'Planner', name: null },
  modifiedByUser: { systemUserId: 3, firstName: 'Dana', lastName: 'Driver', name: null },
  ...over,
});

export const staffLoadCodes = [
  P.PortalAccess,
  P.LoadView,
  P.LoadUpdate,
  P.LoadAdd,
  P.LoadNoteView,
  P.LoadFileView,
];
export const staffStorage = () => signedInAs('employee', staffLoadCodes);

/**
 * A server for load 7 that keeps what is saved: GET answers the latest version, PUT {id} stores the body
 * with a new dateModified, and refuses a body whose dateModified is not the latest (409 stale_write), as the
 * real server does.
 */
export function loadServer(initial: Load = load()) {
  let current = initial;
  let saves = 0;
  const routes: RouteTable = {
    'GET /api/Loads/getItemById/7': () => json(current),
    'PUT /api/Loads/7': ({ body }: RecordedRequest) => {
      const sent = body as Partial<Load>;
      if (sent.dateModified !== undefined && sent.dateModified !== current.dateModified)
        return json(
          { statusText: 'Someone else saved this load first.', code: 'stale_write' },
          { status: 409 },
        );
      saves += 1;
      current = { ...current, ...sent, dateModified: new Date(2026, 10, 21, 0, saves).toISOString() };
      return json(current);
    },
    'PUT /api/Loads/setOrderingOfLoadStops': ({ body }: RecordedRequest) => {
      current = { ...current, loadStops: (body as Load).loadStops };
      return json(current);
    },
  };
  return { routes, current: () => current };
}
