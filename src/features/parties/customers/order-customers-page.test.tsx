import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerStatus } from '#contract/customer-status';
import type { ListQuery } from '#contract/list-query';
import type { OrderCustomer } from '#contract/order-customer';
import { orderCustomerPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { customerRecord } from '../testing/party-records';
import { answerListQuery } from '../../../testing/memory-list';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import {
  columnHeaders,
  listCalls,
  listPageOpener,
  listTable,
} from '../../../shared/business-lists/testing/render-list-page';
import { adminAuth, customerAuth, employeeAuth } from '../../../testing/auth-fixtures';
import { OrderCustomersPage } from './order-customers-page';

const P = Permission;
const { getItems, deleteBulk } = listCalls(orderCustomerPaths);
const create = `POST ${orderCustomerPaths.base}`;

const customer = (orderCustomerId: number, over: Partial<OrderCustomer>): OrderCustomer =>
  customerRecord(orderCustomerId, {
    primaryContactName: 'Ana Ortiz',
    primaryContactPhone: '5035550142',
    contactsCount: 1,
    locationsCount: 2,
    notesCount: 3,
    ...over,
  });

const customers = [
  customer(1, { orderCustomerName: 'Willamette Cellars', address2: 'Suite 2' }),
  customer(2, { orderCustomerName: 'Bay State Spirits', status: CustomerStatus.Suspended, city: 'Boston' }),
  customer(3, { orderCustomerName: 'Cascade Cider', status: CustomerStatus.ConsolidationOnly }),
];

const server: RouteTable = {
  [getItems]: ({ body }) =>
    json(answerListQuery(customers, body as ListQuery, ['orderCustomerName', 'city'])),
  [deleteBulk]: () => json({ deleted: 1 }),
  [create]: ({ body }) =>
    json(customer(40, { ...(body as Partial<OrderCustomer>), status: CustomerStatus.GoodStanding })),
};

const open = listPageOpener(<OrderCustomersPage />, server, [
  P.PortalAccess,
  P.CustomerView,
  P.CustomerDelete,
]);

describe('Customers', () => {
  it('lists customers by name with their status chips, address and contact', async () => {
    const view = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    const table = listTable('Customers');
    expect(await table.findByText('Willamette Cellars')).toBeInTheDocument();
    expect(columnHeaders('Customers')).toEqual([
      'Name',
      'Status',
      'Address',
      'City',
      'State',
      'Primary Contact',
      'Phone',
      'Locations',
      'Notes',
    ]);
    expect(table.getAllByText(/Cellars|Spirits|Cider/).map((c) => c.textContent)).toEqual([
      'Bay State Spirits',
      'Cascade Cider',
      'Willamette Cellars',
    ]);
    expect(table.getByText('Suspended')).toBeInTheDocument();
    expect(table.getByText('COD Only')).toBeInTheDocument();
    expect(table.getByText('Good Standing')).toBeInTheDocument();
    expect(table.getByText('1 Vine St, Suite 2')).toBeInTheDocument();
    expect(table.getAllByText('(503) 555-0142')).toHaveLength(3);
    expect(view.callsTo(getItems)[0]!.body).toMatchObject({
      pageNumber: 0,
      pageSize: 10,
      sortColumns: [{ sortBy: 'orderCustomerName', isSortAscending: true }],
    });
    await expectNoAxeViolations(view.container);
  });

  it('sorts the status column by its name', async () => {
    const view = open();
    await listTable('Customers').findByText('Willamette Cellars');
    await view.user.click(listTable('Customers').getByRole('button', { name: 'Status' }));
    await waitFor(() =>
      expect(view.callsTo(getItems).at(-1)!.body).toMatchObject({
        sortColumns: [{ sortBy: 'statusName', isSortAscending: true }],
      }),
    );
  });

  it('opens a customer on double click', async () => {
    const view = open();
    await view.user.dblClick(await listTable('Customers').findByText('Cascade Cider'));
    expect(view.navigations).toEqual(['/order-customers/3']);
  });

  it('deletes with CustomerDelete, after the confirmation', async () => {
    const view = open();
    await view.user.click(
      await listTable('Customers').findByRole('checkbox', { name: 'Select Customer Cascade Cider' }),
    );
    await view.user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete the 1 selected item(s)?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.callsTo(deleteBulk)[0]?.body).toEqual([3]));
  });

  it('offers no Delete to staff without CustomerDelete', async () => {
    open(employeeAuth([P.PortalAccess, P.CustomerView]));
    await listTable('Customers').findByText('Willamette Cellars');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('a customer identity sees no Status or Notes column (spec 2 §6)', async () => {
    open(customerAuth([P.PortalAccess, P.CustomerView]));
    await listTable('Customers').findByText('Willamette Cellars');
    const headers = columnHeaders('Customers');
    expect(headers).toContain('Name');
    expect(headers).not.toContain('Status');
    expect(headers).not.toContain('Notes');
    expect(screen.queryByText('Suspended')).not.toBeInTheDocument();
  });
});

describe('Create Customer', () => {
  const openDialog = async () => {
    const view = open(adminAuth([P.PortalAccess, P.CustomerView, P.CustomerAdd]));
    await listTable('Customers').findByText('Willamette Cellars');
    await view.user.click(screen.getByRole('button', { name: 'Create Customer' }));
    return { view, dialog: within(await screen.findByRole('dialog', { name: 'Create Customer' })) };
  };
  const fill = async (view: ReturnType<typeof open>, dialog: ReturnType<typeof within>, name: string) => {
    await view.user.type(dialog.getByRole('textbox', { name: /^Customer Name/ }), name);
    await view.user.type(dialog.getByRole('textbox', { name: /^Address\b(?! 2)/ }), '9 Oak Ave');
    await view.user.type(dialog.getByRole('textbox', { name: /^City/ }), 'Salem');
    await view.user.type(dialog.getByRole('textbox', { name: /^Zip/ }), '97301');
  };

  it("shows the spec's messages and no status select (a new customer is Good Standing)", async () => {
    const { view, dialog } = await openDialog();
    expect(dialog.queryByRole('combobox', { name: /Status/ })).not.toBeInTheDocument();
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Customer name is required')).toBeInTheDocument();
    expect(dialog.getByText('Address is required')).toBeInTheDocument();
    expect(dialog.getByText('City is required')).toBeInTheDocument();
    expect(dialog.getByText('Zip is required')).toBeInTheDocument();
    expect(view.callsTo(create)).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it("'Add Another After Saving' keeps the dialog open with a fresh form; without it the dialog closes", async () => {
    const { view, dialog } = await openDialog();
    await view.user.click(dialog.getByRole('checkbox', { name: 'Add Another After Saving' }));
    await fill(view, dialog, 'Salem Wines');
    const name = dialog.getByRole('textbox', { name: /^Customer Name/ });
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer Salem Wines saved')).toBeInTheDocument();
    expect(view.callsTo(create)[0]!.body).toMatchObject({
      orderCustomerName: 'Salem Wines',
      address1: '9 Oak Ave',
      city: 'Salem',
      zipCode: '97301',
      status: CustomerStatus.GoodStanding,
    });
    const again = within(screen.getByRole('dialog', { name: 'Create Customer' }));
    await waitFor(() => expect(again.getByRole('textbox', { name: /^Customer Name/ })).toHaveValue(''));
    // The same form started over: its field was emptied in place, not mounted afresh.
    expect(again.getByRole('textbox', { name: /^Customer Name/ })).toBe(name);
    expect(again.getByRole('checkbox', { name: 'Add Another After Saving' })).toBeChecked();
    await view.user.click(again.getByRole('checkbox', { name: 'Add Another After Saving' }));
    await fill(view, again, 'Second Wines');
    await view.user.click(again.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Customer' })).not.toBeInTheDocument(),
    );
    expect(view.callsTo(create)).toHaveLength(2);
    // The list reads itself again after each save.
    expect(view.callsTo(getItems).length).toBeGreaterThanOrEqual(3);
  });

  it('keeps what was typed when the save fails, with the error inside the dialog', async () => {
    const { view, dialog } = await openDialog();
    await fill(view, dialog, 'Fail Wines');
    server[create] = () => errorResponse(400, 'Customer name is taken');
    try {
      await view.user.click(dialog.getByRole('button', { name: 'Save' }));
      expect(await dialog.findByText('Customer name is taken')).toBeInTheDocument();
      expect(dialog.getByRole('textbox', { name: /^Customer Name/ })).toHaveValue('Fail Wines');
    } finally {
      server[create] = ({ body }) =>
        json(customer(40, { ...(body as Partial<OrderCustomer>), status: CustomerStatus.GoodStanding }));
    }
  });

  it('Cancel with typed input asks first', async () => {
    const { view, dialog } = await openDialog();
    await view.user.type(dialog.getByRole('textbox', { name: /^Customer Name/ }), 'X');
    await view.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Create Customer' })).not.toBeInTheDocument(),
    );
  });

  it('offers no Create Customer without CustomerAdd', async () => {
    open(adminAuth([P.PortalAccess, P.CustomerView]));
    await listTable('Customers').findByText('Willamette Cellars');
    expect(screen.queryByRole('button', { name: 'Create Customer' })).not.toBeInTheDocument();
  });
});
