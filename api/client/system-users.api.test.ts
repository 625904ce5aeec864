import { beforeEach, expect, it, vi } from 'vitest';
import { makePager } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { authPaths, systemUserPaths } from '#contract/paths';
import type { LoginRecord } from '#contract/system-login';
import type { SystemUser, SystemUserListItem, SystemUserSave } from '#contract/system-user';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';
import { createSystemUsersApi } from './system-users.api';

const me: SystemUser = {
  systemUserId: 7,
  isActive: true,
  isInvisible: false,
  emailAddress: 'ann@example.com',
  username: 'ann',
  firstName: 'Ann',
  lastName: 'Lee',
  phoneNumber: '+1 (555) 123-4567',
  dateAdded: '2025-01-02T03:04:05.000Z',
  dateModified: '2025-09-04T10:00:00.000Z',
};

const row: SystemUserListItem = { ...me, systemRoles: [] };
const newUser: SystemUserSave = {
  systemUserId: 0,
  firstName: 'Ann',
  lastName: 'Lee',
  emailAddress: 'ann@example.com',
};
const customerLogin: LoginRecord = {
  systemUserId: 7,
  admin: null,
  customerLogin: {
    systemCustomerId: 5,
    systemUserId: 7,
    isActive: true,
    permissionCodes: [],
    orderCustomerId: 4,
  },
  employee: null,
  scanToPick: null,
};

const server = await replyServerForFile();
const onUnauthorized = vi.fn();
const api = () => createSystemUsersApi(testHttpClient(server, { onUnauthorized }));

beforeEach(() => onUnauthorized.mockReset());

it('getMe GETs the signed-in user', async () => {
  server.reply(systemUserPaths.getMe, 200, me);
  expect(await api().getMe()).toEqual(me);
  expect(server.last()).toMatchObject({ method: 'GET', url: systemUserPaths.getMe });
});

it('putMe PUTs the user as JSON and returns the saved user', async () => {
  const edited = { ...me, firstName: 'Anne' };
  server.reply(systemUserPaths.putMe, 200, edited);
  expect(await api().putMe(edited)).toEqual(edited);
  const sent = server.last();
  expect(sent).toMatchObject({ method: 'PUT', url: systemUserPaths.putMe });
  expect(sent.headers['content-type']).toBe('application/json');
  expect(JSON.parse(sent.body)).toEqual(edited);
});

it('fails loudly on a user without an id', async () => {
  server.reply(systemUserPaths.getMe, 200, { ...me, systemUserId: 'seven' });
  await expect(api().getMe()).rejects.toThrow('Unexpected response from the server');
});

it('logs out on a 401', async () => {
  server.reply(systemUserPaths.getMe, 401, {
    statusText: 'Your session has expired.',
    code: 'token_expired',
  });
  await expect(api().getMe()).rejects.toMatchObject({ status: 401 });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

it('getItems and getPickerUsers POST the query; deleteBulk POSTs the ids', async () => {
  const pager = makePager(1, 0, 10);
  const picker = { systemUserId: 7, firstName: 'Ann', lastName: 'Lee', isActive: true };
  server.reply(systemUserPaths.getItems, 200, [row, pager]);
  server.reply(systemUserPaths.getPickerUsers, 200, [picker, pager]);
  server.reply(systemUserPaths.deleteBulk, 200, { deleted: 1 });
  const query = { fields: { systemRoleGroup: 'customerLogin' as const } };
  expect(await api().getItems(query)).toEqual([row, pager]);
  expect(server.last()).toMatchObject({
    method: 'POST',
    url: systemUserPaths.getItems,
    body: JSON.stringify(query),
  });
  expect(await api().getPickerUsers({})).toEqual([picker, pager]);
  expect(server.last()).toMatchObject({ method: 'POST', url: systemUserPaths.getPickerUsers, body: '{}' });
  expect(await api().deleteBulk([7])).toEqual({ deleted: 1 });
  expect(server.last()).toMatchObject({ method: 'POST', url: systemUserPaths.deleteBulk, body: '[7]' });
});

it('getItemById GETs one user; create POSTs to the base path; update PUTs to its id', async () => {
  server.reply(fillPath(systemUserPaths.getItemById, { id: 7 }), 200, row);
  server.reply(systemUserPaths.base, 200, row);
  server.reply(fillPath(systemUserPaths.byId, { id: 7 }), 200, row);
  expect(await api().getItemById(7)).toEqual(row);
  expect(server.last()).toMatchObject({ method: 'GET', url: '/api/System/SystemUsers/getItemById/7' });
  expect(await api().create(newUser)).toEqual(row);
  expect(server.last()).toMatchObject({ method: 'POST', url: '/api/System/SystemUsers' });
  expect(JSON.parse(server.last().body)).toEqual(newUser);
  const edited = { ...newUser, systemUserId: 7, dateModified: me.dateModified };
  expect(await api().update(edited)).toEqual(row);
  expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/System/SystemUsers/7' });
  expect(JSON.parse(server.last().body)).toEqual(edited);
});

it('delete DELETEs the user and answers null on 204', async () => {
  expect(await api().delete(7)).toBeNull();
  expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/System/SystemUsers/7', body: '' });
});

it('reads, adds, updates and deletes logins at their paths', async () => {
  server.reply(fillPath(systemUserPaths.getLoginsByUserId, { id: 7 }), 200, [customerLogin]);
  server.reply(systemUserPaths.saveNewLogin, 200, customerLogin);
  server.reply(systemUserPaths.updateLogin, 200, customerLogin);
  expect(await api().getLoginsByUserId(7)).toEqual([customerLogin]);
  expect(server.last()).toMatchObject({ method: 'GET', url: '/api/System/SystemUsers/getLoginsByUserId/7' });
  for (const [call, path] of [
    ['saveNewLogin', systemUserPaths.saveNewLogin],
    ['updateLogin', systemUserPaths.updateLogin],
  ] as const) {
    expect(await api()[call](customerLogin)).toEqual(customerLogin);
    expect(server.last()).toMatchObject({ method: call === 'saveNewLogin' ? 'POST' : 'PUT', url: path });
    expect(JSON.parse(server.last().body)).toEqual(customerLogin);
  }
  expect(await api().deleteLogin(customerLogin)).toBeNull();
  expect(server.last()).toMatchObject({ method: 'PUT', url: systemUserPaths.deleteLogin });
  expect(JSON.parse(server.last().body)).toEqual(customerLogin);
});

it('changePassword PUTs the new password; the reset link is asked for by user id', async () => {
  server.reply(fillPath(systemUserPaths.changePassword, { id: 7 }), 200, row);
  server.reply(authPaths.getPasswordResetLinkByUserId, 200, {
    link: 'http://x/reset',
    expiresAt: me.dateModified,
  });
  expect(await api().changePassword(7, { password: 'Fresh#Pass42' })).toEqual(row);
  expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/System/SystemUsers/changePassword/7' });
  expect(JSON.parse(server.last().body)).toEqual({ password: 'Fresh#Pass42' });
  expect(await api().getPasswordResetLinkByUserId(7)).toEqual({
    link: 'http://x/reset',
    expiresAt: me.dateModified,
  });
  expect(server.last()).toMatchObject({
    method: 'GET',
    url: `${authPaths.getPasswordResetLinkByUserId}?systemUserId=7`,
  });
});

it('refuses a login record whose part has no id', async () => {
  server.reply(fillPath(systemUserPaths.getLoginsByUserId, { id: 7 }), 200, [
    { ...customerLogin, customerLogin: { ...customerLogin.customerLogin, systemCustomerId: undefined } },
  ]);
  await expect(api().getLoginsByUserId(7)).rejects.toThrow('Unexpected response from the server');
});
