import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makePager } from '#contract/pager';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json } from '../../../testing/table-fetch';
import { ConfirmHost } from '../../../app/confirm-host';
import { SnackbarHost } from '../../../app/snackbar-host';
import { roles, signedInStorage, users } from '../testing/fixtures';
import { userDetailsPage } from './user-details-page';

configure({ asyncUtilTimeout: 3000 });

const avery = users[0]!;
const login = {
  systemUserId: 21,
  isActive: true,
  permissionCodes: [1],
  dateModified: '2025-09-04T16:30:00.000Z',
};
const records = [
  {
    systemUserId: 21,
    admin: { systemAdminId: 1, ...login },
    customerLogin: null,
    employee: null,
    scanToPick: null,
  },
  {
    systemUserId: 21,
    admin: null,
    customerLogin: null,
    employee: { systemEmployeeId: 2, ...login, roleName: 'Dispatcher' },
    scanToPick: null,
  },
];

const render = (page = userDetailsPage('employees'), id = '21') => {
  const Page = page;
  return renderWithRuntime(
    <>
      <Page params={{ id }} />
      <SnackbarHost />
      <ConfirmHost />
    </>,
    {
      url: `/users/admin/employees/${id}`,
      storage: signedInStorage(),
      routes: {
        'GET /api/System/SystemUserRequests/getCount': () => json(0),
        'GET /api/System/SystemUsers/getItemById/21': () => json(avery),
        'GET /api/System/SystemUsers/getLoginsByUserId/21': () => json(records),
        'POST /api/System/SystemRoles/getItems': () => json([...roles, makePager(roles.length, 0, -1)]),
        'PUT /api/System/SystemUsers/21': ({ body }) => json({ ...avery, ...(body as object) }),
        'PUT /api/System/SystemUsers/changePassword/21': () => json(avery),
      },
    },
  );
};

describe('System User Details', () => {
  it('shows the user, their roles and their logins, one of each type', async () => {
    const view = render();
    expect(
      await screen.findByRole('heading', { name: 'System User Details: Avery Admin' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('avery.admin@example.test');
    const rolesGroup = await screen.findByRole('group', { name: 'Roles' });
    expect(await within(rolesGroup).findByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    expect(within(rolesGroup).getByRole('checkbox', { name: 'Customer View' })).not.toBeChecked();
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Employee login' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Dispatcher')).toBeInTheDocument();
    expect(screen.getByText(/A user holds at most one login of each type/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Employee login' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Customer login' })).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('saves the roles as the whole set, with the stale-write token', async () => {
    const view = render();
    const rolesGroup = await screen.findByRole('group', { name: 'Roles' });
    await view.user.click(await within(rolesGroup).findByRole('checkbox', { name: 'Customer View' }));
    await view.user.click(
      within(screen.getByRole('form', { name: 'User' })).getByRole('button', { name: 'Save' }),
    );
    expect(await screen.findByText('User Avery Admin saved')).toBeInTheDocument();
    expect(view.callsTo('PUT /api/System/SystemUsers/21')[0]!.body).toMatchObject({
      systemUserId: 21,
      dateModified: avery.dateModified,
      systemUserRoleAssignments: [
        { systemUserId: 21, systemRoleId: 1 },
        { systemUserId: 21, systemRoleId: 5 },
      ],
    });
  });

  it('holds the administrator’s new password to the spec’s rules', async () => {
    const view = render();
    await view.user.click(await screen.findByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await view.user.type(within(dialog).getByLabelText(/^New Password/), 'short');
    await view.user.type(within(dialog).getByLabelText(/^Confirm Password/), 'other');
    await view.user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(dialog).findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Passwords do not match')).toBeInTheDocument();
    expect(view.callsTo('PUT /api/System/SystemUsers/changePassword/21')).toHaveLength(0);
  });

  it('a changed password starts the clean form over from the server’s version in place', async () => {
    const view = render();
    expect(await screen.findByRole('heading', { name: 'Admin login' })).toBeInTheDocument();
    const userReads = view.callsTo('GET /api/System/SystemUsers/getItemById/21').length;
    const loginReads = view.callsTo('GET /api/System/SystemUsers/getLoginsByUserId/21').length;
    await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    await view.user.type(within(dialog).getByLabelText(/^New Password/), 'Str0ng!Passw0rd');
    await view.user.type(within(dialog).getByLabelText(/^Confirm Password/), 'Str0ng!Passw0rd');
    await view.user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(view.callsTo('GET /api/System/SystemUsers/getItemById/21')).toHaveLength(userReads + 1),
    );
    expect(await screen.findByRole('form', { name: 'User' })).toBeInTheDocument();
    // Only the form started over: the page was not mounted afresh, so its logins were not read again.
    expect(view.callsTo('GET /api/System/SystemUsers/getLoginsByUserId/21')).toHaveLength(loginReads);
  });
});
