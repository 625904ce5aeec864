import { describe, expect, it } from 'vitest';
import { carrierFormMessages, insuranceExpiredText } from '#contract/carrier';
import { fillPath } from '#contract/path-template';
import { carrierPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity } from '#fixtures/record-owners';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

/** Spec 2 §7 "Carriers": getItemNew, getItemById, POST, PUT {id}, DELETE {id}, setCarrierEnabled. */
const t = useTestApp();
const owners = useBeforeAll(() => createOwners(t));
const admin = useBeforeAll(() => signedInIdentity(t, 'admin', everyCode, owners, 'Ada'));
const carrierLogin = useBeforeAll(() => signedInIdentity(t, 'carrier', everyCode, owners));
const customerLogin = useBeforeAll(() => signedInIdentity(t, 'customer', everyCode, owners));
const viewer = useBeforeAll(() => signedInIdentity(t, 'employee', [P.CarrierView], owners, 'Vic'));

type Carrier = Record<string, unknown> & { carrierId: number; dateModified: string; isActive: boolean };
const byId = (id: number) => fillPath(carrierPaths.byId, { id });
const getById = (id: number, token = admin.token) =>
  t.call('GET', fillPath(carrierPaths.getItemById, { id }), { token });
const enable = (id: number, isEnabled: string, token = admin.token) =>
  t.call('POST', `${fillPath(carrierPaths.setCarrierEnabled, { id })}?isEnabled=${isEnabled}`, { token });
const past = '2020-01-31';
const future = '2099-01-31';
const form = {
  name: 'Bay Freight',
  insuranceExempt: false,
  insuranceProvider: 'Acme Mutual',
  insuranceProviderContact: 'Jo Broker',
  insuranceCargoCoverage: 100000,
  insuranceExpirationDate: future,
  address: '5 Dock St',
  city: 'Stockton',
  refCountryStateId: 4,
  zipCode: '95202',
  usDotNumber: '1234567',
  mcNumber: 'mc-654321',
  operatingZonesIds: [4, 36, 4, 46],
};
const create = async (body: Record<string, unknown> = form) => {
  const res = await t.call('POST', carrierPaths.base, { token: admin.token, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Carrier;
};
const pickerItem = async (carrierId: number) => {
  const res = await t.call('POST', carrierPaths.getResultItems, {
    token: admin.token,
    body: { pageSize: -1 },
  });
  expect(res.status).toBe(200);
  const items = (await res.json()) as { value?: number }[];
  return items.find((item) => item.value === carrierId) as Record<string, unknown> | undefined;
};

describe('getItemNew and POST', () => {
  it('answers a blank enabled carrier, and creates one with insurance, numbers and zones', async () => {
    const blank = await t.call('GET', carrierPaths.getItemNew, { token: admin.token });
    expect(await blank.json()).toMatchObject({
      carrierId: 0,
      name: '',
      isActive: true,
      operatingZonesIds: [],
    });
    const created = await create();
    expect(created).toMatchObject({
      name: 'Bay Freight',
      insuranceProvider: 'Acme Mutual',
      insuranceCargoCoverage: 100000,
      insuranceExpirationDate: future,
      insuranceExpired: false,
      usDotNumber: '1234567',
      mcNumber: 'MC-654321',
      operatingZonesIds: [4, 36, 46],
      isActive: true,
      contactsCount: 0,
    });
  });

  it('refuses a missing name and US DOT or MC numbers of the wrong form, naming each', async () => {
    for (const [field, value] of [
      ['usDotNumber', '12-34'],
      ['usDotNumber', '123456789'],
      ['mcNumber', 'XX123'],
      ['mcNumber', 'MC'],
    ] as const) {
      const res = await t.call('POST', carrierPaths.base, {
        token: admin.token,
        body: { ...form, [field]: value },
      });
      expect(res.status, `${field} ${value}`).toBe(400);
      expect((await errorBody(res)).fields).toEqual({ [field]: carrierFormMessages[field] });
    }
    const noName = await t.call('POST', carrierPaths.base, {
      token: admin.token,
      body: { ...form, name: ' ' },
    });
    expect((await errorBody(noName)).fields).toEqual({ name: carrierFormMessages.name });
    const negative = await t.call('POST', carrierPaths.base, {
      token: admin.token,
      body: { ...form, insuranceCargoCoverage: -1 },
    });
    expect((await errorBody(negative)).fields).toEqual({
      insuranceCargoCoverage: carrierFormMessages.insuranceCargoCoverage,
    });
    const blanks = await create({ name: 'No Numbers', usDotNumber: '', mcNumber: '  ' });
    expect(blanks).toMatchObject({ usDotNumber: null, mcNumber: null });
  });

  it('is for staff holding CarrierAdd only', async () => {
    for (const token of [viewer.token, carrierLogin.token, customerLogin.token]) {
      expect((await t.call('POST', carrierPaths.base, { token, body: form })).status).toBe(403);
      expect((await t.call('GET', carrierPaths.getItemNew, { token })).status).toBe(403);
    }
  });
});

describe('expired insurance', () => {
  it('is flagged on the carrier and in the picker, unless the carrier is exempt', async () => {
    const expired = await create({ ...form, name: 'Lapsed Lines', insuranceExpirationDate: past });
    expect(expired.insuranceExpired).toBe(true);
    const item = await pickerItem(expired.carrierId);
    expect(item).toMatchObject({ insuranceExpired: true, disabled: false });
    expect(String(item?.description)).toContain(insuranceExpiredText);

    const exempt = await create({
      ...form,
      name: 'Exempt Lines',
      insuranceExempt: true,
      insuranceExpirationDate: past,
    });
    expect(exempt.insuranceExpired).toBe(false);
    expect(await pickerItem(exempt.carrierId)).toMatchObject({ insuranceExpired: false });
  });
});

describe('getItemById', () => {
  it('answers staff any carrier and a carrier login its own only', async () => {
    expect((await getById(owners.b.carrierId, viewer.token)).status).toBe(200);
    const own = await getById(owners.a.carrierId, carrierLogin.token);
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ carrierId: owners.a.carrierId, name: 'Carrier A' });
    expect((await getById(owners.b.carrierId, carrierLogin.token)).status).toBe(404);
    expect((await getById(owners.a.carrierId, customerLogin.token)).status).toBe(403);
    expect((await getById(999_999)).status).toBe(404);
  });
});

describe('PUT {id}', () => {
  it('saves the form, leaves isActive to the Enabled switch, and refuses a stale save', async () => {
    const created = await create();
    const res = await t.call('PUT', byId(created.carrierId), {
      token: admin.token,
      body: {
        ...form,
        name: 'Bay Freight Co',
        isActive: false,
        operatingZonesIds: [],
        dateModified: created.dateModified,
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as Carrier;
    expect(saved).toMatchObject({ name: 'Bay Freight Co', isActive: true, operatingZonesIds: [] });
    const stale = await t.call('PUT', byId(created.carrierId), {
      token: admin.token,
      body: { ...form, dateModified: created.dateModified },
    });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');
  });

  it('is for staff holding CarrierUpdate; a carrier login may not save even its own', async () => {
    const own = (await (await getById(owners.a.carrierId)).json()) as Carrier;
    for (const token of [viewer.token, carrierLogin.token])
      expect(
        (
          await t.call('PUT', byId(owners.a.carrierId), {
            token,
            body: { ...form, dateModified: own.dateModified },
          })
        ).status,
      ).toBe(403);
    expect(
      (
        await t.call('PUT', byId(999_999), {
          token: admin.token,
          body: { ...form, dateModified: own.dateModified },
        })
      ).status,
    ).toBe(404);
  });
});

describe('setCarrierEnabled', () => {
  it('disables a carrier, which the picker then shows disabled, and enables it again', async () => {
    const created = await create({ ...form, name: 'Switch Lines' });
    const off = await enable(created.carrierId, 'false');
    expect(off.status).toBe(200);
    const disabled = (await off.json()) as Carrier;
    expect(disabled.isActive).toBe(false);
    expect(await pickerItem(created.carrierId)).toMatchObject({
      disabled: true,
      isActive: false,
      group: 'Inactive',
    });
    expect((await enable(created.carrierId, 'false')).status).toBe(200);

    const on = await enable(created.carrierId, 'true');
    expect(((await on.json()) as Carrier).isActive).toBe(true);
    expect(await pickerItem(created.carrierId)).toMatchObject({ disabled: false });
  });

  it('refuses a value that is not true or false, an unknown carrier, and callers without CarrierUpdate', async () => {
    const bad = await enable(owners.a.carrierId, 'maybe');
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).fields).toHaveProperty('isEnabled');
    expect((await enable(999_999, 'true')).status).toBe(404);
    for (const token of [viewer.token, carrierLogin.token, customerLogin.token])
      expect((await enable(owners.a.carrierId, 'false', token)).status).toBe(403);
  });
});

describe('DELETE {id}', () => {
  it('refuses while loads use the carrier, naming it; deletes an unused one', async () => {
    const blocked = await t.call('DELETE', byId(owners.b.carrierId), { token: admin.token });
    expect(blocked.status).toBe(409);
    expect((await errorBody(blocked)).statusText).toBe(
      'The selected carrier cannot be deleted: Carrier B is used by 1 load. Nothing was deleted.',
    );
    const created = await create();
    expect((await t.call('DELETE', byId(created.carrierId), { token: viewer.token })).status).toBe(403);
    expect((await t.call('DELETE', byId(created.carrierId), { token: admin.token })).status).toBe(204);
    expect((await getById(created.carrierId)).status).toBe(404);
  });
});
