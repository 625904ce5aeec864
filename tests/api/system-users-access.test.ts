import { describe, expect, it } from 'vitest';
import type { IdentityType } from '#contract/identity';
import { fillPath } from '#contract/path-template';
import { accessRequestPaths, authPaths, systemRolePaths, systemUserPaths } from '#contract/paths';
import { allPermissionCodes, Permission as P } from '#contract/permissions';
import { createSignedInUser, matrixLogins, portalIdentityTypes } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

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

/** A call of the table: its method, the path called, the OpenAPI template it serves, the codes that admit it. */
const route = (method: string, path: string, template: string, codes: number[], body?: unknown) => ({
  method,
  path,
  template,
  codes,
  body,
});
const missingId = (template: string) => fillPath(template, { id: missing });

/** Every call of the users area added by issue #4, with its access (docs/api.md). The targets do not exist. */
const routes = [
  route('GET', missingId(systemUserPaths.getItemById), '/api/System/SystemUsers/getItemById/{id}', [
    P.UserView,
  ]),
  route('POST', systemUserPaths.base, systemUserPaths.base, [P.UserAdd], { systemUserId: 0 }),
  route('PUT', missingId(systemUserPaths.byId), '/api/System/SystemUsers/{id}', [P.UserUpdate], userBody),
  route('DELETE', missingId(systemUserPaths.byId), '/api/System/SystemUsers/{id}', [P.UserDelete]),
  route(
    'PUT',
    missingId(systemUserPaths.changePassword),
    '/api/System/SystemUsers/changePassword/{id}',
    [P.UserUpdate],
    { password: 'Fresh#Pass9' },
  ),
  route(
    'GET',
    missingId(systemUserPaths.getLoginsByUserId),
    '/api/System/SystemUsers/getLoginsByUserId/{id}',
    [P.UserView],
  ),
  route('POST', systemUserPaths.saveNewLogin, systemUserPaths.saveNewLogin, [P.UserAdd, P.UserUpdate], {
    employee: { systemEmployeeId: 0, systemUserId: missing },
  }),
  route('PUT', systemUserPaths.updateLogin, systemUserPaths.updateLogin, [P.UserUpdate], loginBody),
  route(
    'PUT',
    systemUserPaths.deleteLogin,
    systemUserPaths.deleteLogin,
    [P.UserUpdate, P.UserDelete],
    loginBody,
  ),
  route(
    'GET',
    `${authPaths.getPasswordResetLinkByUserId}?systemUserId=${missing}`,
    authPaths.getPasswordResetLinkByUserId,
    [P.UserUpdate],
  ),
  route('GET', missingId(systemRolePaths.getItemById), '/api/System/SystemRoles/getItemById/{id}', [
    P.UserView,
  ]),
  route('POST', systemRolePaths.base, systemRolePaths.base, [P.UserAdd], { name: '' }),
  route('PUT', missingId(systemRolePaths.byId), '/api/System/SystemRoles/{id}', [P.UserUpdate], roleBody),
  route('DELETE', missingId(systemRolePaths.byId), '/api/System/SystemRoles/{id}', [P.UserDelete]),
  route('GET', missingId(accessRequestPaths.getItemById), '/api/System/SystemUserRequests/getItemById/{id}', [
    P.UserView,
    P.UserAdd,
  ]),
  route('GET', accessRequestPaths.getItemNew, accessRequestPaths.getItemNew, [P.UserView, P.UserAdd]),
  route(
    'PUT',
    missingId(accessRequestPaths.byId),
    '/api/System/SystemUserRequests/{id}',
    [P.UserAdd, P.UserUpdate],
    requestBody,
  ),
  route('DELETE', missingId(accessRequestPaths.byId), '/api/System/SystemUserRequests/{id}', [
    P.UserAdd,
    P.UserDelete,
  ]),
  route(
    'POST',
    missingId(accessRequestPaths.approve),
    '/api/System/SystemUserRequests/approve/{id}',
    [P.UserAdd],
    { orderCustomerId: 1 },
  ),
];

describe('permission matrix of the users area', () => {
  it('declares in the OpenAPI document exactly this access: the codes, staff identities only, both entry codes', async () => {
    const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { 'x-access'?: { requires?: number[]; anyOf?: number[]; identityTypes?: string[] } }>
      >;
    };
    for (const route of routes) {
      const access = doc.paths[route.template]?.[route.method.toLowerCase()]?.['x-access'];
      expect(access, `${route.method} ${route.template}`).toBeDefined();
      expect([...(access!.anyOf ?? [])].sort(), route.template).toEqual([...route.codes].sort());
      expect(access!.identityTypes, route.template).toEqual(staff);
      expect(access!.requires, route.template).toEqual([P.PortalAccess, P.AdminPortalAccess]);
    }
  });

  const types = portalIdentityTypes;
  const tokens = useBeforeAll(() => matrixLogins(t, allPermissionCodes));

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
        const none = await call(tokens[`${type}:none`]);
        expect(none.status, `${type} without the code`).toBe(403);
        const all = await call(tokens[`${type}:all`]);
        if (staff.includes(type))
          expect([200, 204, 400, 404, 409], `${type}: ${await all.text()}`).toContain(all.status);
        else expect(all.status, `${type} with every code`).toBe(403);
      }
      // Each code alone opens the call, with the administration area's entry (decision 071) and not without.
      for (const code of route.codes) {
        const one = await createSignedInUser(t, {
          identities: [{ type: 'employee', permissionCodes: [P.AdminPortalAccess, code] }],
        });
        const res = await call(one.token);
        expect([200, 204, 400, 404, 409], `code ${code}: ${await res.clone().text()}`).toContain(res.status);
        const outside = await createSignedInUser(t, {
          identities: [{ type: 'employee', permissionCodes: [code] }],
        });
        expect((await call(outside.token)).status, `code ${code} without AdminPortalAccess`).toBe(403);
      }
    },
  );
});
