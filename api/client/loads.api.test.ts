import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { makePager } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import { createHttpClient } from './http-client';
import { createLoadsApi } from './loads.api';
import { startReplyServer } from './recording-server.fixture';

const pager = makePager(1, 0, 10);

let server: Awaited<ReturnType<typeof startReplyServer>>;
const api = () =>
  createLoadsApi(
    createHttpClient({ baseUrl: server.baseUrl, getToken: () => 'tok', onUnauthorized() {}, log() {} }),
  );

beforeAll(async () => {
  server = await startReplyServer();
});
afterAll(() => server.close());
beforeEach(() => server.clearReplies());

it('getItems POSTs the query; a carrier row with few fields parses, with the defaults filled', async () => {
  server.reply(loadPaths.getItems, 200, [{ loadId: 8, trailerNumber: 'T-1' }, pager]);
  const rows = await api().getItems({ pageNumber: 0, pageSize: 10, filterText: 'T-1' });
  expect(rows).toEqual([
    expect.objectContaining({ loadId: 8, trailerNumber: 'T-1', carrierPaid: false }),
    pager,
  ]);
  expect(server.last()).toMatchObject({ method: 'POST', url: loadPaths.getItems });
  expect(JSON.parse(server.last().body)).toEqual({ pageNumber: 0, pageSize: 10, filterText: 'T-1' });
});

it('getItems refuses a row of the wrong shape', async () => {
  server.reply(loadPaths.getItems, 200, [{ loadId: 8, miles: 'far' }, pager]);
  await expect(api().getItems({})).rejects.toThrow('Unexpected response from the server');
});

it('deleteBulk POSTs the ids', async () => {
  server.reply(loadPaths.deleteBulk, 200, { deleted: 1 });
  expect(await api().deleteBulk([8])).toEqual({ deleted: 1 });
  expect(server.last()).toMatchObject({ method: 'POST', url: loadPaths.deleteBulk, body: '[8]' });
});

it('getLoadChangeLogs POSTs the query to the load’s path and returns the entries then the pager', async () => {
  const entry = {
    loadChangelogId: 1,
    loadId: 4,
    systemUserId: null,
    actionType: 1,
    bulletedChanges: { title: null, bullets: ['Status: Open'] },
    dateAdded: '2026-01-05T10:00:00.000Z',
    createdBy: null,
  };
  const path = fillPath(loadPaths.getLoadChangeLogs, { loadId: 4 });
  server.reply(path, 200, [entry, makePager(1, 0, 10)]);
  expect(await api().getLoadChangeLogs(4, {})).toEqual([entry, makePager(1, 0, 10)]);
  expect(server.last()).toMatchObject({ method: 'POST', url: path });
});
