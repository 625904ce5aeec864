import { describe, expect, it } from 'vitest';
import { carrierResultItemSchema, carrierSchema } from './carrier';
import { orderChangelogEntrySchema } from './changelog';
import { contactFormSchema, contactKindInfo } from './contact';
import { fileKindInfo, fileSchema } from './file';
import { loadSchema, loadStopSchema } from './load';
import { locationMergeRequestSchema, locationSchema } from './location';
import { noteAuthorName, noteKindInfo } from './note';
import { orderItineraryItemSchema, orderSchema } from './order';
import { receivingSummaryReportRequestSchema, reportFileName } from './report-request';
import { reportSubscriptionListSchema, subscriptionDays } from './report-subscription';
import { isoDateTime } from './scalars';
import { loginRecordSchema } from './system-login';
import { systemUserSchema } from './system-user';

const at = '2025-09-04T10:00:00Z';

describe('entities parse what the server sends', () => {
  it('order with derived fields, defaults filled', () => {
    const o = orderSchema.parse({
      orderId: 5,
      orderGroupId: null,
      orderCustomerId: 3,
      refOrderTypeId: null,
      ...Object.fromEntries(
        ['warehouseId', 'sourceLocationId', 'destinationLocationId', 'currentLocationId', 'nextLocationId']
          .concat(['pickLocationId', 'addedByUserId', 'modifiedByUserId', 'pickedByUserId'])
          .concat(['placedByCustomerUserId', 'deliveringCarrierId'])
          .map((k) => [k, null]),
      ),
      ...Object.fromEntries(
        [
          'poNumber',
          'producerName',
          'bol',
          'special',
          'quantity',
          'caseEquivalent',
          'numberOfBottles',
          'revenue',
        ]
          .concat([
            'cons',
            'datePicked',
            'datePickBy',
            'datePlaced',
            'dateReadyBy',
            'dateNeededBy',
            'dateShipBy',
          ])
          .concat(['dateEstimatedShipBy', 'dateShipped', 'dateDelivered'])
          .map((k) => [k, null]),
      ),
      dateAdded: at,
      dateModified: at,
      statusName: 'Intake',
      loadIdsForThisOrder: [1, 2],
    });
    expect(o).toMatchObject({ refOrderStatusId: 200, unitType: 2, statusName: 'Intake' });
  });

  it('load with a stop', () => {
    const stop = loadStopSchema.parse({
      loadStopId: 1,
      locationId: 2,
      refLoadStopTypeId: 1,
      stopSequence: 0,
      pickedUpDeliveryDate: null,
      stopDirections: null,
      fromDate: null,
      toDate: null,
      scheduledWithDescription: null,
      issueDescription: null,
    });
    expect(stop.loadStopOrders).toEqual([]);
    expect(loadStopSchema.safeParse({ ...stop, refLoadStopTypeId: 3 }).success).toBe(false);
    const nulls = [
      'refLoadTypeId',
      'refLoadDesignationId',
      'refLoadTrailerTypeId',
      'carrierId',
      'originLocationId',
    ]
      .concat([
        'currentLocationId',
        'destinationLocationId',
        'trailerNumber',
        'carrierNote',
        'miles',
        'revenue',
      ])
      .concat([
        'carrierRate',
        'carrierAccessoryCharge',
        'carrierAccessoryChargeDescription',
        'carrierPaidNote',
      ])
      .concat(['carrierPaidCheckNumber', 'carrierPaidInvoiceNumber', 'carrierPaidAmount', 'carrierPaidDate'])
      .concat(['carrierPaidByUserId', 'estimatedShippingDate']);
    const load = loadSchema.parse({
      loadId: 9,
      ...Object.fromEntries(nulls.map((k) => [k, null])),
      loadStops: [stop],
      dateAdded: at,
      dateModified: at,
    });
    expect(load.refLoadStatusId).toBe(1);
  });

  it('system user never needs its secrets, and strips client-only fields', () => {
    const u = systemUserSchema.parse({
      systemUserId: 1,
      emailAddress: 'a@b.co',
      username: null,
      firstName: 'A',
      lastName: 'B',
      phoneNumber: null,
      selected: true,
      pager: {},
    });
    expect(u).toMatchObject({ isActive: true, isInvisible: false, dateAdded: '1970-01-01T00:00:00.000Z' });
    expect(u).not.toHaveProperty('selected');
  });

  it('login record holds four nullable parts', () => {
    const rec = loginRecordSchema.parse({
      admin: null,
      customerLogin: { systemCustomerId: 4, systemUserId: 1, orderCustomerId: 3 },
      employee: null,
      scanToPick: null,
    });
    expect(rec.customerLogin?.permissionCodes).toEqual([]);
    expect(loginRecordSchema.safeParse({ admin: null }).success).toBe(false);
  });

  it('others', () => {
    expect(
      orderChangelogEntrySchema.safeParse({
        orderChangelogId: 1,
        orderId: 1,
        systemUserId: 1,
        actionType: 2,
        bulletedChanges: null,
        dateAdded: at,
        createdBy: null,
      }).success,
    ).toBe(false);
    expect(
      orderItineraryItemSchema.parse({
        loadId: 1,
        carrier: null,
        status: 4,
        pickUpLoadStop: null,
        deliveryLoadStop: null,
      }).status,
    ).toBe(4);
    expect(carrierResultItemSchema.parse({ label: 'Acme', value: 3, isActive: true }).value).toBe(3);
    expect(carrierSchema.shape.operatingZonesIds.parse(undefined)).toEqual([]);
    expect(locationSchema.shape.refStateId.safeParse(56).success).toBe(false);
    expect(locationMergeRequestSchema.safeParse({ locationsToMerge: [1] }).success).toBe(false);
    expect(fileSchema.shape.size.safeParse(-1).success).toBe(false);
    expect(receivingSummaryReportRequestSchema.parse({ fields: { loadId: 1, loadStopId: 2 } })).toBeTruthy();
    expect(reportFileName('Load Summary', '2025-09-04')).toBe('Load_Summary_2025-09-04.pdf');
    expect(contactFormSchema.safeParse({ name: 'x', email: 'bad' }).success).toBe(false);
  });

  it('note author and kinds', () => {
    expect(noteAuthorName({ createdBy: ' Old Name ', createdByUserName: 'New' })).toBe('Old Name');
    expect(noteAuthorName({ createdBy: '  ', createdByUserName: 'New' })).toBe('New');
    expect(noteKindInfo.location.permissions).toEqual({ add: 87, view: 86, update: 88, delete: 89 });
    expect(fileKindInfo.carrier.permissions).toEqual({ add: 66, view: 67, update: 68, delete: 69 });
    expect(contactKindInfo.location.permissions.view).toBe(79);
  });

  it('report subscriptions need a recipient', () => {
    const sub = {
      reportSubscriptionId: 0,
      systemCustomerId: null,
      customEmail: null,
      orderCustomerId: 3,
      isOnMonday: true,
    };
    expect(reportSubscriptionListSchema.safeParse([sub]).success).toBe(false);
    const ok = reportSubscriptionListSchema.parse([{ ...sub, customEmail: 'ops@example.com' }]);
    expect(subscriptionDays(ok[0]!)).toEqual([1]);
  });

  it('dates are ISO strings', () => {
    for (const d of [
      '2025-09-04',
      '2025-09-04T10:00',
      '2025-09-04T10:00:00.123Z',
      '2025-09-04T10:00:00-07:00',
    ]) {
      expect(isoDateTime.safeParse(d).success).toBe(true);
    }
    for (const d of ['09/04/2025', 'yesterday', '2025-9-4', ''])
      expect(isoDateTime.safeParse(d).success).toBe(false);
  });
});
