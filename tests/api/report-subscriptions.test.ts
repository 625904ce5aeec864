import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { reportPaths, systemUserPaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { reportSubscriptionSchema, subscriptionRecipientMessage } from '#contract/report-subscription';
import { validationMessages } from '#contract/validation-messages';
import { createSignedInUser, createUser, errorBody } from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp();

const list = reportSubscriptionSchema.array();
const getSubs = (id: number, token: string) =>
  t.call('GET', fillPath(reportPaths.getCustomerSubscriptions, { id }), { token });
const putSubs = (id: number, token: string, body: unknown) =>
  t.call('PUT', fillPath(reportPaths.putCustomerSubscriptions, { id }), { token, body });
const sub = (over: Record<string, unknown> = {}) => ({
  reportSubscriptionId: 0,
  systemCustomerId: null,
  customEmail: null,
  orderCustomerId: 0,
  isOnMonday: true,
  ...over,
});
const customer = (codes = [P.PortalAccess, P.ReportView]) =>
  createSignedInUser(t, { identities: [{ type: 'customer', orderCustomerId: 2, permissionCodes: codes }] });
const loginId = (u: Awaited<ReturnType<typeof customer>>) => u.identity('customer').identityId;

describe('a customer login’s own subscriptions', () => {
  it('adds, updates and removes its subscriptions (custom address or its own e-mail)', async () => {
    const me = await customer();
    const id = loginId(me);
    expect(list.parse(await (await getSubs(id, me.token)).json())).toEqual([]);
    const res = await putSubs(id, me.token, [
      sub({ systemCustomerId: id }),
      sub({ customEmail: 'office@farm.test', isOnFriday: true, isOnMonday: false }),
    ]);
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = list.parse(await res.json());
    expect(saved).toHaveLength(2);
    expect(saved[0]).toMatchObject({
      systemCustomerId: id,
      customEmail: null,
      orderCustomerId: 2,
      isOnMonday: true,
      isOnFriday: false,
    });
    expect(saved[1]).toMatchObject({
      systemCustomerId: id,
      customEmail: 'office@farm.test',
      isOnFriday: true,
      isOnMonday: false,
    });
    const next = list.parse(await (await putSubs(id, me.token, [{ ...saved[1]!, isOnSunday: true }])).json());
    expect(next).toEqual([
      expect.objectContaining({
        reportSubscriptionId: saved[1]!.reportSubscriptionId,
        isOnSunday: true,
        isOnFriday: true,
      }),
    ]);
    expect(list.parse(await (await getSubs(id, me.token)).json())).toEqual(next);
    expect(list.parse(await (await putSubs(id, me.token, [])).json())).toEqual([]);
  });

  it('refuses bad input: a bad address, no recipient, another login’s or an unknown subscription', async () => {
    const me = await customer();
    const other = await customer();
    const id = loginId(me);
    const bad = await putSubs(id, me.token, [sub({ customEmail: 'not-an-address' }), sub()]);
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).fields).toMatchObject({
      '0.customEmail': validationMessages.email,
      '1.customEmail': subscriptionRecipientMessage,
    });
    const foreign = await putSubs(id, me.token, [sub({ systemCustomerId: loginId(other) })]);
    expect(foreign.status).toBe(400);
    const [theirs] = list.parse(
      await (await putSubs(loginId(other), other.token, [sub({ systemCustomerId: loginId(other) })])).json(),
    );
    const stolen = await putSubs(id, me.token, [{ ...theirs!, systemCustomerId: id }]);
    expect(stolen.status).toBe(400);
    expect((await errorBody(stolen)).fields).toHaveProperty('0.reportSubscriptionId');
    expect((await putSubs(id, me.token, { not: 'a list' })).status).toBe(400);
  });
});

describe('who may read and write them', () => {
  it('a customer only its own; staff with UserView read and UserUpdate write; carriers never', async () => {
    const me = await customer();
    const other = await customer();
    const id = loginId(me);
    expect((await getSubs(loginId(other), me.token)).status).toBe(403);
    expect((await putSubs(loginId(other), me.token, [])).status).toBe(403);
    const noReports = await customer([P.PortalAccess]);
    expect((await getSubs(loginId(noReports), noReports.token)).status).toBe(403);

    const viewer = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.UserView] }],
    });
    const updater = await createSignedInUser(t, {
      identities: [{ type: 'admin', permissionCodes: [P.UserUpdate] }],
    });
    const reporter = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [P.ReportView] }],
    });
    expect((await getSubs(id, viewer.token)).status).toBe(200);
    expect((await putSubs(id, viewer.token, [])).status).toBe(403);
    expect((await putSubs(id, updater.token, [sub({ systemCustomerId: id })])).status).toBe(200);
    expect((await getSubs(id, updater.token)).status).toBe(403);
    expect((await getSubs(id, reporter.token)).status).toBe(403);
    const carrier = await createSignedInUser(t, {
      identities: [
        { type: 'carrier', carrierId: 1, permissionCodes: [P.ReportView, P.UserView, P.UserUpdate] },
      ],
    });
    expect((await getSubs(id, carrier.token)).status).toBe(403);
    expect((await t.call('GET', fillPath(reportPaths.getCustomerSubscriptions, { id }))).status).toBe(401);

    const employeeLogin = await createUser(t.database.db, { identities: [{ type: 'employee' }] });
    expect((await getSubs(employeeLogin.identity('employee').identityId, viewer.token)).status).toBe(404);
    expect((await getSubs(999_999, viewer.token)).status).toBe(404);
  });

  it('deleting the customer login removes its subscriptions', async () => {
    const me = await customer();
    const id = loginId(me);
    await putSubs(id, me.token, [sub({ systemCustomerId: id })]);
    const admin = await createSignedInUser(t, {
      identities: [
        {
          type: 'admin',
          // deleteLogin is the administration area's call (decision 071): AdminPortalAccess too.
          permissionCodes: [P.UserUpdate, P.UserView, P.AdminPortalAccess, P.ReportView, P.OrderView],
        },
      ],
    });
    const removed = await t.call('PUT', systemUserPaths.deleteLogin, {
      token: admin.token,
      body: { customerLogin: { systemCustomerId: id, systemUserId: me.systemUserId, orderCustomerId: 2 } },
    });
    expect(removed.status).toBe(204);
    expect((await getSubs(id, admin.token)).status).toBe(404);
  });
});
