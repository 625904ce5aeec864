import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ConfirmHost } from '../../../app/confirm-host';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json, type RouteTable } from '../../../testing/table-fetch';
import { AddOrderDialog } from './add-order-dialog';
import { locationRow, signedInWith } from '../testing/order-fixtures';

// Pickers debounce their search 300 ms.
configure({ asyncUtilTimeout: 3000 });

const recent = 'GET /api/Locations/getRecentlyUsedLocationsByCustomerId/12';
const list = 'POST /api/Locations/getItems';
const create = 'POST /api/Locations/create';
/** Customer 12's places, as the server's list scopes them for its login (decision 056). */
const places = Array.from({ length: 23 }, (_, i) =>
  locationRow(600 + i, `Vine Yard ${String(i + 1).padStart(2, '0')}`),
);

/** The Locations list, paged and searched as the server answers it. */
const listRoute: RouteTable[string] = ({ body }) => {
  const { pageNumber = 0, pageSize = 10, filterText = '' } = body as Record<string, never>;
  const text = String(filterText ?? '').toLowerCase();
  const found = places.filter((p) => p.name.toLowerCase().includes(text));
  return json([
    ...found.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
    { totalItems: found.length, totalPages: 3, pageNumber, pageSize },
  ]);
};

function open(recentPlaces: ReturnType<typeof locationRow>[], kind: 'customer' | 'employee' = 'customer') {
  const r = renderWithRuntime(
    <>
      <AddOrderDialog open onClose={vi.fn()} onAdded={vi.fn()} />
      <ConfirmHost />
    </>,
    {
      routes: {
        [recent]: () => json(recentPlaces),
        [list]: listRoute,
        [create]: ({ body }) =>
          json({ ...locationRow(900, String((body as { name: string }).name)), relatedOrderCustomerId: 12 }),
      },
      storage: signedInWith(
        kind,
        kind === 'customer' ? [P.OrderView, P.OrderAdd] : [P.OrderView, P.OrderAdd, P.LocationView],
      ),
    },
  );
  return { ...r, dialog: () => screen.getByRole('dialog', { name: 'Add Order' }) };
}

const optionNames = (listbox: HTMLElement) =>
  within(listbox)
    .getAllByRole('option')
    .map((o) => o.firstChild?.textContent);

const showOptions = (label: string) =>
  within(screen.getByRole('combobox', { name: label }).parentElement!).getByRole('button', {
    name: 'Show options',
  });

test('a customer with no orders yet chooses any place of its customer, page by page and by search (issue #24)', async () => {
  const t = open([]);
  await t.user.click(showOptions('From'));
  const listbox = await screen.findByRole('listbox', { name: 'From' });
  await within(listbox).findByRole('option', { name: /^Vine Yard 01/ });
  expect(optionNames(listbox)).toHaveLength(10);
  await t.user.click(within(listbox.parentElement!).getByRole('button', { name: 'Show more' }));
  await within(listbox).findByRole('option', { name: /^Vine Yard 20/ });
  await t.user.type(screen.getByRole('combobox', { name: 'From' }), 'yard 17');
  await waitFor(() => expect(optionNames(listbox)).toEqual(['Vine Yard 17']));
  await t.user.click(within(listbox).getByRole('option', { name: /^Vine Yard 17/ }));
  expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Vine Yard 17');
});

test('its recently used places come first, then the rest of its places, each once', async () => {
  const t = open([places[14]!, places[3]!]);
  await t.user.click(showOptions('To'));
  const listbox = await screen.findByRole('listbox', { name: 'To' });
  await within(listbox).findByRole('option', { name: /^Vine Yard 01/ });
  expect(optionNames(listbox)).toEqual([
    'Vine Yard 15',
    'Vine Yard 04',
    ...['01', '02', '03', '05', '06', '07', '08', '09', '10'].map((n) => `Vine Yard ${n}`),
  ]);
});

test('New Place saves a place of its own (name, address, directions only) and makes it the To; passes axe', async () => {
  const t = open([]);
  await t.user.click(within(t.dialog()).getByRole('button', { name: 'New Place' }));
  const place = await screen.findByRole('dialog', { name: 'New Place' });
  for (const staffOnly of ['Related Customer', 'NWDS Warehouse', 'Active'])
    expect(within(place).queryByLabelText(staffOnly)).not.toBeInTheDocument();
  await expectNoAxeViolations(place);
  await t.user.type(within(place).getByRole('textbox', { name: 'Name' }), 'Tasting Room');
  await t.user.click(within(place).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Place' })).toBeNull());
  expect(t.callsTo(create)[0]!.body).toMatchObject({ name: 'Tasting Room' });
  expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('Tasting Room');
});

test('staff keep their pickers without New Place', async () => {
  open([], 'employee');
  expect(screen.getByRole('combobox', { name: 'To' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New Place' })).toBeNull();
});
