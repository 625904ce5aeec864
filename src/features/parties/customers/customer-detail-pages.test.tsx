import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { CustomerStatus } from '#contract/customer-status';
import type { ListQuery } from '#contract/list-query';
import type { OrderCustomer } from '#contract/order-customer';
import { Permission } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { customerRecord } from '../testing/party-records';
import { adminAuth, customerAuth } from '../../../testing/auth-fixtures';
import { answerListQuery } from '../../../testing/memory-list';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import { customerDetailPages } from './customer-detail-pages';
import type { CustomerPageName } from './customer.tabs';

configure({ asyncUtilTimeout: 6000 });

const P = Permission;
const byId = 'GET /api/OrderCustomers/getItemById/12';
const put = 'PUT /api/OrderCustomers/12';

const willamette: OrderCustomer = customerRecord(12, {
  orderCustomerName: 'Willamette Cellars',
  status: CustomerStatus.PendingApproval,
});

const { status: _s, note: _n, notesCount: _c, ...asSeenByCustomer } = willamette;

const staff = adminAuth([
  P.PortalAccess,
  P.CustomerView,
  P.CustomerUpdate,
  P.CustomerContactView,
  P.LocationView,
  P.LocationAdd,
  P.CustomerNoteView,
  P.CustomerFileView,
  P.OrderView,
  P.LoadView,
]);

const render = (tab: CustomerPageName, auth: SignInResult, routes: RouteTable = {}) => {
  const Page = customerDetailPages[tab];
  return renderSignedIn(<Page params={{ id: '12' }} />, {
    auth,
    routes: { [byId]: () => json(willamette), ...routes },
  });
};

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('Customer page', () => {
  it('shows the customer with its status, a back link and the tabs staff may open', async () => {
    const view = render('Order Customer Details', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Willamette Cellars' })).toBeInTheDocument();
    expect(screen.getByText('Pending Approval', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/order-customers');
    const tabs = within(screen.getByRole('navigation', { name: 'Customer sections' }));
    expect(tabs.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Details',
      'Contacts',
      'Locations',
      'Notes',
      'Attachments',
      'Orders',
      'Loads',
    ]);
    expect(await screen.findByRole('combobox', { name: /^Status/ })).toHaveValue(
      String(CustomerStatus.PendingApproval),
    );
    expect(field(/^Customer Name/)).toHaveValue('Willamette Cellars');
    await expectNoAxeViolations(view.container);
  });

  it('saves a change with the version it read, and says so', async () => {
    const view = render('Order Customer Details', staff, {
      [put]: ({ body }) =>
        json({ ...willamette, ...(body as object), dateModified: '2025-02-01T00:00:00.000Z' }),
    });
    await screen.findByRole('combobox', { name: /^Status/ });
    await view.user.clear(field(/^City/));
    await view.user.type(field(/^City/), 'Newberg');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer Willamette Cellars saved')).toBeInTheDocument();
    expect(view.callsTo(put)[0]!.body).toMatchObject({
      orderCustomerId: 12,
      city: 'Newberg',
      status: CustomerStatus.PendingApproval,
      dateModified: willamette.dateModified,
    });
  });

  it("shows the spec's message for a cleared name and keeps the input when the save fails", async () => {
    const view = render('Order Customer Details', staff, {
      [put]: () => errorResponse(500, 'Server error'),
    });
    await screen.findByRole('combobox', { name: /^Status/ });
    await view.user.clear(field(/^Customer Name/));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer name is required')).toBeInTheDocument();
    expect(view.callsTo(put)).toHaveLength(0);
    await view.user.type(field(/^Customer Name/), 'Willamette Wines');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    expect(field(/^Customer Name/)).toHaveValue('Willamette Wines');
  });

  it('merges with their version when someone saved first, keeping what was typed (decision 080)', async () => {
    const view = render('Order Customer Details', staff, {
      [put]: () =>
        json({ statusText: 'Someone else saved this customer first.', code: 'stale_write' }, { status: 409 }),
    });
    await screen.findByRole('combobox', { name: /^Status/ });
    await view.user.type(field(/^Address 2/), 'Suite 9');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Their changes are in, and yours are kept\. Review them and save again\./),
    ).toBeInTheDocument();
    expect(field(/^Address 2/)).toHaveValue('Suite 9');
  });

  it('a customer identity sees its own page without status or back link, and saves without a status', async () => {
    const view = render(
      'Order Customer Details',
      customerAuth([P.PortalAccess, P.CustomerView, P.CustomerUpdate]),
      {
        // What the server sends a customer login: no status, remark or notes count (spec 2 §6).
        [byId]: () => json(asSeenByCustomer),
        [put]: ({ body }) => json({ ...willamette, ...(body as object) }),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Willamette Cellars' })).toBeInTheDocument();
    await waitFor(() => expect(field(/^Customer Name/)).toHaveValue('Willamette Cellars'));
    expect(screen.queryByRole('combobox', { name: /^Status/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Pending Approval')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Note/ })).not.toBeInTheDocument();
    await view.user.type(field(/^Address 2/), 'Suite 9');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo(put)).toHaveLength(1));
    expect(view.callsTo(put)[0]!.body).not.toHaveProperty('status');
  });

  it('reads the form only without CustomerUpdate', async () => {
    render('Order Customer Details', adminAuth([P.PortalAccess, P.CustomerView]));
    await waitFor(() => expect(field(/^Customer Name/)).toHaveAttribute('readonly'));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('Customer tabs', () => {
  it("Locations lists the customer's locations and creates one that belongs to it", async () => {
    const create = 'POST /api/Locations/create';
    const view = render('Order Customer Locations', staff, {
      'POST /api/Locations/getItems': ({ body }) => json(answerListQuery([], body as ListQuery, [])),
      [create]: ({ body }) =>
        json({
          locationId: 501,
          dateAdded: '2025-03-01T00:00:00.000Z',
          dateModified: '2025-03-01T00:00:00.000Z',
          dateLastAssigned: null,
          ...(body as object),
        }),
    });
    expect(await screen.findByText('No items found')).toBeInTheDocument();
    expect(view.callsTo('POST /api/Locations/getItems')[0]!.body).toMatchObject({
      fields: { orderCustomerId: 12 },
    });
    await view.user.click(screen.getByRole('button', { name: 'Create Location' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Location' }));
    await view.user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Dundee Dock');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Location Dundee Dock saved')).toBeInTheDocument();
    expect(view.callsTo(create)[0]!.body).toMatchObject({ name: 'Dundee Dock', relatedOrderCustomerId: 12 });
  });

  it("Orders lists the customer's orders on the list engine", async () => {
    const view = render('Order Customer Orders', staff, {
      'POST /api/Orders/getItems': ({ body }) =>
        json(
          answerListQuery(
            [{ orderId: 77, refOrderStatusId: 250, producerName: 'Estate', poNumber: 'PO-1' }],
            body as ListQuery,
            [],
          ),
        ),
    });
    expect(await screen.findByText('Estate')).toBeInTheDocument();
    expect(view.callsTo('POST /api/Orders/getItems')[0]!.body).toMatchObject({
      fields: { orderCustomerId: 12 },
    });
    await view.user.dblClick(screen.getByText('Estate'));
    expect(view.navigations).toEqual(['/orders/77']);
  });

  it('Loads lists the loads that carry its orders', async () => {
    const view = render('Order Customer Loads', staff, {
      'POST /api/Loads/getItems': ({ body }) =>
        json(answerListQuery([{ loadId: 5, carrierName: null }], body as ListQuery, [])),
    });
    expect(await screen.findByText('No Carrier')).toBeInTheDocument();
    expect(view.callsTo('POST /api/Loads/getItems')[0]!.body).toMatchObject({
      fields: { orderCustomerId: 12 },
    });
  });
});
