import { beforeEach, expect, it, vi } from 'vitest';
import type { AccessRequest, AccessRequestCreateInput } from '#contract/access-request';
import { makePager } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { accessRequestPaths } from '#contract/paths';
import { createAccessRequestsApi } from './access-requests.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

/** What Ann enters, as the form sends it and as the stored request answers it. */
const entered = {
  firstName: 'Ann',
  lastname: 'Lee',
  companyName: 'Acme Freight',
  emailAddress: 'ann@example.com',
  phone: '+1 (555) 123-4567',
  city: 'Fresno',
  state: 'CA',
  additionalInfo: 'We ship weekly.',
};
const form: AccessRequestCreateInput = entered;
const created: AccessRequest = {
  systemUserRequestId: 12,
  ...entered,
  dateAdded: '2025-09-04T10:00:00.000Z',
  dateModified: '2025-09-04T10:00:00.000Z',
};

const server = await replyServerForFile();
const onUnauthorized = vi.fn();
const api = (token: string | null = null) =>
  createAccessRequestsApi(testHttpClient(server, { getToken: () => token, onUnauthorized }));

beforeEach(() => onUnauthorized.mockReset());

it('create POSTs the form to the base path without a session and returns the request', async () => {
  server.reply(accessRequestPaths.base, 200, created);
  expect(await api().create(form)).toEqual(created);
  const sent = server.last();
  expect(sent).toMatchObject({ method: 'POST', url: accessRequestPaths.base });
  expect(sent.headers.authorization).toBeUndefined();
  expect(sent.headers['content-type']).toBe('application/json');
  expect(JSON.parse(sent.body)).toEqual(form);
});

it('create shows the server text of a failure and never logs out', async () => {
  server.reply(accessRequestPaths.base, 401, { statusText: 'Unauthorized', code: 'unauthorized' });
  await expect(api().create(form)).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
  expect(onUnauthorized).not.toHaveBeenCalled();
});

it('getCount GETs the count with the session', async () => {
  server.reply(accessRequestPaths.getCount, 200, 3);
  expect(await api('tok').getCount()).toBe(3);
  expect(server.last()).toMatchObject({ method: 'GET', url: accessRequestPaths.getCount });
  expect(server.last().headers.authorization).toBe('Bearer tok');
});

it('getCount fails loudly on a count that is not a number', async () => {
  server.reply(accessRequestPaths.getCount, 200, { count: 3 });
  await expect(api('tok').getCount()).rejects.toThrow('Unexpected response from the server');
});

it('getItems POSTs the query; deleteBulk POSTs the ids', async () => {
  const pager = makePager(1, 0, 10);
  server.reply(accessRequestPaths.getItems, 200, [created, pager]);
  server.reply(accessRequestPaths.deleteBulk, 200, { deleted: 1 });
  expect(await api('tok').getItems({ filterText: 'acme' })).toEqual([created, pager]);
  expect(server.last()).toMatchObject({ method: 'POST', url: accessRequestPaths.getItems });
  expect(JSON.parse(server.last().body)).toEqual({ filterText: 'acme' });
  expect(await api('tok').deleteBulk([12])).toEqual({ deleted: 1 });
  expect(server.last()).toMatchObject({ method: 'POST', url: accessRequestPaths.deleteBulk, body: '[12]' });
});

it('getItemById and getItemNew GET one request', async () => {
  server.reply(fillPath(accessRequestPaths.getItemById, { id: 12 }), 200, created);
  server.reply(accessRequestPaths.getItemNew, 200, { ...created, systemUserRequestId: 0 });
  expect(await api('tok').getItemById(12)).toEqual(created);
  expect(server.last()).toMatchObject({
    method: 'GET',
    url: '/api/System/SystemUserRequests/getItemById/12',
  });
  expect(await api('tok').getItemNew()).toEqual({ ...created, systemUserRequestId: 0 });
  expect(server.last()).toMatchObject({ method: 'GET', url: accessRequestPaths.getItemNew });
});

it('update PUTs the corrected request to its id', async () => {
  const edited = { ...form, systemUserRequestId: 12, dateModified: created.dateModified };
  server.reply(fillPath(accessRequestPaths.byId, { id: 12 }), 200, created);
  expect(await api('tok').update(edited)).toEqual(created);
  expect(server.last()).toMatchObject({ method: 'PUT', url: '/api/System/SystemUserRequests/12' });
  expect(JSON.parse(server.last().body)).toEqual(edited);
});

it('delete DELETEs the request and answers null on 204', async () => {
  expect(await api('tok').delete(12)).toBeNull();
  expect(server.last()).toMatchObject({
    method: 'DELETE',
    url: '/api/System/SystemUserRequests/12',
    body: '',
  });
});

it('approve POSTs the customer and returns the new user', async () => {
  const user = {
    systemUserId: 9,
    isActive: true,
    isInvisible: false,
    emailAddress: 'ann@example.com',
    username: null,
    firstName: 'Ann',
    lastName: 'Lee',
    phoneNumber: null,
    dateAdded: created.dateAdded,
    dateModified: created.dateModified,
  };
  server.reply(fillPath(accessRequestPaths.approve, { id: 12 }), 200, user);
  expect(await api('tok').approve(12, { orderCustomerId: 4 })).toEqual(user);
  expect(server.last()).toMatchObject({ method: 'POST', url: '/api/System/SystemUserRequests/approve/12' });
  expect(JSON.parse(server.last().body)).toEqual({ orderCustomerId: 4 });
});
