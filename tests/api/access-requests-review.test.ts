import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accessRequestMessages,
  accessRequestReviewMessages,
  accessRequestSchema,
  type AccessRequest,
} from '#contract/access-request';
import { fillPath } from '#contract/path-template';
import { accessRequestPaths, authPaths, orderPaths, systemUserPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { customerViewRoleName } from '#contract/system-role';
import { systemUserListItemSchema } from '#contract/system-user';
import { validationMessages } from '#contract/validation-messages';
import { systemUserRequests } from '#server/db/schema/auth';
import {
  createSignedInUser,
  createUser,
  errorBody,
  loginToAccount,
  mailedLinkSecret,
  signIn,
  uniqueEmail,
} from '#fixtures/auth-helpers';
import { useAdmin, useTestApp } from '#fixtures/file-app';

const t = useTestApp();
const reviewer = useAdmin(t);

const form = (over: Partial<AccessRequest> = {}) => ({
  firstName: 'Rosa',
  lastname: 'Diaz',
  companyName: 'Diaz Farms',
  emailAddress: uniqueEmail('request'),
  phone: '+1 (559) 555-0101',
  city: 'Fresno',
  state: 'CA',
  additionalInfo: 'Almonds',
  ...over,
});
async function submit(over: Partial<AccessRequest> = {}): Promise<AccessRequest> {
  const res = await t.call('POST', accessRequestPaths.base, {
    body: form(over),
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return accessRequestSchema.parse(await res.json());
}
const get = (id: number) =>
  t.call('GET', fillPath(accessRequestPaths.getItemById, { id }), { token: reviewer.token });
const approve = (id: number, body: unknown, token = reviewer.token) =>
  t.call('POST', fillPath(accessRequestPaths.approve, { id }), { token, body });

describe('getItemById, getItemNew, PUT {id}, DELETE {id}', () => {
  it('reads a request, and a blank one', async () => {
    const request = await submit();
    const res = await get(request.systemUserRequestId);
    expect(res.status).toBe(200);
    expect(accessRequestSchema.parse(await res.json())).toEqual(request);
    expect((await get(999_999)).status).toBe(404);
    const blank = await t.call('GET', accessRequestPaths.getItemNew, { token: reviewer.token });
    expect(accessRequestSchema.parse(await blank.json())).toMatchObject({
      systemUserRequestId: 0,
      emailAddress: '',
      dateAdded: '1970-01-01T00:00:00.000Z',
    });
  });

  it('saves a correction, refuses a stale write, bad input and another request’s address', async () => {
    const request = await submit();
    const put = (body: unknown) =>
      t.call('PUT', fillPath(accessRequestPaths.byId, { id: request.systemUserRequestId }), {
        token: reviewer.token,
        body,
      });
    const res = await put({ ...request, companyName: 'Diaz Orchards', state: 'ny' });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = accessRequestSchema.parse(await res.json());
    expect(saved).toMatchObject({ companyName: 'Diaz Orchards', state: 'NY' });
    const stale = await put({ ...request, city: 'Visalia' });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');
    const bad = await put({ ...saved, firstName: '', emailAddress: 'x', state: 'ZZ' });
    expect((await errorBody(bad)).fields).toMatchObject({
      firstName: accessRequestMessages.firstName,
      emailAddress: accessRequestMessages.emailAddress,
      state: accessRequestMessages.state,
    });
    const other = await submit();
    const clash = await put({ ...saved, emailAddress: other.emailAddress.toUpperCase() });
    expect(clash.status).toBe(409);
    expect((await errorBody(clash)).fields).toEqual({
      emailAddress: accessRequestReviewMessages.emailInOtherRequest,
    });
    expect(
      (
        await t.call('PUT', fillPath(accessRequestPaths.byId, { id: 999_999 }), {
          token: reviewer.token,
          body: { ...saved, systemUserRequestId: 999_999 },
        })
      ).status,
    ).toBe(404);
  });

  it('declines (deletes) a request', async () => {
    const request = await submit();
    expect(
      (
        await t.call('DELETE', fillPath(accessRequestPaths.byId, { id: request.systemUserRequestId }), {
          token: reviewer.token,
        })
      ).status,
    ).toBe(204);
    expect((await get(request.systemUserRequestId)).status).toBe(404);
    expect(
      (
        await t.call('DELETE', fillPath(accessRequestPaths.byId, { id: request.systemUserRequestId }), {
          token: reviewer.token,
        })
      ).status,
    ).toBe(404);
  });

  it('a second request for the same address updates the open one (one request per address)', async () => {
    const first = await submit();
    const second = await submit({
      emailAddress: first.emailAddress.toUpperCase(),
      companyName: 'Renamed Co',
    });
    expect(second.systemUserRequestId).toBe(first.systemUserRequestId);
    expect(
      await t.database.db.$count(
        systemUserRequests,
        eq(systemUserRequests.systemUserRequestId, first.systemUserRequestId),
      ),
    ).toBe(1);
  });
});

describe('approve', () => {
  it('creates the user with a customer login and the Customer View role, mails a registration link, removes the request; the customer completes registration and signs in', async () => {
    const request = await submit();
    const res = await approve(request.systemUserRequestId, { orderCustomerId: 2 });
    expect(res.status, await res.clone().text()).toBe(200);
    const user = systemUserListItemSchema.parse(await res.json());
    expect(user).toMatchObject({
      emailAddress: request.emailAddress,
      firstName: 'Rosa',
      lastName: 'Diaz',
      phoneNumber: request.phone,
      isActive: true,
    });
    expect(user.systemCustomers).toEqual([
      expect.objectContaining({ orderCustomerId: 2, permissionCodes: [P.PortalAccess] }),
    ]);
    expect(user.systemRoles?.map((r) => r.name)).toEqual([customerViewRoleName]);
    expect((await get(request.systemUserRequestId)).status).toBe(404);

    const mail = await t.lastMailTo(request.emailAddress);
    expect(mail?.subject).toBe('Complete your registration');
    expect(mail?.textBody).toContain('?mode=create');
    const hash = await mailedLinkSecret(t, request.emailAddress);
    const check = await t.call('POST', authPaths.completeRegistration, { body: { hash } });
    expect(await check.json()).toEqual({
      valid: true,
      emailAddress: request.emailAddress,
      firstName: 'Rosa',
    });
    const set = await t.call('POST', authPaths.updatePassword, {
      body: { hash, password: 'Rosa#Farm42', resetMode: 'create' },
    });
    expect(await set.json()).toBe(true);
    expect(
      await (
        await t.call('POST', authPaths.updatePassword, {
          body: { hash, password: 'Rosa#Farm43', resetMode: 'create' },
        })
      ).json(),
    ).toBe(false);

    const session = await signIn(t, request.emailAddress, 'Rosa#Farm42');
    expect(session.result.userIdentities).toEqual([
      expect.objectContaining({ identityType: 'customer', customerId: 2 }),
    ]);
    const bound = await loginToAccount(t, session.token, session.result.userIdentities![0]!.hash);
    expect(bound.result.userRoles).toContain(P.OrderView);
    const orders = await t.call('POST', orderPaths.getItems, { token: bound.token, body: {} });
    expect(orders.status).toBe(200);
    expect((await t.call('GET', systemUserPaths.getMe, { token: bound.token })).status).toBe(200);
  });

  it('refuses when a user already has the address (409 with the reason), and keeps the request', async () => {
    const existing = await createUser(t.database.db, { isActive: false });
    const request = await submit({ emailAddress: existing.email! });
    const res = await approve(request.systemUserRequestId, { orderCustomerId: 1 });
    expect(res.status).toBe(409);
    expect((await errorBody(res)).statusText).toBe(
      accessRequestReviewMessages.userExists(existing.systemUserId),
    );
    expect((await get(request.systemUserRequestId)).status).toBe(200);
  });

  it('refuses a missing or unknown customer or role, an unknown request, and codes the reviewer lacks', async () => {
    const request = await submit();
    expect((await errorBody(await approve(request.systemUserRequestId, {}))).fields).toEqual({
      orderCustomerId: validationMessages.fieldRequired,
    });
    expect(
      (await errorBody(await approve(request.systemUserRequestId, { orderCustomerId: 999_999 }))).fields,
    ).toEqual({ orderCustomerId: accessRequestReviewMessages.unknownCustomer });
    expect(
      (await approve(request.systemUserRequestId, { orderCustomerId: 1, systemRoleIds: [999_999] })).status,
    ).toBe(400);
    expect((await approve(999_999, { orderCustomerId: 1 })).status).toBe(404);
    const small = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.UserAdd, P.AdminPortalAccess] }],
    });
    const refused = await approve(request.systemUserRequestId, { orderCustomerId: 1 }, small.token);
    expect(refused.status).toBe(403);
    const ok = await approve(
      request.systemUserRequestId,
      { orderCustomerId: 1, systemRoleIds: [] },
      small.token,
    );
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(systemUserListItemSchema.parse(await ok.json()).systemRoles).toEqual([]);
  });
});
