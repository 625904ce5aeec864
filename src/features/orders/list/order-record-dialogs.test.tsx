import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ListQueryInput } from '#contract/list-query';
import { OrderStatus } from '#contract/order-status';
import { makePager } from '#contract/pager';
import { Permission as P } from '#contract/permissions';
import { authStorageKey } from '#machines/session/auth-store';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { adminAuth, customerAuth } from '../../../testing/auth-fixtures';
import { answerListQuery } from '../../../testing/memory-list';
import { MemoryStorage } from '../../../testing/memory-storage';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json } from '../../../testing/table-fetch';
import { note } from '../../../shared/records/testing/record-fixtures';
import type { OrderListItem } from './order-list-item';
import { OrdersPage } from './orders-page';

configure({ asyncUtilTimeout: 3000 });

const getItems = 'POST /api/Orders/getItems';
const notes = 'GET /api/Notes/OrderNotes/41';
const changes = 'POST /api/Orders/getChangeLogs/41';
const order: OrderListItem = {
  orderId: 41,
  refOrderStatusId: OrderStatus.Open,
  producerName: 'Producer 41',
  numberOfNotes: 1,
  latestNote: 'Called the driver',
};

function open(auth = adminAuth([P.OrderView, P.OrderNoteView, P.OrderNoteAdd])) {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(auth));
  // The Notes and Changelogs columns wait in Column Settings; this person chose them.
  const listStorage = new MemoryStorage();
  listStorage.setItem(
    'orders-list',
    JSON.stringify({ version: 1, visibleColumns: ['orderId', 'numberOfNotes', 'changelogs'] }),
  );
  const view = renderWithRuntime(<OrdersPage storage={listStorage} />, {
    url: '/orders',
    storage,
    routes: {
      [getItems]: ({ body }) => json(answerListQuery([order], body as ListQueryInput, [])),
      [notes]: () => json([note()]),
      'GET /api/Orders/getOrderItinerary/41': () => json([]),
      [changes]: () =>
        json([
          {
            orderChangelogId: 3,
            orderId: 41,
            systemUserId: 7,
            actionType: 0,
            bulletedChanges: { bullets: ['Group #: -- → 5'] },
            dateAdded: new Date(2026, 0, 5, 15, 7).toISOString(),
            createdBy: 'Dana Driver',
          },
          makePager(1, 0, 10),
        ]),
    },
  });
  return view;
}

test('the note count opens the Order Notes dialog (600 px); closing it reads the list again', async () => {
  const r = open();
  await r.user.click(await screen.findByRole('button', { name: 'Notes of Order 41: 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Notes for Order #41' });
  expect(dialog).toHaveStyle({ maxWidth: '600px' });
  expect(await within(dialog).findByText('Called the driver')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Add Note' })).toBeInTheDocument();
  await expectNoAxeViolations(document.body);
  const reads = r.callsTo(getItems).length;
  await r.user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(r.callsTo(getItems).length).toBeGreaterThan(reads));
  expect(screen.queryByRole('dialog')).toBeNull();
  // Issue #25: focus is back on the count that opened it, through the list's reload, not at the page top.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Notes of Order 41: 1' })).toHaveFocus());
});

test('Changelog opens the Order Changelog dialog (630 px) with the bullets', async () => {
  const r = open();
  await r.user.click(await screen.findByRole('button', { name: 'Changelog of Order 41' }));
  const dialog = await screen.findByRole('dialog', { name: 'Changelog for Order #41' });
  expect(dialog).toHaveStyle({ maxWidth: '630px' });
  expect(await within(dialog).findByText('Group #: -- → 5')).toBeInTheDocument();
  await expectNoAxeViolations(document.body);
});

test('the expanded row offers all notes under the latest one', async () => {
  const r = open();
  await r.user.click(await screen.findByRole('button', { name: 'Details of Order 41' }));
  await r.user.click(screen.getByRole('button', { name: 'All notes (1)' }));
  expect(await screen.findByRole('dialog', { name: 'Notes for Order #41' })).toBeInTheDocument();
});

test('without OrderNoteView the count is only a number; a customer gets no Changelog action', async () => {
  open(customerAuth([P.OrderView]));
  const table = within(await screen.findByRole('table', { name: 'Orders' }));
  await table.findByText('41');
  expect(table.queryByRole('button', { name: /Notes of Order/ })).toBeNull();
  expect(table.queryByRole('button', { name: /Changelog of Order/ })).toBeNull();
});

test('the expanded row opens the Load Itinerary dialog (800 px): each load with its stops, or none', async () => {
  const r = open();
  await r.user.click(await screen.findByRole('button', { name: 'Details of Order 41' }));
  await r.user.click(screen.getByRole('button', { name: 'Loads (0)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Load Itinerary for Order #41' });
  expect(dialog).toHaveStyle({ maxWidth: '800px' });
  expect(
    await within(dialog).findByText('No loads are currently associated with this order.'),
  ).toBeInTheDocument();
  await expectNoAxeViolations(document.body);
});

test('Enter on a focused row opens the order page', async () => {
  const r = open();
  const table = within(await screen.findByRole('table', { name: 'Orders' }));
  const row = (await table.findByRole('checkbox', { name: 'Select Order 41' })).closest('tr')!;
  row.focus();
  await r.user.keyboard('{Enter}');
  expect(r.navigations).toEqual(['/orders/41']);
});

test('Add Order opens the persistent Add Order dialog (1000 px) for those who may add orders', async () => {
  const r = open(adminAuth([P.OrderView, P.OrderAdd]));
  await r.user.click(await screen.findByRole('button', { name: 'Add Order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Order' });
  expect(dialog).toHaveStyle({ maxWidth: '1000px' });
  expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  await r.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Add Order' })).toHaveFocus());
});

test('without OrderAdd there is no Add Order button', async () => {
  open();
  await screen.findByRole('table', { name: 'Orders' });
  expect(screen.queryByRole('button', { name: 'Add Order' })).toBeNull();
});
