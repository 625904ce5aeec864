import { expect, it } from 'vitest';
import { makePager } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { systemRolePaths } from '#contract/paths';
import type { SystemRoleListItem, SystemRoleSave } from '#contract/system-role';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';
import { createSystemRolesApi } from './system-roles.api';

const role: SystemRoleListItem = {
  systemRoleId: 3,
  name: 'Dispatch',
  description: 'Plans loads',
  permissionCodes: [],
  userCount: 2,
  dateAdded: '2025-01-02T03:04:05.000Z',
  dateModified: '2025-09-04T10:00:00.000Z',
};
const form: SystemRoleSave = { name: 'Dispatch', description: 'Plans loads', permissionCodes: [] };

const server = await replyServerForFile();
const api = () => createSystemRolesApi(testHttpClient(server));

it('getItems POSTs the query and returns the roles with the pager', async () => {
  const pager = makePager(1, 0, 10);
  server.reply(systemRolePaths.getItems, 200, [role, pager]);
  expect(await api().getItems({ filterText: 'disp' })).toEqual([role, pager]);
  expect(server.last()).toMatchObject({ method: 'POST', url: systemRolePaths.getItems });
  expect(JSON.parse(server.last().body)).toEqual({ filterText: 'disp' });
});

it('getItemById GETs one role', async () => {
  server.reply(fillPath(systemRolePaths.getItemById, { id: 3 }), 200, role);
  expect(await api().getItemById(3)).toEqual(role);
  expect(server.last()).toMatchObject({ method: 'GET', url: '/api/System/SystemRoles/getItemById/3' });
});

it('create POSTs the role to the base path', async () => {
  server.reply(systemRolePaths.base, 200, role);
  expect(await api().create(form)).toEqual(role);
  expect(server.last()).toMatchObject({ method: 'POST', url: '/api/System/SystemRoles' });
  expect(JSON.parse(server.last().body)).toEqual(form);
});

it('update PUTs the role to its id with the stale-write token', async () => {
  const edited = { ...form, systemRoleId: 3, dateModified: role.dateModified };
  server.reply(fillPath(systemRolePaths.byId, { id: 3 }), 200, role);
  expect(await api().update(edited)).toEqual(role);
  expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/System/SystemRoles/3' });
  expect(JSON.parse(server.last().body)).toEqual(edited);
});

it('delete DELETEs the role and answers null on 204', async () => {
  expect(await api().delete(3)).toBeNull();
  expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/System/SystemRoles/3', body: '' });
});

it('refuses a role without its user count', async () => {
  const { userCount: _, ...incomplete } = role;
  server.reply(fillPath(systemRolePaths.getItemById, { id: 3 }), 200, incomplete);
  await expect(api().getItemById(3)).rejects.toThrow('Unexpected response from the server');
});
