import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { json } from '../../testing/table-fetch';
import { signedInAs } from '../../shared/records/testing/record-fixtures';
import { orderDetailPages } from './order-detail-pages';

const staffRoles = [P.OrderView, P.LoadView, P.OrderNoteView, P.OrderNoteAdd, P.OrderFileView];
const notes = 'GET /api/Notes/OrderNotes/41';
const fileCount = 'GET /api/Files/OrderFiles/41/getOrderFileCount';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Order sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('staff see every tab, the file count on Attachments, and the notes of the order; passes axe', async () => {
  const Page = orderDetailPages['Order Notes'];
  renderWithRuntime(<Page params={{ orderId: '41' }} />, {
    routes: { [notes]: () => json([]), [fileCount]: () => json(2) },
    storage: signedInAs('employee', staffRoles),
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Order #41' })).toBeInTheDocument();
  expect(await screen.findByText('No notes found.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Attachments 2' })).toHaveAttribute(
    'href',
    '/orders/41/attachments',
  );
  expect(tabNames()).toEqual(['Details', 'Order Journey', 'Notes', 'Attachments2', 'Changelog']);
  expect(screen.getByRole('link', { name: 'Notes' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(document.body);
});

test('a customer identity gets no Changelog tab and fetches no file count (spec 2 §6)', async () => {
  const Page = orderDetailPages['Order Details'];
  const r = renderWithRuntime(<Page params={{ orderId: '41' }} />, {
    routes: { [fileCount]: () => json(2) },
    storage: signedInAs('customer', [P.OrderView, P.OrderNoteView, P.OrderFileView]),
  });
  expect(await screen.findByText('The order form comes next (issue #13).')).toBeInTheDocument();
  expect(tabNames()).toEqual(['Details', 'Notes', 'Attachments']);
  expect(r.callsTo(fileCount)).toHaveLength(0);
});

test('Notes and Attachments tabs need their view permissions', () => {
  const Page = orderDetailPages['Order Details'];
  renderWithRuntime(<Page params={{ orderId: '41' }} />, {
    storage: signedInAs('employee', [P.OrderView]),
  });
  expect(tabNames()).toEqual(['Details', 'Changelog']);
});
