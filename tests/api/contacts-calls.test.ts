import { describe, expect, it } from 'vitest';
import { contactKindInfo, contactKinds, type ContactKind } from '#contract/contact';
import { fillPath } from '#contract/path-template';
import { carrierPaths, contactPaths, locationPaths, orderCustomerPaths } from '#contract/paths';
import { errorBody } from '#fixtures/auth-helpers';
import { createOwners, everyCode, signedInIdentity } from '#fixtures/record-owners';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';

/** Decision 040: contacts of customers (74-77), locations (78-81) and carriers (82-85). */
const t = useTestApp();
const owners = useBeforeAll(() => createOwners(t));
const admin = useBeforeAll(() => signedInIdentity(t, 'admin', everyCode, owners, 'Ada'));

type Contact = Record<string, unknown> & { contactId: number; isPrimary: boolean; dateModified: string };
const ownerOf = (kind: ContactKind, side: 'a' | 'b' = 'a') =>
  ({ customer: owners[side].customerId, location: owners[side].locationId, carrier: owners[side].carrierId })[
    kind
  ];
const listPath = (kind: ContactKind, ownerId: number) => fillPath(contactPaths[kind].list, { ownerId });
const itemPath = (kind: ContactKind, ownerId: number, contactId: number) =>
  fillPath(contactPaths[kind].byId, { ownerId, contactId });
const add = async (
  kind: ContactKind,
  ownerId: number,
  body: Record<string, unknown>,
  token = admin.token,
) => {
  const res = await t.call('POST', listPath(kind, ownerId), { token, body });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Contact;
};
const list = async (kind: ContactKind, ownerId: number, token = admin.token) => {
  const res = await t.call('GET', listPath(kind, ownerId), { token });
  expect(res.status).toBe(200);
  return (await res.json()) as Contact[];
};
/** The owner's own record, where its primary contact's name and phone show. */
const ownerRecord = async (kind: ContactKind, id: number) => {
  const template = {
    customer: orderCustomerPaths.getItemById,
    location: locationPaths.getItemById,
    carrier: carrierPaths.getItemById,
  }[kind];
  return (await (await t.call('GET', fillPath(template, { id }), { token: admin.token })).json()) as Record<
    string,
    unknown
  >;
};

describe.each(contactKinds)('%s contacts', (kind) => {
  it('adds, lists primary first, keeps one primary, changes and deletes', async () => {
    const ownerId = ownerOf(kind);
    const first = await add(kind, ownerId, {
      name: ' Zed Hall ',
      email: 'zed@example.com',
      phone: '555-0100',
    });
    expect(first).toMatchObject({
      name: 'Zed Hall',
      email: 'zed@example.com',
      isPrimary: true,
      [contactKindInfo[kind].ownerKey]: ownerId,
    });
    const second = await add(kind, ownerId, { name: 'Amy Fox', title: 'Dispatcher', email: '' });
    expect(second).toMatchObject({ isPrimary: false, email: null, title: 'Dispatcher' });
    expect((await list(kind, ownerId)).map((c) => [c.name, c.isPrimary])).toEqual([
      ['Zed Hall', true],
      ['Amy Fox', false],
    ]);
    expect(await ownerRecord(kind, ownerId)).toMatchObject({
      primaryContactName: 'Zed Hall',
      primaryContactPhone: '555-0100',
      contactsCount: 2,
    });

    const promoted = await t.call('PUT', itemPath(kind, ownerId, second.contactId), {
      token: admin.token,
      body: { name: 'Amy Fox', phone: '555-0199', isPrimary: true, dateModified: second.dateModified },
    });
    expect(promoted.status, await promoted.clone().text()).toBe(200);
    const saved = (await promoted.json()) as Contact;
    expect(saved).toMatchObject({ isPrimary: true, phone: '555-0199', title: null });
    expect((await list(kind, ownerId)).map((c) => [c.name, c.isPrimary])).toEqual([
      ['Amy Fox', true],
      ['Zed Hall', false],
    ]);

    const stale = await t.call('PUT', itemPath(kind, ownerId, second.contactId), {
      token: admin.token,
      body: { name: 'Amy', dateModified: second.dateModified },
    });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).code).toBe('stale_write');

    for (const contact of [first, saved]) {
      const del = await t.call('DELETE', itemPath(kind, ownerId, contact.contactId), { token: admin.token });
      expect(del.status).toBe(204);
    }
    expect(await list(kind, ownerId)).toEqual([]);
    const again = await t.call('DELETE', itemPath(kind, ownerId, first.contactId), { token: admin.token });
    expect(again.status).toBe(404);
  });

  it("refuses a blank name, a bad email or phone, and another owner's contact under this owner", async () => {
    const bad = await t.call('POST', listPath(kind, ownerOf(kind)), {
      token: admin.token,
      body: { name: ' ', email: 'not-an-address', phone: 'call me' },
    });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).fields).toEqual({
      name: 'Required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
    });
    const other = await add(kind, ownerOf(kind, 'b'), { name: 'Bo' });
    const crossed = await t.call('PUT', itemPath(kind, ownerOf(kind), other.contactId), {
      token: admin.token,
      body: { name: 'Mine now', dateModified: other.dateModified },
    });
    expect(crossed.status).toBe(404);
    expect(
      (await t.call('DELETE', itemPath(kind, ownerOf(kind), other.contactId), { token: admin.token })).status,
    ).toBe(404);
    expect((await t.call('GET', listPath(kind, 999_999), { token: admin.token })).status).toBe(404);
  });

  it('needs the kind’s own permission for each call', async () => {
    const perms = contactKindInfo[kind].permissions;
    const others = everyCode.filter((code) => !Object.values(perms).includes(code));
    const without = await signedInIdentity(t, 'employee', others, owners, `No${kind}`);
    const ownerId = ownerOf(kind);
    const contact = await add(kind, ownerId, { name: 'Perm Check' });
    const calls = [
      () => t.call('GET', listPath(kind, ownerId), { token: without.token }),
      () => t.call('POST', listPath(kind, ownerId), { token: without.token, body: { name: 'X' } }),
      () =>
        t.call('PUT', itemPath(kind, ownerId, contact.contactId), {
          token: without.token,
          body: { name: 'X', dateModified: contact.dateModified },
        }),
      () => t.call('DELETE', itemPath(kind, ownerId, contact.contactId), { token: without.token }),
    ];
    for (const call of calls) expect((await call()).status).toBe(403);
    const justView = await signedInIdentity(t, 'employee', [perms.view], owners, `View${kind}`);
    expect((await t.call('GET', listPath(kind, ownerId), { token: justView.token })).status).toBe(200);
    expect(
      (await t.call('POST', listPath(kind, ownerId), { token: justView.token, body: { name: 'X' } })).status,
    ).toBe(403);
    expect((await t.call('GET', listPath(kind, ownerId))).status).toBe(401);
  });
});

/**
 * What each call answers `token`: `GET customer b` lists customer B's contacts, `POST carrier a` adds one to
 * carrier A; every call of `expected` is made and the statuses compared at once.
 */
async function expectStatuses(token: string, expected: Record<string, number>) {
  const answered: Record<string, number> = {};
  for (const call of Object.keys(expected)) {
    const [method, kind, side] = call.split(' ') as ['GET' | 'POST', ContactKind, 'a' | 'b'];
    const body = method === 'POST' ? { body: { name: 'X' } } : {};
    answered[call] = (await t.call(method, listPath(kind, ownerOf(kind, side)), { token, ...body })).status;
  }
  expect(answered).toEqual(expected);
}

describe('outsiders reach their own owner only', () => {
  it("a customer login manages its own customer's contacts, not another's, and no carrier's", async () => {
    const login = await signedInIdentity(t, 'customer', everyCode, owners, 'Cleo');
    const mine = await add('customer', owners.a.customerId, { name: 'Own Contact' }, login.token);
    expect(mine.name).toBe('Own Contact');
    await expectStatuses(login.token, {
      'GET customer b': 404,
      'POST customer b': 404,
      'GET carrier a': 404,
      'GET location a': 200,
      'GET location b': 404,
    });
  });

  it("a carrier login reads its own carrier's contacts and its stops' locations', nothing else", async () => {
    const login = await signedInIdentity(t, 'carrier', everyCode, owners, 'Cary');
    await expectStatuses(login.token, {
      'GET carrier a': 200,
      'GET carrier b': 404,
      'GET location a': 200,
      'GET location b': 404,
      'GET customer a': 404,
    });
  });
});
