import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import { note, signedInAs } from '../testing/record-fixtures';
import { NotesPanel } from './notes-panel';

const list = 'GET /api/Notes/OrderNotes/41';
const mine = note();
const theirs = note({ noteId: 2, createdByUserId: 9, createdByUserName: 'Sam Staff', noteContent: 'Dock 4' });
const migrated = note({ noteId: 3, createdByUserId: 9, createdBy: 'Old System', createdByUserName: 'Sam' });

const show = (routes: RouteTable, identity: 'employee' | 'admin' = 'employee', readOnly = false) =>
  renderWithRuntime(<NotesPanel kind="order" ownerId={41} readOnly={readOnly} />, {
    routes,
    storage: signedInAs(identity),
  });

test('lists the notes newest first with author, (You) and the date, and passes axe', async () => {
  const r = show({ [list]: () => json([mine, theirs, migrated]) });
  const items = await screen.findAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[0]).toHaveTextContent('Dana Driver (You) · 1/05/2026 @ 3:07pm');
  expect(items[1]).toHaveTextContent('Sam Staff · 1/05/2026');
  expect(items[2]).toHaveTextContent('Old System');
  expect(r.callsTo(list).at(-1)?.query.get('shouldSortAscending')).toBe('false');
  // Only the creator's own note has a menu for an employee.
  expect(within(items[0]!).getByRole('button', { name: /actions for the note/i })).toBeInTheDocument();
  expect(within(items[1]!).queryByRole('button', { name: /actions for the note/i })).toBeNull();
  await expectNoAxeViolations(document.body);
});

test("says 'No notes found.'", async () => {
  show({ [list]: () => json([]) });
  expect(await screen.findByText('No notes found.')).toBeInTheDocument();
});

test("an admin may change anyone's note", async () => {
  show({ [list]: () => json([theirs]) }, 'admin');
  expect(await screen.findByRole('button', { name: /actions for the note by Sam Staff/i })).toBeEnabled();
});

test('adds a note: Add Note is off while blank, the text is trimmed, the list reads again', async () => {
  const added: unknown[] = [];
  const r = show({
    [list]: () => json(added.length ? [mine] : []),
    'POST /api/Notes/OrderNotes/41': (req) => {
      added.push(req.body);
      return json(mine);
    },
  });
  await screen.findByText('No notes found.');
  const add = screen.getByRole('button', { name: 'Add Note' });
  expect(add).toBeDisabled();
  await r.user.type(screen.getByLabelText('New note'), '   ');
  expect(add).toBeDisabled();
  await r.user.type(screen.getByLabelText('New note'), 'Called the driver ');
  await r.user.click(add);
  expect(await screen.findByText('Called the driver')).toBeInTheDocument();
  expect(added).toEqual([{ noteContent: 'Called the driver' }]);
  expect(screen.getByLabelText('New note')).toHaveValue('');
});

test('a failed add shows the reason in an alert and keeps the text', async () => {
  const r = show({
    [list]: () => json([]),
    'POST /api/Notes/OrderNotes/41': () => errorResponse(400, 'Note cannot be empty'),
  });
  await screen.findByText('No notes found.');
  await r.user.type(screen.getByLabelText('New note'), 'Call back');
  await r.user.click(screen.getByRole('button', { name: 'Add Note' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Note cannot be empty');
  expect(screen.getByLabelText('New note')).toHaveValue('Call back');
});

test('edits a note in place', async () => {
  let content = 'Called the driver';
  const r = show({
    [list]: () => json([note({ noteContent: content })]),
    'PUT /api/Notes/OrderNotes/41/1': (req) => {
      content = (req.body as { noteContent: string }).noteContent;
      return json(note({ noteContent: content }));
    },
  });
  await r.user.click(await screen.findByRole('button', { name: /actions for the note/i }));
  await r.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  const box = screen.getByLabelText('Edit note');
  await r.user.clear(box);
  await r.user.type(box, 'Driver is late');
  await r.user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Driver is late')).toBeInTheDocument();
});

test('deletes a note after the confirmation', async () => {
  let notes = [mine];
  const r = show({
    [list]: () => json(notes),
    'DELETE /api/Notes/OrderNotes/41/1': () => {
      notes = [];
      return new Response(null, { status: 204 });
    },
  });
  await r.user.click(await screen.findByRole('button', { name: /actions for the note/i }));
  await r.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete this note?');
  await r.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('No notes found.')).toBeInTheDocument();
  expect(r.callsTo('DELETE /api/Notes/OrderNotes/41/1')).toHaveLength(1);
});

test('read-only: no add box and no menus', async () => {
  show({ [list]: () => json([mine]) }, 'admin', true);
  await screen.findByText('Called the driver');
  expect(screen.queryByLabelText('New note')).toBeNull();
  expect(screen.queryByRole('button', { name: /actions for the note/i })).toBeNull();
});

test('toggles the order of dates', async () => {
  const r = show({ [list]: () => json([mine]) });
  await screen.findByText('Called the driver');
  await r.user.click(screen.getByRole('button', { name: 'Newest first' }));
  await waitFor(() => expect(r.callsTo(list).at(-1)?.query.get('shouldSortAscending')).toBe('true'));
  expect(await screen.findByRole('button', { name: 'Oldest first' })).toBeInTheDocument();
});
