import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { systemUserPaths } from '../contract/paths';
import type { SystemUser } from '../contract/system-user';
import { createHttpClient } from './http-client';
import { startReplyServer } from './recording-server.fixture';
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

let server: Awaited<ReturnType<typeof startReplyServer>>;
const onUnauthorized = vi.fn();
const api = () =>
  createSystemUsersApi(
    createHttpClient({ baseUrl: server.baseUrl, getToken: () => 'tok', onUnauthorized, log: () => {} }),
  );

beforeAll(async () => {
  server = await startReplyServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clearReplies();
  onUnauthorized.mockReset();
});

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
