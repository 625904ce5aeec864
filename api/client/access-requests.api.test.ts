import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { AccessRequest, AccessRequestCreateInput } from '../contract/access-request';
import { accessRequestPaths } from '../contract/paths';
import { createAccessRequestsApi } from './access-requests.api';
import { createHttpClient } from './http-client';
import { startReplyServer } from './recording-server.fixture';

const form: AccessRequestCreateInput = {
  firstName: 'Ann',
  lastname: 'Lee',
  companyName: 'Acme Freight',
  emailAddress: 'ann@example.com',
  phone: '+1 (555) 123-4567',
  city: 'Fresno',
  state: 'CA',
  additionalInfo: 'We ship weekly.',
};
const created: AccessRequest = {
  systemUserRequestId: 12,
  firstName: 'Ann',
  lastname: 'Lee',
  companyName: 'Acme Freight',
  emailAddress: 'ann@example.com',
  phone: '+1 (555) 123-4567',
  city: 'Fresno',
  state: 'CA',
  additionalInfo: 'We ship weekly.',
  dateAdded: '2025-09-04T10:00:00.000Z',
  dateModified: '2025-09-04T10:00:00.000Z',
};

let server: Awaited<ReturnType<typeof startReplyServer>>;
const onUnauthorized = vi.fn();
const api = (token: string | null = null) =>
  createAccessRequestsApi(
    createHttpClient({ baseUrl: server.baseUrl, getToken: () => token, onUnauthorized, log: () => {} }),
  );

beforeAll(async () => {
  server = await startReplyServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clearReplies();
  onUnauthorized.mockReset();
});

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
