import { expect, it } from 'vitest';
import { makePager } from '#contract/pager';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import { createLoadsApi } from './loads.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const pager = makePager(1, 0, 10);

const server = await replyServerForFile();
const api = () => createLoadsApi(testHttpClient(server));

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

const detail = {
  loadId: 4,
  refLoadStatusId: 1,
  loadStops: [],
  dateModified: '2026-01-05T10:00:00.000Z',
  dateAdded: '2026-01-05T10:00:00.000Z',
};

it('getItemNew and getItemById GET one load; a carrier’s load without revenue parses', async () => {
  server.reply(loadPaths.getItemNew, 200, { ...detail, loadId: 0 });
  expect(await api().getItemNew()).toMatchObject({ loadId: 0, loadStops: [] });
  const path = fillPath(loadPaths.getItemById, { id: 4 });
  server.reply(path, 200, detail);
  expect(await api().getItemById(4)).toMatchObject({ loadId: 4 });
  expect(server.last()).toMatchObject({ method: 'GET', url: path });
});

it('create POSTs and update PUTs the load to its path', async () => {
  server.reply(loadPaths.create, 200, detail);
  await api().create({ refLoadStatusId: 1, miles: 10 });
  expect(server.last()).toMatchObject({ method: 'POST', url: loadPaths.create });
  const path = fillPath(loadPaths.byId, { id: 4 });
  server.reply(path, 200, detail);
  await api().update({ loadId: 4, refLoadStatusId: 1, dateModified: detail.dateModified });
  expect(server.last()).toMatchObject({ method: 'PUT', url: path });
  expect(JSON.parse(server.last().body)).toMatchObject({ loadId: 4, dateModified: detail.dateModified });
});

it('delete, cancelLoads, notes, ordering and bulk removal use their methods and bodies', async () => {
  server.reply(fillPath(loadPaths.byId, { id: 4 }), 204, null);
  expect(await api().delete(4)).toBeNull();
  expect(server.last().method).toBe('DELETE');
  server.reply(loadPaths.cancelLoads, 200, { cancelled: 2 });
  expect(await api().cancelLoads([4, 5])).toEqual({ cancelled: 2 });
  expect(server.last().body).toBe('[4,5]');
  server.reply(loadPaths.putCarrierStopNotes, 200, {
    stopNoteUpdates: [{ objectId: 3, updatedNote: 'Gate B' }],
  });
  await api().putCarrierStopNotes([{ objectId: 3, updatedNote: 'Gate B' }]);
  expect(server.last()).toMatchObject({
    method: 'PUT',
    body: '{"stopNoteUpdates":[{"objectId":3,"updatedNote":"Gate B"}]}',
  });
  server.reply(loadPaths.putCarrierLoadNote, 200, { objectId: 4, updatedNote: 'Call first' });
  expect(await api().putCarrierLoadNote(4, 'Call first')).toEqual({ objectId: 4, updatedNote: 'Call first' });
  server.reply(loadPaths.setOrderingOfLoadStops, 200, detail);
  await api().setOrderingOfLoadStops({ loadId: 4, loadStops: [{ loadStopId: 2 }, { loadStopId: 1 }] });
  expect(server.last().method).toBe('PUT');
  server.reply(loadPaths.bulkRemoveOrdersFromLoad, 200, detail);
  await api().bulkRemoveOrdersFromLoad(4, [9]);
  expect(JSON.parse(server.last().body)).toEqual({ loadId: 4, orderIdsToRemove: [9] });
});

it('addOrderToLoad PUTs with the query and no body', async () => {
  server.reply(loadPaths.addOrderToLoad, 200, detail);
  await api().addOrderToLoad({
    loadId: 4,
    orderId: 9,
    locationId: 2,
    deliveryIsConsolidation: true,
    shouldAddGroup: false,
  });
  expect(server.last()).toMatchObject({
    method: 'PUT',
    url: `${loadPaths.addOrderToLoad}?loadId=4&orderId=9&locationId=2&deliveryIsConsolidation=true&shouldAddGroup=false`,
    body: '',
  });
});
