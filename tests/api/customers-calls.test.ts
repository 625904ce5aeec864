import { describe, expect, it } from 'vitest';
import { CustomerStatus } from '#contract/customer-status';
import { customerFormMessages } from '#contract/order-customer';
import { fillPath } from '#contract/path-template';
import { orderCustomerPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity } from '#fixtures/record-owners';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

/** Spec 2 §7 "OrderCustomers": getItemNew, getItemById, POST, PUT {id}, DELETE {id}, with §5's messages. */
const t = useTestApp();
const owners = useBeforeAll(() => createOwners(t));
const admin = useBeforeAll(() => signedInIdentity(t, 'admin', everyCode, owners, 'Ada'));
const customerLogin = useBeforeAll(() =>
  signedInIdentity(t, 'customer', [P.CustomerView, P.CustomerUpdate], owners),
);
const carrierLogin = useBeforeAll(() => signedInIdentity(t, 'carrier', everyCode, owners));
const viewer = useBeforeAll(() => signedInIdentity(t, 'employee', [P.CustomerView], owners, 'Vic'));

const byId = (id: number) => fillPath(orderCustomerPaths.byId, { id });
const getById = (id: number, token = admin.token) =>
  t.call('GET', fillPath(orderCustomerPaths.getItemById, { id }), { token });
const form = {
  orderCustomerName: 'Harbor Beverage',
  address1: '1 Pier Rd',
  city: 'Oakland',
  zipCode: '94607',
  refCountryId: 1,
  refCountryStateId: 4,
  status: CustomerStatus.Suspended,
};
type Customer = Record<string, unknown> & { orderCustomerId: number; dateModified: string };
const create = async (body: Record<string, unknown> = form) => {
  const res = await t.call('POST', orderCustomerPaths.base, { token: admin.token, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Customer;
};

describe('getItemNew', () => {
  it('answers a blank Good Standing customer to staff who may add, 403 to others', async () => {
    const res = await t.call('GET', orderCustomerPaths.getItemNew, { token: admin.token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      orderCustomerId: 0,
      orderCustomerName: '',
      status: CustomerStatus.GoodStanding,
      isActive: true,
      contactsCount: 0,
    });
    for (const token of [viewer.token, customerLogin.token])
      expect((await t.call('GET', orderCustomerPaths.getItemNew, { token })).status).toBe(403);
    expect((await t.call('GET', orderCustomerPaths.getItemNew)).status).toBe(401);
  });
});

describe('POST', () => {
  it('creates the customer as Good Standing whatever status is sent, stamped with its creator', async () => {
    const created = await create();
    expect(created).toMatchObject({
      orderCustomerName: 'Harbor Beverage',
      address1: '1 Pier Rd',
      address2: null,
      city: 'Oakland',
      zipCode: '94607',
      stateName: 'California',
      status: CustomerStatus.GoodStanding,
      addedByUserId: admin.systemUserId,
      modifiedByUserId: admin.systemUserId,
      addedByUser: {
        systemUserId: admin.systemUserId,
        firstName: 'Ada',
        lastName: 'Tester',
        name: 'Ada Tester',
      },
      locationsCount: 0,
    });
    expect(created.orderCustomerId).toBeGreaterThan(0);
  });

  it("refuses a form missing what spec 2 §5 requires, with the spec's messages", async () => {
    const res = await t.call('POST', orderCustomerPaths.base, {
      token: admin.token,
      body: { orderCustomerName: '  ', address1: '', city: '', zipCode: '' },
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toMatchObject({
      orderCustomerName: customerFormMessages.name,
      address1: customerFormMessages.address,
      city: customerFormMessages.city,
      zipCode: customerFormMessages.zip,
    });
  });

  it('is for staff holding CustomerAdd only', async () => {
    for (const token of [viewer.token, customerLogin.token, carrierLogin.token])
      expect((await t.call('POST', orderCustomerPaths.base, { token, body: form })).status).toBe(403);
  });
});

describe('getItemById', () => {
  it('answers staff with the whole customer', async () => {
    const res = await getById(owners.a.customerId, viewer.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      orderCustomerId: owners.a.customerId,
      orderCustomerName: 'Customer A',
      status: CustomerStatus.GoodStanding,
      locationsCount: 1,
    });
  });

  it('answers a customer login its own customer without status, remark or notes count; another is 404', async () => {
    const own = await getById(owners.a.customerId, customerLogin.token);
    expect(own.status).toBe(200);
    const body = (await own.json()) as Customer;
    expect(body.orderCustomerName).toBe('Customer A');
    expect(body).not.toHaveProperty('status');
    expect(body).not.toHaveProperty('note');
    expect(body).not.toHaveProperty('notesCount');
    expect((await getById(owners.b.customerId, customerLogin.token)).status).toBe(404);
  });

  it('is 403 for a carrier login, 404 for no such customer, 400 for an id that is not one', async () => {
    expect((await getById(owners.a.customerId, carrierLogin.token)).status).toBe(403);
    expect((await getById(999_999)).status).toBe(404);
    const bad = await t.call('GET', orderCustomerPaths.getItemById.replace('{id}', 'abc'), {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).fields).toHaveProperty('id');
  });
});

describe('PUT {id}', () => {
  it('saves every field for staff, zero status included, and refuses a stale save', async () => {
    const created = await create();
    const saved = await t.call('PUT', byId(created.orderCustomerId), {
      token: admin.token,
      body: {
        ...form,
        status: CustomerStatus.ConsolidationOnly,
        note: ' Pays cash ',
        dateModified: created.dateModified,
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const after = (await saved.json()) as Customer;
    expect(after).toMatchObject({ status: CustomerStatus.ConsolidationOnly, note: 'Pays cash' });
    expect(after.dateModified).not.toBe(created.dateModified);

    const zero = await t.call('PUT', byId(created.orderCustomerId), {
      token: admin.token,
      body: { ...form, status: 0, dateModified: after.dateModified },
    });
    expect(zero.status).toBe(200);
    expect(((await zero.json()) as Customer).status).toBe(0);

    const stale = await t.call('PUT', byId(created.orderCustomerId), {
      token: admin.token,
      body: { ...form, status: 1, dateModified: after.dateModified },
    });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');
  });

  it("requires a status from staff ('Status is required'), and the path's id in the body", async () => {
    const created = await create();
    const { status: _status, ...noStatus } = form;
    const res = await t.call('PUT', byId(created.orderCustomerId), {
      token: admin.token,
      body: { ...noStatus, dateModified: created.dateModified },
    });
    expect(res.status).toBe(400);
    expect((await errorBody(res)).fields).toEqual({ status: customerFormMessages.status });
    const other = await t.call('PUT', byId(created.orderCustomerId), {
      token: admin.token,
      body: { ...form, orderCustomerId: owners.b.customerId, dateModified: created.dateModified },
    });
    expect(other.status).toBe(400);
    expect((await errorBody(other)).fields).toHaveProperty('orderCustomerId');
    const noVersion = await t.call('PUT', byId(created.orderCustomerId), { token: admin.token, body: form });
    expect((await errorBody(noVersion)).fields).toHaveProperty('dateModified');
  });

  it('lets a customer login save its own name and address, never its status or remark; not another', async () => {
    const id = owners.a.customerId;
    const before = (await (await getById(id)).json()) as Customer;
    const res = await t.call('PUT', byId(id), {
      token: customerLogin.token,
      body: {
        orderCustomerName: 'Customer A Wines',
        address1: '2 Vine St',
        city: 'Napa',
        zipCode: '94558',
        status: CustomerStatus.Suspended,
        note: 'mine now',
        dateModified: before.dateModified,
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).not.toHaveProperty('status');
    const after = (await (await getById(id)).json()) as Customer;
    expect(after).toMatchObject({
      orderCustomerName: 'Customer A Wines',
      city: 'Napa',
      status: before.status,
      note: before.note,
    });
    const another = await t.call('PUT', byId(owners.b.customerId), {
      token: customerLogin.token,
      body: { ...form, dateModified: before.dateModified },
    });
    expect(another.status).toBe(404);
    expect(
      (
        await t.call('PUT', byId(id), {
          token: viewer.token,
          body: { ...form, dateModified: after.dateModified },
        })
      ).status,
    ).toBe(403);
  });
});

describe('DELETE {id}', () => {
  it('refuses while orders use the customer, naming it and them; nothing is deleted', async () => {
    const res = await t.call('DELETE', byId(owners.b.customerId), { token: admin.token });
    expect(res.status).toBe(409);
    const body = await errorBody(res);
    expect(body.code).toBe('delete_blocked');
    expect(body.statusText).toBe(
      'The selected customer cannot be deleted: Customer B is used by 1 order. Nothing was deleted.',
    );
    expect((await getById(owners.b.customerId)).status).toBe(200);
  });

  it('deletes an unused customer (204), then 404; only staff with CustomerDelete', async () => {
    const created = await create();
    for (const token of [viewer.token, customerLogin.token])
      expect((await t.call('DELETE', byId(created.orderCustomerId), { token })).status).toBe(403);
    expect((await t.call('DELETE', byId(created.orderCustomerId), { token: admin.token })).status).toBe(204);
    expect((await getById(created.orderCustomerId)).status).toBe(404);
    expect((await t.call('DELETE', byId(created.orderCustomerId), { token: admin.token })).status).toBe(404);
  });
});
