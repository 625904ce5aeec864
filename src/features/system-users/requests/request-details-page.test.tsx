import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { makePager } from '#contract/pager';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json } from '../../../testing/table-fetch';
import { ConfirmHost } from '../../../app/confirm-host';
import { SnackbarHost } from '../../../app/snackbar-host';
import { accessRequest, signedInStorage, user } from '../testing/fixtures';
import { RequestDetailsPage } from './request-details-page';

configure({ asyncUtilTimeout: 3000 });

const render = () => {
  let count = 3;
  return renderWithRuntime(
    <>
      <RequestDetailsPage params={{ id: '41' }} />
      <SnackbarHost />
      <ConfirmHost />
    </>,
    {
      url: '/users/admin/requests/41',
      storage: signedInStorage(),
      routes: {
        'GET /api/System/SystemUserRequests/getCount': () => json(count),
        'GET /api/System/SystemUserRequests/getItemById/41': () => json(accessRequest()),
        'POST /api/OrderCustomers/getItems': () =>
          json([
            {
              orderCustomerId: 9,
              orderCustomerName: 'Bay State Spirits',
              city: 'Boston',
              dateAdded: '2025-01-01T00:00:00.000Z',
              dateModified: '2025-01-01T00:00:00.000Z',
              dateLastAssigned: null,
              addedByUserId: null,
              modifiedByUserId: null,
              address1: null,
              address2: null,
              zipCode: null,
              refCountryStateId: null,
              refCountryId: null,
              note: null,
              isActive: true,
              status: 1,
            },
            makePager(1, 0, 10),
          ]),
        'POST /api/System/SystemUserRequests/approve/41': () => {
          count = 2;
          return json(user({ systemUserId: 77 }));
        },
        'DELETE /api/System/SystemUserRequests/41': () => {
          count = 2;
          return new Response(null, { status: 204 });
        },
      },
    },
  );
};

describe('User Request Details', () => {
  it('shows the request, refuses to approve without a customer, then approves and counts again', async () => {
    const view = render();
    expect(await screen.findByRole('heading', { name: 'User Request Details' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('robin@okafor.test')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Okafor Provisions');
    expect(screen.getByLabelText(/^State/)).toHaveValue('OR');
    const tabs = screen.getByRole('navigation', { name: 'User areas' });
    expect(await within(tabs).findByRole('link', { name: 'Requests 3' })).toBeInTheDocument();
    await expectNoAxeViolations(view.container);

    const approve = screen.getByRole('form', { name: 'Approve' });
    await view.user.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await within(approve).findByText('This field is required')).toBeInTheDocument();

    const customer = within(approve).getByRole('combobox', { name: /Customer/ });
    await view.user.type(customer, 'Bay');
    await view.user.click(await screen.findByRole('option', { name: /Bay State Spirits/ }));
    // Approve asks first, as Decline does; Cancel approves nothing.
    await view.user.click(within(approve).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        /Approve the access request of Robin Okafor \(robin@okafor.test\) for Bay State Spirits/,
      ),
    ).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.callsTo('POST /api/System/SystemUserRequests/approve/41')).toHaveLength(0);
    await view.user.click(within(approve).getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('alertdialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText(
        'Access approved for Robin Okafor: a registration link was e-mailed to robin@okafor.test',
      ),
    ).toBeInTheDocument();
    expect(view.callsTo('POST /api/System/SystemUserRequests/approve/41')[0]!.body).toEqual({
      orderCustomerId: 9,
    });
    expect(await within(tabs).findByRole('link', { name: 'Requests 2' })).toBeInTheDocument();
    expect(view.navigations).toContain('/users/admin/requests');
  });

  it('declines after confirming', async () => {
    const view = render();
    await screen.findByDisplayValue('robin@okafor.test');
    await view.user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Decline the access request of Robin Okafor/)).toBeInTheDocument();
    await view.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The request of Robin Okafor was declined')).toBeInTheDocument();
    expect(view.callsTo('DELETE /api/System/SystemUserRequests/41')).toHaveLength(1);
  });
});
