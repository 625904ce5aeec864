import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { orderFormMessages as M } from '#contract/order-form';
import { OrderStatus, orderStatusLabel } from '#contract/order-status';
import { Permission as P } from '#contract/permissions';
import { orderStatusChoices } from '#domain/order-status.rules';
import { businessToday } from '../../../shared/format/business-zone';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { orderRecord, signedInWith } from '../testing/order-fixtures';
import { ConfirmHost } from '../../../app/confirm-host';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import { orderDetailPages, type OrderDetailPageName } from './order-detail-pages';

configure({ asyncUtilTimeout: 3000 });

const staffRoles = [P.OrderView, P.OrderUpdate, P.LoadView, P.OrderNoteView, P.OrderNoteAdd, P.OrderFileView];
const byId = 'GET /api/Orders/getItemById/41';
const update = 'PUT /api/Orders/41';
const notes = 'GET /api/Notes/OrderNotes/41';
const fileCount = 'GET /api/Files/OrderFiles/41/getOrderFileCount';

function openPage(
  tab: OrderDetailPageName,
  kind: 'admin' | 'employee' | 'customer',
  { roles = staffRoles, routes = {} }: { roles?: number[]; routes?: RouteTable } = {},
) {
  const Page = orderDetailPages[tab];
  return renderWithRuntime(
    <>
      <Page params={{ orderId: '41' }} />
      <ConfirmHost />
    </>,
    {
      routes: {
        [byId]: () => json(orderRecord()),
        [fileCount]: () => json(2),
        [notes]: () => json([]),
        ...routes,
      },
      // Every identity here is inside the portal (PortalAccess, decision 071); `roles` are its other codes.
      storage: signedInWith(kind, [P.PortalAccess, ...roles]),
    },
  );
}

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Order sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const producer = () => screen.findByRole('textbox', { name: 'Producer' });

test('the header shows the title, status chip, Updated and Created with the user linked for admins, and the way back', async () => {
  openPage('Order Details', 'admin');
  expect(screen.getByRole('heading', { level: 1, name: /Order #41/ })).toBeInTheDocument();
  const header = screen.getByRole('banner');
  await within(header).findByText('Open');
  expect(within(header).getByText(/^Updated/)).toBeInTheDocument();
  expect(within(header).getByText(/^Created/)).toBeInTheDocument();
  const links = within(header).getAllByRole('link', { name: 'Pat Planner' });
  expect(links[0]).toHaveAttribute('href', '/users/admin/system/9');
  // The full date is the tooltip of the relative one.
  expect(header.querySelector('time')?.getAttribute('title')).toMatch(/^01\/0[23]\/2026 \d+:\d\d (AM|PM)$/);
  expect(within(header).getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  expect(await producer()).toHaveValue('Dundee Hills');
  // The Attachments tab's count arrives by its own call.
  await waitFor(() =>
    expect(tabNames()).toEqual(['Details', 'Order Journey', 'Notes', 'Attachments2', 'Changelog']),
  );
  await expectNoAxeViolations(document.body);
});

test('an employee sees the user without a link (spec 2 §6)', async () => {
  openPage('Order Details', 'employee');
  const header = screen.getByRole('banner');
  await within(header).findAllByText(/Pat Planner/);
  expect(within(header).queryByRole('link', { name: 'Pat Planner' })).not.toBeInTheDocument();
});

test('the status select offers only the statuses the machine allows, with the reason beside each other one', async () => {
  openPage('Order Details', 'employee');
  await producer();
  const select = screen.getByRole('combobox', { name: /Status/ });
  const offered = within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
  const allowed = orderStatusChoices(OrderStatus.Open, {}).filter((c) => c.allowed);
  expect(offered).toEqual(allowed.map((c) => orderStatusLabel(c.status)));
  expect(offered).not.toContain('Planned');
  const reasons = screen.getByRole('list', { name: 'Statuses that cannot be chosen now' });
  expect(within(reasons).getByText(/Planned is set when the order is put on a load\./)).toBeInTheDocument();
});

test('Picked On and Picked By are editable only while Picked is ticked; ticking sets Picked On to today', async () => {
  const t = openPage('Order Details', 'employee');
  await producer();
  expect(screen.getByLabelText('Picked On')).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'Picked By' })).toBeDisabled();
  await t.user.click(screen.getByRole('checkbox', { name: 'Picked' }));
  expect(screen.getByLabelText('Picked On')).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'Picked By' })).toBeEnabled();
  expect(screen.getByLabelText('Picked On')).toHaveValue(businessToday());
  await t.user.click(screen.getByRole('checkbox', { name: 'Picked' }));
  expect(screen.getByLabelText('Picked On')).toHaveValue('');
});

test('on a load and in a group, source and destination are locked with the hints; a customer-placed order locks the customer', async () => {
  openPage('Order Details', 'employee', {
    routes: {
      [byId]: () => json(orderRecord({ orderIsOnLoad: true, orderGroupId: 3, placedByCustomerUserId: 20 })),
    },
  });
  await producer();
  expect(screen.getByRole('combobox', { name: 'From' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'To' })).toBeDisabled();
  expect(screen.getByText(M.sourceOnLoad)).toBeInTheDocument();
  expect(screen.getByText(M.destinationInGroup)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Customer' })).toBeDisabled();
});

test('an order on a load but in no group says so, never "in a group"', async () => {
  openPage('Order Details', 'employee', {
    routes: { [byId]: () => json(orderRecord({ orderIsOnLoad: true, orderGroupId: null })) },
  });
  await producer();
  expect(screen.getByRole('combobox', { name: 'From' })).toBeDisabled();
  expect(screen.getByRole('combobox', { name: 'To' })).toBeDisabled();
  expect(screen.getByText('Cannot change source when order is on a load.')).toBeInTheDocument();
  expect(screen.getByText('Cannot change destination when order is on a load.')).toBeInTheDocument();
  expect(screen.queryByText(/in a group/)).not.toBeInTheDocument();
});

test('an order in a group only locks the destination, with the spec’s sentence', async () => {
  openPage('Order Details', 'employee', {
    routes: { [byId]: () => json(orderRecord({ orderIsOnLoad: false, numberOfLoads: 0, orderGroupId: 3 })) },
  });
  await producer();
  expect(screen.getByRole('combobox', { name: 'From' })).toBeEnabled();
  expect(screen.getByRole('combobox', { name: 'To' })).toBeDisabled();
  expect(screen.getByText('Cannot change destination when order is in a group.')).toBeInTheDocument();
});

test('a save sends the changes with the dateModified read; the header reads the order again', async () => {
  const t = openPage('Order Details', 'employee', {
    routes: {
      [update]: ({ body }) =>
        json(orderRecord({ ...(body as object), dateModified: new Date().toISOString() })),
    },
  });
  await t.user.clear(await producer());
  await t.user.type(screen.getByRole('textbox', { name: 'Producer' }), 'Eola Hills');
  await t.user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Order #41 saved.')).toBeInTheDocument();
  expect(t.callsTo(update)[0]!.body).toMatchObject({
    producerName: 'Eola Hills',
    dateModified: orderRecord().dateModified,
  });
  await waitFor(() => expect(t.callsTo(byId).length).toBeGreaterThanOrEqual(3));
});

test('a stale save merges with their version and keeps what was typed (decision 080)', async () => {
  const t = openPage('Order Details', 'employee', {
    routes: {
      [update]: () =>
        json({ statusText: 'Someone else saved this order first.', code: 'stale_write' }, { status: 409 }),
    },
  });
  await t.user.type(await producer(), '!');
  await t.user.click(screen.getByRole('button', { name: 'Save' }));
  expect(
    await screen.findByText(/Their changes are in, and yours are kept\. Review them and save again\./),
  ).toBeInTheDocument();
  expect(await producer()).toHaveValue('Dundee Hills!');
});

test('a customer identity gets the reduced form, no Changelog tab and no file count (spec 2 §6)', async () => {
  const t = openPage('Order Details', 'customer', {
    roles: [P.OrderView, P.OrderUpdate, P.OrderNoteView, P.OrderFileView],
    routes: { [byId]: () => json(orderRecord({ revenue: null, bol: null })) },
  });
  await producer();
  expect(tabNames()).toEqual(['Details', 'Notes', 'Attachments']);
  expect(t.callsTo(fileCount)).toHaveLength(0);
  for (const hidden of ['Type', 'Customer', 'Status', 'Picked By'])
    expect(screen.queryByRole('combobox', { name: hidden })).not.toBeInTheDocument();
  for (const hidden of ['BOL', 'Cons', 'Revenue', 'Ship By', 'Picked On'])
    expect(screen.queryByLabelText(hidden)).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Add Note')).not.toBeInTheDocument();
});

test("another customer's order (the read answers 404) is one Not Found page with the way back, and no form", async () => {
  openPage('Order Details', 'customer', {
    roles: [P.OrderView, P.OrderUpdate, P.OrderNoteView],
    routes: { [byId]: () => errorResponse(404, 'Order #41 was not found.') },
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getAllByText('There is nothing at this address.')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  expect(screen.queryByText('Order #41 was not found.')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Order sections' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Order #41/ })).not.toBeInTheDocument();
});

test('a read that fails otherwise (500) keeps the page with its error banner', async () => {
  openPage('Order Details', 'employee', {
    routes: { [byId]: () => errorResponse(500, 'Server error') },
  });
  expect((await screen.findAllByText('Server error')).length).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { level: 1, name: /Order #41/ })).toBeInTheDocument();
  expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
});

test('without OrderUpdate the form is read-only', async () => {
  openPage('Order Details', 'employee', { roles: [P.OrderView] });
  expect(await producer()).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test('Notes and Attachments tabs need their view permissions', async () => {
  openPage('Order Details', 'employee', { roles: [P.OrderView] });
  expect(tabNames()).toEqual(['Details', 'Changelog']);
});

test('leaving with unsaved changes asks first; Discard goes on', async () => {
  const t = openPage('Order Details', 'employee');
  await t.user.type(await producer(), ' Estate');
  act(() => t.runtime.navigate('/orders/41/notes'));
  const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  expect(t.navigations).toEqual([]);
  await t.user.click(within(ask).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(t.navigations).toEqual(['/orders/41/notes']));
});
