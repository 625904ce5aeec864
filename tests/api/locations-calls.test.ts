import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { locationPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity } from '#fixtures/record-owners';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

/** Spec 2 §7 "Locations": getItemNew, getItemById, create, PUT {id}, DELETE {id}. */
const t = useTestApp();
const owners = useBeforeAll(() => createOwners(t));
const admin = useBeforeAll(() => signedInIdentity(t, 'admin', everyCode, owners, 'Ada'));
const customerLogin = useBeforeAll(() => signedInIdentity(t, 'customer', everyCode, owners));
const carrierLogin = useBeforeAll(() => signedInIdentity(t, 'carrier', everyCode, owners));
const viewer = useBeforeAll(() => signedInIdentity(t, 'employee', [P.LocationView], owners, 'Vic'));

type Location = Record<string, unknown> & { locationId: number; dateModified: string };
const byId = (id: number) => fillPath(locationPaths.byId, { id });
const getById = (id: number, token = admin.token) =>
  t.call('GET', fillPath(locationPaths.getItemById, { id }), { token });
const form = {
  name: ' North Dock ',
  address: '9 Quay St',
  city: 'Portland',
  zipCode: '97201',
  refCountryId: 1,
  refStateId: 36,
  locationDirections: 'Gate 3, ring the bell',
  isNWDWarehouse: false,
  ignoredByWarehousePickupsReport: true,
  isActive: true,
};
const create = async (body: Record<string, unknown> = form) => {
  const res = await t.call('POST', locationPaths.create, { token: admin.token, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Location;
};

describe('getItemNew and create', () => {
  it('answers a blank active location, and creates one with its country and state names', async () => {
    const blank = await t.call('GET', locationPaths.getItemNew, { token: admin.token });
    expect(await blank.json()).toMatchObject({
      locationId: 0,
      name: '',
      isActive: true,
      isNWDWarehouse: false,
    });
    const created = await create({ ...form, relatedOrderCustomerId: owners.a.customerId });
    expect(created).toMatchObject({
      name: 'North Dock',
      city: 'Portland',
      countryName: 'United States',
      stateName: 'Oregon',
      ignoredByWarehousePickupsReport: true,
      relatedOrderCustomerId: owners.a.customerId,
      relatedOrderCustomerName: 'Customer A',
      contactsCount: 0,
      dateLastAssigned: null,
    });
  });

  it("refuses a blank name ('Required') and a customer that does not exist", async () => {
    const noName = await t.call('POST', locationPaths.create, {
      token: admin.token,
      body: { ...form, name: '  ' },
    });
    expect(noName.status).toBe(400);
    expect((await errorBody(noName)).fields).toEqual({ name: 'Required' });
    const noCustomer = await t.call('POST', locationPaths.create, {
      token: admin.token,
      body: { ...form, relatedOrderCustomerId: 999_999 },
    });
    expect(noCustomer.status).toBe(400);
    expect((await errorBody(noCustomer)).fields).toEqual({ relatedOrderCustomerId: 'No such customer' });
  });

  it('is for staff holding LocationAdd, and a customer login its own places (customer-places tests)', async () => {
    for (const token of [viewer.token, customerLogin.token, carrierLogin.token])
      expect((await t.call('GET', locationPaths.getItemNew, { token })).status).toBe(403);
    for (const token of [viewer.token, carrierLogin.token])
      expect((await t.call('POST', locationPaths.create, { token, body: form })).status).toBe(403);
  });
});

describe('getItemById', () => {
  it("answers staff any location; a customer login its customer's own; a carrier login its stops'", async () => {
    expect((await getById(owners.b.locationId, viewer.token)).status).toBe(200);
    const own = await getById(owners.a.locationId, customerLogin.token);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ name: 'Dock A' });
    expect((await getById(owners.b.locationId, customerLogin.token)).status).toBe(404);
    expect((await getById(owners.a.locationId, carrierLogin.token)).status).toBe(200);
    expect((await getById(owners.b.locationId, carrierLogin.token)).status).toBe(404);
    expect((await getById(999_999)).status).toBe(404);
  });
});

describe('PUT {id}', () => {
  it('saves the form, keeps what was left out, and refuses a stale save', async () => {
    const created = await create();
    const res = await t.call('PUT', byId(created.locationId), {
      token: admin.token,
      body: { name: 'North Dock 2', city: '', isNWDWarehouse: true, dateModified: created.dateModified },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as Location;
    expect(saved).toMatchObject({
      name: 'North Dock 2',
      city: null,
      isNWDWarehouse: true,
      address: '9 Quay St',
      locationDirections: 'Gate 3, ring the bell',
      ignoredByWarehousePickupsReport: true,
    });
    const stale = await t.call('PUT', byId(created.locationId), {
      token: admin.token,
      body: { name: 'Late', dateModified: created.dateModified },
    });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');
    const mismatch = await t.call('PUT', byId(created.locationId), {
      token: admin.token,
      body: { name: 'Other', locationId: owners.a.locationId, dateModified: saved.dateModified },
    });
    expect((await errorBody(mismatch)).fields).toHaveProperty('locationId');
  });

  it('is for staff holding LocationUpdate only; 404 for no such location', async () => {
    const own = (await (await getById(owners.a.locationId)).json()) as Location;
    for (const token of [viewer.token, customerLogin.token, carrierLogin.token])
      expect(
        (
          await t.call('PUT', byId(owners.a.locationId), {
            token,
            body: { name: 'X', dateModified: own.dateModified },
          })
        ).status,
      ).toBe(403);
    expect(
      (
        await t.call('PUT', byId(999_999), {
          token: admin.token,
          body: { name: 'X', dateModified: own.dateModified },
        })
      ).status,
    ).toBe(404);
  });
});

describe('DELETE {id}', () => {
  it('refuses while a stop uses the location, naming it; deletes an unused one', async () => {
    const blocked = await t.call('DELETE', byId(owners.a.locationId), { token: admin.token });
    expect(blocked.status).toBe(409);
    expect((await errorBody(blocked)).statusText).toBe(
      'The selected location cannot be deleted: Dock A is used by 1 load stop. Nothing was deleted.',
    );
    const created = await create();
    expect((await t.call('DELETE', byId(created.locationId), { token: viewer.token })).status).toBe(403);
    expect((await t.call('DELETE', byId(created.locationId), { token: admin.token })).status).toBe(204);
    expect((await getById(created.locationId)).status).toBe(404);
  });
});
