import { beforeEach, expect, it, vi } from 'vitest';
import { sessionPaths } from '#contract/paths';
import type { ReferenceList } from '#contract/reference-list';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';
import { createSessionApi } from './session.api';

const lists: ReferenceList[] = [
  { listName: 'RefCountryState', items: [{ label: 'California', value: 5 }] },
  { listName: 'RefLoadDesignation', items: [{ label: 'Inbound', value: 1 }] },
];

const server = await replyServerForFile();
const onUnauthorized = vi.fn();
const api = () => createSessionApi(testHttpClient(server, { onUnauthorized }));

beforeEach(() => onUnauthorized.mockReset());

it.each([
  ['getEnums', sessionPaths.getEnums],
  ['getEnumsAdmin', sessionPaths.getEnumsAdmin],
] as const)('%s POSTs %s and returns the reference lists', async (name, path) => {
  server.reply(path, 200, lists);
  expect(await api()[name]()).toEqual(lists);
  expect(server.last()).toMatchObject({ method: 'POST', url: path, body: '' });
  expect(server.last().headers.authorization).toBe('Bearer tok');
});

it('fails loudly when a list item has no label', async () => {
  server.reply(sessionPaths.getEnums, 200, [{ listName: 'RefCountry', items: [{ value: 1 }] }]);
  await expect(api().getEnums()).rejects.toThrow('Unexpected response from the server');
});

it('requires a session', async () => {
  server.reply(sessionPaths.getEnumsAdmin, 401, { statusText: 'Unauthorized', code: 'unauthorized' });
  await expect(api().getEnumsAdmin()).rejects.toMatchObject({ status: 401 });
  expect(onUnauthorized).toHaveBeenCalledTimes(1);
});

it('reads and saves the home page (issue #31)', async () => {
  server.reply(sessionPaths.getHomePage, 200, { homePage: 'board' });
  expect(await api().getHomePage()).toEqual({ homePage: 'board' });
  expect(server.last()).toMatchObject({ method: 'GET', url: sessionPaths.getHomePage });
  server.reply(sessionPaths.putHomePage, 200, { homePage: 'orders' });
  expect(await api().putHomePage('orders')).toEqual({ homePage: 'orders' });
  expect(server.last()).toMatchObject({ method: 'PUT', url: sessionPaths.putHomePage });
  expect(JSON.parse(server.last().body)).toEqual({ homePage: 'orders' });
});
