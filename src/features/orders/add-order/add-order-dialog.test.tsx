import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { orderFormMessages as M } from '#contract/order-form';
import { Permission as P } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ConfirmHost } from '../../../app/confirm-host';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import { AddOrderDialog } from './add-order-dialog';
import { customerRow, listAnswer, locationRow, orderRecord, signedInWith } from '../testing/order-fixtures';

// Pickers debounce their search 300 ms.
configure({ asyncUtilTimeout: 3000 });

const create = 'POST /api/Orders';
const recent = 'GET /api/Locations/getRecentlyUsedLocationsByCustomerId/12';
const staffRoles = [P.OrderView, P.OrderAdd, P.OrderUpdate, P.LocationView];

const routes = (more: RouteTable = {}): RouteTable => ({
  'POST /api/OrderCustomers/getItems': () => json(listAnswer([customerRow(12, 'Willamette Cellars')])),
  // The latest order picked up at Dundee Winery and delivered to Bay Depot; only the server knows which end.
  [recent]: ({ query }) =>
    json(
      query.get('usedAs') === 'destination'
        ? [locationRow(502, 'Bay Depot')]
        : [locationRow(501, 'Dundee Winery'), locationRow(502, 'Bay Depot')],
    ),
  'POST /api/Locations/getItems': () =>
    json(listAnswer([locationRow(501, 'Dundee Winery'), locationRow(503, 'Salem Yard')])),
  [create]: ({ body }) => json(orderRecord({ ...(body as object), orderId: 42 })),
  ...more,
});

function open(kind: 'employee' | 'customer', more: RouteTable = {}) {
  const onAdded = vi.fn();
  const onClose = vi.fn();
  const r = renderWithRuntime(
    <>
      <AddOrderDialog open onClose={onClose} onAdded={onAdded} />
      <ConfirmHost />
    </>,
    {
      routes: routes(more),
      storage: signedInWith(kind, kind === 'customer' ? [P.OrderView, P.OrderAdd] : staffRoles),
    },
  );
  return { ...r, onAdded, onClose, dialog: () => screen.getByRole('dialog', { name: 'Add Order' }) };
}

async function choose(user: ReturnType<typeof open>['user'], label: string, text: string, option: string) {
  const box = screen.getByRole('combobox', { name: label });
  if (text) await user.type(box, text);
  else await user.click(showOptions(label));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${option}`) }));
}

const showOptions = (label: string) =>
  within(screen.getByRole('combobox', { name: label }).parentElement!).getByRole('button', {
    name: 'Show options',
  });

const setDate = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

test('an empty staff order shows the messages of spec 2 §5; unit type starts as the twelve-pack case; passes axe', async () => {
  const t = open('employee');
  expect(screen.getByRole('combobox', { name: /Unit Type/ })).toHaveDisplayValue('12 Pk Case');
  expect(screen.queryByLabelText('Add Note')).not.toBeInTheDocument();
  await t.user.click(within(t.dialog()).getByRole('button', { name: 'Save' }));
  for (const message of [M.type, M.customer, M.producer, M.poNumber, M.neededBy])
    expect(await screen.findByText(message)).toBeInTheDocument();
  expect(screen.getAllByText(M.location)).toHaveLength(2);
  expect(t.callsTo(create)).toHaveLength(0);
  await expectNoAxeViolations(t.dialog());
});

test('a customer autofills the destination with its last delivery place, never a pickup place (issue #24); From lists recent locations first without duplicates; Add Another keeps the dialog with a fresh form', async () => {
  const t = open('employee');
  await choose(t.user, 'Type', 'CA', 'CA Consol');
  await choose(t.user, 'Customer', 'Will', 'Willamette Cellars');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Bay Depot'));
  expect(t.callsTo(recent)[0]?.query.get('count')).toBe('10');
  expect(t.callsTo(recent)[0]?.query.get('usedAs')).toBe('destination');

  await t.user.click(showOptions('From'));
  await screen.findByRole('option', { name: /^Salem Yard/ });
  const names = within(screen.getByRole('listbox', { name: 'From' }))
    .getAllByRole('option')
    .map((o) => o.firstChild?.textContent);
  expect(names).toEqual(['Dundee Winery', 'Bay Depot', 'Salem Yard']);
  await t.user.click(screen.getByRole('option', { name: /^Dundee Winery/ }));

  const producer = screen.getByRole('textbox', { name: 'Producer' });
  await t.user.type(producer, 'Dundee Hills');
  await t.user.type(screen.getByRole('textbox', { name: 'Quantity' }), '12a3');
  expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('123');
  await t.user.type(screen.getByRole('textbox', { name: 'PO #' }), 'PO-9');
  setDate('Needed By', '2026-02-10');
  await t.user.click(screen.getByRole('checkbox', { name: 'Add Another After Saving' }));
  await t.user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(t.onAdded).toHaveBeenCalledTimes(1));
  const body = t.callsTo(create)[0]!.body as Record<string, unknown>;
  expect(body).toMatchObject({
    refOrderTypeId: 1,
    orderCustomerId: 12,
    sourceLocationId: 501,
    destinationLocationId: 502,
    producerName: 'Dundee Hills',
    quantity: 123,
    unitType: 2,
    poNumber: 'PO-9',
    dateNeededBy: '2026-02-10',
  });
  expect(body).not.toHaveProperty('orderCustomerName');
  // Still open, and the form starts over in place: the same fields, emptied, not a remounted form.
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Producer' })).toHaveValue(''));
  expect(screen.getByRole('textbox', { name: 'Producer' })).toBe(producer);
  expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('');
  expect(t.dialog()).toBeInTheDocument();
  expect(t.onClose).not.toHaveBeenCalled();
});

test('a refused save shows the server text in a dismissible alert inside the dialog and keeps the input', async () => {
  const t = open('employee', { [create]: () => errorResponse(400, 'Customer is inactive') });
  await choose(t.user, 'Type', '', 'CA Consol');
  await choose(t.user, 'Customer', '', 'Willamette Cellars');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Bay Depot'));
  await choose(t.user, 'From', '', 'Dundee Winery');
  await t.user.type(screen.getByRole('textbox', { name: 'Producer' }), 'Dundee Hills');
  await t.user.type(screen.getByRole('textbox', { name: 'Quantity' }), '5');
  await t.user.type(screen.getByRole('textbox', { name: 'PO #' }), 'PO-9');
  setDate('Needed By', '2026-02-10');
  await t.user.click(screen.getByRole('button', { name: 'Save' }));
  const alert = await within(t.dialog()).findByText('Customer is inactive');
  expect(screen.getByRole('textbox', { name: 'Producer' })).toHaveValue('Dundee Hills');
  await t.user.click(
    within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: /Dismiss|Close/ }),
  );
  await waitFor(() => expect(screen.queryByText('Customer is inactive')).not.toBeInTheDocument());
  expect(t.onAdded).not.toHaveBeenCalled();
});

test('a customer login gets Special and Add Note and none of the hidden fields of spec 2 §6', async () => {
  const t = open('customer');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Bay Depot'));
  for (const hidden of ['Type', 'Customer', 'Status', 'Picked By'])
    expect(screen.queryByRole('combobox', { name: hidden })).not.toBeInTheDocument();
  for (const hidden of ['BOL', 'Cons', 'Revenue', 'Ship By', 'Picked On', 'Picked'])
    expect(screen.queryByLabelText(hidden)).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Special' })).toBeInTheDocument();
  // Without LocationView a customer login's order codes list its own places: recent ones first, then the
  // rest of its customer's (decision 056), each once.
  await t.user.click(showOptions('From'));
  const listed = within(await screen.findByRole('listbox', { name: 'From' }));
  await listed.findByRole('option', { name: /^Salem Yard/ });
  expect(listed.getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual([
    'Dundee Winery',
    'Bay Depot',
    'Salem Yard',
  ]);
  await t.user.click(listed.getByRole('option', { name: /^Dundee Winery/ }));

  await t.user.type(screen.getByRole('textbox', { name: 'Producer' }), 'Dundee Hills');
  await t.user.type(screen.getByRole('textbox', { name: 'Quantity' }), '5');
  await t.user.type(screen.getByRole('textbox', { name: 'PO #' }), 'PO-9');
  setDate('Needed By', '2026-02-10');
  await t.user.type(screen.getByRole('textbox', { name: 'Add Note' }), 'Dock 4 please');
  await t.user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(t.onClose).toHaveBeenCalled());
  const body = t.callsTo(create)[0]!.body as Record<string, unknown>;
  expect(body.initialCustomerNoteOnAddingOrder).toBe('Dock 4 please');
  for (const field of [
    'refOrderStatusId',
    'refOrderTypeId',
    'orderCustomerId',
    'revenue',
    'bol',
    'cons',
    'isPicked',
  ])
    expect(body).not.toHaveProperty(field);
});

test('Cancel closes an untouched form at once and asks before dropping what was typed', async () => {
  const t = open('employee');
  await t.user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(t.onClose).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  await t.user.type(screen.getByRole('textbox', { name: 'Producer' }), 'Dundee Hills');
  await t.user.click(screen.getByRole('button', { name: 'Cancel' }));
  const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
  await t.user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
  expect(t.onClose).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('textbox', { name: 'Producer' })).toHaveValue('Dundee Hills');
  await t.user.click(screen.getByRole('button', { name: 'Cancel' }));
  await t.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
  await waitFor(() => expect(t.onClose).toHaveBeenCalledTimes(2));
});
