import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { systemUserPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { ScanToPickRole } from '#contract/reference-codes';
import { loginMessages, loginRecordSchema, type LoginRecord } from '#contract/system-login';
import { validationMessages } from '#contract/validation-messages';
import { createSignedInUser, createUser, errorBody, signInAs } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const admin = useAdmin(t);

const logins = async (id: number) => {
  const res = await t.call('GET', fillPath(systemUserPaths.getLoginsByUserId, { id }), {
    token: admin.token,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return loginRecordSchema.array().parse(await res.json());
};
const save = (body: unknown, token = admin.token) =>
  t.call('POST', systemUserPaths.saveNewLogin, { token, body });
const update = (body: unknown, token = admin.token) =>
  t.call('PUT', systemUserPaths.updateLogin, { token, body });
const remove = (body: unknown, token = admin.token) =>
  t.call('PUT', systemUserPaths.deleteLogin, { token, body });
const saved = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return loginRecordSchema.parse(await res.json());
};

describe('getLoginsByUserId/{id}', () => {
  it('lists one record per login, each with its one part, never the identity hash', async () => {
    const user = await createUser(t.database.db, {
      identities: [
        { type: 'employee', roleName: 'Dispatch', permissionCodes: [P.OrderView] },
        { type: 'customer', orderCustomerId: 1 },
        { type: 'scanToPick', scanToPickRole: 'qc' },
      ],
    });
    const records = await logins(user.systemUserId);
    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({
      admin: null,
      customerLogin: null,
      scanToPick: null,
      // The test identity holds PortalAccess besides its codes (tests/fixtures/auth-helpers.ts).
      employee: { roleName: 'Dispatch', permissionCodes: [P.PortalAccess, P.OrderView] },
    });
    expect(records[1]!.customerLogin).toMatchObject({
      orderCustomerId: 1,
      orderCustomerName: expect.any(String),
    });
    expect(records[2]!.scanToPick).toMatchObject({ scanToPickRole: ScanToPickRole.Qc });
    expect(JSON.stringify(records)).not.toContain(user.identity('employee').hash);
    expect(
      (
        await t.call('GET', fillPath(systemUserPaths.getLoginsByUserId, { id: 999_999 }), {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('saveNewLogin', () => {
  it('adds a login of each type; a second of one type is 409 with the reason', async () => {
    const user = await createUser(t.database.db);
    const id = user.systemUserId;
    const customer = await saved(
      await save({
        customerLogin: {
          systemCustomerId: 0,
          systemUserId: id,
          orderCustomerId: 2,
          permissionCodes: [P.OrderView],
        },
      }),
    );
    expect(customer.customerLogin).toMatchObject({
      orderCustomerId: 2,
      isActive: true,
      permissionCodes: [P.OrderView],
    });
    expect(customer.customerLogin!.systemCustomerId).toBeGreaterThan(0);
    await saved(await save({ employee: { systemEmployeeId: 0, systemUserId: id, roleName: 'Warehouse' } }));
    await saved(await save({ carrier: { systemCarrierId: 0, systemUserId: id, carrierId: 1 } }));
    await saved(
      await save({
        scanToPick: { systemScanToPickId: 0, systemUserId: id, scanToPickRole: ScanToPickRole.Picker },
      }),
    );
    await saved(await save({ admin: { systemAdminId: 0, systemUserId: id } }));
    expect(await logins(id)).toHaveLength(5);

    const again = await save({
      customerLogin: { systemCustomerId: 0, systemUserId: id, orderCustomerId: 1 },
    });
    expect(again.status).toBe(409);
    expect(await errorBody(again)).toMatchObject({
      code: 'conflict',
      statusText: loginMessages.oneOfEachType('customerLogin'),
    });
  });

  it('refuses records with no part or two parts, a customer login without a customer, unknown users and customers', async () => {
    const user = await createUser(t.database.db);
    const id = user.systemUserId;
    const none = await save({ systemUserId: id, admin: null, employee: null });
    expect(none.status).toBe(400);
    expect((await errorBody(none)).fields).toEqual({ _: loginMessages.exactlyOne });
    const two = await save({
      admin: { systemAdminId: 0, systemUserId: id },
      employee: { systemEmployeeId: 0, systemUserId: id },
    });
    expect((await errorBody(two)).fields).toEqual({ _: loginMessages.exactlyOne });
    const noCustomer = await save({
      customerLogin: { systemCustomerId: 0, systemUserId: id, orderCustomerId: null },
    });
    expect((await errorBody(noCustomer)).fields).toEqual({
      'customerLogin.orderCustomerId': validationMessages.fieldRequired,
    });
    const unknownCustomer = await save({
      customerLogin: { systemCustomerId: 0, systemUserId: id, orderCustomerId: 999_999 },
    });
    expect((await errorBody(unknownCustomer)).fields).toEqual({
      'customerLogin.orderCustomerId': loginMessages.unknownCustomer,
    });
    const badCode = await save({
      employee: { systemEmployeeId: 0, systemUserId: id, permissionCodes: [9999] },
    });
    expect(badCode.status).toBe(400);
    expect((await save({ employee: { systemEmployeeId: 0, systemUserId: 999_999 } })).status).toBe(404);
  });

  it('admin logins only by admin identities; codes only the caller’s own', async () => {
    const employee = await createSignedInUser(t, {
      identities: [
        {
          type: 'employee',
          permissionCodes: [P.AdminPortalAccess, P.UserAdd, P.UserUpdate, P.UserView, P.OrderView],
        },
      ],
    });
    const user = await createUser(t.database.db);
    const asAdmin = await save(
      { admin: { systemAdminId: 0, systemUserId: user.systemUserId } },
      employee.token,
    );
    expect(asAdmin.status).toBe(403);
    expect((await errorBody(asAdmin)).statusText).toBe(loginMessages.adminOnly);
    const tooMuch = await save(
      {
        employee: {
          systemEmployeeId: 0,
          systemUserId: user.systemUserId,
          permissionCodes: [P.OrderView, P.OrderDelete],
        },
      },
      employee.token,
    );
    expect(tooMuch.status).toBe(403);
    await saved(
      await save(
        {
          employee: { systemEmployeeId: 0, systemUserId: user.systemUserId, permissionCodes: [P.OrderView] },
        },
        employee.token,
      ),
    );
  });
});

describe('updateLogin and deleteLogin', () => {
  it('saves a login, refuses a stale write and a change of type, and deactivation ends its sessions', async () => {
    const user = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.UserView] }],
    });
    const [record] = (await logins(user.systemUserId)) as [LoginRecord];
    const employee = record.employee!;
    const next = await saved(
      await update({
        employee: { ...employee, roleName: 'Lead', permissionCodes: [P.UserView, P.OrderView] },
      }),
    );
    expect(next.employee).toMatchObject({ roleName: 'Lead', permissionCodes: [P.UserView, P.OrderView] });
    const stale = await update({ employee: { ...employee, roleName: 'Late' } });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');
    const retyped = await update({
      admin: { systemAdminId: employee.systemEmployeeId, systemUserId: user.systemUserId },
    });
    expect(retyped.status).toBe(400);
    expect((await errorBody(retyped)).statusText).toBe(loginMessages.kindChanged);
    const otherUser = await createUser(t.database.db);
    const foreign = await update({ employee: { ...next.employee!, systemUserId: otherUser.systemUserId } });
    expect(foreign.status).toBe(400);
    expect((await update({ employee: { ...next.employee!, systemEmployeeId: 999_999 } })).status).toBe(404);

    expect((await t.call('GET', systemUserPaths.getMe, { token: user.token })).status).toBe(200);
    await saved(await update({ employee: { ...next.employee!, isActive: false } }));
    expect((await t.call('GET', systemUserPaths.getMe, { token: user.token })).status).toBe(401);
  });

  it('deletes a login: its sessions end, and the type can be added again', async () => {
    const user = await createSignedInUser(t, {
      identities: [{ type: 'employee' }, { type: 'customer', orderCustomerId: 1 }],
    });
    const session = await signInAs(t, user, 'customer');
    const records = await logins(user.systemUserId);
    const customer = records.find((r) => r.customerLogin)!;
    const res = await remove(customer);
    expect(res.status).toBe(204);
    expect((await t.call('GET', systemUserPaths.getMe, { token: session.token })).status).toBe(401);
    expect((await t.call('GET', systemUserPaths.getMe, { token: user.token })).status).toBe(200);
    expect(await logins(user.systemUserId)).toHaveLength(1);
    expect((await remove(customer)).status).toBe(404);
    await saved(
      await save({
        customerLogin: { systemCustomerId: 0, systemUserId: user.systemUserId, orderCustomerId: 1 },
      }),
    );
  });

  it('nobody deletes or deactivates the login they are signed in with', async () => {
    const [own] = await logins(admin.systemUserId);
    const res = await remove(own);
    expect(res.status).toBe(409);
    expect((await errorBody(res)).statusText).toBe(loginMessages.ownLogin);
    expect((await update({ admin: { ...own!.admin!, isActive: false } })).status).toBe(409);
  });
});
