import { beforeAll, describe, expect, it } from 'vitest';
import type { IdentityType } from '#contract/identity';
import { fillPath } from '#contract/path-template';
import { accessRequestPaths, authPaths, systemRolePaths, systemUserPaths } from '#contract/paths';
import { allPermissionCodes, Permission as P } from '#contract/permissions';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp();

const staff: readonly IdentityType[] = ['admin', 'employee'];
const missing = 999_999;
const stamp = '2025-01-01T00:00:00.000Z';
const userBody = {
  systemUserId: missing,
  firstName: 'A',
  lastName: 'B',
  emailAddress: 'nobody@auth.test',
  dateModified: stamp,
};
const roleBody = { systemRoleId: missing, name: 'Nobody', permissionCodes: [], dateModified: stamp };
const loginBody = { employee: { systemEmployeeId: missing, systemUserId: missing } };
const requestBody = {
  systemUserRequestId: missing,
  firstName: 'A',
  lastname: 'B',
  companyName: 'C',
  emailAddress: 'nobody@auth.test',
  city: 'Fresno',
  state: 'CA',
  dateModified: stamp,
};

/** Every call of the users area added by issue #4, with its access (docs/api.md). The targets do not exist. */
const routes: { method: string; path: string; template: string; codes: number[]; body?: unknown }[] = [
  {
    method: 'GET',
    path: fillPath(systemUserPaths.getItemById, { id: missing }),
    template: '/api/System/SystemUsers/getItemById/{id}',
    codes: [P.UserView],
  },
  {
    method: 'POST',
    path: systemUserPaths.base,
    template: systemUserPaths.base,
    codes: [P.UserAdd],
    body: { systemUserId: 0 },
  },
  {
    method: 'PUT',
    path: fillPath(systemUserPaths.byId, { id: missing }),
    template: '/api/System/SystemUsers/{id}',
    codes: [P.UserUpdate],
    body: userBody,
  },
  {
    method: 'DELETE',
    path: fillPath(systemUserPaths.byId, { id: missing }),
    template: '/api/System/SystemUsers/{id}',
    codes: [P.UserDelete],
  },
  {
    method: 'PUT',
    path: fillPath(systemUserPaths.changePassword, { id: missing }),
    template: '/api/System/SystemUsers/changePassword/{id}',
    codes: [P.UserUpdate],
    body: { password: 'Fresh#Pass9' },
  },
  {
    method: 'GET',
    path: fillPath(systemUserPaths.getLoginsByUserId, { id: missing }),
    template: '/api/System/SystemUsers/getLoginsByUserId/{id}',
    codes: [P.UserView],
  },
  {
    method: 'POST',
    path: systemUserPaths.saveNewLogin,
    template: systemUserPaths.saveNewLogin,
    codes: [P.UserAdd, P.UserUpdate],
    body: { employee: { systemEmployeeId: 0, systemUserId: missing } },
  },
  {
    method: 'PUT',
    path: systemUserPaths.updateLogin,
    template: systemUserPaths.updateLogin,
    codes: [P.UserUpdate],
    body: loginBody,
  },
  {
    method: 'PUT',
    path: systemUserPaths.deleteLogin,
    template: systemUserPaths.deleteLogin,
    codes: [P.UserUpdate, P.UserDelete],
    body: loginBody,
  },
  {
    method: 'GET',
    path: `${authPaths.getPasswordResetLinkByUserId}?systemUserId=${missing}`,
    template: authPaths.getPasswordResetLinkByUserId,
    codes: [P.UserUpdate],
  },
  {
    method: 'GET',
    path: fillPath(systemRolePaths.getItemById, { id: missing }),
    template: '/api/System/SystemRoles/getItemById/{id}',
    codes: [P.UserView],
  },
  {
    method: 'POST',
    path: systemRolePaths.base,
    template: systemRolePaths.base,
    codes: [P.UserAdd],
    body: { name: '' },
  },
  {
    method: 'PUT',
    path: fillPath(systemRolePaths.byId, { id: missing }),
    template: '/api/System/SystemRoles/{id}',
    codes: [P.UserUpdate],
    body: roleBody,
  },
  {
    method: 'DELETE',
    path: fillPath(systemRolePaths.byId, { id: missing }),
    template: '/api/System/SystemRoles/{id}',
    codes: [P.UserDelete],
  },
  {
    method: 'GET',
    path: fillPath(accessRequestPaths.getItemById, { id: missing }),
    template: '/api/System/SystemUserRequests/getItemById/{id}',
    codes: [P.UserView, P.UserAdd],
  },
  {
    method: 'GET',
    path: accessRequestPaths.getItemNew,
    template: accessRequestPaths.getItemNew,
    codes: [P.UserView, P.UserAdd],
  },
  {
    method: 'PUT',
    path: fillPath(accessRequestPaths.byId, { id: missing }),
    template: '/api/System/SystemUserRequests/{id}',
    codes: [P.UserAdd, P.UserUpdate],
    body: requestBody,
  },
  {
    method: 'DELETE',
    path: fillPath(accessRequestPaths.byId, { id: missing }),
    template: '/api/System/SystemUserRequests/{id}',
    codes: [P.UserAdd, P.UserDelete],
  },
  {
    method: 'POST',
    path: fillPath(accessRequestPaths.approve, { id: missing }),
    template: '/api/System/SystemUserRequests/approve/{id}',
    codes: [P.UserAdd],
    body: { orderCustomerId: 1 },
  },
];

describe('permission matrix of the users area', () => {
  it('declares in the OpenAPI document exactly this access: the codes, staff identities only', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-access'?: { anyOf?: number[]; identityTypes?: string[] } }>>;
    };
    for (const route of routes) {
      const access = doc.paths[route.template]?.[route.method.toLowerCase()]?.['x-access'];
      expect(access, `${route.method} ${route.template}`).toBeDefined();
      expect([...(access!.anyOf ?? [])].sort(), route.template).toEqual([...route.codes].sort());
      expect(access!.identityTypes, route.template).toEqual(staff);
    }
  });

  const types: IdentityType[] = ['admin', 'employee', 'customer', 'carrier'];
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    for (const type of types) {
      const links = {
        orderCustomerId: type === 'customer' ? 1 : null,
        carrierId: type === 'carrier' ? 1 : null,
      };
      const all = await createSignedInUser(t, {
        identities: [{ type, permissionCodes: [...allPermissionCodes], ...links }],
      });
      const none = await createSignedInUser(t, {
        identities: [{ type, permissionCodes: [P.PortalAccess], ...links }],
      });
      tokens.set(`${type}:all`, all.token);
      tokens.set(`${type}:none`, none.token);
    }
  });

  it.each(routes)(
    '$method $template: 401 without a session, 403 without the code or a staff identity',
    async (route) => {
      const call = (token?: string) =>
        t.call(route.method, route.path, {
          token: token ?? null,
          ...(route.body === undefined ? {} : { body: route.body }),
        });
      expect((await call()).status).toBe(401);
      expect((await call('not-a-real-token-at-all')).status).toBe(401);
      for (const type of types) {
        const none = await call(tokens.get(`${type}:none`));
        expect(none.status, `${type} without the code`).toBe(403);
        const all = await call(tokens.get(`${type}:all`));
        if (staff.includes(type))
          expect([200, 204, 400, 404, 409], `${type}: ${await all.text()}`).toContain(all.status);
        else expect(all.status, `${type} with every code`).toBe(403);
      }
      for (const code of route.codes) {
        const one = await createSignedInUser(t, {
          identities: [{ type: 'employee', permissionCodes: [code] }],
        });
        const res = await call(one.token);
        expect([200, 204, 400, 404, 409], `code ${code}: ${await res.clone().text()}`).toContain(res.status);
      }
    },
  );
});
