import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListQueryInput } from '#contract/list-query';
import { Permission } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { answerListQuery } from '../../../testing/memory-list';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json } from '../../../testing/table-fetch';
import { signedInStorage, users } from '../testing/fixtures';
import { AllUsersPage, CustomerLoginsPage } from './users-list-page';

configure({ asyncUtilTimeout: 3000 });

const getItems = 'POST /api/System/SystemUsers/getItems';
const render = (page: React.ReactElement, url: string, codes?: number[]) =>
  renderWithRuntime(page, {
    url,
    storage: signedInStorage(codes),
    routes: {
      [getItems]: ({ body }) =>
        json(answerListQuery(users, body as ListQueryInput, ['firstName', 'lastName', 'emailAddress'])),
      'GET /api/System/SystemUserRequests/getCount': () => json(4),
      'POST /api/System/SystemUsers/deleteBulk': () => json(1),
    },
  });

describe('All Users', () => {
  it('shows the tab bar with the Requests count, and the users with their logins and roles', async () => {
    const view = render(<AllUsersPage />, '/users/admin/system');
    const tabs = screen.getByRole('navigation', { name: 'User areas' });
    for (const tab of ['All Users', 'Admins', 'Employees', 'Customer Logins', 'Scan To Pick', 'Roles'])
      expect(within(tabs).getByRole('link', { name: tab })).toBeInTheDocument();
    expect(await within(tabs).findByRole('link', { name: 'Requests 4' })).toHaveAttribute(
      'href',
      '/users/admin/requests',
    );
    expect(within(tabs).getByRole('link', { name: 'All Users' })).toHaveAttribute('aria-current', 'page');

    const table = await screen.findByRole('table', { name: 'All Users' });
    expect(await within(table).findByText('Avery')).toBeInTheDocument();
    for (const header of [
      'First Name',
      'Last Name',
      'Email',
      'Username',
      'Logins',
      'Roles',
      'Active',
      'Last Login',
    ])
      expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    const avery = within(table).getByText('avery.admin@example.test').closest('tr')!;
    expect(within(avery).getByText('Admin', { selector: 'span' })).toBeInTheDocument();
    expect(within(avery).getByText('Employee')).toBeInTheDocument();
    expect(within(avery).getByText('Administrator')).toBeInTheDocument();
    expect(within(avery).getByText('Active')).toBeInTheDocument();
    const casey = within(table).getByText('casey@example.test').closest('tr')!;
    expect(within(casey).getByText('Inactive')).toBeInTheDocument();

    const sent = view.callsTo(getItems)[0]!.body as ListQueryInput;
    expect(sent.fields?.systemRoleGroup).toBeUndefined();
    expect(sent.sortColumns).toEqual([
      { sortBy: 'lastName', isSortAscending: true },
      { sortBy: 'firstName', isSortAscending: true },
    ]);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New user' })).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('opens a user on double click and offers neither Delete nor New user without UserDelete and UserAdd', async () => {
    const view = render(<AllUsersPage />, '/users/admin/system', [
      Permission.PortalAccess,
      Permission.AdminPortalAccess,
      Permission.UserView,
    ]);
    const table = await screen.findByRole('table', { name: 'All Users' });
    await view.user.dblClick(await within(table).findByText('casey@example.test'));
    expect(view.navigations).toContain('/users/admin/system/22');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New user' })).toBeNull();
  });
});

describe('Customer Logins', () => {
  it('asks for the customer logins and shows each one’s customer', async () => {
    const view = render(<CustomerLoginsPage />, '/users/admin/customers');
    const table = await screen.findByRole('table', { name: 'Customer Logins' });
    expect(await within(table).findByText('Bay State Spirits')).toBeInTheDocument();
    const sent = view.callsTo(getItems)[0]!.body as ListQueryInput;
    expect(sent.fields?.systemRoleGroup).toBe('customerLogin');
    expect(
      within(screen.getByRole('navigation', { name: 'User areas' })).getByRole('link', {
        name: 'Customer Logins',
      }),
    ).toHaveAttribute('aria-current', 'page');
    await view.user.dblClick(within(table).getByText('Bay State Spirits'));
    expect(view.navigations).toContain('/users/admin/customers/22');
  });
});
