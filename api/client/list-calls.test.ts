import { beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { makePager, noPagerMessage } from '#contract/pager';
import { deleteBulkCall, listCall } from './list-calls';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const path = '/api/Things/getItems';
const deletePath = '/api/Things/deleteBulk';
const item = z.object({ thingId: z.number(), name: z.string() });
const pager = makePager(1, 0, 10);
const query = { pageNumber: 0, pageSize: 10, filterText: 'ac' };

const server = await replyServerForFile();
const log = vi.fn();
const http = () => testHttpClient(server, { log });

beforeEach(() => log.mockReset());

it('listCall POSTs the list query and returns the parsed items with the pager last', async () => {
  server.reply(path, 200, [{ thingId: 1, name: 'Acme', selected: true }, pager]);
  expect(await listCall(http(), path, item)(query)).toEqual([{ thingId: 1, name: 'Acme' }, pager]);
  const sent = server.last();
  expect(sent).toMatchObject({ method: 'POST', url: path });
  expect(sent.headers['content-type']).toBe('application/json');
  expect(JSON.parse(sent.body)).toEqual(query);
});

it('listCall refuses an answer without its pager', async () => {
  server.reply(path, 200, [{ thingId: 1, name: 'Acme' }]);
  await expect(listCall(http(), path, item)(query)).rejects.toThrow('Unexpected response from the server');
  expect(log).toHaveBeenCalledWith(
    'error',
    expect.stringContaining(path),
    expect.arrayContaining([expect.objectContaining({ message: noPagerMessage })]),
  );
});

it('listCall refuses an item that fails the item schema', async () => {
  server.reply(path, 200, [{ thingId: 'one', name: 'Acme' }, pager]);
  await expect(listCall(http(), path, item)(query)).rejects.toThrow('Unexpected response from the server');
});

it('deleteBulkCall POSTs the ids and returns how many went', async () => {
  server.reply(deletePath, 200, { deleted: 2 });
  expect(await deleteBulkCall(http(), deletePath)([3, 4])).toEqual({ deleted: 2 });
  expect(server.last()).toMatchObject({ method: 'POST', url: deletePath });
  expect(JSON.parse(server.last().body)).toEqual([3, 4]);
});

it('deleteBulkCall refuses a count that is not one', async () => {
  server.reply(deletePath, 200, { deleted: -1 });
  await expect(deleteBulkCall(http(), deletePath)([3])).rejects.toThrow(
    'Unexpected response from the server',
  );
});
