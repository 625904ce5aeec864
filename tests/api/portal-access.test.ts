import { describe, expect, it } from 'vitest';
import type { IdentityType } from '#contract/identity';
import {
  accessRequestPaths,
  authPaths,
  sessionPaths,
  systemRolePaths,
  systemUserPaths,
  webhookPaths,
} from '#contract/paths';
import { allPermissionCodes, Permission as P } from '#contract/permissions';
import { createSignedInUser, errorBody, portalIdentityTypes } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import {
  operationsOf,
  sample,
  servedDocument,
  type OpenApiDocument,
  type Operation,
} from '#fixtures/openapi-walk';

/**
 * PortalAccess (1) is the entry to the portal and AdminPortalAccess (2) to its administration area (decision
 * 071, issue #27). Generated from the served OpenAPI document: every identity route but the two account-level
 * ones declares PortalAccess in `x-access`, and refuses each identity type it admits when that type holds
 * every code but PortalAccess; the System Users area declares and requires AdminPortalAccess too.
 */
const t = useTestApp();

interface Access {
  kind: 'public' | 'session' | 'identity';
  requires?: number[];
  anyOf?: number[];
  identityTypes?: IdentityType[];
  or?: { anyOf?: number[]; identityTypes?: IdentityType[] }[];
}

/** The identity routes a person needs around the portal rather than in it: their profile and the reference lists. */
const accountRoutes = new Set([`PUT ${systemUserPaths.putMe}`, `POST ${sessionPaths.getEnums}`]);
/** The calls of the System Users area (/users/admin): users, logins, roles, access-request review. */
const isAdminArea = (op: Operation) =>
  op.template === sessionPaths.getEnumsAdmin ||
  op.template === authPaths.getPasswordResetLinkByUserId ||
  op.template.startsWith(systemRolePaths.base) ||
  op.template.startsWith(webhookPaths.base) ||
  (op.template.startsWith(accessRequestPaths.base) &&
    !(op.method === 'POST' && op.template === accessRequestPaths.base)) ||
  (op.template.startsWith(systemUserPaths.base) &&
    ![systemUserPaths.getMe, systemUserPaths.putMe, systemUserPaths.getPickerUsers].includes(
      op.template as never,
    ));

const key = (op: Operation) => `${op.method} ${op.template}`;
const accessOf = (op: Operation) => op.operation['x-access'] as Access;
/** Whether a type (holding every code) passes the route's rule or one of its alternatives. */
const admits = (access: Access, type: IdentityType) =>
  [access, ...(access.or ?? [])].some((rule) => !rule.identityTypes || rule.identityTypes.includes(type));
/** An id no row has, so no call here changes a real record. */
const absentId = 2_000_000_000;

const doc = useBeforeAll(async () => ({ value: await servedDocument(t) }));
const identityRoutes = () =>
  operationsOf(doc.value as OpenApiDocument).filter((op) => accessOf(op).kind === 'identity');

const requestOf = (op: Operation, token: string) => {
  const document = doc.value as OpenApiDocument;
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(document, p.schema)))}`)
    .join('&');
  const path = op.template.replace(/\{\w+\}/g, String(absentId));
  return t.call(op.method, `${path}${query ? `?${query}` : ''}`, {
    token,
    ...(op.body ? { body: sample(document, op.body) } : {}),
  });
};

const login = async (type: IdentityType, codes: readonly number[], portalAccess = true) =>
  (
    await createSignedInUser(t, {
      identities: [
        {
          type,
          permissionCodes: [...codes],
          portalAccess,
          orderCustomerId: type === 'customer' ? 1 : null,
          carrierId: type === 'carrier' ? 1 : null,
        },
      ],
    })
  ).token;

/** Per portal type: every code but PortalAccess (`${type}:noPortal`) and every code (`${type}:all`). */
const tokens = useBeforeAll(async () => {
  const made: Record<string, string> = {};
  for (const type of portalIdentityTypes) {
    made[`${type}:noPortal`] = await login(type, allPermissionCodes, false);
    made[`${type}:all`] = await login(type, allPermissionCodes);
  }
  const everyButAdmin = allPermissionCodes.filter((code) => code !== P.AdminPortalAccess);
  made.employeeNoAdmin = await login('employee', everyButAdmin);
  made.adminNoAdmin = await login('admin', everyButAdmin);
  return made;
});

describe('x-access declares the entry codes', () => {
  it('lists PortalAccess on every identity route but the profile and the reference lists', () => {
    const routes = identityRoutes();
    expect(routes.length).toBeGreaterThan(100);
    for (const op of routes) {
      const { requires } = accessOf(op);
      if (accountRoutes.has(key(op))) expect(requires, key(op)).toBeUndefined();
      else expect(requires, key(op)).toContain(P.PortalAccess);
      expect(op.operation.description, key(op)).toMatch(
        accountRoutes.has(key(op)) ? /Access: identity\.$/ : /holding all of permissions 1 \(Portal Access\)/,
      );
    }
    expect(
      routes
        .filter((op) => accountRoutes.has(key(op)))
        .map(key)
        .sort(),
    ).toEqual([...accountRoutes].sort());
  });

  it('lists AdminPortalAccess besides on the System Users area’s calls, and nowhere else', () => {
    const admin = identityRoutes().filter(isAdminArea);
    expect(admin.map(key)).toEqual(
      expect.arrayContaining([
        `POST ${systemUserPaths.getItems}`,
        `GET ${systemUserPaths.getLoginsByUserId}`,
        `POST ${systemRolePaths.getItems}`,
        `GET ${accessRequestPaths.getCount}`,
        `POST ${sessionPaths.getEnumsAdmin}`,
        `GET ${authPaths.getPasswordResetLinkByUserId}`,
      ]),
    );
    for (const op of identityRoutes()) {
      const { requires, identityTypes } = accessOf(op);
      if (isAdminArea(op)) {
        expect(requires, key(op)).toEqual([P.PortalAccess, P.AdminPortalAccess]);
        expect(identityTypes, key(op)).toEqual(['admin', 'employee']);
        expect(op.operation.description, key(op)).toMatch(/2 \(Admin Portal Access\)/);
      } else expect(requires ?? [], key(op)).not.toContain(P.AdminPortalAccess);
    }
  });

  it('leaves public and session routes without entry codes', () => {
    for (const op of operationsOf(doc.value as OpenApiDocument)) {
      const access = accessOf(op);
      if (access.kind !== 'identity') expect(access.requires, key(op)).toBeUndefined();
    }
  });
});

describe('PortalAccess is required by the API', () => {
  it('refuses every identity route to each type it admits that holds every code but PortalAccess', async () => {
    let refused = 0;
    for (const op of identityRoutes()) {
      if (accountRoutes.has(key(op))) continue;
      for (const type of portalIdentityTypes) {
        if (!admits(accessOf(op), type)) continue;
        const res = await requestOf(op, tokens[`${type}:noPortal`]!);
        expect(res.status, `${key(op)} as a ${type} without PortalAccess`).toBe(403);
        expect((await errorBody(res)).code, key(op)).toBe('forbidden');
        refused++;
      }
    }
    expect(refused).toBeGreaterThan(200);
  });

  it('lets the same identities through with PortalAccess (a sample of business reads)', async () => {
    const reads: [IdentityType, string, string, unknown?][] = [
      ['employee', 'POST', '/api/Orders/getItems', {}],
      ['employee', 'POST', '/api/Loads/getItems', {}],
      ['customer', 'POST', '/api/Orders/getItems', {}],
      ['carrier', 'POST', '/api/Loads/getItems', {}],
      ['admin', 'POST', '/api/Carriers/getItems', {}],
    ];
    for (const [type, method, path, body] of reads) {
      const without = await t.call(method, path, { token: tokens[`${type}:noPortal`]!, body });
      expect(without.status, `${path} as a ${type} without PortalAccess`).toBe(403);
      const withIt = await t.call(method, path, { token: tokens[`${type}:all`]!, body });
      expect(withIt.status, `${path} as a ${type} with it: ${await withIt.clone().text()}`).toBe(200);
    }
  });

  it('answers the account-level calls without PortalAccess: claims, getMe, putMe, getEnums', async () => {
    for (const type of portalIdentityTypes) {
      const token = tokens[`${type}:noPortal`]!;
      const claims = await t.call('GET', authPaths.claims, { token });
      expect(claims.status, `claims as a ${type}`).toBe(200);
      expect(((await claims.json()) as { permissions: number[] }).permissions).not.toContain(P.PortalAccess);
      const me = await t.call('GET', systemUserPaths.getMe, { token });
      expect(me.status, `getMe as a ${type}`).toBe(200);
      const put = await t.call('PUT', systemUserPaths.putMe, {
        token,
        body: { ...((await me.json()) as object), phoneNumber: '555 0107' },
      });
      expect(put.status, `putMe as a ${type}: ${await put.clone().text()}`).toBe(200);
      expect(((await put.json()) as { phoneNumber: string }).phoneNumber).toBe('555 0107');
      const enums = await t.call('POST', sessionPaths.getEnums, { token });
      expect(enums.status, `getEnums as a ${type}`).toBe(200);
    }
  });
});

describe('AdminPortalAccess is required by the System Users area', () => {
  it('refuses each of the area’s calls to staff holding every code but AdminPortalAccess', async () => {
    const admin = identityRoutes().filter(isAdminArea);
    expect(admin.length).toBeGreaterThan(20);
    for (const op of admin) {
      for (const who of ['employeeNoAdmin', 'adminNoAdmin']) {
        const res = await requestOf(op, tokens[who]!);
        expect(res.status, `${key(op)} as ${who}`).toBe(403);
      }
    }
  });

  it('lets staff with UserView and both entry codes read the area, and not with UserView and PortalAccess alone', async () => {
    const viewer = await login('employee', [P.UserView, P.AdminPortalAccess]);
    const viewerWithoutArea = await login('employee', [P.UserView]);
    for (const path of [systemUserPaths.getItems, systemRolePaths.getItems, accessRequestPaths.getItems]) {
      expect((await t.call('POST', path, { token: viewer, body: {} })).status, path).toBe(200);
      expect((await t.call('POST', path, { token: viewerWithoutArea, body: {} })).status, path).toBe(403);
    }
    expect((await t.call('GET', accessRequestPaths.getCount, { token: viewer })).status).toBe(200);
    expect((await t.call('POST', sessionPaths.getEnumsAdmin, { token: viewer })).status).toBe(200);
    expect((await t.call('POST', sessionPaths.getEnumsAdmin, { token: viewerWithoutArea })).status).toBe(403);
  });

  it('still gives the "Picked By" choices, an orders call, to staff without AdminPortalAccess', async () => {
    const res = await t.call('POST', systemUserPaths.getPickerUsers, {
      token: tokens.employeeNoAdmin!,
      body: {},
    });
    expect(res.status, await res.clone().text()).toBe(200);
  });
});
