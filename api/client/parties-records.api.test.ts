import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { carrierPaths, contactPaths, locationPaths, orderCustomerPaths } from '#contract/paths';
import { createCarriersApi } from './carriers.api';
import { createContactsApi } from './contacts.api';
import { createLocationsApi } from './locations.api';
import { createOrderCustomersApi } from './order-customers.api';
import { emptyCarrierFields } from './party-rows.fixture';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

/** The record calls of issue #16 on the wire: method, path, query and body, and the parsed answer. */
const server = await replyServerForFile();
const http = () => testHttpClient(server);

const dates = { dateAdded: '2025-01-02T03:04:05.000Z', dateModified: '2025-09-04T10:00:00.000Z' };
const customer = {
  orderCustomerId: 7,
  orderCustomerName: 'Harbor Beverage',
  status: 0,
  address1: '1 Pier Rd',
  address2: null,
  city: 'Oakland',
  zipCode: '94607',
  refCountryStateId: 4,
  refCountryId: 1,
  note: null,
  isActive: true,
  dateLastAssigned: null,
  addedByUserId: 1,
  modifiedByUserId: 1,
  ...dates,
};
const carrier = {
  ...emptyCarrierFields,
  carrierId: 3,
  name: 'Bay Freight',
  usDotNumber: '1234567',
  isActive: false,
  operatingZonesIds: [4],
  ...dates,
};
const location = {
  locationId: 11,
  relatedOrderCustomerId: null,
  refCountryId: 1,
  refStateId: 4,
  name: 'Main Dock',
  address: null,
  address2: null,
  city: null,
  zipCode: null,
  locationDirections: null,
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: false,
  dateLastAssigned: null,
  isActive: true,
  ...dates,
};
const emptyMaps = {
  orderIdsByLocationId: {},
  loadIdsByLocationId: {},
  noteIdsByLocationId: {},
  contactIdsByLocationId: {},
};

describe('order customers', () => {
  it('reads, creates, saves and deletes on the spec paths', async () => {
    const api = createOrderCustomersApi(http());
    server.reply(fillPath(orderCustomerPaths.getItemById, { id: 7 }), 200, customer);
    expect(await api.getItemById(7)).toMatchObject({ orderCustomerName: 'Harbor Beverage' });
    server.reply(orderCustomerPaths.base, 200, customer);
    const form = {
      orderCustomerName: 'Harbor Beverage',
      address1: '1 Pier Rd',
      city: 'Oakland',
      zipCode: '94607',
      status: 0 as const,
    };
    await api.create(form);
    expect(server.last()).toMatchObject({ method: 'POST', url: orderCustomerPaths.base });
    server.reply(fillPath(orderCustomerPaths.byId, { id: 7 }), 200, customer);
    await api.update({ ...form, orderCustomerId: 7, dateModified: dates.dateModified });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/OrderCustomers/7' });
    expect(JSON.parse(server.last().body)).toMatchObject({ dateModified: dates.dateModified });
    server.clearReplies();
    expect(await api.delete(7)).toBeNull();
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/OrderCustomers/7' });
  });
});

describe('carriers', () => {
  it('switches a carrier on setCarrierEnabled with isEnabled in the query', async () => {
    const api = createCarriersApi(http());
    server.reply(fillPath(carrierPaths.setCarrierEnabled, { id: 3 }), 200, carrier);
    expect(await api.setCarrierEnabled(3, false)).toMatchObject({ carrierId: 3, isActive: false });
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/Carriers/setCarrierEnabled/3?isEnabled=false',
    });
  });

  it('refuses a carrier answer that is not one', async () => {
    server.reply(fillPath(carrierPaths.getItemById, { id: 3 }), 200, { ...carrier, operatingZonesIds: 'CA' });
    await expect(createCarriersApi(http()).getItemById(3)).rejects.toThrow(
      'Unexpected response from the server',
    );
  });
});

describe('locations', () => {
  it('asks for merge info, then merges into the primary with the maps it was shown', async () => {
    const api = createLocationsApi(http());
    server.reply(locationPaths.getLocationMergeInfo, 200, emptyMaps);
    expect(await api.getLocationMergeInfo({ locationsToMerge: [11, 12] })).toEqual(emptyMaps);
    expect(JSON.parse(server.last().body)).toEqual({ locationsToMerge: [11, 12] });
    server.reply(locationPaths.mergeLocations, 200, { ...location, mergeInfo: emptyMaps });
    const merged = await api.mergeLocations(11, { locationsToMerge: [11, 12], ...emptyMaps });
    expect(merged?.mergeInfo).toEqual(emptyMaps);
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/Locations/mergeLocations?primaryLocationId=11',
    });
    server.reply(locationPaths.create, 200, location);
    await api.create({ name: 'Main Dock' });
    expect(server.last()).toMatchObject({ method: 'POST', url: locationPaths.create });
  });
});

describe('contacts', () => {
  it('takes the path of the kind and owner', async () => {
    const api = createContactsApi(http());
    const contact = {
      contactId: 5,
      name: 'Mia',
      email: null,
      phone: null,
      title: null,
      isPrimary: true,
      emailNotices: false,
      locationId: 11,
    };
    server.reply(fillPath(contactPaths.location.list, { ownerId: 11 }), 200, [contact]);
    expect(await api.list('location', 11)).toEqual([contact]);
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/LocationContacts/11' });
    server.reply(fillPath(contactPaths.carrier.byId, { ownerId: 3, contactId: 5 }), 200, {
      ...contact,
      carrierId: 3,
    });
    await api.update('carrier', 3, { contactId: 5, name: 'Mia', dateModified: dates.dateModified });
    expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/CarrierContacts/3/5' });
    await api.delete('customer', 7, 5);
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/CustomerContacts/7/5' });
  });
});
