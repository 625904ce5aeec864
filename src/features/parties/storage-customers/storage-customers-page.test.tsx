import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListQueryInput } from '#contract/list-query';
import type { StorageCustomer } from '#contract/storage-customer';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { answerListQuery } from '../../../testing/memory-list';
import { MemoryStorage } from '../../../testing/memory-storage';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json } from '../../../testing/table-fetch';
import { StorageCustomersPage } from './storage-customers-page';

// The list debounces search 300 ms and shows its spinner 100 ms at least.
configure({ asyncUtilTimeout: 3000 });

const rows: StorageCustomer[] = [
  {
    amsStorageCustomerId: 7,
    compName: 'Willamette Cellars',
    addr1: '1 Vine St',
    city: 'Dundee',
    stateCode: 'OR',
    zipCode: '97115',
    phoneNumber: '5035550142',
  },
  {
    amsStorageCustomerId: 9,
    compName: 'Bay State Spirits',
    addr1: '9 Dock Rd',
    city: 'Boston',
    stateCode: 'MA',
    zipCode: '02110',
    phoneNumber: '555-0199',
  },
];

const render = () =>
  renderWithRuntime(<StorageCustomersPage />, {
    url: '/storage-customers',
    storage: new MemoryStorage(),
    routes: {
      'POST /api/StorageCustomers/getItems': ({ body }) =>
        json(answerListQuery(rows, body as ListQueryInput, ['compName', 'city'])),
    },
  });

describe('Storage Customers', () => {
  it('lists the spec’s columns, sorted by name, with ten-digit phones formatted', async () => {
    const view = render();
    const table = await screen.findByRole('table', { name: 'Storage Customers' });
    expect(await within(table).findByText('Willamette Cellars')).toBeInTheDocument();
    for (const header of ['Customer Name', 'Address', 'City', 'State', 'Zip', 'Phone']) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(table).getByText('(503) 555-0142')).toBeInTheDocument();
    expect(within(table).getByText('555-0199')).toBeInTheDocument();
    const names = within(table)
      .getAllByText(/Cellars|Spirits/)
      .map((cell) => cell.textContent);
    expect(names).toEqual(['Bay State Spirits', 'Willamette Cellars']);
    const sent = view.callsTo('POST /api/StorageCustomers/getItems')[0]!.body as ListQueryInput;
    expect(sent.sortColumns).toEqual([{ sortBy: 'compName', isSortAscending: true }]);
    await expectNoAxeViolations(view.container);
  });

  it('searches through the server', async () => {
    const view = render();
    await screen.findByText('Willamette Cellars');
    await view.user.type(screen.getByRole('searchbox', { name: 'Search storage customers' }), 'boston');
    await screen.findByText('Bay State Spirits');
    await expect.poll(() => screen.queryByText('Willamette Cellars')).toBeNull();
    const last = view.callsTo('POST /api/StorageCustomers/getItems').at(-1)!.body as ListQueryInput;
    expect(last.filterText).toBe('boston');
  });
});
