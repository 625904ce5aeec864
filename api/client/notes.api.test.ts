import { expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { notePaths } from '#contract/paths';
import { createNotesApi } from './notes.api';
import { replyServerForFile, testHttpClient } from './recording-server.fixture';

const server = await replyServerForFile();
const api = () => createNotesApi(testHttpClient(server));

const note = {
  noteId: 3,
  orderId: 7,
  noteContent: 'Call before delivery',
  dateAdded: '2026-01-05T10:00:00.000Z',
  dateModified: '2026-01-05T10:00:00.000Z',
  createdByUserId: 1,
  modifiedByUserId: null,
  createdByUserName: 'Ada Tester',
  modifiedByUserName: null,
  createdBy: null,
};

it('list GETs the kind’s path with shouldSortAscending (false unless asked)', async () => {
  const path = fillPath(notePaths.order.list, { id: 7 });
  server.reply(path, 200, [note]);
  expect(await api().list('order', 7)).toEqual([note]);
  expect(server.last()).toMatchObject({ method: 'GET', url: `${path}?shouldSortAscending=false` });
  await api().list('order', 7, { ascending: true });
  expect(server.last().url).toBe(`${path}?shouldSortAscending=true`);
});

it("lists customer notes under 'Customer/{id}' and posts location notes to 'LocatinNotes/{id}'", async () => {
  server.reply('/api/Notes/Customer/4', 200, []);
  expect(await api().list('customer', 4)).toEqual([]);
  server.reply('/api/Notes/LocatinNotes/9', 200, { ...note, orderId: undefined, locationId: 9 });
  await api().add('location', 9, 'Gate code 1234');
  expect(server.last()).toMatchObject({ method: 'POST', url: '/api/Notes/LocatinNotes/9' });
  expect(JSON.parse(server.last().body)).toEqual({ noteContent: 'Gate code 1234' });
});

it('count GETs get{Kind}NoteCount and refuses an answer that is not a count', async () => {
  server.reply('/api/Notes/LoadNotes/5/getLoadNoteCount', 200, 4);
  expect(await api().count('load', 5)).toBe(4);
  server.reply('/api/Notes/LoadNotes/5/getLoadNoteCount', 200, { n: 4 });
  await expect(api().count('load', 5)).rejects.toThrow('Unexpected response from the server');
});

it('update PUTs noteContent; remove DELETEs and resolves null on 204', async () => {
  server.reply('/api/Notes/OrderNotes/7/3', 200, { ...note, noteContent: 'changed' });
  expect(await api().update('order', 7, 3, 'changed')).toMatchObject({ noteContent: 'changed' });
  expect(server.last()).toMatchObject({ method: 'PUT', body: '{"noteContent":"changed"}' });
  server.clearReplies();
  expect(await api().remove('order', 7, 3)).toBeNull();
  expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/Notes/OrderNotes/7/3' });
});

it("turns the server's 400 into its text", async () => {
  server.reply('/api/Notes/OrderNotes/7', 400, {
    statusText: 'Note cannot be empty',
    code: 'validation_failed',
    fields: { noteContent: 'Note cannot be empty' },
  });
  await expect(api().add('order', 7, ' ')).rejects.toMatchObject({
    status: 400,
    message: 'Note cannot be empty',
  });
});
