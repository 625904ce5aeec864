import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { loadPaths, systemRolePaths, systemUserPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { systemRoleListItemSchema, systemRoleMessages } from '#contract/system-role';
import { validationMessages } from '#contract/validation-messages';
import { createRole, createSignedInUser, createUser, errorBody, signInAs } from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const admin = useAdmin(t);

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;
const create = (body: unknown, token = admin.token) => t.call('POST', systemRolePaths.base, { token, body });
const put = (id: number, body: unknown, token = admin.token) =>
  t.call('PUT', fillPath(systemRolePaths.byId, { id }), { token, body });
const role = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(200);
  return systemRoleListItemSchema.parse(await res.json());
};

describe('roles: create, read, update', () => {
  it('creates a role, reads it by id, saves it, and refuses a stale write', async () => {
    const name = unique('Billing');
    const created = await role(
      await create({
        name,
        description: 'Invoices',
        permissionCodes: [P.OrderView, P.OrderView, P.ReportView],
      }),
    );
    expect(created).toMatchObject({
      name,
      description: 'Invoices',
      permissionCodes: [P.OrderView, P.ReportView],
      userCount: 0,
    });
    const read = await role(
      await t.call('GET', fillPath(systemRolePaths.getItemById, { id: created.systemRoleId }), {
        token: admin.token,
      }),
    );
    expect(read).toEqual(created);
    const saved = await role(
      await put(created.systemRoleId, { ...read, name: `${name} 2`, permissionCodes: [P.LoadView] }),
    );
    expect(saved).toMatchObject({
      name: `${name} 2`,
      permissionCodes: [P.LoadView],
      description: 'Invoices',
    });
    const stale = await put(created.systemRoleId, { ...read, name: `${name} 3` });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');
    expect(
      (await t.call('GET', fillPath(systemRolePaths.getItemById, { id: 999_999 }), { token: admin.token }))
        .status,
    ).toBe(404);
    expect((await put(999_999, { ...read, systemRoleId: 999_999 })).status).toBe(404);
  });

  it('refuses bad input and a taken name (any case)', async () => {
    const bad = await create({ name: ' ', permissionCodes: [12345], extra: true });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).fields).toMatchObject({
      name: validationMessages.required,
      'permissionCodes.0': 'Unknown permission code',
      extra: 'Unknown field',
    });
    const name = unique('Dock');
    await role(await create({ name, permissionCodes: [] }));
    const taken = await create({ name: name.toUpperCase(), permissionCodes: [] });
    expect(taken.status).toBe(409);
    expect((await errorBody(taken)).fields).toEqual({ name: systemRoleMessages.nameTaken });
    const missingStamp = await put(1, { name: unique('x'), permissionCodes: [] });
    expect((await errorBody(missingStamp)).fields).toHaveProperty('dateModified');
  });

  it('an employee grants only codes it holds', async () => {
    const employee = await createSignedInUser(t, {
      identities: [
        {
          type: 'employee',
          permissionCodes: [P.AdminPortalAccess, P.UserAdd, P.UserUpdate, P.UserView, P.OrderView],
        },
      ],
    });
    const refused = await create(
      { name: unique('Escalate'), permissionCodes: [P.OrderView, P.UserDelete] },
      employee.token,
    );
    expect(refused.status).toBe(403);
    expect((await errorBody(refused)).statusText).toBe(systemRoleMessages.notYourCodes([P.UserDelete]));
    const ok = await role(
      await create({ name: unique('Small'), permissionCodes: [P.OrderView] }, employee.token),
    );
    // Keeping codes it lacks on an existing role is fine; adding them is not.
    const big = await role(
      await t.call(
        'GET',
        fillPath(systemRolePaths.getItemById, {
          id: await createRole(t.database.db, { permissionCodes: [P.LoadDelete] }),
        }),
        { token: admin.token },
      ),
    );
    expect((await put(big.systemRoleId, { ...big, description: 'kept' }, employee.token)).status).toBe(200);
    expect(
      (await put(ok.systemRoleId, { ...ok, permissionCodes: [P.OrderView, P.LoadDelete] }, employee.token))
        .status,
    ).toBe(403);
  });
});

describe('roles: delete', () => {
  it('refuses while users hold the role, naming how many; deletes it once free', async () => {
    const name = unique('Temp');
    const created = await role(await create({ name, permissionCodes: [P.OrderView] }));
    const holder = await createUser(t.database.db, { roles: [created.systemRoleId] });
    const held = await role(
      await t.call('GET', fillPath(systemRolePaths.getItemById, { id: created.systemRoleId }), {
        token: admin.token,
      }),
    );
    expect(held.userCount).toBe(1);
    const blocked = await t.call('DELETE', fillPath(systemRolePaths.byId, { id: created.systemRoleId }), {
      token: admin.token,
    });
    expect(blocked.status).toBe(409);
    expect(await errorBody(blocked)).toMatchObject({
      code: 'delete_blocked',
      statusText: systemRoleMessages.inUse(name, 1),
    });
    await t.call('DELETE', fillPath(systemUserPaths.byId, { id: holder.systemUserId }), {
      token: admin.token,
    });
    expect(
      (
        await t.call('DELETE', fillPath(systemRolePaths.byId, { id: created.systemRoleId }), {
          token: admin.token,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await t.call('DELETE', fillPath(systemRolePaths.byId, { id: created.systemRoleId }), {
          token: admin.token,
        })
      ).status,
    ).toBe(404);
  });
});

describe('the effect of roles', () => {
  it('a code added to a role is allowed after the next LoginToAccount, not before; applyRolePermissions false ignores it', async () => {
    const created = await role(await create({ name: unique('Viewers'), permissionCodes: [P.PortalAccess] }));
    const user = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.PortalAccess] }],
      roles: [created.systemRoleId],
    });
    const loads = (token: string) => t.call('POST', loadPaths.getItems, { token, body: {} });
    expect((await loads(user.token)).status).toBe(403);
    await role(
      await put(created.systemRoleId, { ...created, permissionCodes: [P.PortalAccess, P.LoadView] }),
    );
    expect((await loads(user.token)).status).toBe(403);
    const again = await signInAs(t, user, 'employee');
    expect(again.result.userRoles).toContain(P.LoadView);
    expect((await loads(again.token)).status).toBe(200);
    const without = await signInAs(t, user, 'employee', false);
    expect((await loads(without.token)).status).toBe(403);
  });
});
